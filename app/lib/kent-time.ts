/** The firm's clock: Kent's wall time and days, the zone read once from the content (Intl does DST). */
import { intakeHours, type Weekday } from "~/content/office-hours";

export const kentTimeZone: string = intakeHours.timeZone;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and options, made on first use and kept: building one costs far more than using
 * it, and a desk page formats hundreds of times (decision 0092). Options name their own time zone. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: kentTimeZone,
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

export interface KentTime {
  year: number;
  month: number;
  day: number;
  weekday: Weekday;
  minutes: number;
}

const kentParts = (date: Date) => Object.fromEntries(partsFormat.formatToParts(date).map((p) => [p.type, p.value]));

export function kentTime(date: Date): KentTime {
  const parts = kentParts(date);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday) as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60,
  };
}

export const isoDay = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

export function kentDay(date: Date): string {
  const { year, month, day } = kentTime(date);
  return isoDay(year, month, day);
}

export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** A Kent wall-clock time as a UTC moment (the offset read at that moment, so DST holds). */
export function atKent(day: string, minutes: number): Date {
  const [year, month, date] = day.split("-").map(Number);
  const guess = Date.UTC(year, month - 1, date, 0, minutes);
  let utc = guess;
  for (let i = 0; i < 2; i++) {
    const seen = kentTime(new Date(utc));
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, 0, Math.round(seen.minutes));
    utc += guess - seenAsUtc;
  }
  return new Date(utc);
}

export function startOfKentDay(day: string): Date {
  return atKent(day, 0);
}

export const kentDate = (date: Date, locale: string, style: "long" | "full" = "long") =>
  dateFormat(locale, { timeZone: kentTimeZone, dateStyle: style }).format(date);

/** A moment as a person reads it, in their language: "November 27, 2026 at 1:11 AM". */
export const kentDateTime = (date: Date, locale: string) => dateFormat(locale, { timeZone: kentTimeZone, dateStyle: "long", timeStyle: "short" }).format(date);

/** "Friday, November 27, 2026 at 10:00 AM", in the reader's language. */
export const kentFullDateTime = (date: Date, locale: string) =>
  dateFormat(locale, { timeZone: kentTimeZone, dateStyle: "full", timeStyle: "short" }).format(date);

export const kentZoneName = (date: Date) =>
  dateFormat("en-US", { timeZone: kentTimeZone, timeZoneName: "short" })
    .formatToParts(date)
    .find((p) => p.type === "timeZoneName")?.value;

export const kentClockTime = (iso: string) => dateFormat("en-US", { timeZone: kentTimeZone, hour: "numeric", minute: "2-digit" }).format(new Date(iso));

export function kentClock(iso: string): string {
  const parts = kentParts(new Date(iso));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export const kentShort = (iso: string) =>
  dateFormat("en-US", { timeZone: kentTimeZone, month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(iso));

export function ago(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

export function duration(fromIso: string, toIso: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ${minutes % 60} min` : `${Math.floor(hours / 24)} days`;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

export type WallTimeRead = { ok: true; at: Date } | { ok: false; error: string };

/** A `datetime-local` value as Kent wall time; a time the clocks skip in spring does not exist. */
export function kentWallTime(text: string): WallTimeRead {
  const match = WALL.exec(text.trim());
  const [, y, mo, d, h, mi] = (match ?? []).map(Number);
  if (!match || mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h! > 23 || mi! > 59)
    return { ok: false, error: "Write the call-back time as a date and a time, like 2026-12-01 15:00 (Kent time)" };
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const at = atKent(day, h! * 60 + mi!);
  if (kentDay(at) !== day || Math.round(kentTime(at).minutes) !== h! * 60 + mi!) {
    return { ok: false, error: `${match[4]}:${match[5]} on ${day} does not exist in Kent (the clocks jump an hour): choose another time` };
  }
  return { ok: true, at };
}

/** A moment as a `datetime-local` value in Kent wall time (a picker's `min`). */
export function kentInputValue(date: Date): string {
  const { minutes } = kentTime(date);
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(Math.floor(minutes % 60)).padStart(2, "0");
  return `${kentDay(date)}T${hh}:${mm}`;
}
