/** The same person's work on a request page (decision 0047): the other requests' events for the timeline,
 * each marked with its request number (the words of an unlink: leads/same-person-panel.server.ts). */
import type { LinkedFile } from "~/leads/store.server";
import { outcomeLabel } from "~/calls/call-outcomes";
import { statusLabel } from "~/leads/status";

export interface TimelineEvent {
  at: string;
  who: string;
  what: string;
}

export function linkedEvents(leadId: number, linked: LinkedFile): TimelineEvent[] {
  const on = (id: number) => `On request #${id}: `;
  const others = [...(linked.first ? [linked.first] : []), ...linked.others];
  return [
    ...others.map((r) => ({ at: r.createdAt, who: "the visitor", what: `Sent request #${r.id} (the same person)` })),
    ...linked.changes.map((c) => ({ at: c.changedAt, who: c.changedBy, what: `${on(c.leadId)}${statusLabel[c.fromStatus]} → ${statusLabel[c.toStatus]}` })),
    ...linked.notes.map((n) => ({ at: n.createdAt, who: n.author, what: `${on(n.leadId)}Note: ${n.body}` })),
    ...linked.attempts.map((a) => ({
      at: a.attemptedAt,
      who: a.attemptedBy,
      what: `${on(a.leadId)}Call: ${outcomeLabel[a.outcome]}${a.note ? `\n${a.note}` : ""}`,
    })),
    ...linked.unlinks.map((u) => ({
      at: u.changedAt,
      who: u.changedBy,
      what:
        u.leadId === leadId
          ? `Unlinked from request #${u.fromDuplicateOf}: not the same person`
          : `Request #${u.leadId} unlinked from this one: not the same person`,
    })),
  ];
}
