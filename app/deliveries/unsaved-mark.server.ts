/**
 * A mark that a lead's whole request was emailed to staff as "NOT SAVED" (D1 and the lead
 * queue both refused it, or the dead-letter queue gave up). It lets a retry of that
 * request, or the same lead stored later, go without a second email: staff get one email
 * per lead. Nothing else can hold it while D1 is down, so it is kept in the edge's Cache
 * API for a week: per data center and best effort (a retry through another data center
 * may still send one more email; a duplicate is better than a loss).
 *
 * The mark is kept by lead key (lead-key.server.ts), never by the idempotency key alone:
 * two visitors of one cached page may send one key, and one's email must not silence the
 * other's.
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
// Its own path: marks kept by idempotency key before lead keys are never read.
const markKey = (leadKey: string) => new Request(`https://leads.internal/emailed-unsaved/lead-key/${encodeURIComponent(leadKey)}`);

export async function markEmailedUnsaved(leadKey: string): Promise<void> {
  try {
    await (await marks()).put(markKey(leadKey), new Response("1", { headers: { "Cache-Control": `max-age=${KEEP_SECONDS}` } }));
  } catch (error) {
    log("warn", "lead_unsaved_mark_failed", { leadKey, message: errorMessage(error) });
  }
}

export async function wasEmailedUnsaved(leadKey: string): Promise<boolean> {
  try {
    return (await (await marks()).match(markKey(leadKey))) !== undefined;
  } catch {
    return false;
  }
}
