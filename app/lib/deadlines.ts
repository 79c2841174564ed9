/** A request's deadline from its answers (decision 0048): the general three-year limit's date and the
 * flags the desk shows. Pure: every rule takes `now`; the words and statutes are in app/content/deadlines.ts. */
import { type DeadlineFlag, deadlineRules } from "~/content/deadlines";
import { isoDay, kentDay } from "./kent-time";

export type { DeadlineFlag };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day, YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** `months` calendar months later (or earlier), kept in its month: 31 August − 6 months is 28/29 February. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoDay(year, month, Math.min(d, last));
}

/** Three calendar years after the incident (29 February gives 28 February); never moved for a weekend or holiday. */
export function generalDeadline(incidentDate: string): string {
  return addMonths(incidentDate, deadlineRules.general.years * 12);
}

export interface DeadlineFacts {
  incidentDate: string | null;
  minor?: boolean;
  government?: boolean;
}

export interface Deadline {
  /** YYYY-MM-DD, or null when the incident date is unknown. */
  date: string | null;
  flags: DeadlineFlag[];
}

/** Past once the deadline's day is over in Kent; "soon" when it falls before the day 6 months from today. */
export function deadlineOf(facts: DeadlineFacts, now: Date): Deadline {
  const flags: DeadlineFlag[] = [];
  const date = facts.incidentDate && isCalendarDay(facts.incidentDate) ? generalDeadline(facts.incidentDate) : null;
  if (date) {
    const today = kentDay(now);
    if (today > date) flags.push("past");
    else if (date < soonLimit(now)) flags.push("soon");
  }
  if (facts.minor) flags.push("minor");
  if (facts.government) flags.push("government");
  return { date, flags };
}

/** Six calendar months from today in Kent: a deadline before this day has less than 6 months left. */
export function soonLimit(now: Date): string {
  return addMonths(kentDay(now), deadlineRules.soonMonths);
}

/** The deadline of stored answers (their JSON as app/leads/answers.ts writes it): the minor and government answers raise flags. */
export function deadlineOfAnswers(answers: { incidentDate?: string; minor?: string; government?: string }, now: Date): Deadline {
  return deadlineOf({ incidentDate: answers.incidentDate ?? null, minor: answers.minor === "yes", government: answers.government === "yes" }, now);
}
