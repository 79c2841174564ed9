/** Who a call rings (issue 58), pure: in office hours everyone on intake with a phone, else the on-call phones;
 * after hours whoever the office-hours content names (its promise and the phones agree); else the voicemail. */
import type { RosterMember } from "~/content/intake-roster";
import type { AfterHours } from "~/content/office-hours";
import { isOfficeOpen, type OfficeCalendar } from "~/lib/office-hours";

/** A phone a call rang, in <Number> order: a roster member's address, "on-call" or "answering-service". */
export interface Rung {
  who: string;
  phone: string;
}

/** Twilio dials at most ten <Number>s at once. */
const MAX_NUMBERS = 10;
export const ON_CALL = "on-call";
export const ANSWERING_SERVICE = "answering-service";

export type RingPlan =
  { route: "team" | "on-call"; rang: Rung[] } | { route: "answering-service"; rang: Rung[] } | { route: "voicemail"; afterHours: boolean; rang: [] };

export interface RingInput {
  now: Date;
  /** Those on intake now (owners/roster.ts onIntakeAt). */
  members: readonly RosterMember[];
  onCall: readonly string[];
  answeringService: string | null;
  afterHours: AfterHours;
  calendar: OfficeCalendar;
}

const onCallPlan = (onCall: readonly string[]): RingPlan | null =>
  onCall.length ? { route: "on-call", rang: onCall.slice(0, MAX_NUMBERS).map((phone) => ({ who: ON_CALL, phone })) } : null;

export function ringPlan(input: RingInput): RingPlan {
  if (isOfficeOpen(input.now, input.calendar)) {
    const team = input.members.filter((m) => m.phone).slice(0, MAX_NUMBERS);
    if (team.length) return { route: "team", rang: team.map((m) => ({ who: m.email, phone: m.phone! })) };
    return onCallPlan(input.onCall) ?? { route: "voicemail", afterHours: false, rang: [] };
  }
  const voicemail: RingPlan = { route: "voicemail", afterHours: true, rang: [] };
  if (input.afterHours.phones === "voicemail") return voicemail;
  if (input.afterHours.phones === "answering-service" && input.answeringService)
    return { route: "answering-service", rang: [{ who: ANSWERING_SERVICE, phone: input.answeringService }] };
  return onCallPlan(input.onCall) ?? voicemail;
}
