// A diagnostic beside Lighthouse's Total Blocking Time: the same sum, computed from each
// main-thread task's own CPU time instead of its wall time. Lighthouse simulates a phone
// from the tasks of an unthrottled load: each task 4 times as long (twice when it lays
// out), and every one over 50 ms after the simulated first contentful paint adds its
// excess. On a 2-core machine that also runs the browser's other processes, the server
// and Lighthouse, a task's wall time is often 2 to 5 times its own CPU time: the thread
// waits for a core, or for the browser process (Chromium on Linux asks it about each font
// face by a synchronous call). So TBT there says as much about the machine as about the
// page; this figure keeps only the page's work. It counts every task of the page from its
// navigation on: the simulation, which slows the network too, puts the document's own
// tasks (its commit, parse and first layout) after its first paint, where they count;
// Lighthouse stops at its interactive time, so this is an upper bound of that. Not a
// budget: the budget is Lighthouse's figure. Beside it, the wall and own CPU time of the
// task that laid out the first frame, which decides most of TBT here (firstFrameTask).

const SLOWDOWN = 4;
const LAYOUT_SLOWDOWN = SLOWDOWN / 2;
const LONG_TASK_MS = 50;

/** The page's navigation and its main thread's complete events in a trace, or null. */
function pageMainThread(events) {
  const navigation = events.find(
    (e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && /^https?:/.test(e.args.data.documentLoaderURL ?? ""),
  );
  if (!navigation) return null;
  const { pid } = navigation;
  const thread = events.find((e) => e.name === "thread_name" && e.pid === pid && e.args?.name === "CrRendererMain");
  if (!thread) return null;
  const own = events.filter((e) => e.pid === pid && e.tid === thread.tid && e.ph === "X" && e.dur > 0);
  return { navigation, own };
}

/** Own-CPU blocking time (ms) of the page whose load a trace recorded (the events of a
 * Lighthouse `--save-assets` trace); null when the trace lacks the navigation. */
export function ownCpuBlockingTime(events) {
  const page = pageMainThread(events);
  if (!page) return null;
  const { navigation, own } = page;
  const tasks = own.filter((e) => e.name === "RunTask" && e.ts + e.dur > navigation.ts && e.tdur > 0);
  const layouts = own.filter((e) => e.name === "Layout");
  let total = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const laysOut = layouts.some((l) => l.ts >= task.ts && l.ts < end);
    const simulated = (task.tdur / 1000) * (laysOut ? LAYOUT_SLOWDOWN : SLOWDOWN);
    total += Math.max(0, simulated - LONG_TASK_MS);
  }
  return total;
}

/** The main-thread task that laid out the page's first frame: of the tasks from the
 * navigation to the one that painted first, the longest that lays out (usually the painting
 * one; sometimes a parse task before it). Its wall time and own CPU time (ms), or null.
 * Lighthouse's simulation usually runs it after its simulated first paint (the tasks
 * before it that its paint estimate leaves out run first), where it adds up to 2 × its
 * wall time − 50 ms to TBT once it lasts over 25 ms (docs/decisions/0016-first-load-work.md,
 * "Why the first frame itself counts"). */
export function firstFrameTask(events) {
  const page = pageMainThread(events);
  if (!page) return null;
  const { navigation, own } = page;
  const within = (inner, task) => inner.ts >= task.ts && inner.ts < task.ts + task.dur;
  const tasks = own.filter((e) => e.name === "RunTask" && e.ts >= navigation.ts);
  const paint = own.filter((e) => e.name === "Paint" && e.ts >= navigation.ts).sort((a, b) => a.ts - b.ts)[0];
  const painting = paint && tasks.find((t) => within(paint, t));
  if (!painting) return null;
  const layouts = own.filter((e) => e.name === "Layout");
  const task = tasks
    .filter((t) => t.ts <= painting.ts && layouts.some((l) => within(l, t)))
    .sort((a, b) => b.dur - a.dur)[0];
  return task ? { wallMs: task.dur / 1000, cpuMs: (task.tdur ?? 0) / 1000 } : null;
}
