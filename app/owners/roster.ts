/** Who is on intake at a moment: the roster's weekly hours, the desk's switch for that Kent day, and the
 * office calendar (nobody on a holiday or a closed day). Pure: `now` and the switch rows are arguments. */
import { intakeRoster, type RosterMember } from "~/content/intake-roster";
import type { Opening } from "~/content/office-hours";
import { kentDay, kentTime } from "~/lib/kent-time";
import { minutesOf, type OfficeCalendar, officeCalendar, openingOnDay } from "~/lib/office-hours";

/** The desk's switch for one member on one Kent day: off (a sick day) or on (covering a day off). */
export interface IntakeSwitch {
  day: string;
  email: string;
  onIntake: boolean;
}

export interface IntakeToday {
  member: RosterMember;
  /** The hours they take requests today (Kent time); null: not today. */
  hours: Opening | null;
  /** What the desk's switch says today, if anyone touched it. */
  switched: boolean | null;
  onNow: boolean;
}

/** A closure that shortens the day cuts the member's hours; a switch "on" without roster hours means the office's. */
function hoursToday(member: RosterMember, day: string, weekday: number, switched: boolean | null, calendar: OfficeCalendar): Opening | null {
  const office = openingOnDay(day, calendar);
  if (!office || switched === false) return null;
  const own = member.hours[weekday as keyof RosterMember["hours"]] ?? (switched ? office : null);
  if (!own) return null;
  if (!calendar.closures.some((c) => c.date === day)) return own;
  const opens = minutesOf(own.opens) >= minutesOf(office.opens) ? own.opens : office.opens;
  const closes = minutesOf(own.closes) <= minutesOf(office.closes) ? own.closes : office.closes;
  return minutesOf(opens) < minutesOf(closes) ? { opens, closes } : null;
}

export function intakeToday(
  now: Date,
  switches: readonly IntakeSwitch[],
  roster: readonly RosterMember[] = intakeRoster,
  calendar: OfficeCalendar = officeCalendar,
): IntakeToday[] {
  const day = kentDay(now);
  const { weekday, minutes } = kentTime(now);
  return roster.map((member) => {
    const row = switches.find((s) => s.day === day && s.email === member.email);
    const switched = row ? row.onIntake : null;
    const hours = hoursToday(member, day, weekday, switched, calendar);
    const onNow = hours !== null && minutes >= minutesOf(hours.opens) && minutes < minutesOf(hours.closes);
    return { member, hours, switched, onNow };
  });
}

export const onIntakeAt = (
  now: Date,
  switches: readonly IntakeSwitch[],
  roster: readonly RosterMember[] = intakeRoster,
  calendar: OfficeCalendar = officeCalendar,
): RosterMember[] =>
  intakeToday(now, switches, roster, calendar)
    .filter((m) => m.onNow)
    .map((m) => m.member);

/**
 * Round-robin: the member on intake whose last round-robin assignment is oldest (never: first; a tie: roster
 * order). A Spanish request goes to the Spanish speakers on intake first, else to everyone on intake.
 */
export function nextOwner(onIntake: readonly RosterMember[], lastAssigned: Readonly<Record<string, string>>, language: string): RosterMember | null {
  const speakers = onIntake.filter((m) => m.languages.includes("es"));
  const pool = language === "es" && speakers.length > 0 ? speakers : onIntake;
  let best: RosterMember | null = null;
  for (const member of pool) if (!best || (lastAssigned[member.email] ?? "") < (lastAssigned[best.email] ?? "")) best = member;
  return best;
}
