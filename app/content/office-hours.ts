/**
 * When the office is open and what the firm promises a visitor who sends a request, in
 * Kent time. The visitor's acknowledgement email says it, and the intake desk counts its
 * waiting times in these hours. Placeholder: the firm sets its real hours and promise.
 */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** One day's opening, "HH:MM" on a 24-hour clock, Kent time. */
export interface Opening {
  opens: `${number}:${number}`;
  closes: `${number}:${number}`;
}

export const intakeHours = {
  /** Kent, Washington. */
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
