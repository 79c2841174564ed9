// The one writer of a request (leads), its status history, notes and links: the desk's changes, the
// statements other stores batch with theirs, and the same person's requests (decision 0047).
import { and, desc, eq, exists, gte, inArray, isNotNull, isNull, lte, ne, not, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { alias, QueryBuilder } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { type Change, given, guardedChange } from "~/db/guarded-change.server";
import {
  type CallAttemptRow,
  leadLinkChanges,
  type LeadRow,
  leadNotes,
  leads,
  leadStatusChanges,
  type LinkChangeRow,
  type NewLeadRow,
  type NoteRow,
  type StatusChangeRow,
  leadAnswers,
  callAttempts,
  leadDays,
} from "~/db/schema.server";
import { closedStatuses, type LeadStatus, leadStatuses } from "~/db/statuses";
import { personColumns } from "~/lib/people";
import type { DeadlineFlag } from "~/content/deadlines";
import { storedFlags } from "./deadlines";

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

/** Everything on the person's other requests, in one batch. */
export async function linkedFile(db: Db, lead: Pick<LeadRow, "id" | "duplicateOf">): Promise<LinkedFile> {
  // Linked to a request erased since: this one is the person's first now.
  const linkedTo = lead.duplicateOf === null ? undefined : await db.select({ id: leads.id }).from(leads).where(eq(leads.id, lead.duplicateOf)).get();
  const first = linkedTo?.id ?? lead.id;
  const others = and(or(eq(leads.id, first), eq(leads.duplicateOf, first)), ne(leads.id, lead.id));
  const group = db.select({ id: leads.id }).from(leads).where(others);
  const [all, changes, notes, attempts, unlinks] = await db.batch([
    db
      .select({ id: leads.id, createdAt: leads.createdAt, name: leads.name, status: leads.status, duplicateOf: leads.duplicateOf })
      .from(leads)
      .where(others)
      .orderBy(leads.createdAt, leads.id),
    db.select().from(leadStatusChanges).where(inArray(leadStatusChanges.leadId, group)).orderBy(leadStatusChanges.id),
    db.select().from(leadNotes).where(inArray(leadNotes.leadId, group)).orderBy(leadNotes.id),
    db.select().from(callAttempts).where(inArray(callAttempts.leadId, group)).orderBy(callAttempts.id),
    db
      .select()
      .from(leadLinkChanges)
      .where(or(eq(leadLinkChanges.leadId, lead.id), eq(leadLinkChanges.fromDuplicateOf, lead.id)))
      .orderBy(leadLinkChanges.id),
  ]);
  return {
    first: all.find((r) => r.id === linkedTo?.id) ?? null,
    others: all.filter((r) => r.id !== linkedTo?.id),
    changes,
    notes,
    attempts,
    unlinks,
  };
}

/** The first time a staff member opens a request (later opens change nothing). */
export async function markOpened(db: Db, id: number, by: string, at: Date): Promise<void> {
  await db
    .update(leads)
    .set({ openedAt: at.toISOString(), openedBy: by })
    .where(and(eq(leads.id, id), sql`${leads.openedAt} IS NULL`));
}

export interface StatusChange {
  leadId: number;
  from: LeadStatus;
  to: LeadStatus;
  expectedFeeCents: number | null;
  by: string;
  formKey: string;
  at: Date;
}

/**
 * What a status post did: changed it; repeated a form already applied (the change it
 * made); found the request moved meanwhile (the latest change, who and when); or found
 * it already at the chosen status.
 */
export type StatusOutcome =
  | { kind: "changed" }
  | { kind: "repeat"; change: StatusChangeRow }
  | { kind: "stale"; status: LeadStatus; change: StatusChangeRow | undefined }
  | { kind: "same"; status: LeadStatus }
  | { kind: "gone" };

/** Linked to an earlier request still open (not decided, not unreachable): that one is called instead. */
const open = alias(leads, "o");
export const duplicateOfOpen = and(
  isNotNull(leads.duplicateOf),
  exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(open)
      .where(and(eq(open.id, leads.duplicateOf), notInArray(open.status, [...closedStatuses, "unreachable"]))),
  ),
)!;

/** A call is due that someone should be told of: not closed, not unreachable, not a duplicate of an open request. */
export const chased = and(isNotNull(leads.callDueAt), notInArray(leads.status, [...closedStatuses, "unreachable"]), not(duplicateOfOpen))!;
export const dueNow = (now: Date) => and(chased, lte(leads.callDueAt, now.toISOString()))!;

export interface StatusMove {
  leadId: number;
  to: LeadStatus;
  /** The status the form saw, or the ones it may move from ("any": any but `to`). */
  from: LeadStatus | readonly LeadStatus[] | "any";
  by: string;
  formKey: string;
  at: string;
  /** Only if this holds too (e.g. the proof of the post that moves it). */
  when?: SQL;
  /** The expected fee: set with the move, or taken only if none was set. */
  fee?: { set: number | null } | { unlessSet: number | null };
  /** The next call: due now unless a duplicate of an open request ("reset"), none ("clear"), or kept. */
  callDue?: "reset" | "clear";
}

/** A status change for a batch: its history row (once per form key), then the request's new status if that
 * row was written now. */
export function statusChangeStatements(db: Db, move: StatusMove): [BatchItem<"sqlite">, BatchItem<"sqlite">] {
  const from = move.from === "any" ? leadStatuses : typeof move.from === "string" ? [move.from] : move.from;
  const fee = move.fee === undefined ? null : "set" in move.fee ? move.fee.set : sql<number | null>`coalesce(${leads.expectedFeeCents}, ${move.fee.unlessSet})`;
  const history = db
    .insert(leadStatusChanges)
    .select(
      db
        .select({
          id: given(null, "id"),
          leadId: leads.id,
          changedAt: given(move.at, "changed_at"),
          changedBy: given(move.by, "changed_by"),
          fromStatus: leads.status,
          toStatus: given(move.to, "to_status"),
          expectedFeeCents: sql<number | null>`${fee}`.as("expected_fee_cents"),
          formKey: given(move.formKey, "form_key"),
        })
        .from(leads)
        .where(and(eq(leads.id, move.leadId), inArray(leads.status, [...from]), ne(leads.status, move.to), move.when)),
    )
    .onConflictDoNothing({ target: leadStatusChanges.formKey })
    .returning();
  const written = exists(
    db
      .select({ one: sql`1` })
      .from(leadStatusChanges)
      .where(and(eq(leadStatusChanges.formKey, move.formKey), eq(leadStatusChanges.leadId, move.leadId), eq(leadStatusChanges.changedAt, move.at))),
  );
  const callDue = move.callDue === "reset" ? sql`CASE WHEN ${duplicateOfOpen} THEN NULL ELSE ${move.at} END` : move.callDue === "clear" ? null : undefined;
  const update = db
    .update(leads)
    .set({ status: move.to, ...(move.fee && { expectedFeeCents: fee }), ...(callDue !== undefined && { callDueAt: callDue }) })
    .where(and(eq(leads.id, move.leadId), written));
  return [history, update];
}

/** The first reach, if none was recorded. */
export const setFirstContact = (db: Db, leadId: number, at: string, when?: SQL) =>
  db
    .update(leads)
    .set({ firstContactAt: at })
    .where(and(eq(leads.id, leadId), sql`${leads.firstContactAt} IS NULL`, when));

/** When the request's next call is due (null: none). */
export const setCallDue = (db: Db, leadId: number, due: string | null, when?: SQL) =>
  db
    .update(leads)
    .set({ callDueAt: due })
    .where(and(eq(leads.id, leadId), when));

export const setOwner = (db: Db, leadId: number, ownerEmail: string | null, when?: SQL) =>
  db
    .update(leads)
    .set({ ownerEmail })
    .where(and(eq(leads.id, leadId), when));

/** Signed by the client, whatever its status was: its fee unless one is set, and no next call. */
export const setSigned = (db: Db, leadId: number, feeCents: number | null, when?: SQL) =>
  db
    .update(leads)
    .set({ status: "signed", expectedFeeCents: sql`coalesce(${leads.expectedFeeCents}, ${feeCents})`, callDueAt: null })
    .where(and(eq(leads.id, leadId), when));

/** Moves a request on if it still has the status the form showed and the form is new; else says why not. */
export async function changeStatus(db: Db, change: StatusChange): Promise<StatusOutcome> {
  const { leadId, to } = change;
  const fee = to === "signed" ? change.expectedFeeCents : null;
  const move: StatusMove = {
    leadId,
    to,
    from: change.from,
    by: change.by,
    formKey: change.formKey,
    at: change.at.toISOString(),
    callDue: to === "new" ? "reset" : "clear",
  };
  const [write, update] = statusChangeStatements(db, { ...move, ...(to === "signed" ? { fee: { set: fee } } : {}) });
  const done = await guardedChange(db, {
    table: leadStatusChanges,
    leadId,
    formKey: change.formKey,
    stamp: leadStatusChanges.changedAt,
    at: move.at,
    write,
    then: () => [update],
  });
  if (done.kind === "applied" || done.kind === "gone") return { kind: done.kind === "applied" ? "changed" : "gone" };
  if (done.kind === "repeat") return { kind: "repeat", change: done.row };
  const [[lead], [latest]] = await db.batch([
    db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)),
    db.select().from(leadStatusChanges).where(eq(leadStatusChanges.leadId, leadId)).orderBy(desc(leadStatusChanges.id)).limit(1),
  ]);
  if (!lead) return { kind: "gone" };
  const status = lead.status as LeadStatus;
  if (status !== change.from) return { kind: "stale", status, change: latest };
  return { kind: "same", status };
}

/** A note once per form key; "gone" when the request is not there (erased meanwhile). */
export async function addNote(db: Db, note: { leadId: number; body: string; by: string; formKey: string; at: Date }): Promise<Change<NoteRow>["kind"]> {
  const at = note.at.toISOString();
  const done = await guardedChange(db, {
    table: leadNotes,
    leadId: note.leadId,
    formKey: note.formKey,
    stamp: leadNotes.createdAt,
    at,
    write: db
      .insert(leadNotes)
      .select(
        db
          .select({
            id: given(null, "id"),
            leadId: leads.id,
            createdAt: given(at, "created_at"),
            author: given(note.by, "author"),
            body: given(note.body, "body"),
            formKey: given(note.formKey, "form_key"),
          })
          .from(leads)
          .where(eq(leads.id, note.leadId)),
      )
      .onConflictDoNothing({ target: leadNotes.formKey })
      .returning(),
  });
  return done.kind;
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
  const row = {
    id: given(null, "id"),
    leadId: leads.id,
    changedAt: given(at, "changed_at"),
    changedBy: given(unlink.by, "changed_by"),
    fromDuplicateOf: leads.duplicateOf,
    toDuplicateOf: given(null, "to_duplicate_of"),
    formKey: given(unlink.formKey, "form_key"),
  };
  const done = await guardedChange(db, {
    table: leadLinkChanges,
    leadId: unlink.leadId,
    formKey: unlink.formKey,
    stamp: leadLinkChanges.changedAt,
    at,
    write: db
      .insert(leadLinkChanges)
      .select(
        db
          .select(row)
          .from(leads)
          .where(and(eq(leads.id, unlink.leadId), eq(leads.duplicateOf, unlink.from))),
      )
      .onConflictDoNothing({ target: leadLinkChanges.formKey })
      .returning(),
    // Only when the history row above was written by this post.
    then: (ours) => [
      db
        .update(leads)
        .set({ duplicateOf: null })
        .where(and(eq(leads.id, unlink.leadId), ours)),
    ],
  });
  if (done.kind === "applied") return { kind: "unlinked" };
  return { kind: done.kind === "refused" ? "stale" : done.kind };
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

/** Async, so a D1 that throws at once rejects like one that fails later. */
export async function findByKey(db: Db, leadKey: string): Promise<LeadRow | undefined> {
  return db.select().from(leads).where(eq(leads.leadKey, leadKey)).get();
}

/** Once per lead key: a retry, the queue or a dead letter storing it again writes nothing. */
export const insertLeadStatement = (db: Db, row: NewLeadRow) => db.insert(leads).values(row).onConflictDoNothing({ target: leads.leadKey });

export async function backfillPersonColumns(db: Db, limit = 200): Promise<number> {
  const rows = await db.select({ id: leads.id, email: leads.email, phone: leads.phone }).from(leads).where(isNull(leads.emailKey)).limit(limit);
  if (rows.length === 0) return 0;
  // An address that normalizes to nothing is kept as typed, so the row is not read again.
  await db.batch(
    rows.map((row) => {
      const person = personColumns(row);
      return db
        .update(leads)
        .set({ ...person, emailKey: person.emailKey ?? row.email.trim().toLowerCase() })
        .where(eq(leads.id, row.id));
    }) as [never],
  );
  return rows.length;
}

export const SAME_PERSON_DAYS = 90;

/**
 * The first request of the person this one most likely is, or null (decision 0047): a normalized mailbox or
 * phone matching a request of the last 90 days, linked to that person's first request so links never chain.
 * Only the arriving request's own link is written, so a request staff unlinked is never relinked. Between two
 * people (an unlinked pair sharing a key), the one matching more keys wins; on a tie the unlinked one, then the earliest.
 */
export async function samePersonOf(db: Db, lead: Pick<NewLeadRow, "emailKey" | "phoneE164" | "createdAt">): Promise<number | null> {
  const email = lead.emailKey ?? null;
  const phone = lead.phoneE164 ?? null;
  if (!email && !phone) return null;
  const since = new Date(Date.parse(lead.createdAt) - SAME_PERSON_DAYS * 86_400_000).toISOString();
  const match = alias(leads, "match");
  const first = alias(leads, "first");
  const firstId = sql<number>`coalesce(${first.id}, ${match.id})`;
  const keys = sql<number>`(${email} IS NOT NULL AND ${match.emailKey} IS ${email}) + (${phone} IS NOT NULL AND ${match.phoneE164} IS ${phone})`;
  const unlinked = exists(
    db
      .select({ one: sql`1` })
      .from(leadLinkChanges)
      .where(and(eq(leadLinkChanges.leadId, firstId), isNull(leadLinkChanges.toDuplicateOf))),
  );
  const results = await db
    .select({ first: firstId, firstAt: sql<string>`coalesce(${first.createdAt}, ${match.createdAt})`, keys, unlinked: sql<number>`${unlinked}` })
    .from(match)
    .leftJoin(first, eq(first.id, match.duplicateOf))
    .where(
      and(
        gte(match.createdAt, since),
        lte(match.createdAt, lead.createdAt),
        or(email ? eq(match.emailKey, email) : undefined, phone ? eq(match.phoneE164, phone) : undefined),
      ),
    )
    .orderBy(desc(keys))
    .limit(200);
  const best = results.sort((a, b) => b.keys - a.keys || b.unlinked - a.unlinked || a.firstAt.localeCompare(b.firstAt) || a.first - b.first)[0];
  return best?.first ?? null;
}

/** The flags of a request's stored answers today (their stored deadline, decision 0083), or none when it has no answers. */
export async function flagsOf(db: Db, leadId: number, now: Date): Promise<DeadlineFlag[]> {
  return (await flagsOfLeads(db, [leadId], now)).get(leadId) ?? [];
}

/** The flags of several requests' stored answers today, in one read: a request without a flag is left out. */
export async function flagsOfLeads(db: Db, leadIds: readonly number[], now: Date): Promise<Map<number, DeadlineFlag[]>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .select({ leadId: leadAnswers.leadId, date: leadAnswers.deadlineDate, flags: leadAnswers.deadlineFlags })
    .from(leadAnswers)
    .where(sql`${leadAnswers.leadId} IN (SELECT value FROM json_each(${JSON.stringify(leadIds)}))`);
  const flagged = rows.map((row) => [row.leadId, storedFlags(row.date, row.flags, now)] as const);
  return new Map(flagged.filter(([, flags]) => flags.length > 0));
}

/** The erasure's statement: drops the numbers' day rows that hold these arrival times, where `guard` holds. */
export const dropLeadDays = (db: Db, createdAts: string[], guard: SQL) =>
  db
    .delete(leadDays)
    .where(
      and(sql`EXISTS (SELECT 1 FROM json_each(${JSON.stringify(createdAts)}) j WHERE ${leadDays.fromUtc} <= j.value AND ${leadDays.toUtc} > j.value)`, guard),
    );

/** A request opened by a text or a call gets its case type (and the name, if given) once staff complete it. */
export const setCaseTypeStatement = (db: Db, leadId: number, completed: { caseType: string; name: string | null }, when: SQL) =>
  db
    .update(leads)
    .set({ caseType: completed.caseType, name: sql`COALESCE(${completed.name}, ${leads.name})` })
    .where(and(eq(leads.id, leadId), eq(leads.caseType, "unknown"), when));
