// A request's timeline in words (status, owner, notes, conflict checks, calls, the same person's requests and their work,
// decision 0047), and the site's deliveries; the rows are read by lists.server.ts, newest first (decision 0096).
import { SIGNED_BY_CLIENT } from "~/agreements/agreement-rules";
import { outcomeLabel } from "~/calls/call-outcomes";
import { clearanceWords } from "~/conflicts/conflict-words";
import type { CallAttemptRow, ConflictClearanceRow, LeadRow, LinkChangeRow, NoteRow, OwnerChangeRow, StatusChangeRow } from "~/db/schema.server";
import type { requestPage } from "~/desk/request/request.server";
import { statusLabel } from "~/leads/status";
import { kentShort } from "~/lib/kent-time";
import { money } from "~/lib/money";
import { ownerName } from "~/content/intake-roster";
import { ownerEvents } from "~/owners/owner-panel";

export type RequestPage = Awaited<ReturnType<typeof requestPage>>;

export interface TimelineEvent {
  at: string;
  who: string;
  what: string;
}

/** What the words of one request's timeline depend on besides the rows. */
export interface TimelineContext {
  leadId: number;
  /** The closing words of this request's status changes, by form key. */
  closings: Record<string, string>;
  matches: Parameters<typeof clearanceWords>[1];
}

const on = (context: TimelineContext, leadId: number) => (leadId === context.leadId ? "" : `On request #${leadId}: `);

export const eventWords = {
  sent: (context: TimelineContext, r: Pick<LeadRow, "id" | "createdAt" | "submittedVia" | "sourceUrl" | "sourcePage">): TimelineEvent =>
    r.id !== context.leadId
      ? { at: r.createdAt, who: "the visitor", what: `Sent request #${r.id} (the same person)` }
      : r.submittedVia === "desk"
        ? { at: r.createdAt, who: "the desk", what: "Entered by staff (a phone call or walk-in)" }
        : { at: r.createdAt, who: "the visitor", what: `Sent the request from ${r.sourceUrl || r.sourcePage || "the site"}` },
  opened: (_: TimelineContext, r: Pick<LeadRow, "openedAt" | "openedBy">): TimelineEvent => ({
    at: r.openedAt ?? "",
    who: r.openedBy ?? "",
    what: "Opened it on the desk",
  }),
  status: (context: TimelineContext, c: StatusChangeRow): TimelineEvent => ({
    at: c.changedAt,
    who: c.changedBy,
    what:
      c.leadId !== context.leadId
        ? `${on(context, c.leadId)}${statusLabel[c.fromStatus]} → ${statusLabel[c.toStatus]}`
        : `${statusLabel[c.fromStatus]} → ${statusLabel[c.toStatus]}${c.expectedFeeCents !== null ? ` (expected fee ${money(c.expectedFeeCents)})` : ""}${c.toStatus !== "signed" ? "" : c.changedBy === SIGNED_BY_CLIENT ? " (e-signature)" : " (set by hand)"}${context.closings[c.formKey] ? `: ${context.closings[c.formKey]}` : ""}`,
  }),
  owner: (_: TimelineContext, h: OwnerChangeRow): TimelineEvent =>
    ownerEvents([{ ...h, fromName: h.fromOwner && ownerName(h.fromOwner), toName: ownerName(h.toOwner) }])[0]!,
  note: (context: TimelineContext, n: NoteRow): TimelineEvent => ({ at: n.createdAt, who: n.author, what: `${on(context, n.leadId)}Note: ${n.body}` }),
  clearance: (context: TimelineContext, c: ConflictClearanceRow): TimelineEvent => ({
    at: c.clearedAt,
    who: c.clearedBy,
    what: clearanceWords(c.matchKey, context.matches),
  }),
  call: (context: TimelineContext, a: CallAttemptRow): TimelineEvent => ({
    at: a.attemptedAt,
    who: a.attemptedBy,
    what:
      a.leadId !== context.leadId
        ? `${on(context, a.leadId)}Call: ${outcomeLabel[a.outcome]}${a.note ? `\n${a.note}` : ""}`
        : `Call: ${outcomeLabel[a.outcome]}${a.callBackAt ? `, call back ${kentShort(a.callBackAt)} (Kent time)` : ""}${a.note ? `\n${a.note}` : ""}`,
  }),
  unlink: (context: TimelineContext, u: LinkChangeRow): TimelineEvent => ({
    at: u.changedAt,
    who: u.changedBy,
    what:
      u.leadId === context.leadId
        ? `Unlinked from request #${u.fromDuplicateOf}: not the same person`
        : `Request #${u.leadId} unlinked from this one: not the same person`,
  }),
};

export type EventSource = keyof typeof eventWords;

export const deliveredOf = (deliveries: RequestPage["deliveries"]) =>
  deliveries
    .filter((d) => d.sentAt)
    .map((d) => ({ at: d.sentAt!, what: `${d.label} delivered to ${d.target === "*" ? "every staff inbox" : d.target}` }))
    .sort((a, b) => a.at.localeCompare(b.at));
