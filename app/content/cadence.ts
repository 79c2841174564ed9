/** The call cadence: when each attempt to reach a new request is due (app/lib/cadence.ts computes it).
 * Placeholder: the firm's default from issue 43, for the firm to review and edit. */

/** `after`: minutes after the previous attempt (the first: after arrival), in real time; a time
 * outside office hours moves to the next opening. `officeDay`: the Nth office day after the day
 * of the first attempt, at a Kent wall-clock time. */
export type CadenceStep = { after: number } | { officeDay: number; at: `${number}:${number}` };

export interface Cadence {
  steps: readonly CadenceStep[];
  /** A step never falls due sooner than this after the previous attempt (a late attempt pushes the next). */
  minGapMinutes: number;
  /** Requests whose due time moved to an opening are spread over this many minutes after it, oldest first. */
  spreadMinutes: number;
}

export const cadence: Cadence = {
  steps: [
    { after: 0 },
    { after: 60 },
    { after: 240 },
    { officeDay: 1, at: "09:00" },
    { officeDay: 1, at: "15:00" },
    { officeDay: 2, at: "09:00" },
    { officeDay: 2, at: "15:00" },
    { officeDay: 3, at: "09:00" },
    { officeDay: 3, at: "15:00" },
    { officeDay: 4, at: "09:00" },
  ],
  minGapMinutes: 60,
  spreadMinutes: 30,
};
