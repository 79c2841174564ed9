/**
 * The audit's own-CPU blocking time (scripts/audit/own-cpu-tbt.mjs), on small made-up
 * traces: the page's tasks from its navigation on, 4 times their own CPU time (twice with
 * a layout), the excess over 50 ms summed; wall time, other threads and what ran before
 * the navigation do not count. And the task that laid out the first frame, whose wall
 * time the audit prints beside it.
 */
import { describe, expect, it } from "vitest";
import { firstFrameTask, ownCpuBlockingTime } from "../../scripts/audit/own-cpu-tbt.mjs";

const PID = 7;
const MAIN = 1;
const frame = "F1";
const meta = [
  { name: "thread_name", ph: "M", pid: PID, tid: MAIN, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", pid: PID, tid: 2, args: { name: "Compositor" } },
  { name: "navigationStart", ph: "R", pid: PID, tid: MAIN, ts: 50_000, args: { frame, data: { isLoadingMainFrame: true, documentLoaderURL: "http://localhost/" } } },
];
/** A top-level task: start and wall time and own CPU time in ms. */
const task = (startMs: number, wallMs: number, cpuMs: number, tid = MAIN) => ({
  name: "RunTask", ph: "X", pid: PID, tid, ts: startMs * 1000, dur: wallMs * 1000, tdur: cpuMs * 1000,
});
const layout = (startMs: number, ms: number) => ({ name: "Layout", ph: "X", pid: PID, tid: MAIN, ts: startMs * 1000, dur: ms * 1000, tdur: ms * 1000 });
const paint = (startMs: number, tid = MAIN) => ({ name: "Paint", ph: "X", pid: PID, tid, ts: startMs * 1000, dur: 1000, tdur: 1000 });

describe("own-CPU blocking time", () => {
  it("multiplies each task's own CPU time by 4 and sums the excess over 50 ms", () => {
    // 20 ms of CPU → 80 ms simulated → 30 ms blocking; 10 ms → 40 ms → none.
    expect(ownCpuBlockingTime([...meta, task(200, 90, 20), task(300, 60, 10)])).toBe(30);
  });

  it("counts a task that lays out twice its CPU time", () => {
    // 40 ms with a layout → 80 ms → 30 ms.
    expect(ownCpuBlockingTime([...meta, task(200, 45, 40), layout(210, 20)])).toBe(30);
  });

  it("leaves out tasks over before the navigation and other threads' tasks", () => {
    expect(ownCpuBlockingTime([...meta, task(0, 40, 30), task(200, 100, 100, 2)])).toBe(0);
  });

  it("counts the document's own tasks before its first paint: the simulation puts them after it", () => {
    // The navigation's commit (20 ms of CPU → 30 ms) and the first frame's layout (40 ms → 30 ms).
    expect(ownCpuBlockingTime([...meta, task(55, 30, 20), task(90, 60, 40), layout(95, 30)])).toBe(60);
  });

  it("says null for a trace without a navigation or the page's main thread", () => {
    expect(ownCpuBlockingTime([task(200, 90, 20)])).toBeNull();
    expect(ownCpuBlockingTime(meta.filter((e) => e.name !== "thread_name"))).toBeNull();
  });
});

describe("the first frame's task", () => {
  it("is the task that laid out and painted the first frame after the navigation", () => {
    const events = [
      ...meta,
      task(0, 20, 10), layout(2, 5), paint(5), // the page before: not this navigation's frame
      task(60, 20, 15), // the commit: no layout
      task(90, 72, 22), layout(95, 30), paint(140),
      task(200, 90, 12), layout(210, 40), paint(230), // a later frame
    ];
    expect(firstFrameTask(events)).toEqual({ wallMs: 72, cpuMs: 22 });
  });

  it("is the parse task that laid it out when the painting task only paints", () => {
    const events = [...meta, task(60, 36, 22), layout(70, 20), task(100, 10, 6), layout(101, 1), paint(102)];
    expect(firstFrameTask(events)).toEqual({ wallMs: 36, cpuMs: 22 });
  });

  it("leaves out other threads and says null without a paint, a layout or a navigation", () => {
    expect(firstFrameTask([...meta, task(90, 40, 10, 2), paint(100, 2)])).toBeNull();
    expect(firstFrameTask([...meta, task(90, 40, 10), layout(95, 5)])).toBeNull();
    expect(firstFrameTask([...meta, task(90, 40, 10), paint(100)])).toBeNull();
    expect(firstFrameTask([task(90, 72, 22), layout(95, 30), paint(140)])).toBeNull();
  });
});
