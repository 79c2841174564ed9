// The text after a missed call (decision 0053): "no answer" or a voicemail logged, the person consented and
// did not reply STOP; one per number and Kent day, only within `missedCallHours`, never deferred past them.
import { brandName, firm } from "~/content/firm";
import { isLang } from "~/content/i18n";
import { missedCallHours, textingWords } from "~/content/texting";
import { db } from "~/db/client.server";
import type { DeliveryRow } from "~/db/schema.server";
import { atKent, kentDay, kentTime } from "~/lib/kent-time";
import type { Channel } from "~/deliveries/channel.server";
import type { SmsConfig } from "~/deliveries/twilio.server";
import { sendDeliveryText } from "~/texting/send.server";
import { lastCallerBefore } from "./store.server";
import { readTextingSettings } from "~/texting/settings.server";

export const missedCallOutcomes: readonly string[] = ["no-answer", "voicemail"];

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
export const hoursWords = `${hhmm(missedCallHours.opensAt)} to ${hhmm(missedCallHours.closesAt)} Kent time`;
/** "We just tried to call" stays true for half an hour after the call, and never past the evening's end. */
const FRESH_MINUTES = 30;
export const LATE_NOTE = `Not sent: a retry would fall more than ${FRESH_MINUTES} minutes after the call or after ${hhmm(missedCallHours.closesAt)} Kent time, and a missed-call text is never sent later ("we just tried to call" must be true)`;

export function withinTextHours(now: Date): boolean {
  const { minutes } = kentTime(now);
  return minutes >= missedCallHours.opensAt && minutes < missedCallHours.closesAt;
}

export const missedCallBody = (lang: string) => textingWords[isLang(lang) ? lang : "en"].missedCall(brandName("primary"), firm.phone.display);

/** The target names the Kent day too: a request may get one such text on each day of its cadence. */
export const targetOf = (e164: string, day: string) => `${e164} on ${day}`;
const phoneOf = (target: string) => target.split(" ")[0]!;

export const missedCallText: Channel<SmsConfig> = {
  name: "missed-call-text",
  read: readTextingSettings,
  // Written only by `textAfterMissedCall`, never planned with a new request.
  targets: () => [],
  route: () => "visitor-text",
  fixedTarget: true,
  sendBy: (delivery: Pick<DeliveryRow, "createdAt">) => {
    const logged = new Date(delivery.createdAt);
    const evening = atKent(kentDay(logged), missedCallHours.closesAt);
    return new Date(Math.min(evening.getTime(), logged.getTime() + FRESH_MINUTES * 60_000));
  },
  lateNote: LATE_NOTE,
  async send({ env, config, delivery, lead, signal }) {
    const to = phoneOf(delivery.target);
    const body = missedCallBody(lead.language);
    const by = await lastCallerBefore(db(env), lead.id, delivery.createdAt);
    return sendDeliveryText(db(env), config, { lead, deliveryId: delivery.id, to, body, sentBy: by ?? "system", signal });
  },
};
