// The texts panel's server side: the conversation (every text in and out, STOP, whether staff may reply, a
// held first text, a number outside the service area: decision 0062), its two forms and their actions.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import * as z from "zod/mini";
import { heldFirstTextWords } from "~/content/service-area";
import type { Db } from "~/db/client.server";
import { type LeadRow, leads, textMedia, textMessages, type TextMessageRow } from "~/db/schema.server";
import { deliveryOutcome } from "~/deliveries/channel.server";
import { attemptDelivery } from "~/deliveries/engine.server";
import { deliveryOf, heldFirstText, optedOut } from "~/deliveries/store.server";
import type { DeskRead } from "~/desk/form-schemas";
import type { PanelAction } from "~/desk/request/dispatch.server";
import { deskAnswer, formKey } from "~/lib/desk-post.server";
import { log } from "~/lib/log";
import { displayNumber } from "~/lib/tel";
import { releaseHeldFirstText } from "./channels.server";
import { readTextingSettings } from "~/texting/settings.server";
import { ownerName } from "~/content/intake-roster";
import { kentDay, startOfKentDay } from "~/lib/kent-time";
import { areaOf } from "~/lib/service-area.server";
import { mentionsKeyword } from "~/texting/keywords";
import { mediaPath } from "./media.server";
import { replyAnswer, replyBlockOf, sendReply } from "./reply.server";
import { segmentCount } from "./text-count";

/** How many texts the request page shows, the latest (decision 0096); the rest are on the texts' "show all" page. */
export const LATEST_TEXTS = 20;

/** Texts as the panel shows them, with their photos' proxy addresses. */
export async function messagesOf(db: Db, lead: Pick<LeadRow, "id" | "name">, rows: TextMessageRow[]) {
  const ids = rows.filter((m) => m.mediaCount > 0).map((m) => m.id);
  const media = ids.length ? await db.select().from(textMedia).where(inArray(textMedia.textMessageId, ids)).orderBy(asc(textMedia.position)) : [];
  return rows.map((m) => ({
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
  }));
}

export type TextLine = Awaited<ReturnType<typeof messagesOf>>[number];

/** One text of the request, by id (a flash naming a text older than the latest shown). */
export const textOf = (db: Db, leadId: number, id: number) =>
  db
    .select({ status: textMessages.status, error: textMessages.error })
    .from(textMessages)
    .where(and(eq(textMessages.id, id), eq(textMessages.leadId, leadId)))
    .get();

export async function textPanelData(env: Env, db: Db, lead: Pick<LeadRow, "id" | "name" | "phoneE164" | "textConsent">, now: Date) {
  // The latest texts, newest first through the lead's index, one more to know if older ones exist.
  const [latest, inbound] = await db.batch([
    db
      .select()
      .from(textMessages)
      .where(eq(textMessages.leadId, lead.id))
      .orderBy(desc(textMessages.createdAt), desc(textMessages.id))
      .limit(LATEST_TEXTS + 1),
    db
      .select({ id: textMessages.id })
      .from(textMessages)
      .where(and(eq(textMessages.leadId, lead.id), eq(textMessages.direction, "inbound")))
      .limit(1),
  ]);
  const rows = latest.slice(0, LATEST_TEXTS).reverse();
  const stop = lead.phoneE164 ? await optedOut(db, lead.phoneE164) : undefined;
  const settings = readTextingSettings(env);
  const area = areaOf(env, lead.phoneE164);
  // Not offered once the number got a first text that day or today (on another request): it would be refused.
  const held = await heldFirstText(db, lead.id, startOfKentDay(kentDay(now)).toISOString());
  return {
    messages: await messagesOf(db, lead, rows),
    /** Older texts exist: on the texts' "show all" page. */
    more: latest.length > LATEST_TEXTS,
    optedOut: stop ? { at: stop.optedOutAt, keyword: stop.keyword } : null,
    texting: settings.state !== "off",
    /** Null: staff may reply; otherwise why not, in words. */
    replyBlocked: replyBlockOf(settings, lead, stop, inbound.length > 0),
    /** The warning before texting a number outside the service area, or null. */
    outsideArea: area && !area.inArea ? area.words : null,
    /** The first text the site held (no sign a person typed the number, or a daily cap): staff may send it. */
    heldFirstText: held && settings.state === "on" && !stop ? held : null,
  };
}

export type TextThreadData = Awaited<ReturnType<typeof textPanelData>>;

/** The texts panel's two forms: a reply (two segments at most), and sending a first text the site held. */
export const textPanelForms = [
  z.object({
    intent: z.literal("text-reply"),
    formKey,
    text: z
      .string("Write the text first")
      .check(z.trim(), z.minLength(1, "Write the text first"), z.maxLength(1600, "A text is at most 2 segments: shorten it")),
    // Ticked after the warning that the number is outside the service area (decision 0062).
    outsideArea: z.optional(z.string().check(z.maxLength(10))),
  }),
  // Staff send a first text the site held (decision 0062).
  z.object({ intent: z.literal("first-text"), deliveryId: z.coerce.number().check(z.int(), z.positive()) }),
] as const;

export function readReply(input: { formKey: string; text: string; outsideArea?: string }): DeskRead {
  const count = segmentCount(input.text);
  if (count.over) return { ok: false, field: "text", error: `Too long: ${count.words}. Shorten it to 2 segments or fewer.` };
  return { ok: true, input: { intent: "text-reply", formKey: input.formKey, text: input.text, outsideArea: input.outsideArea === "yes" } };
}

const newKey = () => crypto.randomUUID();

export const replyAction: PanelAction<"text-reply"> = async (post, input) => {
  const { env, db, by, now } = post;
  const lead = await db.select().from(leads).where(eq(leads.id, post.leadId)).get();
  if (!lead)
    return deskAnswer(
      post,
      { ok: false, intent: "text-reply", field: "form", error: "This request no longer exists (it may have been erased); nothing was sent." },
      "",
    );
  const outcome = await sendReply(env, db, { lead, body: input.text, by, formKey: input.formKey, now, outsideArea: input.outsideArea });
  if (outcome.kind === "refused")
    return deskAnswer(post, { ok: false, intent: "text-reply", field: outcome.field ?? "text", error: outcome.error, value: input.text }, "");
  return deskAnswer(
    post,
    { ok: true, intent: "text-reply", message: replyAnswer(lead, outcome.text), replyKey: newKey(), failed: outcome.text.status === "failed" },
    `saved=text&text=${outcome.text.id}`,
  );
};

/** How a first text staff sent went. */
export const firstTextOutcome = (d: { status: string; target: string; lastError: string | null }) =>
  d.status === "sent" ? heldFirstTextWords.sent(displayNumber(d.target)) : `First text: ${deliveryOutcome(d)}`;

export const firstTextAction: PanelAction<"first-text"> = async (post, input) => {
  const { env, db, leadId: id } = post;
  const released = await releaseHeldFirstText(env, db, { leadId: id, deliveryId: input.deliveryId, by: post.by, now: post.now });
  if (released.kind !== "released")
    return deskAnswer(
      post,
      { ok: false, intent: "first-text", field: "form", error: released.kind === "gone" ? heldFirstTextWords.gone : heldFirstTextWords.notSent(released.why) },
      "",
    );
  log("info", "desk_first_text_released", { leadId: id, deliveryId: released.delivery.id });
  await attemptDelivery(env, released.delivery.id, 0).catch((error) =>
    log("error", "delivery_attempt_error", { deliveryId: released.delivery.id, message: String(error) }),
  );
  const after = (await deliveryOf(db, id, released.delivery.id)) ?? released.delivery;
  return deskAnswer(post, { ok: true, intent: "first-text", message: firstTextOutcome(after) }, `saved=first-text&delivery=${after.id}`);
};
