/** "Overdue" for the inbox and the manager alike (decision 0069): `CALL_OVERDUE_MINUTES` of office time past due, so
 * a call shows Overdue at the minute the manager is told. */
import { type OfficeCalendar, officeCalendar, officeMinutesBetween } from "./office-hours";

/** The setting in minutes; empty or not a number: nothing is ever overdue (no badge, no escalation). */
export function overdueAfterMinutes(env: { CALL_OVERDUE_MINUTES?: unknown }): number | null {
  const text = String(env.CALL_OVERDUE_MINUTES ?? "").trim();
  const minutes = Number(text);
  return text !== "" && Number.isFinite(minutes) && minutes >= 0 ? minutes : null;
}

/** Whether a call due at `dueAt` is overdue at `now`. */
export function isOverdue(dueAt: string | null, now: Date, afterMinutes: number | null, calendar: OfficeCalendar = officeCalendar): boolean {
  if (dueAt === null || afterMinutes === null || Date.parse(dueAt) > now.getTime()) return false;
  return officeMinutesBetween(new Date(dueAt), now, calendar) >= afterMinutes;
}
