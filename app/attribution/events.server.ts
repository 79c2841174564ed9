// The events the browser reports by beacon (POST /api/events): only known events on the site's
// own pages are counted, in the day's aggregate.
import * as z from "zod/mini";
import { findSitePage } from "~/lib/addresses";
import { errorMessage, log } from "~/lib/log";
import { attributionSchema } from "~/attribution/schema";
import { countEvent } from "./store.server";
import type { Attribution } from "./fields";
import { firstTouch } from "./source";
import { db } from "~/db/client.server";

const eventSchema = z.object({
  /** A tap on the phone number (tel:) or on "Text us" (sms:). */
  event: z.enum(["call_tap", "text_tap"]),
  /** The page's path, e.g. /kent-wa/car-accident-lawyer. */
  page: z.string().check(z.maxLength(300)),
  /** The first touch of the visit, as the tab keeps it (the lead schema's checks: a value
   * that fails them is dropped, other names are ignored). */
  touch: z.optional(attributionSchema),
});

/** The endpoint's refusals. A beacon's answer is read by no one but a developer, so they
 * are in English only. */
export const eventErrors = {
  tooLarge: "The event is too large.",
  foreign: "Events are accepted from this site's pages only.",
  mediaType: "Send the event as JSON.",
  badJson: "The event is not valid JSON.",
  method: "Method not allowed. Send events with POST.",
  unknown: "Unknown or malformed event.",
  page: "Unknown page.",
  rateLimited: "Too many events.",
} as const;

export type EventOutcome = { ok: true } | { ok: false; status: 400 | 429; error: string };

export async function recordEvent(
  env: Pick<Env, "DB" | "EVENT_RATE_LIMITER">,
  input: unknown,
  { rateKey, origins }: { rateKey: string; origins: string[] },
): Promise<EventOutcome> {
  const parsed = eventSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, error: eventErrors.unknown };
  const page = findSitePage(parsed.data.page);
  if (!page) return { ok: false, status: 400, error: eventErrors.page };

  let allowed = true;
  try {
    allowed = (await env.EVENT_RATE_LIMITER.limit({ key: `event:${rateKey}` })).success;
  } catch (error) {
    log("error", "event_rate_limiter_failed", { message: errorMessage(error) });
  }
  if (!allowed) return { ok: false, status: 429, error: eventErrors.rateLimited };

  // A count that fails is logged; the visitor's call goes through whatever happens here.
  try {
    await countEvent(db(env), parsed.data.event, page.path, firstTouch((parsed.data.touch ?? {}) as Attribution, origins));
  } catch (error) {
    log("error", "event_count_failed", { message: errorMessage(error) });
  }
  return { ok: true };
}
