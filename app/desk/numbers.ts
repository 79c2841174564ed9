/** The firm's numbers from its requests (pure; numbers.server.ts reads the rows): per Kent day, source and
 * campaign, and the time to first contact in and out of hours. */
import { addDays, kentDay } from "~/lib/kent-time";
import { isOfficeOpen } from "~/lib/office-hours";
import { MAX_DAYS } from "./range";

export interface NumbersLead {
  createdAt: string;
  /** The source (the leads column's name). */
  channel: string | null;
  utmCampaign: string | null;
  status: string;
  firstContactAt: string | null;
  expectedFeeCents: number | null;
}

export interface Breakdown {
  key: string;
  requests: number;
  contacted: number;
  signed: number;
  /** Signed / requests, 0 to 1. */
  signedRate: number;
  expectedFeeCents: number;
}

export interface ContactTimes {
  contacted: number;
  requests: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
}

export interface Numbers {
  days: { day: string; requests: number }[];
  bySource: Breakdown[];
  byCampaign: Breakdown[];
  firstContact: { officeHours: ContactTimes; afterHours: ContactTimes };
  totals: Breakdown;
}

/** The nearest-rank percentile of sorted values (p in 0..100). */
export function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function breakdown(key: string, leads: NumbersLead[]): Breakdown {
  const signed = leads.filter((l) => l.status === "signed");
  return {
    key,
    requests: leads.length,
    contacted: leads.filter((l) => l.firstContactAt !== null).length,
    signed: signed.length,
    signedRate: leads.length ? signed.length / leads.length : 0,
    expectedFeeCents: signed.reduce((sum, l) => sum + (l.expectedFeeCents ?? 0), 0),
  };
}

function groupBy(leads: NumbersLead[], keyOf: (lead: NumbersLead) => string): Breakdown[] {
  const groups = new Map<string, NumbersLead[]>();
  for (const lead of leads) groups.set(keyOf(lead), [...(groups.get(keyOf(lead)) ?? []), lead]);
  return [...groups].map(([key, group]) => breakdown(key, group)).sort((a, b) => b.requests - a.requests || a.key.localeCompare(b.key));
}

function contactTimes(leads: NumbersLead[]): ContactTimes {
  const minutes = leads
    .filter((l) => l.firstContactAt !== null)
    .map((l) => (Date.parse(l.firstContactAt!) - Date.parse(l.createdAt)) / 60_000)
    .sort((a, b) => a - b);
  return { contacted: minutes.length, requests: leads.length, medianMinutes: percentile(minutes, 50), p90Minutes: percentile(minutes, 90) };
}

/** `days`: every Kent day of the range, oldest first (days without requests count 0). */
export function summarize(leads: NumbersLead[], days: string[]): Numbers {
  const perDay = new Map(days.map((d) => [d, 0]));
  for (const lead of leads) {
    const day = kentDay(new Date(lead.createdAt));
    if (perDay.has(day)) perDay.set(day, perDay.get(day)! + 1);
  }
  return {
    days: [...perDay].map(([day, requests]) => ({ day, requests })),
    bySource: groupBy(leads, (l) => l.channel ?? "direct"),
    byCampaign: groupBy(leads, (l) => l.utmCampaign || "(no campaign)"),
    firstContact: {
      officeHours: contactTimes(leads.filter((l) => isOfficeOpen(new Date(l.createdAt)))),
      afterHours: contactTimes(leads.filter((l) => !isOfficeOpen(new Date(l.createdAt)))),
    },
    totals: breakdown("all", leads),
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
