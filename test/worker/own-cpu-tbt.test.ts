/**
 * The audit's own-CPU blocking time (scripts/audit/own-cpu-tbt.mjs), on small made-up
 * traces: tasks after the first paint, 4 times their own CPU time (twice with a layout),
 * the excess over 50 ms summed; wall time and other threads do not count.
 */
import { describe, expect, it } from "vitest";
import { ownCpuBlockingTime } from "../../scripts/audit/own-cpu-tbt.mjs";

const PID = 7;
const MAIN = 1;
const frame = "F1";
const meta = [
  { name: "thread_name", ph: "M", pid: PID, tid: MAIN, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", pid: PID, tid: 2, args: { name: "Compositor" } },
  { name: "navigationStart", ph: "R", pid: PID, tid: MAIN, ts: 0, args: { frame, data: { isLoadingMainFrame: true, documentLoaderURL: "http://localhost/" } } },
  { name: "firstContentfulPaint", ph: "R", pid: PID, tid: MAIN, ts: 100_000, args: { frame } },
];
/** A top-level task: start and wall time and own CPU time in ms. */
const task = (startMs: number, wallMs: number, cpuMs: number, tid = MAIN) => ({
  name: "RunTask", ph: "X", pid: PID, tid, ts: startMs * 1000, dur: wallMs * 1000, tdur: cpuMs * 1000,
});
const layout = (startMs: number, ms: number) => ({ name: "Layout", ph: "X", pid: PID, tid: MAIN, ts: startMs * 1000, dur: ms * 1000, tdur: ms * 1000 });

describe("own-CPU blocking time", () => {
  it("multiplies each task's own CPU time by 4 and sums the excess over 50 ms", () => {
    // 20 ms of CPU → 80 ms simulated → 30 ms blocking; 10 ms → 40 ms → none.
    expect(ownCpuBlockingTime([...meta, task(200, 90, 20), task(300, 60, 10)])).toBe(30);
  });

  it("counts a task that lays out twice its CPU time", () => {
    // 40 ms with a layout → 80 ms → 30 ms.
    expect(ownCpuBlockingTime([...meta, task(200, 45, 40), layout(210, 20)])).toBe(30);
  });

  it("leaves out tasks over before the first paint and other threads' tasks", () => {
    expect(ownCpuBlockingTime([...meta, task(10, 80, 60), task(200, 100, 100, 2)])).toBe(0);
  });

  it("counts a task that straddles the first paint", () => {
    expect(ownCpuBlockingTime([...meta, task(90, 30, 25)])).toBe(50);
  });

  it("says null for a trace without a navigation or a first paint", () => {
    expect(ownCpuBlockingTime([task(200, 90, 20)])).toBeNull();
    expect(ownCpuBlockingTime(meta.filter((e) => e.name !== "firstContentfulPaint"))).toBeNull();
  });
});
