/**
 * The audit's summary of several Lighthouse runs of one page (scripts/audit/median-run.mjs):
 * each figure is its own median, whatever order the runs came in.
 */
import { describe, expect, it } from "vitest";
import { median, summarizeRuns } from "../../scripts/audit/median-run.mjs";

const run = (performance: number, tbt: number, fcp: number, lcpLabel: string) => ({
  scores: { performance, accessibility: 100 },
  tbt,
  fcp,
  lcp: fcp + 50,
  cls: 0,
  si: fcp,
  lcpElement: { label: lcpLabel },
});

describe("the median of several Lighthouse runs", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([53, 1, 14])).toBe(14);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it("gives each figure its own median when the scores tie", () => {
    const s = summarizeRuns([run(100, 14, 950, "a"), run(100, 53, 947, "b"), run(100, 1, 960, "c"), run(100, 9, 990, "d"), run(100, 30, 940, "e")]);
    expect(s.tbt).toBe(14);
    expect(s.fcp).toBe(950);
    expect(s.lcp).toBe(1000);
    expect(s.allTbt).toEqual([14, 53, 1, 9, 30]);
  });

  it("reads the median Performance, not the best or the worst run's", () => {
    const s = summarizeRuns([run(100, 76, 933, "a"), run(97, 42, 930, "b"), run(99, 53, 940, "c"), run(98, 20, 935, "d"), run(100, 10, 931, "e")]);
    expect(s.scores.performance).toBe(99);
    expect(s.allPerformance).toEqual([100, 97, 99, 98, 100]);
    // The other categories come from the middle run by Performance.
    expect(s.lcpElement.label).toBe("c");
  });
});
