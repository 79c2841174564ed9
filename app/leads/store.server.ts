/** The same person, once, on the desk (decision 0047): a request's linked requests and their work, the
 * unlink (once per form key, with a history row), and the inbox's fold to one row per person. */
import { type SQL, sql } from "drizzle-orm";
import { type CallAttemptRow, type LeadRow, type LinkChangeRow, type NoteRow, type StatusChangeRow } from "~/db/schema.server";
import type { Db } from "~/db/client.server";

export type LinkedRequest = Pick<LeadRow, "id" | "createdAt" | "name" | "status" | "duplicateOf">;

export interface LinkedFile {
  /** The person's first request, when this one is linked to it. */
  first: LinkedRequest | null;
  /** The person's other requests (the first one excepted), oldest first. */
  others: LinkedRequest[];
  /** The other requests' work, each row with its request's number. */
  changes: StatusChangeRow[];
  notes: NoteRow[];
  attempts: CallAttemptRow[];
  /** Unlinks of this request, or of requests linked to it. */
  unlinks: LinkChangeRow[];
}

const picked = "id, created_at AS createdAt, name, status, duplicate_of AS duplicateOf";

/** Everything on the person's other requests, in one batch. */
export async function linkedFile(db: Db, lead: Pick<LeadRow, "id" | "duplicateOf">): Promise<LinkedFile> {
  // Linked to a request erased since: this one is the person's first now.
  const linkedTo = lead.duplicateOf === null ? null : await db.$client.prepare("SELECT id FROM leads WHERE id = ?1").bind(lead.duplicateOf).first<{ id: number }>();
  const first = linkedTo?.id ?? lead.id;
  const group = `SELECT id FROM leads WHERE (id = ?1 OR duplicate_of = ?1) AND id <> ?2`;
  const c = db.$client;
  const [requests, changes, notes, attempts, unlinks] = await c.batch([
    c.prepare(`SELECT ${picked} FROM leads WHERE (id = ?1 OR duplicate_of = ?1) AND id <> ?2 ORDER BY created_at, id`).bind(first, lead.id),
    c.prepare(`SELECT id, lead_id AS leadId, changed_at AS changedAt, changed_by AS changedBy, from_status AS fromStatus, to_status AS toStatus, expected_fee_cents AS expectedFeeCents, form_key AS formKey FROM lead_status_changes WHERE lead_id IN (${group}) ORDER BY id`).bind(first, lead.id),
    c.prepare(`SELECT id, lead_id AS leadId, created_at AS createdAt, author, body, form_key AS formKey FROM lead_notes WHERE lead_id IN (${group}) ORDER BY id`).bind(first, lead.id),
    c.prepare(`SELECT id, lead_id AS leadId, attempted_at AS attemptedAt, attempted_by AS attemptedBy, outcome, call_back_at AS callBackAt, note, form_key AS formKey FROM call_attempts WHERE lead_id IN (${group}) ORDER BY id`).bind(first, lead.id),
    c.prepare(`SELECT id, lead_id AS leadId, changed_at AS changedAt, changed_by AS changedBy, from_duplicate_of AS fromDuplicateOf, to_duplicate_of AS toDuplicateOf, form_key AS formKey FROM lead_link_changes WHERE lead_id = ?1 OR from_duplicate_of = ?1 ORDER BY id`).bind(lead.id),
  ]);
  const all = requests!.results as LinkedRequest[];
  return {
    first: all.find((r) => r.id === linkedTo?.id) ?? null,
    others: all.filter((r) => r.id !== linkedTo?.id),
    changes: changes!.results as StatusChangeRow[],
    notes: notes!.results as NoteRow[],
    attempts: attempts!.results as CallAttemptRow[],
    unlinks: unlinks!.results as LinkChangeRow[],
  };
}

export interface Unlink {
  /** The linked request, and the first request the form saw it linked to. */
  leadId: number;
  from: number;
  by: string;
  formKey: string;
  at: Date;
}

export type UnlinkOutcome = { kind: "unlinked" } | { kind: "repeat" } | { kind: "stale" } | { kind: "gone" };

/** Unlinks a request from its first one, if still linked there and this form was not posted before. */
export async function unlinkRequest(db: Db, unlink: Unlink): Promise<UnlinkOutcome> {
  const at = unlink.at.toISOString();
  const c = db.$client;
  const [written] = await c.batch([
    c
      .prepare(
        `INSERT INTO lead_link_changes (lead_id, changed_at, changed_by, from_duplicate_of, to_duplicate_of, form_key)
         SELECT id, ?3, ?4, duplicate_of, NULL, ?5 FROM leads WHERE id = ?1 AND duplicate_of = ?2 ON CONFLICT (form_key) DO NOTHING`,
      )
      .bind(unlink.leadId, unlink.from, at, unlink.by, unlink.formKey),
    // Only when the history row above was written by this post.
    c.prepare(`UPDATE leads SET duplicate_of = NULL WHERE id = ?1 AND EXISTS (SELECT 1 FROM lead_link_changes WHERE form_key = ?2 AND lead_id = ?1 AND changed_at = ?3)`).bind(unlink.leadId, unlink.formKey, at),
  ]);
  if (written!.meta.changes > 0) return { kind: "unlinked" };
  const [repeat, lead] = await c.batch([
    c.prepare("SELECT 1 AS found FROM lead_link_changes WHERE form_key = ?1 AND lead_id = ?2").bind(unlink.formKey, unlink.leadId),
    c.prepare("SELECT 1 AS found FROM leads WHERE id = ?1").bind(unlink.leadId),
  ]);
  if (repeat!.results.length) return { kind: "repeat" };
  return lead!.results.length ? { kind: "stale" } : { kind: "gone" };
}

// Written as `leads.…` (not drizzle columns, which a select may leave unqualified) so the subqueries read the outer row.

/** The inbox's fold: a request linked to a first request still there is shown in that one's row. */
export const onePerPerson: SQL = sql`(leads.duplicate_of IS NULL OR NOT EXISTS (SELECT 1 FROM leads first WHERE first.id = leads.duplicate_of))`;

/** How many requests a person's row stands for: itself and those linked to it. */
export const personRequests = sql<number>`(1 + (SELECT count(*) FROM leads linked WHERE linked.duplicate_of = leads.id))`.mapWith(Number);

/** A search finds the person's row by a linked request too (its own name, number or phone). */
export function orLinkedMatch(search: SQL): SQL {
  // Inside the subquery `leads` is the inner table, so `search` reads the linked request's columns.
  return sql`(${search} OR leads.id IN (SELECT duplicate_of FROM leads WHERE duplicate_of IS NOT NULL AND ${search}))`;
}
