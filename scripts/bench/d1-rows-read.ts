// D1's rows read, counted where every statement's answer passes. D1 returns `meta.rows_read` ("rows read
// (scanned) … including indices") with each statement, but the app reads through drizzle, which drops
// `meta`: so this wraps the binding session's `_send` (and `_queryOrThrow`, its RPC twin), internals of
// workerd's D1 binding, once per isolate. The bench's entry (rows-read-worker.js) and the Worker tests
// (test/worker/rows-read.ts) both count through it. When a workerd has no `_send`, hookRowsRead says so
// (false) instead of counting zeros.

type Listener = (rows: number) => void;
type Sender = (...args: unknown[]) => Promise<unknown>;

const listeners = new Set<Listener>();
let hooked = false;

/** The rows a statement's (or a batch's) answer says D1 read. */
export function rowsReadOf(results: unknown): number {
  let rows = 0;
  for (const result of Array.isArray(results) ? results : [results]) rows += Number((result as { meta?: { rows_read?: number } })?.meta?.rows_read ?? 0);
  return rows;
}

/**
 * Calls `listener` with the rows read of every statement any D1 binding of this isolate runs from now
 * on (the bindings share their session class). Returns the function that stops it, or null when this
 * workerd's binding has no `_send` to count through.
 */
export function hookRowsRead(db: D1Database, listener: Listener): (() => void) | null {
  if (!hooked) {
    const withSession = (db as { withSession?: (constraint: string) => object }).withSession;
    const session = typeof withSession === "function" ? (Object.getPrototypeOf(withSession.call(db, "first-primary")) as Record<string, unknown>) : null;
    const senders = ["_send", "_queryOrThrow"].filter((name) => typeof session?.[name] === "function");
    if (!session || !senders.includes("_send")) return null;
    for (const name of senders) {
      const send = session[name] as Sender;
      session[name] = async function (this: unknown, ...args: unknown[]) {
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
