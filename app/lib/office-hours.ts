/**
 * Time in Kent and the office hours of app/content/office-hours.ts: whether the office
 * is open at a moment, when it next opens, and the calendar day in Kent. Intl does the
 * time-zone arithmetic (daylight saving included); no date library is needed.
 */
import { intakeHours, type Opening, type Weekday } from "~/content/office-hours";

const { timeZone } = intakeHours;

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  weekday: "short",
});
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** A moment as a Kent wall clock: the date, the weekday, and minutes since midnight. */
export interface KentTime {
  year: number;
  month: number;
  day: number;
  weekday: Weekday;
  minutes: number;
}

export function kentTime(date: Date): KentTime {
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday) as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60,
  };
}

/** The calendar day in Kent, "YYYY-MM-DD". */
export function kentDay(date: Date): string {
  const { year, month, day } = kentTime(date);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(":").map(Number);
  return h * 60 + m;
};

const openingOn = (weekday: Weekday): Opening | null => intakeHours.week[weekday];

export function isOfficeOpen(date: Date): boolean {
  const now = kentTime(date);
  const opening = openingOn(now.weekday);
  return opening !== null && now.minutes >= minutesOf(opening.opens) && now.minutes < minutesOf(opening.closes);
}

/** The UTC moment of a Kent wall-clock time (the offset is read at that moment, so DST holds). */
function kentWallClock(year: number, month: number, day: number, minutes: number): Date {
  const guess = Date.UTC(year, month - 1, day, 0, minutes);
  let utc = guess;
  for (let i = 0; i < 2; i++) {
    const seen = kentTime(new Date(utc));
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, 0, Math.round(seen.minutes));
    utc += guess - seenAsUtc;
  }
  return new Date(utc);
}

/**
 * When the office next opens after `date` (`date` itself when it is open), and how many
 * Kent calendar days later that is (0: the same day, 1: the next day...).
 */
export function nextOpening(date: Date): { at: Date; daysAhead: number } {
  if (isOfficeOpen(date)) return { at: date, daysAhead: 0 };
  const now = kentTime(date);
  for (let daysAhead = 0; daysAhead <= 7; daysAhead++) {
    // Noon on the day in question: never near a daylight-saving change.
    const noon = kentWallClock(now.year, now.month, now.day, 12 * 60);
    const day = kentTime(new Date(noon.getTime() + daysAhead * 86_400_000));
    const opening = openingOn(day.weekday);
    if (!opening) continue;
    const at = kentWallClock(day.year, day.month, day.day, minutesOf(opening.opens));
    if (at > date) return { at, daysAhead };
  }
  throw new Error("The office hours have no opening in a week (app/content/office-hours.ts)");
}

/** A calendar day ("YYYY-MM-DD") `n` days later (earlier when negative). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The UTC moment a Kent calendar day ("YYYY-MM-DD") begins. */
export function startOfKentDay(day: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  return kentWallClock(year, month, date, 0);
}

/**
 * Minutes of office hours between two moments: what a request waited in the firm's time.
 * One sent after hours starts counting when the office opens.
 */
export function officeMinutesBetween(from: Date, to: Date): number {
  let total = 0;
  let day = kentTime(from);
  for (let i = 0; i < 370; i++) {
    const opening = openingOn(day.weekday);
    if (opening) {
      const opens = kentWallClock(day.year, day.month, day.day, minutesOf(opening.opens)).getTime();
      const closes = kentWallClock(day.year, day.month, day.day, minutesOf(opening.closes)).getTime();
      const start = Math.max(opens, from.getTime());
      const end = Math.min(closes, to.getTime());
      if (end > start) total += (end - start) / 60_000;
    }
    const next = kentTime(new Date(kentWallClock(day.year, day.month, day.day, 12 * 60).getTime() + 86_400_000));
    if (kentWallClock(next.year, next.month, next.day, 0) >= to) break;
    day = next;
  }
  return total;
}

/** Runs of weekdays with the same hours, Sunday first: [{ from: 1, to: 5, opens, closes }]. */
export function openingSpans(): { from: Weekday; to: Weekday; opens: string; closes: string }[] {
  const spans: { from: Weekday; to: Weekday; opens: string; closes: string }[] = [];
  for (let d = 0; d < 7; d++) {
    const opening = openingOn(d as Weekday);
    if (!opening) continue;
    const last = spans.at(-1);
    if (last && last.to === d - 1 && last.opens === opening.opens && last.closes === opening.closes) last.to = d as Weekday;
    else spans.push({ from: d as Weekday, to: d as Weekday, opens: opening.opens, closes: opening.closes });
  }
  return spans;
}

/** The hours as schema.org `openingHours` for search engines, e.g. "Mo-Fr 08:30-17:30". */
export function schemaOpeningHours(): string | string[] {
  const codes = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];
  const spans = openingSpans().map(({ from, to, opens, closes }) => `${codes[from]}${to > from ? `-${codes[to]}` : ""} ${opens}-${closes}`);
  return spans.length === 1 ? spans[0] : spans;
}
