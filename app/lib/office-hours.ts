/** The office hours of app/content/office-hours.ts: a closure, else a holiday, else the week.
 * A calendar argument lets tests switch a holiday or add a closure. */
import { type Closure, closures, holidays, type HolidayName, intakeHours, type Opening, type Weekday } from "~/content/office-hours";
import { addDays, atKent, isoDay as iso, type KentTime, kentDay, kentTime, startOfKentDay } from "./kent-time";

// app/deliveries reads the clock from here until it imports kent-time itself.

export interface OfficeCalendar {
  week: readonly (Opening | null)[];
  holidays: Record<HolidayName, boolean>;
  closures: readonly Closure[];
}

export const officeCalendar: OfficeCalendar = { week: intakeHours.week, holidays, closures };

export const minutesOf = (clock: string) => {
  const [h, m] = clock.split(":").map(Number);
  return h * 60 + m;
};

const weekdayOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay() as Weekday;
function nthWeekday(year: number, month: number, weekday: Weekday, nth: number): number {
  if (nth > 0) return 1 + ((weekday - weekdayOf(year, month, 1) + 7) % 7) + (nth - 1) * 7;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return last - ((weekdayOf(year, month, last) - weekday + 7) % 7);
}
function observed(year: number, month: number, day: number): string {
  const weekday = weekdayOf(year, month, day);
  return addDays(iso(year, month, day), weekday === 6 ? -1 : weekday === 0 ? 1 : 0);
}

/** Each year's dates, worked out once: a period's numbers ask for them for every request. */
const holidayYears = new Map<number, Record<HolidayName, string>>();
function holidayDates(year: number): Record<HolidayName, string> {
  let dates = holidayYears.get(year);
  if (!dates) holidayYears.set(year, (dates = holidayDatesOf(year)));
  return dates;
}

function holidayDatesOf(year: number): Record<HolidayName, string> {
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  return {
    newYearsDay: observed(year, 1, 1),
    martinLutherKingJrDay: iso(year, 1, nthWeekday(year, 1, 1, 3)),
    washingtonsBirthday: iso(year, 2, nthWeekday(year, 2, 1, 3)),
    memorialDay: iso(year, 5, nthWeekday(year, 5, 1, -1)),
    juneteenth: observed(year, 6, 19),
    independenceDay: observed(year, 7, 4),
    laborDay: iso(year, 9, nthWeekday(year, 9, 1, 1)),
    columbusDay: iso(year, 10, nthWeekday(year, 10, 1, 2)),
    veteransDay: observed(year, 11, 11),
    thanksgiving: iso(year, 11, thanksgiving),
    dayAfterThanksgiving: iso(year, 11, thanksgiving + 1),
    christmasDay: observed(year, 12, 25),
  };
}

export function holidayOn(day: string, calendar: OfficeCalendar = officeCalendar): HolidayName | null {
  const year = Number(day.slice(0, 4));
  // A New Year's Day on a Saturday is observed on December 31 of the year before.
  for (const dates of [holidayDates(year), { newYearsDay: holidayDates(year + 1).newYearsDay }]) {
    for (const [name, date] of Object.entries(dates) as [HolidayName, string][]) if (date === day && calendar.holidays[name]) return name;
  }
  return null;
}

export function openingOnDay(day: string, calendar: OfficeCalendar = officeCalendar): Opening | null {
  const closure = calendar.closures.find((c) => c.date === day);
  if (closure) return closure.opening;
  if (holidayOn(day, calendar)) return null;
  const [y, m, d] = day.split("-").map(Number);
  return calendar.week[weekdayOf(y, m, d)] ?? null;
}

const dayOf = (t: KentTime) => iso(t.year, t.month, t.day);

export const isOfficeOpen = (date: Date, calendar: OfficeCalendar = officeCalendar): boolean => isOfficeOpenAt(kentTime(date), calendar);

/** The same, from a Kent time already read (reading it is the costly part). */
export function isOfficeOpenAt(now: KentTime, calendar: OfficeCalendar = officeCalendar): boolean {
  const opening = openingOnDay(dayOf(now), calendar);
  return opening !== null && now.minutes >= minutesOf(opening.opens) && now.minutes < minutesOf(opening.closes);
}

export const OPENING_LOOKAHEAD_DAYS = 60;

export function nextOpening(date: Date, calendar: OfficeCalendar = officeCalendar): { at: Date; daysAhead: number } | null {
  if (isOfficeOpen(date, calendar)) return { at: date, daysAhead: 0 };
  const today = kentDay(date);
  for (let daysAhead = 0; daysAhead <= OPENING_LOOKAHEAD_DAYS; daysAhead++) {
    const day = addDays(today, daysAhead);
    const opening = openingOnDay(day, calendar);
    if (!opening) continue;
    const at = atKent(day, minutesOf(opening.opens));
    if (at > date) return { at, daysAhead };
  }
  return null;
}

/** Office minutes between two moments: one sent after hours counts from the opening. */
export function officeMinutesBetween(from: Date, to: Date, calendar: OfficeCalendar = officeCalendar): number {
  let total = 0;
  const last = kentDay(to);
  for (let day = kentDay(from), i = 0; day <= last && i < 370; day = addDays(day, 1), i++) {
    const opening = openingOnDay(day, calendar);
    if (!opening) continue;
    const start = Math.max(atKent(day, minutesOf(opening.opens)).getTime(), from.getTime());
    const end = Math.min(atKent(day, minutesOf(opening.closes)).getTime(), to.getTime());
    if (end > start) total += (end - start) / 60_000;
  }
  return total;
}

/** How far back a count in office days looks: closed days are skipped. */
export function openDaysBefore(date: Date, n: number, calendar: OfficeCalendar = officeCalendar): Date {
  let day = kentDay(date);
  for (let found = 0, i = 0; found < n && i < OPENING_LOOKAHEAD_DAYS; i++) {
    day = addDays(day, -1);
    if (openingOnDay(day, calendar)) found++;
  }
  return startOfKentDay(day);
}

export function openingSpans(): { from: Weekday; to: Weekday; opens: string; closes: string }[] {
  const spans: { from: Weekday; to: Weekday; opens: string; closes: string }[] = [];
  for (let d = 0; d < 7; d++) {
    const opening = intakeHours.week[d];
    if (!opening) continue;
    const last = spans.at(-1);
    if (last && last.to === d - 1 && last.opens === opening.opens && last.closes === opening.closes) last.to = d as Weekday;
    else spans.push({ from: d as Weekday, to: d as Weekday, opens: opening.opens, closes: opening.closes });
  }
  return spans;
}

export function schemaOpeningHours(): string | string[] {
  const codes = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];
  const spans = openingSpans().map(({ from, to, opens, closes }) => `${codes[from]}${to > from ? `-${codes[to]}` : ""} ${opens}-${closes}`);
  return spans.length === 1 ? spans[0] : spans;
}

/** The `n`th day after `day` that the office opens (weekends, holidays and closures skipped). */
export function officeDayAfter(day: string, n: number, calendar: OfficeCalendar = officeCalendar): string {
  let found = 0;
  for (let ahead = 1; ahead <= OPENING_LOOKAHEAD_DAYS * 2; ahead++) {
    if (openingOnDay(addDays(day, ahead), calendar) && ++found === n) return addDays(day, ahead);
  }
  return addDays(day, n);
}
