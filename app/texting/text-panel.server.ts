// The conversation by text on a request's page: every text in and out, oldest first, whether the
// number replied STOP, whether staff may reply (and why not), a first text held for them, and whether the
// number is outside the service area (decision 0062).
import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { type LeadRow, textMedia, textMessages } from "~/db/schema.server";
import { heldFirstText, optedOut } from "~/deliveries/store.server";
import { readTextingSettings } from "~/texting/settings.server";
import { ownerName } from "~/content/intake-roster";
import { kentDay, startOfKentDay } from "~/lib/kent-time";
import { areaOf } from "~/lib/service-area.server";
import { mentionsKeyword } from "~/texting/keywords";
import { mediaPath } from "./media.server";
import { replyBlockOf } from "./reply.server";

export async function textThread(env: Env, db: Db, lead: Pick<LeadRow, "id" | "name" | "phoneE164" | "textConsent">, now: Date) {
  const rows = await db.select().from(textMessages).where(eq(textMessages.leadId, lead.id)).orderBy(asc(textMessages.createdAt), asc(textMessages.id));
  const media = await db.select().from(textMedia).where(eq(textMedia.leadId, lead.id)).orderBy(asc(textMedia.position));
  const stop = lead.phoneE164 ? await optedOut(db, lead.phoneE164) : undefined;
  const settings = readTextingSettings(env);
  const area = areaOf(env, lead.phoneE164);
  // Not offered once the number got a first text that day or today (on another request): it would be refused.
  const held = await heldFirstText(db, lead.id, startOfKentDay(kentDay(now)).toISOString());
  return {
    messages: rows.map((m) => ({
      id: m.id,
      direction: m.direction,
      body: m.body,
      at: m.createdAt,
      status: m.status,
      error: m.error,
      who: m.sentBy === "visitor" ? lead.name : m.sentBy === "system" ? "Automatic text" : ownerName(m.sentBy),
      photos: m.mediaCount,
      // The proxy's addresses, never Twilio's.
      photoLinks: media.filter((p) => p.textMessageId === m.id).map((p) => mediaPath(m.id, p.position)),
      // A longer message naming STOP is no opt-out, but staff should ask.
      mentionsStop: m.direction === "inbound" && mentionsKeyword(m.body),
    })),
    optedOut: stop ? { at: stop.optedOutAt, keyword: stop.keyword } : null,
    texting: settings.state !== "off",
    /** Null: staff may reply; otherwise why not, in words. */
    replyBlocked: replyBlockOf(settings, lead, stop, rows.some((m) => m.direction === "inbound")),
    /** The warning before texting a number outside the service area, or null. */
    outsideArea: area && !area.inArea ? area.words : null,
    /** The first text the site held (no sign a person typed the number, or a daily cap): staff may send it. */
    heldFirstText: held && settings.state === "on" && !stop ? held : null,
  };
}

export type TextThreadData = Awaited<ReturnType<typeof textThread>>;
