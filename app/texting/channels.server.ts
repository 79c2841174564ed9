// The visitor's first text, only with their consent and the texting number set: the acknowledgement's
// promise in their language, never what they typed. It goes at once only to a number in the service area, for a
// request that passed Turnstile, within the day's caps; otherwise it is held for staff (decision 0062).
import { brandName } from "~/content/firm";
import { isLang, type Lang } from "~/content/i18n";
import { heldFirstTextWords } from "~/content/service-area";
import { textingWords } from "~/content/texting";
import { db, type Db } from "~/db/client.server";
import type { DeliveryRow } from "~/db/schema.server";
import { callbackFor, callbackSentence, callerLine } from "~/lib/callback";
import { kentDay, startOfKentDay } from "~/lib/kent-time";
import { normalizePhone } from "~/lib/people";
import { areaOf, readServiceArea } from "~/lib/service-area.server";
import { firstTextCaps } from "~/deliveries/caps";
import { type Channel, readSettings } from "~/deliveries/channel.server";
import { deliveryFromRow } from "~/deliveries/store.server";
import { type SmsConfig, twilioApiBase } from "~/deliveries/twilio.server";
import { recordOutbound, sendDeliveryText } from "~/texting/store.server";

const E164 = /^\+[1-9]\d{7,14}$/;

/** One first text per number and Kent day: the key of that day's. */
const firstTextKey = (target: string, day: string) => `visitor-text ${target} ${day}`;

/** The promise is of the moment the text is written: the request's arrival, or when staff send a held one. */
export function firstTextBody(lang: Lang, writtenAt: Date): string {
  return textingWords[lang].first(brandName("primary"), callbackSentence(lang, callbackFor(writtenAt)), callerLine(lang));
}

/** The texting number's settings: off without `TWILIO_TEXTING_NUMBER`, whatever the on-call text uses. */
export function readTextingSettings(env: Env) {
  if (!String(env.TWILIO_TEXTING_NUMBER ?? "").trim()) return { state: "off" } as const;
  const settings = readSettings(env, ["TWILIO_TEXTING_NUMBER", "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN"]);
  if (settings.state !== "on") return settings;
  const { TWILIO_TEXTING_NUMBER: from, TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = settings.config;
  if (!E164.test(from)) return { state: "misconfigured", problem: "TWILIO_TEXTING_NUMBER must be an E.164 number" } as const;
  const apiBase = twilioApiBase(env);
  return { state: "on", config: { accountSid, authToken, from, numbers: [], apiBase, statusCallback: `${env.SITE_ORIGIN}/api/texts/status`, serviceArea: readServiceArea(env) } satisfies SmsConfig } as const;
}

export const visitorText: Channel<SmsConfig> = {
  name: "visitor-text",
  read: readTextingSettings,
  targets: (_config, lead) => {
    const phone = lead.textConsent ? normalizePhone(lead.phone) : null;
    return phone ? [phone.e164] : [];
  },
  dedupeKey: (target, lead) => firstTextKey(target, kentDay(new Date(lead.createdAt))),
  requestCaps: firstTextCaps,
  hold(env, target, lead) {
    const area = areaOf(env, target);
    if (area && !area.inArea) return { reason: "outside-area", note: `Not sent: ${area.words}` };
    // Evidence of a person: a passed Turnstile. Anything else (off, no token, not checked) waits for staff.
    return lead.turnstile === "passed" ? null : { reason: "held", note: heldFirstTextWords.note };
  },
  fixedTarget: true,
  async send({ env, config, delivery, lead, signal }) {
    const body = firstTextBody(isLang(lead.language) ? lead.language : "en", new Date(delivery.createdAt));
    return sendDeliveryText(db(env), config, { lead, deliveryId: delivery.id, to: delivery.target, body, sentBy: "system", signal });
  },
};

export const STAFF_MAY_SEND = "('held', 'cap')";

export type HeldRelease = { kind: "released"; delivery: DeliveryRow } | { kind: "gone" } | { kind: "refused"; why: string };

/** SQL: another first text to `held`'s number went or waits, on its day (`dedupe_key`) or the one from `dayStart`. */
export const firstTextTakenSql = (held: string, dayStart: string) =>
  `EXISTS (SELECT 1 FROM deliveries other WHERE other.id <> ${held}.id AND other.status IN ('pending', 'sent')
     AND (other.dedupe_key = ${held}.dedupe_key OR (other.channel = 'visitor-text' AND other.target = ${held}.target AND other.created_at >= ${dayStart})))`;

/** Staff send a held (or capped) first text, their decision: it goes now, with the promise of now, in the thread as
 * theirs; never to a number outside the area, nor twice to one number in a Kent day. */
export async function releaseHeldFirstText(env: Env, store: Db, input: { leadId: number; deliveryId: number; by: string; now: Date }): Promise<HeldRelease> {
  const texting = readTextingSettings(env);
  if (texting.state !== "on") return { kind: "refused", why: "texting is not set up (TWILIO_TEXTING_NUMBER)" };
  const at = input.now.toISOString();
  const today = kentDay(input.now);
  const held = await store.$client.prepare("SELECT target FROM deliveries WHERE id = ?2 AND lead_id = ?1").bind(input.leadId, input.deliveryId).first<{ target: string }>();
  if (!held) return { kind: "gone" };
  const row = await store.$client
    .prepare(
      `UPDATE deliveries SET status = 'pending', reason = NULL, last_error = NULL, next_attempt_at = ?3, created_at = ?3, dedupe_key = ?4
       WHERE id = ?2 AND lead_id = ?1 AND channel = 'visitor-text' AND status = 'skipped' AND reason IN ${STAFF_MAY_SEND}
         AND NOT ${firstTextTakenSql("deliveries", "?5")}
       RETURNING *`,
    )
    .bind(input.leadId, input.deliveryId, at, firstTextKey(held.target, today), startOfKentDay(today).toISOString())
    .first<Record<string, unknown>>();
  if (!row) return { kind: "gone" };
  const delivery = deliveryFromRow(row);
  const lead = await store.$client.prepare("SELECT language FROM leads WHERE id = ?1").bind(input.leadId).first<{ language: string }>();
  // Recorded as theirs before it goes: the send finds this row by its key.
  const body = firstTextBody(isLang(lead?.language) ? lead.language : "en", new Date(delivery.createdAt));
  await recordOutbound(store, { lead: { id: input.leadId }, from: texting.config.from, to: delivery.target, body, sid: null, sentBy: input.by, formKey: `delivery ${delivery.id}`, status: "sending" }, input.now);
  return { kind: "released", delivery };
}
