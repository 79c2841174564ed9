// The summary text: what the hourly cap held back, counted in one text once there is room.
import { kentTime } from "~/lib/kent-time";
import type { Channel } from "./channel.server";
import { foldedCount } from "./repository.server";
import { type SmsConfig, sendText, sms } from "./sms.server";
import { db } from "~/db/client.server";

const kentClock = (iso: string) => {
  const minutes = Math.floor(kentTime(new Date(iso)).minutes);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
};

export function summaryText(count: number, since: string, origin: string): string {
  return `${count} more request${count === 1 ? "" : "s"} since ${kentClock(since)}: ${origin}/desk`;
}

export const smsSummary: Channel<SmsConfig> = {
  name: "sms-summary",
  read: (env) => sms.read(env),
  targets: (config) => config.numbers,
  route: (target) => `sms ${target}`,
  async send({ env, config, delivery, signal }) {
    const { n, since } = await foldedCount(db(env), delivery.id);
    return sendText(config, delivery.target, summaryText(n, since ?? delivery.createdAt, env.SITE_ORIGIN), signal);
  },
};
