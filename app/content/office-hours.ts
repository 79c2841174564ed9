/** Office hours, holidays, closures and the after-hours promise in Kent time, which the confirmations,
 * reminders and desk read through app/lib/office-hours.ts. Placeholder: the firm sets its real ones. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

type Clock = `${number}:${number}`;

/** One day's opening, "HH:MM" on a 24-hour clock, Kent time. */
export interface Opening {
  opens: Clock;
  closes: Clock;
}

export const intakeHours = {
  timeZone: "America/Los_Angeles",
  /** Office hours per weekday, Sunday (0) to Saturday (6); null: closed all day. */
  week: [
    null,
    { opens: "08:30", closes: "17:30" },
    { opens: "08:30", closes: "17:30" },
    { opens: "08:30", closes: "17:30" },
    { opens: "08:30", closes: "17:30" },
    { opens: "08:30", closes: "17:30" },
    null,
  ] satisfies [Opening | null, Opening | null, Opening | null, Opening | null, Opening | null, Opening | null, Opening | null],
  /** During office hours, someone calls a visitor back within this many minutes. */
  callbackMinutes: 30,
} as const;

/** The holidays the office closes on (`true`), by rule for any year (app/lib/office-hours.ts): the US federal holidays, moved to Friday
 * from a Saturday and to Monday from a Sunday, and the day after Thanksgiving (not federal). */
export const holidays = {
  newYearsDay: true,
  martinLutherKingJrDay: true,
  washingtonsBirthday: true,
  memorialDay: true,
  juneteenth: true,
  independenceDay: true,
  laborDay: true,
  columbusDay: false,
  veteransDay: true,
  thanksgiving: true,
  dayAfterThanksgiving: true,
  christmasDay: true,
} satisfies Record<string, boolean>;

export type HolidayName = keyof typeof holidays;

/** A date the firm sets itself: closed all day (`opening: null`) or open shorter hours. */
export interface Closure {
  /** "YYYY-MM-DD", Kent time. */
  date: `${number}-${number}-${number}`;
  opening: Opening | null;
  /** Why, for whoever edits this list. */
  note: string;
}

/** The firm's own closures, which win over the week and the holidays. FICTIONAL EXAMPLES: replace them with the firm's real dates. */
export const closures: Closure[] = [
  { date: "2026-12-24", opening: { opens: "08:30", closes: "12:00" }, note: "Christmas Eve, closes at noon (fictional example)" },
  { date: "2026-12-31", opening: { opens: "08:30", closes: "15:00" }, note: "New Year's Eve, closes at 3 pm (fictional example)" },
  { date: "2027-03-12", opening: null, note: "Firm retreat, closed all day (fictional example)" },
];

/**
 * What the firm promises a visitor who writes while the office is closed, and who answers its phone then (app/phone/routing.ts rings
 * whoever this names): one setting, so the promise, the "call us now" line and the phones cannot disagree.
 * - `answering-service`: the service answers 24/7; callback `tonight`: it calls back the same day, before `until` (Kent time), and a
 *   request after that gets the next opening; callback `next-opening`: the intake team calls when the office opens.
 * - `on-call`: as `answering-service`, but the firm's calls ring the on-call phones (ONCALL_NUMBERS).
 * - `voicemail`: nobody answers after hours; the intake team calls when the office opens.
 */
export type AfterHours =
  | { phones: "answering-service" | "on-call"; callback: { kind: "tonight"; until: Clock } | { kind: "next-opening" } }
  | { phones: "voicemail"; callback: { kind: "next-opening" } };

export const afterHours: AfterHours = { phones: "answering-service", callback: { kind: "next-opening" } };
