// The one writer of a request (leads), its status history, notes and links: the desk's changes, the
// statements other stores batch with theirs, and the same person's requests (decision 0047).
import { and, count, desc, eq, exists, gte, inArray, isNotNull, isNull, lt, lte, ne, not, notInArray, or, SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { alias, QueryBuilder } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { type Change, given, guardedChange } from "~/db/guarded-change.server";
import {
  leadLinkChanges,
  type LeadRow,
  leadNotes,
  leads,
  leadStatusChanges,
  type NewLeadRow,
  type NoteRow,
  type StatusChangeRow,
  leadAnswers,
  leadDays,
  backfills,
} from "~/db/schema.server";
import { closedStatuses, type LeadStatus, leadStatuses } from "~/db/statuses";
import { personColumns } from "~/lib/people";
import type { DeadlineFlag } from "~/content/deadlines";
import { kentDay } from "~/lib/kent-time";
import { daySpan, holdsMoment, missingDays } from "~/db/day-rows.server";
import { storedFlags } from "./deadlines";
import { firstReach, firstReachedCall } from "./reach";

export type LinkedRequest = Pick<LeadRow, "id" | "createdAt" | "name" | "status" | "duplicateOf">;

export interface LinkedFile {
  /** The person's first request, when this one is linked to it. */
  first: LinkedRequest | null;
  /** The person's latest other requests (the first one excepted), newest first, up to the number asked for. */
  others: LinkedRequest[];
  /** How many other requests the person sent, the first one included. */
  count: number;
}

/** The person's other requests (decision 0047): the first, the latest `latest` others and their count, each read
 * through an index (decision 0096), whatever one person sent. */
export async function linkedFile(db: Db, lead: Pick<LeadRow, "id" | "duplicateOf">, latest: number): Promise<LinkedFile> {
  // Linked to a request erased since: this one is the person's first now.
  const linkedTo = lead.duplicateOf === null ? undefined : await db.select({ id: leads.id }).from(leads).where(eq(leads.id, lead.duplicateOf)).get();
  const first = linkedTo?.id ?? lead.id;
  const columns = { id: leads.id, createdAt: leads.createdAt, name: leads.name, status: leads.status, duplicateOf: leads.duplicateOf };
  const [firstRow, others, [counted]] = await db.batch([
    db
      .select(columns)
      .from(leads)
      .where(and(eq(leads.id, first), ne(leads.id, lead.id))),
    db
      .select(columns)
      .from(leads)
      .where(and(eq(leads.duplicateOf, first), ne(leads.id, lead.id)))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(latest),
    db
      .select({ n: count() })
      .from(leads)
      .where(and(or(eq(leads.id, first), eq(leads.duplicateOf, first)), ne(leads.id, lead.id))),
  ]);
  return { first: firstRow[0] ?? null, others, count: counted?.n ?? 0 };
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
 * row was written now, then the numbers' day rows it changes dropped. */
export function statusChangeStatements(db: Db, move: StatusMove): [BatchItem<"sqlite">, BatchItem<"sqlite">, BatchItem<"sqlite">] {
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
  return [history, update, dropLeadDays(db, move.leadId)];
}

// Each builder that changes what the numbers read also drops the day rows it changes (unguarded: a needless drop only
// costs a rebuild, and `when` may name the request's columns, which a DELETE from lead_days cannot read).

/** The first reach, if none was recorded. */
export const setFirstContact = (db: Db, leadId: number, at: string, when?: SQL) =>
  [
    db
      .update(leads)
      .set({ firstContactAt: at })
      .where(and(eq(leads.id, leadId), sql`${leads.firstContactAt} IS NULL`, when)),
    dropLeadDays(db, leadId),
  ] as const;

/** When the request's next call is due (null: none). */
export const setCallDue = (db: Db, leadId: number, due: string | null, when?: SQL) =>
  db
    .update(leads)
    .set({ callDueAt: due })
    .where(and(eq(leads.id, leadId), when));

export const setOwner = (db: Db, leadId: number, ownerEmail: string | null, when?: SQL) =>
  [
    db
      .update(leads)
      .set({ ownerEmail })
      .where(and(eq(leads.id, leadId), when)),
    dropLeadDays(db, leadId),
  ] as const;

/** Signed by the client, whatever its status was: its fee unless one is set, and no next call. */
export const setSigned = (db: Db, leadId: number, feeCents: number | null, when?: SQL) =>
  [
    db
      .update(leads)
      .set({ status: "signed", expectedFeeCents: sql`coalesce(${leads.expectedFeeCents}, ${feeCents})`, callDueAt: null })
      .where(and(eq(leads.id, leadId), when)),
    dropLeadDays(db, leadId),
  ] as const;

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
  const [write, ...then] = statusChangeStatements(db, { ...move, ...(to === "signed" ? { fee: { set: fee } } : {}) });
  const done = await guardedChange(db, {
    table: leadStatusChanges,
    leadId,
    formKey: change.formKey,
    stamp: leadStatusChanges.changedAt,
    at: move.at,
    write,
    then: () => then,
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
    // Only when the history row above was written by this post; the days dropped first, while the link is there to read.
    then: (ours) => [
      dropLeadDays(db, unlink.leadId),
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

/** Once per lead key: a retry, the queue or a dead letter storing it again writes nothing. Then the day rows of
 * its arrival and of its first request dropped. */
export const insertLeadStatements = (db: Db, row: NewLeadRow) =>
  [
    db.insert(leads).values(row).onConflictDoNothing({ target: leads.leadKey }).returning(),
    dropLeadDays(db, sql`SELECT id FROM leads WHERE lead_key = ${row.leadKey}`),
  ] as const;

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

// The numbers' rows by Kent day (decision 0091). Written as `l.…` (not drizzle columns, which a one-table select
// leaves unqualified) so the subqueries read the outer row.
const l = alias(leads, "l");
const [lId, lDuplicateOf, lStatus] = [sql`l.id`, sql`l.duplicate_of`, sql`l.status`];
/** A request's person: itself and the requests linked to it. */
const person = sql`SELECT id FROM leads WHERE id = ${lId} OR duplicate_of = ${lId}`;
const reachedCall = firstReachedCall(person);

/** What the numbers know of a request, in the order a day row stores it (one JSON array per request). */
export const NUMBERS_COLUMNS = [
  "createdAt",
  "channel",
  "utmCampaign",
  "ownerEmail",
  "gclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "fbclid",
  "utmSource",
  "duplicateOf",
  "status",
  "expectedFeeCents",
  "firstAttemptAt",
  "firstContactAt",
  "attemptsUntilReached",
] as const;
export type NumbersRow = {
  [K in (typeof NUMBERS_COLUMNS)[number]]: K extends "createdAt" | "status"
    ? string
    : K extends `${string}Cents` | "duplicateOf" | "attemptsUntilReached"
      ? number | null
      : string | null;
};

/**
 * Each request that arrived in [fromUtc, toUtc), its person's work folded into their first request: the first call
 * and reach on any of their requests, the calls until reached, "signed" if any is. A linked request keeps only its link.
 */
const numbersRowsOf = (db: Db, span: { fromUtc: string; toUtc: string }) =>
  db
    .select({
      createdAt: l.createdAt,
      channel: l.channel,
      utmCampaign: l.utmCampaign,
      ownerEmail: l.ownerEmail,
      gclid: l.gclid,
      gbraid: l.gbraid,
      wbraid: l.wbraid,
      msclkid: l.msclkid,
      fbclid: l.fbclid,
      utmSource: l.utmSource,
      duplicateOf: sql<number | null>`CASE WHEN EXISTS (SELECT 1 FROM leads f WHERE f.id = ${lDuplicateOf}) THEN ${lDuplicateOf} END`.as("duplicate_of"),
      status: sql<string>`CASE WHEN EXISTS (SELECT 1 FROM leads g WHERE g.id IN (${person}) AND g.status = 'signed') THEN 'signed' ELSE ${lStatus} END`.as(
        "status",
      ),
      expectedFeeCents: sql<number | null>`(SELECT sum(g.expected_fee_cents) FROM leads g WHERE g.id IN (${person}) AND g.status = 'signed')`.as("fee"),
      firstAttemptAt: sql<string | null>`(SELECT min(a.attempted_at) FROM call_attempts a WHERE a.lead_id IN (${person}))`.as("first_attempt"),
      firstContactAt: firstReach(person).as("first_reach"),
      attemptsUntilReached: sql<
        number | null
      >`CASE WHEN ${reachedCall} IS NOT NULL THEN (SELECT count(*) FROM call_attempts a WHERE a.lead_id IN (${person}) AND a.attempted_at <= ${reachedCall}) END`.as(
        "calls_until_reached",
      ),
    })
    .from(l)
    .where(and(gte(l.createdAt, span.fromUtc), lt(l.createdAt, span.toUtc)))
    .orderBy(l.createdAt, l.id);

/** The numbers' rows of these spans, read from the requests themselves (the days without a day row). */
export async function numbersRowsLive(db: Db, spans: { fromUtc: string; toUtc: string }[]): Promise<NumbersRow[]> {
  if (spans.length === 0) return [];
  const read = (await db.batch(spans.map((span) => numbersRowsOf(db, span)) as [never])) as NumbersRow[][];
  return read.flat();
}

/** The day rows of the Kent days from `fromDay` to `toDay`, each as its requests' rows. */
export async function numbersDayRows(db: Db, fromDay: string, toDay: string): Promise<Map<string, NumbersRow[]>> {
  const found = await db
    .select({ day: leadDays.day, rows: leadDays.rows })
    .from(leadDays)
    .where(and(gte(leadDays.day, fromDay), lte(leadDays.day, toDay)));
  const asRow = (tuple: unknown[]) => Object.fromEntries(NUMBERS_COLUMNS.map((name, i) => [name, tuple[i] ?? null])) as NumbersRow;
  return new Map(found.map((row) => [row.day, (JSON.parse(row.rows) as unknown[][]).map(asRow)]));
}

/** Builds one Kent day's row in one statement: a change commits before it (and is in it) or after it (and drops it again). */
export async function rebuildDay(db: Db, day: string, now = new Date()): Promise<void> {
  const span = daySpan(day);
  const r = numbersRowsOf(db, span).as("r");
  const tuple = sql.join(
    NUMBERS_COLUMNS.map((name) => r[name]),
    sql`, `,
  );
  await db
    .insert(leadDays)
    .select(
      db
        .select({
          day: given(day, "day"),
          fromUtc: given(span.fromUtc, "from_utc"),
          toUtc: given(span.toUtc, "to_utc"),
          rows: sql<string>`json_group_array(json_array(${tuple}))`.as("rows"),
          builtAt: given(now.toISOString(), "built_at"),
        })
        .from(r)
        // WHERE lets SQLite read the upsert's ON CONFLICT after a SELECT.
        .where(sql`1`),
    )
    .onConflictDoUpdate({ target: leadDays.day, set: { rows: sql`excluded.rows`, builtAt: sql`excluded.built_at` } });
}

/**
 * Builds up to `budget` Kent days that have no row, newest first (today, the last 400 days the page shows, then older
 * days back to the first request). Returns how many it built.
 */
export async function rebuildMissingDays(db: Db, now = new Date(), budget = 20): Promise<number> {
  const [[first], built] = await db.batch([
    db.select({ at: sql<string | null>`min(${leads.createdAt})` }).from(leads),
    db.select({ day: leadDays.day }).from(leadDays),
  ]);
  if (!first?.at) return 0;
  const missing = missingDays(kentDay(now), kentDay(new Date(first.at)), new Set(built.map((row) => row.day)), budget);
  for (const day of missing) await rebuildDay(db, day, now);
  return missing.length;
}

type RequestIds = number | readonly number[] | SQL;
const idsIn = (ids: RequestIds): SQL =>
  ids instanceof SQL ? ids : typeof ids === "number" ? sql`${ids}` : sql`SELECT value FROM json_each(${JSON.stringify(ids)})`;

/**
 * Drops the numbers' day rows that hold these requests and their first requests (`linked`: and the requests linked to
 * them), where `when` holds: the Cron builds them again, the page reads a missing day live. Goes in the batch of every
 * change to what a day row holds; before an unlink (it reads the link being removed). About 3 rows read per request.
 */
export function dropLeadDays(db: Db, ids: RequestIds, options: { linked?: boolean; when?: SQL } = {}) {
  const these = idsIn(ids);
  const linked = options.linked ? sql` OR x.duplicate_of IN (${these})` : sql``;
  const held = sql`SELECT d.day FROM leads x, lead_days d
    WHERE (x.id IN (${these}) OR x.id IN (SELECT duplicate_of FROM leads WHERE id IN (${these}))${linked})
      AND ${holdsMoment(leadDays, sql`x.created_at`)}`;
  return db.delete(leadDays).where(and(sql`${leadDays.day} IN (${held})`, options.when));
}

/** How far a walk up the requests' ids has got (`backfills`): the ids above it are not done yet (0 before its first run). */
export const walkedUpTo = (name: string) => sql<number>`coalesce((SELECT ${backfills.nextId} FROM ${backfills} WHERE ${backfills.name} = ${name}), 0)`;

/** The walk's new mark, for the batch that does the ids up to it. */
export const walkUpTo = (db: Db, name: string, id: number) =>
  db
    .insert(backfills)
    .values({ name, nextId: id, untilId: 0 })
    .onConflictDoUpdate({ target: backfills.name, set: { nextId: id } });

/**
 * Where a walk over the older requests stands (a derived table filled by the Cron, newest first): the ids at or above
 * its next_id are done, and 0 means all are. Its first run starts it above the newest request: every request stored
 * from then on is written on arrival, so the walk only goes down. No row: it never ran, nothing older is done.
 */
export const walkOf = (db: Db, walk: string) => db.select({ nextId: backfills.nextId }).from(backfills).where(eq(backfills.name, walk));

/** The walk's row, made at its first run (above the newest request), then where it stands. */
export async function startWalkDown(db: Db, walk: string): Promise<number> {
  const [, [row]] = await db.batch([
    db
      .insert(backfills)
      .select(
        db
          .select({
            name: given(walk, "name"),
            nextId: sql<number>`coalesce(max(${leads.id}), 0) + 1`.as("next_id"),
            untilId: sql<number>`coalesce(max(${leads.id}), 0) + 1`.as("until_id"),
            doneAt: given(null, "done_at"),
          })
          .from(leads)
          // A WHERE lets SQLite read the upsert after a SELECT.
          .where(sql`1`),
      )
      .onConflictDoNothing({ target: backfills.name }),
    walkOf(db, walk),
  ]);
  return row!.nextId;
}

/** The walk moved from `from` down to `to` (0: done), in the batch that wrote its rows; a second run meanwhile moves nothing. */
export const walkedDown = (db: Db, walk: string, from: number, to: number, at: Date) =>
  db
    .update(backfills)
    .set({ nextId: to, doneAt: to === 0 ? at.toISOString() : null })
    .where(and(eq(backfills.name, walk), eq(backfills.nextId, from)));

/** A request opened by a text or a call gets its case type (and the name, if given) once staff complete it. */
export const setCaseTypeStatement = (db: Db, leadId: number, completed: { caseType: string; name: string | null }, when: SQL) =>
  db
    .update(leads)
    .set({ caseType: completed.caseType, name: sql`COALESCE(${completed.name}, ${leads.name})` })
    .where(and(eq(leads.id, leadId), eq(leads.caseType, "unknown"), when));
