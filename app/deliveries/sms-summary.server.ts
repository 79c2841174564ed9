// The summary text: what a staff phone's hourly cap held back (on-call texts, new-text alerts, deadline flags,
// call reminders), counted in one text in the last place of its hour, every deadline flag among them named by
// request (decision 0062): a flag is never folded away unseen.
import { deadlineWords, type DeadlineFlag } from "~/content/deadlines";
import { db } from "~/db/client.server";
import { kentTime } from "~/lib/kent-time";
import type { Channel } from "./channel.server";
import { flagsOfLeads } from "~/leads/store.server";
import { type Folded, foldedInto } from "./store.server";
import { smsSegments } from "./sms-segments";
import { staffSms } from "./sms.server";
import { sendText, type SmsConfig } from "./twilio.server";

const kentClock = (iso: string) => {
  const minutes = Math.floor(kentTime(new Date(iso)).minutes);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
};

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A summary stays within a few segments however many requests a flood flagged. */
const MAX_SEGMENTS = 6;

export function summaryText(folded: Folded, flagged: ReadonlyMap<number, readonly DeadlineFlag[]>, origin: string, since: string): string {
  const of = (channel: string) => folded.deliveries.filter((d) => d.channel === channel).length;
  const others = folded.deliveries.filter((d) => !["sms", "text-alert", "deadline-sms"].includes(d.channel)).length;
  const parts = [
    [of("sms"), "more request", "more requests"],
    [of("text-alert"), "new text", "new texts"],
    [of("deadline-sms"), "deadline flag", "deadline flags"],
    [folded.reminders, "call reminder", "call reminders"],
    [others, "more text", "more texts"],
  ] as const;
  const head = `${parts.flatMap(([n, one, many]) => (n > 0 ? [counted(n, one, many)] : [])).join(", ") || "0 more requests"} since ${kentClock(since)}: ${origin}/desk`;
  // Each flag with the requests that have it, in the order the desk lists flags.
  const lines = (Object.keys(deadlineWords.shortFlags) as DeadlineFlag[]).flatMap((flag) => {
    const ids = [...flagged]
      .filter(([, flags]) => flags.includes(flag))
      .map(([id]) => id)
      .sort((a, b) => a - b);
    return ids.length ? [{ flag, ids }] : [];
  });
  const text = (shown: number) => {
    let left = shown;
    const written = lines.flatMap(({ flag, ids }) => {
      const some = ids.slice(0, Math.max(0, left));
      left -= some.length;
      return some.length ? [`${deadlineWords.shortFlags[flag]}: ${some.map((id) => `#${id}`).join(", ")}`] : [];
    });
    const all = lines.reduce((n, line) => n + line.ids.length, 0);
    return [head, ...written, ...(shown < all ? [`and ${all - shown} more flagged: see the desk`] : [])].join("\n");
  };
  let shown = lines.reduce((n, line) => n + line.ids.length, 0);
  while (shown > 0 && smsSegments(text(shown)) > MAX_SEGMENTS) shown--;
  return text(shown);
}

export const smsSummary: Channel<SmsConfig> = {
  name: "sms-summary",
  // Every staff phone may have texts held back, not only the on-call numbers.
  read: (env) => {
    const config = staffSms(env);
    return config ? { state: "on", config } : { state: "off" };
  },
  targets: (config) => config.numbers,
  route: (target) => `sms ${target}`,
  async send({ env, config, delivery, signal }) {
    const folded = await foldedInto(db(env), delivery.id);
    const flagged = await flagsOfLeads(db(env), [...new Set(folded.deliveries.map((d) => d.leadId))], new Date());
    return sendText(config, delivery.target, summaryText(folded, flagged, env.SITE_ORIGIN, folded.since ?? delivery.createdAt), signal);
  },
};
