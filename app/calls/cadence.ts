/** When a request's next call is due (app/content/cadence.ts): from its arrival, its attempts and a
 * call-back time, never from the clock, so the same history always gives the same time. */
import { type Cadence, type CadenceStep, cadence as firmCadence } from "~/content/cadence";
import { type AfterHours, afterHours as firmAfterHours, intakeHours } from "~/content/office-hours";
import { closedStatuses, type LeadStatus } from "~/db/statuses";
import { callbackFor } from "~/lib/callback";
import { addDays, atKent, kentDay } from "~/lib/kent-time";
import {
  isOfficeOpen,
  minutesOf,
  nextOpening,
  officeDayAfter,
  OPENING_LOOKAHEAD_DAYS,
  type OfficeCalendar,
  officeCalendar,
  openingOnDay,
} from "~/lib/office-hours";

export interface CadenceSettings {
  cadence: Cadence;
  calendar: OfficeCalendar;
  afterHours: AfterHours;
}

export const firmCadenceSettings: CadenceSettings = { cadence: firmCadence, calendar: officeCalendar, afterHours: firmAfterHours };

export interface CadenceAttempt {
  at: Date;
  outcome: string;
  callBackAt: Date | null;
}

export interface CadenceInput {
  status: LeadStatus;
  /** When the cadence started: the arrival, or the reopening to "new". */
  startedAt: Date;
  /** The attempts since `startedAt`, oldest first. */
  attempts: readonly CadenceAttempt[];
  /** Linked as a duplicate of a request that is still open: that one is called instead. */
  duplicateOfOpen: boolean;
  /** The person's last text to the firm: the next call after it waits a day (decision 0050). */
  lastTextAt?: Date | null;
}

const MINUTE = 60_000;

/** The last closing before an opening (or a day before it, if none is found). */
function closingBefore(opening: Date, calendar: OfficeCalendar): Date {
  const day = kentDay(opening);
  for (let back = 1; back <= OPENING_LOOKAHEAD_DAYS; back++) {
    const hours = openingOnDay(addDays(day, -back), calendar);
    if (hours) return atKent(addDays(day, -back), minutesOf(hours.closes));
  }
  return new Date(opening.getTime() - 24 * 60 * MINUTE);
}

/** A time outside office hours moves to the next opening, a few minutes after it for a request that came
 * later in the closed hours, so the backlog is called oldest first and not all at once. */
export function intoOfficeHours(due: Date, startedAt: Date, settings: CadenceSettings): Date {
  if (isOfficeOpen(due, settings.calendar)) return due;
  const next = nextOpening(due, settings.calendar);
  if (!next) return due;
  const closed = closingBefore(next.at, settings.calendar);
  const share = Math.min(1, Math.max(0, (startedAt.getTime() - closed.getTime()) / (next.at.getTime() - closed.getTime())));
  return new Date(next.at.getTime() + Math.round(share * settings.cadence.spreadMinutes) * MINUTE);
}

function stepTime(step: CadenceStep, input: CadenceInput, settings: CadenceSettings): Date {
  const last = input.attempts.at(-1);
  if ("after" in step) return new Date((last?.at ?? input.startedAt).getTime() + step.after * MINUTE);
  const first = input.attempts[0]?.at ?? input.startedAt;
  return atKent(officeDayAfter(kentDay(first), step.officeDay, settings.calendar), minutesOf(step.at));
}

/** Whether the first call may be made while the office is closed: the firm promised a call tonight. */
function promisedTonight(arrival: Date, settings: CadenceSettings): boolean {
  if (isOfficeOpen(arrival, settings.calendar)) return false;
  return callbackFor(arrival, { calendar: settings.calendar, afterHours: settings.afterHours, minutes: intakeHours.callbackMinutes }).kind === "tonight";
}

/** The next call's due time, or null: nothing to chase (reached, decided, a duplicate, or every step made). */
export function nextCallDue(input: CadenceInput, settings: CadenceSettings = firmCadenceSettings): Date | null {
  if (closedStatuses.includes(input.status) || input.duplicateOfOpen) return null;
  const last = input.attempts.at(-1);
  // The person named a time: it holds, in or out of office hours.
  if (last?.outcome === "call-back" && last.callBackAt) return last.callBackAt;
  if (input.status !== "new") return null;
  const step = settings.cadence.steps[input.attempts.length];
  if (!step) return null;
  const due = stepTime(step, input, settings);
  if (!last) return promisedTonight(input.startedAt, settings) ? due : intoOfficeHours(due, input.startedAt, settings);
  const gap = new Date(last.at.getTime() + settings.cadence.minGapMinutes * MINUTE);
  const texted = input.lastTextAt ? new Date(input.lastTextAt.getTime() + 24 * 60 * MINUTE) : gap;
  const wait = texted > gap ? texted : gap;
  return intoOfficeHours(due < wait ? wait : due, input.startedAt, settings);
}

/** After this many unreached attempts the cadence has no step left: the request is unreachable. */
export const cadenceLength = (settings: CadenceSettings = firmCadenceSettings) => settings.cadence.steps.length;

/** A new request's first due call, as stored on arrival. */
export const firstCallDue = (createdAt: string, settings: CadenceSettings = firmCadenceSettings): string | null =>
  nextCallDue({ status: "new", startedAt: new Date(createdAt), attempts: [], duplicateOfOpen: false }, settings)?.toISOString() ?? null;
