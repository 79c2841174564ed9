// Marks a lead emailed "NOT SAVED", so a retry or a later store sends no second email. Only the
// edge cache can hold it while D1 is down: per data center, best effort.
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
