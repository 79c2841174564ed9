import { hookRowsRead } from "../../scripts/bench/d1-rows-read.mjs";

// The rows D1 reads, counted in the Worker tests as the scale bench counts them (one hook,
// scripts/bench/d1-rows-read.mjs): every statement of this isolate, the Worker's own included.

let total = 0;
let counting = false;

/**
 * Counts from now on, and checks the count is real: `SELECT count(*) FROM leads` must be counted as
 * reading at least the rows it counts, so a hook that counts nothing fails here, not as a passing bound.
 */
export async function countRowsRead(db: D1Database): Promise<void> {
  if (!counting) {
    if (!hookRowsRead(db, (rows) => (total += rows))) throw new Error("This workerd's D1 binding has no _send to count rows_read through.");
    counting = true;
  }
  const before = total;
  const leads = Number(await db.prepare("SELECT count(*) AS n FROM leads").first("n"));
  if (total - before < leads) throw new Error(`The rows-read hook counted ${total - before} rows for a count of ${leads} requests.`);
}

/** The rows D1 read while `work` ran (waitUntil work it awaited included), and its result. */
export async function rowsReadBy<T>(db: D1Database, work: () => Promise<T>): Promise<{ rows: number; result: T }> {
  await countRowsRead(db);
  const before = total;
  const result = await work();
  return { rows: total - before, result };
}
