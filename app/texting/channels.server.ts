// The texting channels: the visitor's first text, only with their consent and the texting number set (the
// acknowledgement's promise in their language, held for staff outside the area, without Turnstile or over a cap:
// decision 0062); and the new-text alert to the request's owner or the on-call numbers (decisions 0052, 0063).
import { eq } from "drizzle-orm";
import { caseTypeLabel } from "~/content/case-types";
import { brandName } from "~/content/firm";
import { isLang, type Lang } from "~/content/i18n";
import { intakeRoster } from "~/content/intake-roster";
import { heldFirstTextWords } from "~/content/service-area";
import { textingWords } from "~/content/texting";
import { db, type Db } from "~/db/client.server";
import { type DeliveryRow, type LeadRow, leads } from "~/db/schema.server";
import { firstTextCaps, textCap } from "~/deliveries/caps";
import { type Channel, FinalSendError, isEmailAddress, type SendInput } from "~/deliveries/channel.server";
import { sms, staffSms } from "~/deliveries/sms.server";
import { readStaffEmail } from "~/deliveries/staff-email.server";
import { deliveryOf, releaseHeld } from "~/deliveries/store.server";
import { sendText, type SmsConfig } from "~/deliveries/twilio.server";
import { callbackFor, callbackSentence, callerLine } from "~/lib/callback";
import { oneLineHeaders } from "~/lib/email-message";
import { kentDay, startOfKentDay } from "~/lib/kent-time";
import { normalizePhone } from "~/lib/people";
import { areaOf } from "~/lib/service-area.server";
import { sendDeliveryText } from "./send.server";
import { readTextingSettings } from "./settings.server";
import { recordOutbound } from "./store.server";

/** One first text per number and Kent day: the key of that day's. */
const firstTextKey = (target: string, day: string) => `visitor-text ${target} ${day}`;

/** The promise is of the moment the text is written: the request's arrival, or when staff send a held one. */
export function firstTextBody(lang: Lang, writtenAt: Date): string {
  return textingWords[lang].first(brandName("primary"), callbackSentence(lang, callbackFor(writtenAt)), callerLine(lang));
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

export type HeldRelease = { kind: "released"; delivery: DeliveryRow } | { kind: "gone" } | { kind: "refused"; why: string };

/** Staff send a held (or capped) first text, their decision: it goes now, with the promise of now, in the thread as
 * theirs; never to a number outside the area, nor twice to one number in a Kent day. */
export async function releaseHeldFirstText(env: Env, store: Db, input: { leadId: number; deliveryId: number; by: string; now: Date }): Promise<HeldRelease> {
  const texting = readTextingSettings(env);
  if (texting.state !== "on") return { kind: "refused", why: "texting is not set up (TWILIO_TEXTING_NUMBER)" };
  const today = kentDay(input.now);
  const held = await deliveryOf(store, input.leadId, input.deliveryId);
  if (!held) return { kind: "gone" };
  const at = input.now.toISOString();
  const delivery = await releaseHeld(store, {
    leadId: input.leadId,
    deliveryId: input.deliveryId,
    at,
    dedupeKey: firstTextKey(held.target, today),
    dayStart: startOfKentDay(today).toISOString(),
  });
  if (!delivery) return { kind: "gone" };
  const lead = await store.select({ language: leads.language }).from(leads).where(eq(leads.id, input.leadId)).get();
  // Recorded as theirs before it goes: the send finds this row by its key.
  const body = firstTextBody(isLang(lead?.language) ? lead.language : "en", new Date(delivery.createdAt));
  await recordOutbound(
    store,
    {
      lead: { id: input.leadId },
      from: texting.config.from,
      to: delivery.target,
      body,
      sid: null,
      sentBy: input.by,
      formKey: `delivery ${delivery.id}`,
      status: "sending",
    },
    input.now,
  );
  return { kind: "released", delivery };
}

export const TEXT_ALERT_GAP_MINUTES = 10;

export interface AlertConfig {
  /** The on-call text's Twilio number and account: staff phones are texted from it. */
  sms: SmsConfig | null;
  onCall: string[];
  inboxes: string[];
  emailFrom: string | null;
}

/** The request's number and case type, as the on-call text names them: nothing the visitor typed (their name may be
 * anything, such as a number to call). */
export const alertBody = (lead: Pick<LeadRow, "id" | "caseType">, origin: string) =>
  `New text on request #${lead.id}: ${caseTypeLabel(lead.caseType)}\n${origin.replace(/\/$/, "")}/desk/leads/${lead.id}`;

export function readAlertSettings(env: Env) {
  const smsConfig = staffSms(env);
  const onCall = sms.read(env);
  const inboxes = readStaffEmail(env);
  const from = String(env.LEAD_FROM_ADDRESS ?? "").trim();
  const config: AlertConfig = {
    sms: smsConfig,
    onCall: onCall.state === "on" ? onCall.config.numbers : [],
    inboxes: inboxes.state === "on" ? inboxes.config.to : [],
    emailFrom: isEmailAddress(from) ? from : null,
  };
  return config.sms || config.emailFrom ? ({ state: "on", config } as const) : ({ state: "off" } as const);
}

/** Who hears of a text to this request: its owner, else the on-call numbers (else the staff inboxes). */
export function alertTargets(config: AlertConfig, owner: string | null): string[] {
  if (owner) {
    const phone = intakeRoster.find((m) => m.email === owner.toLowerCase())?.phone;
    if (phone && config.sms) return [phone];
    return config.emailFrom ? [owner.toLowerCase()] : [];
  }
  if (config.onCall.length && config.sms) return config.onCall;
  return config.emailFrom ? config.inboxes : [];
}

export const textAlert: Channel<AlertConfig> = {
  name: "text-alert",
  read: readAlertSettings,
  // Every endpoint an alert may go to; which one a request gets is decided when it is written.
  targets: (config) => [...new Set([...config.onCall, ...intakeRoster.flatMap((m) => [m.email, ...(m.phone ? [m.phone] : [])]), ...config.inboxes])],
  route: (target) => (target.includes("@") ? `text-alert ${target}` : `sms ${target}`),
  // A staff phone's hourly cap; an email is not capped.
  cap: (target, caps, now) => (target.includes("@") ? null : textCap(target, caps, now)),
  send: (input) => sendAlert(input, alertBody(input.lead, input.env.SITE_ORIGIN), `New text on request #${input.lead.id}`),
};

/** An alert to a staff phone (a text) or a staff address (an email, with `subject`). */
export async function sendAlert({ env, config, delivery, signal }: SendInput<AlertConfig>, body: string, subject: string) {
  if (!delivery.target.includes("@")) {
    if (!config.sms) throw new FinalSendError("Not sent: Twilio (TWILIO_FROM_NUMBER) is not configured");
    return sendText(config.sms, delivery.target, body, signal);
  }
  if (!config.emailFrom) throw new FinalSendError("Not sent: LEAD_FROM_ADDRESS is not set");
  await env.EMAIL.send(
    oneLineHeaders({
      from: { name: "Kestrel Injury Law intake desk", email: config.emailFrom },
      to: [delivery.target],
      subject,
      text: body,
    }),
  );
  return { receiverId: null };
}
