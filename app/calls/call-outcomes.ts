// A call's outcome in the desk's words, and the call-back time (Kent wall time, against the caller's `now`).
import type { CallOutcome } from "~/db/statuses";
import { addDays, atKent, kentDay, kentShort, kentWallTime, type WallTimeRead } from "~/lib/kent-time";

export const outcomeLabel: Record<CallOutcome, string> = {
  reached: "Reached",
  voicemail: "Left a voicemail",
  "no-answer": "No answer",
  busy: "Busy",
  "bad-number": "Wrong or bad number",
  "call-back": "Asked to call back",
};

export const NOTE_MAX = 500;

export const callBackPresets = ["in-1h", "evening", "morning"] as const;
export type CallBackPreset = (typeof callBackPresets)[number];

const HOUR = 3_600_000;

/** "in 1 h" in real time; "this evening" is 6 pm Kent today (tomorrow once past); "tomorrow morning" 9 am. */
export function presetTime(preset: CallBackPreset, now: Date): Date {
  if (preset === "in-1h") return new Date(now.getTime() + HOUR);
  const today = kentDay(now);
  if (preset === "morning") return atKent(addDays(today, 1), 9 * 60);
  const evening = atKent(today, 18 * 60);
  return evening > now ? evening : atKent(addDays(today, 1), 18 * 60);
}

export function presetLabel(preset: CallBackPreset, now: Date): string {
  const name =
    preset === "in-1h"
      ? "In 1 h"
      : preset === "morning"
        ? "Tomorrow morning"
        : kentDay(presetTime(preset, now)) === kentDay(now)
          ? "This evening"
          : "Tomorrow evening";
  return `${name} (${kentShort(presetTime(preset, now).toISOString())})`;
}

/** A typed time wins over a preset; a call-back needs one of them, later than now and within a year. */
export function readCallBack(input: { preset?: string; at?: string }, now: Date): WallTimeRead {
  const typed = (input.at ?? "").trim();
  const preset = callBackPresets.find((p) => p === input.preset);
  if (!typed && !preset) return { ok: false, error: "Choose when to call back: a preset or a time (Kent time)" };
  const read = typed ? kentWallTime(typed) : { ok: true as const, at: presetTime(preset!, now) };
  if (!read.ok) return read;
  if (read.at <= now) return { ok: false, error: `That time has passed in Kent (it is ${kentShort(now.toISOString())} there now): choose a later one` };
  if (read.at.getTime() - now.getTime() > 366 * 24 * HOUR) return { ok: false, error: "That is more than a year away: check the date" };
  return read;
}

/** "Logged: asked to call back at Nov 28, 6:00 PM (Kent time)". */
export function loggedMessage(outcome: CallOutcome, callBackAt: string | null): string {
  const words = outcomeLabel[outcome].toLowerCase();
  return `Logged: ${words}${outcome === "call-back" && callBackAt ? ` at ${kentShort(callBackAt)} (Kent time)` : ""}`;
}

/** A consultation needs its time and place: the status alone sends no invitation. */
export const BOOK_HINT = ". Now book its day, time and place under Consultation below";
