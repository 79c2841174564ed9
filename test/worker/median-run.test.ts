/**
 * The audit's summary of several Lighthouse runs of one page (scripts/audit/median-run.mjs):
 * each figure is its own median, whatever order the runs came in.
 */
import { describe, expect, it } from "vitest";
import { median, summarizeRuns } from "../../scripts/audit/median-run.mjs";

const run = (performance: number, tbt: number, fcp: number, lcpLabel: string) => ({
  scores: { performance, accessibility: 100 },
  tbt, fcp, lcp: fcp + 50, cls: 0, si: fcp, ownTbt: 0,
  lcpElement: { label: lcpLabel },
});

describe("the median of several Lighthouse runs", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([53, 1, 14])).toBe(14);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it("gives each figure its own median when the scores tie", () => {
    // The audit of 08:08 UTC on the attorney page: all three scored 100. The second run
    // (TBT 53 ms) is not the median run; the median TBT is 14 ms.
    const s = summarizeRuns([run(100, 14, 950, "a"), run(100, 53, 947, "b"), run(100, 1, 960, "c")]);
    expect(s.tbt).toBe(14);
    expect(s.fcp).toBe(950);
    expect(s.lcpElement.label).toBe("a");
    expect(s.allTbt).toEqual([14, 53, 1]);
  });

  it("reads a slow run's TBT as the median when two of three are over", () => {
    const s = summarizeRuns([run(100, 76, 933, "a"), run(100, 42, 930, "b"), run(99, 53, 940, "c")]);
    expect(s.tbt).toBe(53);
    expect(s.scores.performance).toBe(100);
    expect(s.allPerformance).toEqual([100, 100, 99]);
  });

  it("lists each run's first frame as it came, null where a trace had none", () => {
    const s = summarizeRuns([
      { ...run(100, 76, 933, "a"), firstFrame: { wallMs: 63, cpuMs: 18 } },
      { ...run(100, 42, 930, "b"), firstFrame: null },
      { ...run(99, 53, 940, "c"), firstFrame: { wallMs: 51, cpuMs: 17 } },
    ]);
    expect(s.allFirstFrame).toEqual([{ wallMs: 63, cpuMs: 18 }, null, { wallMs: 51, cpuMs: 17 }]);
  });
});
