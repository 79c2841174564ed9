// Deadline flags by text (decision 0048): the flags of a request's answers, as the on-call text carries them,
// and the channel of a flag raised after that text went (deadline-alert.server.ts writes its deliveries).
// Each counts toward the staff phone's hourly cap; past it, the summary text names the flag (decision 0062).
import { db } from "~/db/client.server";
import { areaOf } from "~/lib/service-area.server";
import { flagLine } from "~/leads/deadlines";
import { flagsOf } from "~/leads/store.server";
import { textCap } from "~/deliveries/caps";
import type { Channel } from "~/deliveries/channel.server";
import { callLine, rosterPhones, sms } from "~/deliveries/sms.server";
import { sendText, type SmsConfig } from "~/deliveries/twilio.server";

export const deadlineSms: Channel<SmsConfig> = {
  name: "deadline-sms",
  read: (env) => sms.read(env),
  // Any on-call number or roster phone is a current endpoint; which one a request gets is decided when it is written.
  targets: (config) => [...new Set([...config.numbers, ...rosterPhones()])],
  route: (target) => `sms ${target}`,
  cap: textCap,
  async send({ env, config, delivery, lead, signal }) {
    const line = flagLine(await flagsOf(db(env), lead.id, new Date())) ?? "Deadline flag cleared since: see the request";
    return sendText(
      config,
      delivery.target,
      [`Request #${lead.id}: ${line}`, callLine(lead, areaOf(env, lead.phone)), `${env.SITE_ORIGIN}/desk/leads/${lead.id}`].join("\n"),
      signal,
    );
  },
};
