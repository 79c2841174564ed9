// The phone line's two channels (issue 58, decision 0093): the alert to a request's owner when its person calls
// again and nobody takes it, and the text back to a missed caller (CALL_TEXT_BACK, off by default).
import { brandName } from "~/content/firm";
import { isLang } from "~/content/i18n";
import { intakeRoster } from "~/content/intake-roster";
import { phoneDeskWords, phoneLineWords } from "~/content/phone-line";
import { db, type Db } from "~/db/client.server";
import { textCap } from "~/deliveries/caps";
import type { Channel } from "~/deliveries/channel.server";
import type { SmsConfig } from "~/deliveries/twilio.server";
import { displayNumber } from "~/lib/tel";
import { missedCallText } from "~/calls/channels.server";
import { type AlertConfig, readAlertSettings, sendAlert } from "~/texting/channels.server";
import { sendDeliveryText } from "~/texting/send.server";
import { readTextingSettings } from "~/texting/settings.server";
import { lineOf } from "./settle-rule";
import { callsOfLead, recordingsOfCall } from "./store.server";

/** The request's latest call: its line's label, and its voicemail's length if one was left. */
async function latestCall(store: Db, leadId: number) {
  const [call] = await callsOfLead(store, leadId);
  if (!call) return null;
  const voicemail = (await recordingsOfCall(store, call.id)).find((r) => r.kind === "voicemail");
  return { call, label: lineOf(call.numberKey).label, voicemailSeconds: voicemail ? (voicemail.durationSeconds ?? 0) : null };
}

/** Never the caller's name or words: the request's number, the line and the voicemail's length, and the desk link. */
export const missedCallAlertBody = (leadId: number, label: string, voicemailSeconds: number | null, origin: string) =>
  `${phoneDeskWords.missedCallAlert(leadId, label, voicemailSeconds)}\n${origin.replace(/\/$/, "")}/desk/leads/${leadId}`;

export const missedCallAlert: Channel<AlertConfig> = {
  name: "missed-call-alert",
  read: readAlertSettings,
  targets: (config) => [...new Set([...config.onCall, ...intakeRoster.flatMap((m) => [m.email, ...(m.phone ? [m.phone] : [])]), ...config.inboxes])],
  route: (target) => (target.includes("@") ? `missed-call-alert ${target}` : `sms ${target}`),
  cap: (target, caps, now) => (target.includes("@") ? null : textCap(target, caps, now)),
  async send(input) {
    const latest = await latestCall(db(input.env), input.lead.id);
    const body = missedCallAlertBody(input.lead.id, latest?.label ?? "firm's", latest?.voicemailSeconds ?? null, input.env.SITE_ORIGIN);
    return sendAlert(input, body, `Missed call on request #${input.lead.id}`);
  },
};

const phoneOf = (target: string) => target.split(" ")[0]!;

/** The caller's text back: written only by textBackAfterMissedCall, "we missed your call" only while it is true. */
export const missedInboundText: Channel<SmsConfig> = {
  name: "missed-inbound-text",
  read: readTextingSettings,
  targets: () => [],
  route: () => "visitor-text",
  fixedTarget: true,
  sendBy: missedCallText.sendBy,
  lateNote: missedCallText.lateNote,
  async send({ env, config, delivery, lead, signal }) {
    const latest = await latestCall(db(env), lead.id);
    const lang = isLang(lead.language) ? lead.language : "en";
    const body = phoneLineWords[lang].textBack(brandName("primary"), displayNumber(latest?.call.toE164 ?? config.from));
    return sendDeliveryText(db(env), config, { lead, deliveryId: delivery.id, to: phoneOf(delivery.target), body, sentBy: "system", signal });
  },
};
