// The request's timeline, oldest first (status, owner, notes, conflict checks, calls, linked requests), and the site's deliveries.
import { SIGNED_BY_CLIENT } from "~/agreements/agreement-rules";
import { outcomeLabel } from "~/calls/call-outcomes";
import { clearanceWords } from "~/conflicts/conflict-words";
import { callsDeskWords } from "~/content/calls-desk";
import { linkedEvents } from "~/desk/same-person-page";
import type { requestPage } from "~/desk/request/request.server";
import { statusLabel } from "~/leads/status";
import { kentShort } from "~/lib/kent-time";
import { money } from "~/lib/money";
import { ownerEvents } from "~/owners/owner-panel";

export type RequestPage = Awaited<ReturnType<typeof requestPage>>;

export function timelineOf({ lead, changes, closings, owner, notes, conflicts, attempts, linked, phoneCalls }: RequestPage) {
  return [
    lead.submittedVia === "desk"
      ? { at: lead.createdAt, who: "the desk", what: "Entered by staff (a phone call or walk-in)" }
      : { at: lead.createdAt, who: "the visitor", what: `Sent the request from ${lead.sourceUrl || lead.sourcePage || "the site"}` },
    ...(lead.openedAt ? [{ at: lead.openedAt, who: lead.openedBy ?? "", what: "Opened it on the desk" }] : []),
    ...changes.map((c) => ({
      at: c.changedAt,
      who: c.changedBy,
      what: `${statusLabel[c.fromStatus]} → ${statusLabel[c.toStatus]}${c.expectedFeeCents !== null ? ` (expected fee ${money(c.expectedFeeCents)})` : ""}${c.toStatus !== "signed" ? "" : c.changedBy === SIGNED_BY_CLIENT ? " (e-signature)" : " (set by hand)"}${closings[c.formKey] ? `: ${closings[c.formKey]}` : ""}`,
    })),
    ...ownerEvents(owner.history),
    ...notes.map((n) => ({ at: n.createdAt, who: n.author, what: `Note: ${n.body}` })),
    ...conflicts.clearances.map((c) => ({ at: c.clearedAt, who: c.clearedBy, what: clearanceWords(c.matchKey, conflicts.matches) })),
    ...attempts.map((a) => ({
      at: a.attemptedAt,
      who: a.attemptedBy,
      what: `Call: ${outcomeLabel[a.outcome]}${a.callBackAt ? `, call back ${kentShort(a.callBackAt)} (Kent time)` : ""}${a.note ? `\n${a.note}` : ""}`,
    })),
    ...linkedEvents(lead.id, linked),
    ...phoneCalls.calls.flatMap((c) => [
      { at: c.startedAt, who: callsDeskWords.timeline.caller, what: callsDeskWords.timeline.callIn(c.number, c.outcome) },
      ...(c.completed ? [{ at: c.completed.at, who: c.completed.by, what: callsDeskWords.timeline.completed(c.completed.label) }] : []),
    ]),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

export const deliveredOf = (deliveries: RequestPage["deliveries"]) =>
  deliveries
    .filter((d) => d.sentAt)
    .map((d) => ({ at: d.sentAt!, what: `${d.label} delivered to ${d.target === "*" ? "every staff inbox" : d.target}` }))
    .sort((a, b) => a.at.localeCompare(b.at));
