/** The numbers' calls (issue 58, item 7): per source or per number called, how many calls, answered, missed, missed and not
 * called back within 5 minutes and within an hour, voicemails, first-time callers, hang-ups and blocked calls. */
import { callNumberSources, type CallNumberKey, mainLine } from "~/content/call-numbers";
import type { PhoneCallStatus } from "~/db/statuses";

export interface CallFacts {
  numberKey: string;
  status: PhoneCallStatus;
  voicemail: boolean;
  /** When the call ended (its start if the end is not known), and the first call staff logged on its request after that. */
  endedAt: string;
  calledBackAt: string | null;
  firstTime: boolean;
}

export interface CallCounts {
  key: string;
  calls: number;
  answered: number;
  missed: number;
  notIn5: number;
  notIn60: number;
  voicemails: number;
  firstTime: number;
  hangUps: number;
  blocked: number;
}

/** The number called, as staff know it: "Google Ads", "Main line". */
export const numberLabel = (key: string) => (key === "main" ? mainLine.label : (callNumberSources[key as CallNumberKey]?.label ?? key));

/** A call's source: its number's first touch; the main line is "phone" (the source's meaning: came by phone). */
export const callSource = (numberKey: string) => (callNumberSources[numberKey as CallNumberKey] ?? mainLine).touch.source;

const empty = (key: string): CallCounts => ({
  key,
  calls: 0,
  answered: 0,
  missed: 0,
  notIn5: 0,
  notIn60: 0,
  voicemails: 0,
  firstTime: 0,
  hangUps: 0,
  blocked: 0,
});

/** Not called back within `minutes` of the call's end: called back later, or not yet once the window has passed by `now`. */
function late(call: CallFacts, minutes: number, now: Date): boolean {
  const due = Date.parse(call.endedAt) + minutes * 60_000;
  return call.calledBackAt === null ? now.getTime() > due : Date.parse(call.calledBackAt) > due;
}

export function callCounts(rows: readonly CallFacts[], by: "source" | "number", now: Date): { rows: CallCounts[]; totals: CallCounts } {
  const groups = new Map<string, CallCounts>();
  const totals = empty("all");
  for (const call of rows) {
    if (call.status === "staff") continue;
    const key = by === "source" ? callSource(call.numberKey) : call.numberKey;
    const group = groups.get(key) ?? empty(key);
    groups.set(key, group);
    for (const counts of [group, totals]) {
      counts.calls++;
      if (call.status === "answered") counts.answered++;
      if (call.status === "missed") {
        counts.missed++;
        if (late(call, 5, now)) counts.notIn5++;
        if (late(call, 60, now)) counts.notIn60++;
      }
      if (call.voicemail) counts.voicemails++;
      if (call.firstTime) counts.firstTime++;
      if (call.status === "hang-up") counts.hangUps++;
      if (call.status === "blocked") counts.blocked++;
    }
  }
  return { rows: [...groups.values()].sort((a, b) => b.calls - a.calls || a.key.localeCompare(b.key)), totals };
}
