/** Numbers that manage intake (decision 0047), pure: per owner, source or campaign, each person once (a
 * linked request counts under its first request), not-a-case apart, rates over qualified requests. */
import { isOfficeOpenAt } from "~/lib/office-hours";
import { isoDay, kentTime } from "~/lib/kent-time";
import type { Platform } from "~/db/statuses";

export interface NumbersLead {
  createdAt: string;
  /** The source (the leads column's name). */
  channel: string | null;
  utmCampaign: string | null;
  /** The person's: "signed" when any of their linked requests is. */
  status: string;
  /** The person's first reach (app/leads/reach.ts): a call logged as Reached on any of their requests. */
  firstContactAt: string | null;
  expectedFeeCents: number | null;
  /** The first request this one is linked to (counted there); null or absent: a person's first request. */
  duplicateOf?: number | null;
  ownerEmail?: string | null;
  /** The person's first logged call, on any of their requests. */
  firstAttemptAt?: string | null;
  /** Logged calls up to and including the first reached one; null: not reached by a logged call. */
  attemptsUntilReached?: number | null;
  adPlatform?: Platform | null;
}

export interface Breakdown {
  key: string;
  /** People: requests less the linked ones. */
  requests: number;
  notACase: number;
  /** Requests less not-a-case (and, as counted here, less linked ones). */
  qualified: number;
  /** Reached at least once. */
  contacted: number;
  signed: number;
  /** Signed ÷ qualified, 0 to 1; null with nothing qualified. */
  signedRate: number | null;
  /** Reached ÷ requests; null with no requests. */
  reachRate: number | null;
  /** The mean of the logged calls until reached, over those reached by a logged call. */
  attemptsUntilReached: number | null;
  expectedFeeCents: number;
}

export interface ContactTimes {
  /** How many have the time measured (attempted, or reached). */
  contacted: number;
  requests: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
}

export interface InOut {
  officeHours: ContactTimes;
  afterHours: ContactTimes;
}

export interface Speed {
  key: string;
  firstAttempt: InOut;
  firstReach: InOut;
}

/** The nearest-rank percentile of sorted values (p in 0..100): the smallest value with at least p % at or below it. */
export function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const isPerson = (lead: NumbersLead) => lead.duplicateOf == null;

export function breakdown(key: string, people: NumbersLead[]): Breakdown {
  const notACase = people.filter((l) => l.status === "not-a-case").length;
  const qualified = people.length - notACase;
  const signed = people.filter((l) => l.status === "signed");
  const contacted = people.filter((l) => l.firstContactAt !== null).length;
  const calls = people.map((l) => l.attemptsUntilReached).filter((n): n is number => typeof n === "number");
  return {
    key,
    requests: people.length,
    notACase,
    qualified,
    contacted,
    signed: signed.length,
    signedRate: qualified ? signed.length / qualified : null,
    reachRate: people.length ? contacted / people.length : null,
    attemptsUntilReached: calls.length ? calls.reduce((a, b) => a + b, 0) / calls.length : null,
    expectedFeeCents: signed.reduce((sum, l) => sum + (l.expectedFeeCents ?? 0), 0),
  };
}

/** The people by key, in the order met; each group grows in place (one pass, whatever the period's size). */
export function groupPeople(people: NumbersLead[], keyOf: (lead: NumbersLead) => string): Map<string, NumbersLead[]> {
  const map = new Map<string, NumbersLead[]>();
  for (const lead of people) {
    const key = keyOf(lead);
    const group = map.get(key);
    if (group) group.push(lead);
    else map.set(key, [lead]);
  }
  return map;
}

const groups = (people: NumbersLead[], keyOf: (lead: NumbersLead) => string): [string, NumbersLead[]][] =>
  [...groupPeople(people, keyOf)].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));

export const groupBy = (people: NumbersLead[], keyOf: (lead: NumbersLead) => string): Breakdown[] =>
  groups(people, keyOf).map(([key, group]) => breakdown(key, group));

export function times(people: NumbersLead[], at: (lead: NumbersLead) => string | null | undefined): ContactTimes {
  const minutes = people
    .filter((l) => at(l))
    .map((l) => (Date.parse(at(l)!) - Date.parse(l.createdAt)) / 60_000)
    .sort((a, b) => a - b);
  return { contacted: minutes.length, requests: people.length, medianMinutes: percentile(minutes, 50), p90Minutes: percentile(minutes, 90) };
}

/** The Kent day a request came on and whether the office was open then, read once per request: the page asks many
 * times, and reading a Kent time is the costly part. */
const arrivals = new WeakMap<NumbersLead, { day: string; open: boolean }>();
export function arrivalOf(lead: NumbersLead): { day: string; open: boolean } {
  let arrival = arrivals.get(lead);
  if (!arrival) {
    const at = kentTime(new Date(lead.createdAt));
    arrivals.set(lead, (arrival = { day: isoDay(at.year, at.month, at.day), open: isOfficeOpenAt(at) }));
  }
  return arrival;
}
const inOfficeHours = (lead: NumbersLead) => arrivalOf(lead).open;

/** Split by when the request came: in office hours or after. */
export function inOut(people: NumbersLead[], at: (lead: NumbersLead) => string | null | undefined): InOut {
  return {
    officeHours: times(people.filter(inOfficeHours), at),
    afterHours: times(
      people.filter((l) => !inOfficeHours(l)),
      at,
    ),
  };
}

export const speedBy = (people: NumbersLead[], keyOf: (lead: NumbersLead) => string): Speed[] =>
  groups(people, keyOf).map(([key, group]) => ({
    key,
    firstAttempt: inOut(group, (l) => l.firstAttemptAt),
    firstReach: inOut(group, (l) => l.firstContactAt),
  }));

/** The owner's key: the staff address, or "" for nobody. */
export const ownerKey = (lead: NumbersLead) => lead.ownerEmail ?? "";
