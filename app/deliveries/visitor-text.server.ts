// The visitor's first text, at once, only with their consent and the texting number set: the
// acknowledgement's promise in their language, never what they typed.
import { brandName } from "~/content/firm";
import { isLang, type Lang } from "~/content/i18n";
import { textingWords } from "~/content/texting";
import { db } from "~/db/client.server";
import { callbackFor, callbackSentence, callerLine } from "~/lib/callback";
import { kentDay } from "~/lib/kent-time";
import { normalizePhone } from "~/lib/people";
import { visitorTextCap } from "./caps";
import { type Channel, readSettings } from "./channel.server";
import { type SmsConfig, twilioApiBase } from "./sms.server";
import { sendDeliveryText } from "./text-messages.server";

const E164 = /^\+[1-9]\d{7,14}$/;

export function firstTextBody(lang: Lang, receivedAt: Date): string {
  return textingWords[lang].first(brandName("primary"), callbackSentence(lang, callbackFor(receivedAt)), callerLine(lang));
}

/** The texting number's settings: off without `TWILIO_TEXTING_NUMBER`, whatever the on-call text uses. */
export function readTextingSettings(env: Env) {
  if (!String(env.TWILIO_TEXTING_NUMBER ?? "").trim()) return { state: "off" } as const;
  const settings = readSettings(env, ["TWILIO_TEXTING_NUMBER", "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN"]);
  if (settings.state !== "on") return settings;
  const { TWILIO_TEXTING_NUMBER: from, TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = settings.config;
  if (!E164.test(from)) return { state: "misconfigured", problem: "TWILIO_TEXTING_NUMBER must be an E.164 number" } as const;
  const apiBase = twilioApiBase(env);
  return { state: "on", config: { accountSid, authToken, from, numbers: [], apiBase, statusCallback: `${env.SITE_ORIGIN}/api/texts/status` } satisfies SmsConfig } as const;
}

export const visitorText: Channel<SmsConfig> = {
  name: "visitor-text",
  read: readTextingSettings,
  targets: (_config, lead) => {
    const phone = lead.textConsent ? normalizePhone(lead.phone) : null;
    return phone ? [phone.e164] : [];
  },
  dedupeKey: (target, lead) => `visitor-text ${target} ${kentDay(new Date(lead.createdAt))}`,
  cap: visitorTextCap,
  fixedTarget: true,
  async send({ env, config, delivery, lead, signal }) {
    const body = firstTextBody(isLang(lead.language) ? lead.language : "en", new Date(lead.createdAt));
    return sendDeliveryText(db(env), config, { lead, deliveryId: delivery.id, to: delivery.target, body, sentBy: "system", signal });
  },
};

