/** What a call to the firm is, from what has been heard of it so far (issue 58, decision 0093), and which of the
 * firm's lines it came in on. Pure. */
import { type CallNumberEntry, type CallNumberKey, callNumberSources, mainLine } from "~/content/call-numbers";
import type { PhoneCallRow } from "~/db/schema.server";
import { ANSWERING_SERVICE } from "./routing";

/** Shorter than this, with no voicemail: a hang-up (listed apart, never a request). */
export const HANG_UP_SECONDS = 10;

export type Settled = "answered" | "message-taken" | "missed" | "hang-up" | "wait" | "blocked";

export function settleRule(call: Pick<PhoneCallRow, "status" | "answeredBy" | "endedAt" | "durationSeconds">, voicemail: boolean): Settled {
  if (call.status === "blocked") return "blocked";
  if (call.answeredBy === ANSWERING_SERVICE) return "message-taken";
  // A roster member or an on-call phone pressed 1.
  if (call.answeredBy) return "answered";
  if (voicemail) return "missed";
  if (call.endedAt === null) return "wait";
  return (call.durationSeconds ?? 0) < HANG_UP_SECONDS ? "hang-up" : "missed";
}

export type Line = Omit<CallNumberEntry, "web">;

/** The line a stored call came in on: a tracking number's entry, else the main line. */
export const lineOf = (numberKey: string): Line => (numberKey in callNumberSources ? callNumberSources[numberKey as CallNumberKey] : mainLine);

/** The key of the firm number called: a configured tracking number's, else "main". */
export function numberKeyOfCalled(to: string, numbers: ReadonlyMap<CallNumberKey, string>): CallNumberKey | "main" {
  for (const [key, e164] of numbers) if (e164 === to) return key;
  return "main";
}
