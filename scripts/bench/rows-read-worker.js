// The scale bench's entry (npm run bench:scale): the production build's Worker (./index.js,
// unchanged: every check and door as deployed), with the rows D1 read for each measured
// request counted (by d1-rows-read.mjs, which the Worker tests count through too). Copied next
// to the build's index.js for the bench's run only, with d1-rows-read.mjs, and served with a copy
// of the build's wrangler.json that names it as `main`; never deployed.
//
// A request sent with `X-Scale-Bench-Id: <id>` is counted apart (an AsyncLocalStorage
// follows its promises, `waitUntil`'s too); `GET /__scale-bench/rows-read?id=<id>` answers
// { response, total }: the rows read before the response's headers, and in all (its body and
// its waitUntil work included, once that has settled). Work of no measured request (the
// Cron, queue consumers) is counted in `outside`. If the binding cannot be counted, the bench
// says so (501) instead of printing zeros. `POST /__scale-bench/scheduled` runs the Worker's Cron
// once and answers when it and its waitUntil work are done, so the bench can fill what the Cron
// keeps (the derived tables' backfills) before it measures, as a deployed firm's Cron would have.
import { AsyncLocalStorage } from "node:async_hooks";
import { hookRowsRead } from "./d1-rows-read.mjs";
import app from "./index.js";

const measured = new AsyncLocalStorage();
const runs = new Map();
let outside = 0;
let counting = false;

function count(rows) {
  const run = measured.getStore();
  if (run) run.rows += rows;
  else outside += rows;
}

/** Counts every statement once, from the first request on; false when the binding cannot be counted. */
function countRowsRead(db) {
  if (!counting) counting = hookRowsRead(db, count) !== null;
  return counting;
}

async function settled(run) {
  // waitUntil work may start more of it: wait until nothing new was added.
  for (let seen = -1; seen !== run.pending.length;) {
    seen = run.pending.length;
    await Promise.allSettled(run.pending);
  }
}

export default {
  async fetch(request, env, ctx) {
    if (!countRowsRead(env.DB)) return new Response("This workerd's D1 binding has no _send to count rows_read through.", { status: 501 });
    const url = new URL(request.url);
    if (url.pathname === "/__scale-bench/rows-read") {
      const run = runs.get(url.searchParams.get("id"));
      if (!run) return Response.json({ error: "no such measured request" }, { status: 404 });
      await run.done;
      await settled(run);
      runs.delete(url.searchParams.get("id"));
      return Response.json({ response: run.response, total: run.rows, outside });
    }
    if (url.pathname === "/__scale-bench/scheduled" && request.method === "POST") {
      const run = { rows: 0, pending: [] };
      const context = { waitUntil: (promise) => run.pending.push(promise), passThroughOnException() {} };
      await measured.run(run, () => app.scheduled({ cron: "* * * * *", scheduledTime: Date.now(), noRetry() {} }, env, context));
      await settled(run);
      return Response.json({ rows: run.rows });
    }
    const id = request.headers.get("X-Scale-Bench-Id");
    if (!id) return app.fetch(request, env, ctx);
    let finish;
    const run = { rows: 0, response: 0, pending: [], done: new Promise((resolve) => (finish = resolve)) };
    runs.set(id, run);
    const waitUntil = (promise) => {
      run.pending.push(promise);
      ctx.waitUntil(promise);
    };
    const context = new Proxy(ctx, {
      get: (target, name) => (name === "waitUntil" ? waitUntil : typeof target[name] === "function" ? target[name].bind(target) : target[name]),
    });
    try {
      const response = await measured.run(run, () => app.fetch(request, env, context));
      run.response = run.rows;
      return response;
    } finally {
      finish();
    }
  },
  scheduled: (controller, env, ctx) => app.scheduled(controller, env, ctx),
  queue: (batch, env, ctx) => app.queue(batch, env, ctx),
};
