/**
 * A mark that a lead's whole request was emailed to staff as "NOT SAVED" (D1 and the lead
 * queue both refused it, or the dead-letter queue gave up). It lets a retry of that
 * request, or the same lead stored later, go without a second email: staff get one email
 * per lead. Nothing else can hold it while D1 is down, so it is kept in the edge's Cache
 * API for a week: per data center and best effort (a retry through another data center
 * may still send one more email; a duplicate is better than a loss).
 */
import { errorMessage, log } from "~/lib/log";

const CACHE = "leads-emailed-unsaved";
const KEEP_SECONDS = 7 * 24 * 60 * 60;
let cache: Promise<Cache> | undefined;
const marks = () =>
  (cache ??= caches.open(CACHE).catch((error) => {
    cache = undefined; // try again next time
    throw error;
  }));
const markKey = (idempotencyKey: string) => new Request(`https://leads.internal/emailed-unsaved/${encodeURIComponent(idempotencyKey)}`);

export async function markEmailedUnsaved(idempotencyKey: string): Promise<void> {
  try {
    await (await marks()).put(markKey(idempotencyKey), new Response("1", { headers: { "Cache-Control": `max-age=${KEEP_SECONDS}` } }));
  } catch (error) {
    log("warn", "lead_unsaved_mark_failed", { idempotencyKey, message: errorMessage(error) });
  }
}

export async function wasEmailedUnsaved(idempotencyKey: string): Promise<boolean> {
  try {
    return (await (await marks()).match(markKey(idempotencyKey))) !== undefined;
  } catch {
    return false;
  }
}
