/** The firm's promise to call a visitor back, decided once when the request is stored: data (kind, day,
 * time), never a clock, so a page reading it from its address computes nothing. */
import { callbackWords } from "~/content/callback";
import { firm } from "~/content/firm";
import type { Lang } from "~/content/i18n";
import { type AfterHours, afterHours as firmAfterHours, intakeHours } from "~/content/office-hours";
import { addDays, dateFormat, kentDay, kentTime } from "./kent-time";
import { isOfficeOpen, minutesOf, nextOpening, type OfficeCalendar, officeCalendar } from "./office-hours";

export type CallbackDay = "today" | "tomorrow" | "weekday" | "date";

export type Callback =
  | { kind: "soon"; minutes: number }
  | { kind: "tonight"; until: string }
  | { kind: "opening"; day: CallbackDay; date: string; time: string }
  | { kind: "reopening" };

export type CallbackAnswer = Callback & { email?: boolean };

export interface CallbackSettings {
  calendar: OfficeCalendar;
  afterHours: AfterHours;
  minutes: number;
}

const firmSettings: CallbackSettings = { calendar: officeCalendar, afterHours: firmAfterHours, minutes: intakeHours.callbackMinutes };

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(Math.round(minutes % 60)).padStart(2, "0")}`;

export function callbackFor(receivedAt: Date, settings: CallbackSettings = firmSettings): Callback {
  if (isOfficeOpen(receivedAt, settings.calendar)) return { kind: "soon", minutes: settings.minutes };
  const next = nextOpening(receivedAt, settings.calendar);
  const service = settings.afterHours.callback;
  if (service.kind === "tonight") {
    const now = kentTime(receivedAt);
    const until = minutesOf(service.until);
    const opensBeforeUntil = next !== null && next.daysAhead === 0 && kentTime(next.at).minutes < until;
    if (now.minutes < until && !opensBeforeUntil) return { kind: "tonight", until: service.until };
  }
  if (!next) return { kind: "reopening" };
  const day: CallbackDay = next.daysAhead === 0 ? "today" : next.daysAhead === 1 ? "tomorrow" : next.daysAhead <= 6 ? "weekday" : "date";
  return { kind: "opening", day, date: kentDay(next.at), time: hhmm(kentTime(next.at).minutes) };
}

/** "08:30" as people write it, with non-breaking spaces so it stays whole. */
export function clock(lang: Lang, time: string): string {
  const [h, m] = time.split(":").map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  const text = `${hour}:${String(m).padStart(2, "0")}`;
  if (lang === "es") return `${text}\u00a0${h < 12 ? "a.\u00a0m." : "p.\u00a0m."}`;
  return `${text}\u00a0${h < 12 ? "am" : "pm"}`;
}

const locale = (lang: Lang) => (lang === "es" ? "es-US" : "en-US");
const utcNoon = (date: string) => {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d, 12);
};

// 2026-01-04 was a Sunday (weekday 0).
export const weekdayName = (lang: Lang, weekday: number) =>
  dateFormat(locale(lang), { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2026, 0, 4 + weekday));

const dayName = (lang: Lang, date: string) => dateFormat(locale(lang), { weekday: "long", timeZone: "UTC" }).format(utcNoon(date));
const dateName = (lang: Lang, date: string) =>
  lang === "es"
    ? `${dayName(lang, date)} ${dateFormat("es-US", { day: "numeric", month: "long", timeZone: "UTC" }).format(utcNoon(date))}`
    : dateFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(utcNoon(date));

export function callbackSentence(lang: Lang, callback: Callback): string {
  const words = callbackWords[lang];
  switch (callback.kind) {
    case "soon":
      return words.soon(callback.minutes);
    case "tonight":
      return words.tonight(clock(lang, callback.until));
    case "reopening":
      return words.closed(words.when.reopening);
    case "opening": {
      const time = clock(lang, callback.time);
      const morning = minutesOf(callback.time) < 12 * 60;
      const when =
        callback.day === "today"
          ? words.when.today(time)
          : callback.day === "tomorrow"
            ? words.when.tomorrow(time, morning)
            : callback.day === "weekday"
              ? words.when.weekday(dayName(lang, callback.date), time, morning)
              : words.when.date(dateName(lang, callback.date), time);
      return words.closed(when);
    }
  }
}

export function callerLine(lang: Lang, callerId: string = firm.callerId): string | null {
  return callerId.trim() ? callbackWords[lang].from(callerId.trim()) : null;
}

export function callerParts(lang: Lang, callerId: string = firm.callerId): { before: string; number: string; after: string } | null {
  const line = callerLine(lang, callerId);
  if (!line) return null;
  const number = callerId.trim();
  const at = line.indexOf(number);
  return { before: line.slice(0, at), number, after: line.slice(at + number.length) };
}

export function urgentLine(lang: Lang, afterHours: AfterHours = firmAfterHours): string {
  const { urgent } = callbackWords[lang];
  return afterHours.phones !== "voicemail" ? urgent.answered : urgent.officeHours;
}

export function callbackSearch(answer: CallbackAnswer): string {
  const call =
    answer.kind === "soon"
      ? `soon.${answer.minutes}`
      : answer.kind === "tonight"
        ? `tonight.${answer.until}`
        : answer.kind === "opening"
          ? `opening.${answer.day}.${answer.date}.${answer.time}`
          : "reopening";
  const params = new URLSearchParams({ call });
  if (answer.email !== undefined) params.set("email", answer.email ? "1" : "0");
  return `?${params}`;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function callbackFromSearch(params: URLSearchParams): CallbackAnswer | null {
  const [kind, ...rest] = (params.get("call") ?? "").split(".");
  const email = params.get("email");
  const withEmail = (callback: Callback): CallbackAnswer => (email === "1" || email === "0" ? { ...callback, email: email === "1" } : callback);
  if (kind === "soon" && rest.length === 1 && /^\d{1,3}$/.test(rest[0])) return withEmail({ kind, minutes: Number(rest[0]) });
  if (kind === "tonight" && rest.length === 1 && TIME.test(rest[0])) return withEmail({ kind, until: rest[0] });
  if (kind === "reopening" && rest.length === 0) return withEmail({ kind });
  if (kind === "opening" && rest.length === 3) {
    const [day, date, time] = rest;
    const days: CallbackDay[] = ["today", "tomorrow", "weekday", "date"];
    // A date that is not a real one (2026-02-31) does not round-trip through addDays.
    if (days.includes(day as CallbackDay) && DATE.test(date) && addDays(date, 0) === date && TIME.test(time)) {
      return withEmail({ kind, day: day as CallbackDay, date, time });
    }
  }
  return null;
}
