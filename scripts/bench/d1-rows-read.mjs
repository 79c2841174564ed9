// D1's rows read, counted where every statement's answer passes. D1 returns `meta.rows_read` ("rows read
// (scanned) … including indices") with each statement, but the app reads through drizzle, which drops
// `meta`: so this wraps the binding session's `_send` (and `_queryOrThrow`, its RPC twin), internals of
// workerd's D1 binding, once per isolate. The bench's entry (rows-read-worker.js, beside the build's
// unbundled modules, hence plain JavaScript) and the Worker tests (test/worker/rows-read.ts) count through it.

const listeners = new Set();
let hooked = false;

/** The rows a statement's (or a batch's) answer says D1 read. */
export function rowsReadOf(results) {
  let rows = 0;
  for (const result of Array.isArray(results) ? results : [results]) rows += Number(result?.meta?.rows_read ?? 0);
  return rows;
}

/**
 * Calls `listener` with the rows read of every statement any D1 binding of this isolate runs from now
 * on (the bindings share their session class). Returns the function that stops it, or null when this
 * workerd's binding has no `_send` to count through (never a count of zeros).
 */
export function hookRowsRead(db, listener) {
  if (!hooked) {
    const session = typeof db?.withSession === "function" ? Object.getPrototypeOf(db.withSession("first-primary")) : null;
    const senders = ["_send", "_queryOrThrow"].filter((name) => typeof session?.[name] === "function");
    if (!senders.includes("_send")) return null;
    for (const name of senders) {
      const send = session[name];
      session[name] = async function (...args) {
        const results = await send.apply(this, args);
        const rows = rowsReadOf(results);
        for (const each of listeners) each(rows);
        return results;
      };
    }
    hooked = true;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
