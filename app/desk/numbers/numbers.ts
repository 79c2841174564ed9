/** The firm's numbers from its requests (pure; numbers.server.ts reads the rows): per Kent day, source,
 * campaign and owner, and the times to first attempt and first reach in and out of hours. */
import { addDays } from "~/lib/kent-time";
import {
  arrivalOf,
  type Breakdown,
  breakdown,
  groupBy,
  type InOut,
  inOut,
  isPerson,
  type NumbersLead,
  ownerKey,
  type Speed,
  speedBy,
} from "~/leads/lead-numbers";
import { MAX_DAYS } from "~/lib/period";

export interface Numbers {
  days: { day: string; requests: number }[];
  bySource: Breakdown[];
  byCampaign: Breakdown[];
  byOwner: Breakdown[];
  speedBySource: Speed[];
  speedByOwner: Speed[];
  firstContact: InOut;
  totals: Breakdown;
  /** Requests linked to an earlier one of the same person: counted there, shown apart. */
  linked: number;
}

/** `days`: every Kent day of the range, oldest first (days without requests count 0). */
export function summarize(leads: NumbersLead[], days: string[]): Numbers {
  // Each person once, under their first request's source, campaign and owner (decision 0047).
  const people = leads.filter(isPerson);
  const perDay = new Map(days.map((d) => [d, 0]));
  for (const lead of people) {
    const { day } = arrivalOf(lead);
    if (perDay.has(day)) perDay.set(day, perDay.get(day)! + 1);
  }
  const source = (l: NumbersLead) => l.channel ?? "direct";
  return {
    days: [...perDay].map(([day, requests]) => ({ day, requests })),
    bySource: groupBy(people, source),
    byCampaign: groupBy(people, (l) => l.utmCampaign || "(no campaign)"),
    byOwner: groupBy(people, ownerKey),
    speedBySource: speedBy(people, source),
    speedByOwner: speedBy(people, ownerKey),
    firstContact: inOut(people, (l) => l.firstContactAt),
    totals: breakdown("all", people),
    linked: leads.length - people.length,
  };
}

/** The Kent days from `from` to `to`, both included; at most MAX_DAYS. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let i = 0; i < MAX_DAYS; i++) {
    const day = addDays(from, i);
    if (day > to) break;
    days.push(day);
  }
  return days;
}
