// The desk's reads and writes. A change is one D1 batch: the history row (unique by its form's
// key, so a double post writes once) and the lead's new state, if it still stands where the form saw it.
import { and, asc, count, desc, eq, gte, isNull, like, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { type CallAttemptRow, callAttempts, deliveries, leadAnswers, type DeliveryRow, type LeadRow, leads, leadNotes, leadStatusChanges, type NoteRow, type StatusChangeRow } from "~/db/schema.server";
import { deadlineFlagged, deadlineRank } from "~/leads/answers.server";
import { openConflict } from "~/leads/conflicts.server";
import { type InboxView, PAGE_SIZE } from "./inbox-query";
import { type InboxSearch, likePattern, parseSearch } from "./search";
import type { LeadStatus } from "./statuses";
import type { CallOutcome } from "./call-attempts";
import { cadenceLength, chasedSql, closedStatuses, nextCallDue } from "~/lib/cadence";
import { cadenceState, duplicateOfOpenSql } from "./cadence.server";
import type { Db } from "~/db/client.server";
import { type LinkedFile, linkedFile, onePerPerson, orLinkedMatch, personRequests } from "./linked-requests.server";

export interface InboxFilters {
  view?: InboxView;
  /** The signed-in staff address ("Mine"), and the clock the due calls are read against. */
  me?: string;
  now?: Date;
  status?: LeadStatus;
  caseType?: string;
  channel?: string;
  language?: "en" | "es";
  /** Kent days, YYYY-MM-DD, as UTC instants: from the start of `from` to the end of `to`. */
  fromUtc?: string;
  toUtc?: string;
  q?: string;
  deadline?: "flagged";
  conflict?: "possible";
  page: number;
}

export type InboxRow = Pick<
  LeadRow,
  "id" | "createdAt" | "name" | "email" | "phone" | "caseType" | "language" | "channel" | "status" | "firstContactAt" | "openedAt" | "ownerEmail" | "callDueAt"
> & { attempts: number; deadlineDate: string | null; deadlineFlags: string | null; requests: number };

const closedList = sql.raw(closedStatuses.map((s) => `'${s}'`).join(", "));

/** Each view's rows and order; Due now puts a passed deadline first, then one within six months, then another
 * deadline flag (a minor, a government defendant). */
function viewOrder(filters: InboxFilters): { where: SQL[]; order: SQL[] } {
  const now = filters.now ?? new Date();
  switch (filters.view) {
    case "due":
      return {
        where: [sql.raw(chasedSql("leads")), lte(leads.callDueAt, now.toISOString())],
        order: [deadlineRank(now), asc(leads.callDueAt), asc(leads.id)],
      };
    case "mine":
      return { where: [eq(leads.ownerEmail, filters.me ?? "")], order: [sql`${leads.callDueAt} IS NULL`, asc(leads.callDueAt), desc(leads.id)] };
    case "unassigned":
      return { where: [isNull(leads.ownerEmail), sql`${leads.status} NOT IN (${closedList})`], order: [desc(leads.id)] };
    default:
      return { where: [], order: [desc(leads.id)] };
  }
}

/** A column's digits: a phone number however it was typed (spaces, dashes, brackets, dots, +). */
const phoneDigits = sql`replace(replace(replace(replace(replace(replace(${leads.phone}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

/** What staff typed (app/desk/search.ts) as SQL: the request number, the whole phone number, or every word. */
function searchCondition(search: InboxSearch): SQL {
  const any: SQL[] = [];
  if (search.requestId !== null) any.push(eq(leads.id, search.requestId));
  if (search.phoneE164) any.push(eq(leads.phoneE164, search.phoneE164));
  if (search.words.length) {
    const each = search.words.map((word) => {
      const one: SQL[] = [];
      // Each pattern fits D1's 50 bytes: parseSearch cut the word to fit.
      if (word.text) one.push(sql`${leads.name} LIKE ${likePattern(word.text)} ESCAPE '\\'`, sql`${leads.email} LIKE ${likePattern(word.text)} ESCAPE '\\'`);
      if (word.digits) one.push(like(phoneDigits, likePattern(word.digits)));
      return one.length ? or(...one)! : sql`0`;
    });
    any.push(and(...each)!);
  }
  return any.length ? or(...any)! : sql`0`;
}

export async function inbox(db: Db, filters: InboxFilters): Promise<{ rows: InboxRow[]; total: number }> {
  const view = viewOrder(filters);
  const where: SQL[] = [...view.where];
  if (filters.status) where.push(eq(leads.status, filters.status));
  if (filters.caseType) where.push(eq(leads.caseType, filters.caseType));
  if (filters.channel) where.push(eq(leads.channel, filters.channel as never));
  if (filters.language) where.push(eq(leads.language, filters.language));
  if (filters.fromUtc) where.push(gte(leads.createdAt, filters.fromUtc));
  if (filters.toUtc) where.push(lt(leads.createdAt, filters.toUtc));
  // One row per person (decision 0047): a search finds it by a linked request too. Due now needs no
  // fold: a linked request is due there only once its first request is closed.
  if (filters.q) where.push(orLinkedMatch(searchCondition(parseSearch(filters.q))));
  if (filters.view !== "due") where.push(onePerPerson);
  if (filters.deadline) where.push(deadlineFlagged(filters.now ?? new Date()));
  if (filters.conflict) where.push(openConflict);
  const condition = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await db.batch([
    db
      .select({
        id: leads.id,
        createdAt: leads.createdAt,
        name: leads.name,
        email: leads.email,
        phone: leads.phone,
        caseType: leads.caseType,
        language: leads.language,
        channel: leads.channel,
        status: leads.status,
        firstContactAt: leads.firstContactAt,
        openedAt: leads.openedAt,
        ownerEmail: leads.ownerEmail,
        callDueAt: leads.callDueAt,
        attempts: sql<number>`(SELECT COUNT(*) FROM call_attempts WHERE call_attempts.lead_id = ${leads.id})`,
        deadlineDate: leadAnswers.deadlineDate,
        deadlineFlags: leadAnswers.deadlineFlags,
        requests: personRequests,
      })
      .from(leads)
      .leftJoin(leadAnswers, eq(leadAnswers.leadId, leads.id))
      .where(condition)
      .orderBy(...view.order)
      .limit(PAGE_SIZE)
      .offset((filters.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(leads).where(condition),
  ]);
  return { rows, total };
}

export interface LeadFile {
  lead: LeadRow;
  deliveries: DeliveryRow[];
  changes: StatusChangeRow[];
  notes: NoteRow[];
  attempts: CallAttemptRow[];
  linked: LinkedFile;
}

/** One request with everything about it, oldest history first. */
export async function leadFile(db: Db, id: number): Promise<LeadFile | undefined> {
  const [[lead], rows, changes, notes, attempts] = await db.batch([
    db.select().from(leads).where(eq(leads.id, id)),
    db.select().from(deliveries).where(eq(deliveries.leadId, id)).orderBy(deliveries.id),
    db.select().from(leadStatusChanges).where(eq(leadStatusChanges.leadId, id)).orderBy(leadStatusChanges.id),
    db.select().from(leadNotes).where(eq(leadNotes.leadId, id)).orderBy(leadNotes.id),
    db.select().from(callAttempts).where(eq(callAttempts.leadId, id)).orderBy(callAttempts.id),
  ]);
  return lead ? { lead, deliveries: rows, changes, notes, attempts, linked: await linkedFile(db, lead) } : undefined;
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

/**
 * Moves a request to a new status, if it still has the status the form showed and this
 * form was not posted before; otherwise says why nothing changed.
 */
export async function changeStatus(db: Db, change: StatusChange): Promise<StatusOutcome> {
  const at = change.at.toISOString();
  const fee = change.to === "signed" ? change.expectedFeeCents : null;
  const [history] = await db.$client.batch([
    db.$client
      .prepare(
        `INSERT INTO lead_status_changes (lead_id, changed_at, changed_by, from_status, to_status, expected_fee_cents, form_key)
         SELECT id, ?2, ?3, status, ?4, ?5, ?6 FROM leads WHERE id = ?1 AND status = ?7 AND ?4 <> status
         ON CONFLICT (form_key) DO NOTHING`,
      )
      .bind(change.leadId, at, change.by, change.to, fee, change.formKey, change.from),
    // Only when the history row above was written (the same form key, this change).
    db.$client
      .prepare(
        `UPDATE leads SET status = ?2,
           expected_fee_cents = CASE WHEN ?2 = 'signed' THEN ?3 ELSE expected_fee_cents END,
           call_due_at = CASE WHEN ?2 = 'new' AND NOT ${duplicateOfOpenSql("leads")} THEN ?4 ELSE NULL END
         WHERE id = ?1 AND EXISTS (SELECT 1 FROM lead_status_changes WHERE form_key = ?5 AND lead_id = ?1 AND changed_at = ?4)`,
      )
      .bind(change.leadId, change.to, fee, at, change.formKey),
  ]);
  if (history.meta.changes > 0) return { kind: "changed" };
  const [[lead], [repeat], [latest]] = await db.batch([
    db.select({ status: leads.status }).from(leads).where(eq(leads.id, change.leadId)),
    db.select().from(leadStatusChanges).where(and(eq(leadStatusChanges.formKey, change.formKey), eq(leadStatusChanges.leadId, change.leadId))),
    db.select().from(leadStatusChanges).where(eq(leadStatusChanges.leadId, change.leadId)).orderBy(desc(leadStatusChanges.id)).limit(1),
  ]);
  if (!lead) return { kind: "gone" };
  if (repeat) return { kind: "repeat", change: repeat };
  const status = lead.status as LeadStatus;
  if (status !== change.from) return { kind: "stale", status, change: latest };
  return { kind: "same", status };
}

export async function addNote(db: Db, note: { leadId: number; body: string; by: string; formKey: string; at: Date }): Promise<boolean> {
  const result = await db.$client
    .prepare(`INSERT INTO lead_notes (lead_id, created_at, author, body, form_key) SELECT id, ?2, ?3, ?4, ?5 FROM leads WHERE id = ?1 ON CONFLICT (form_key) DO NOTHING`)
    .bind(note.leadId, note.at.toISOString(), note.by, note.body, note.formKey)
    .run();
  return result.meta.changes > 0;
}

export interface Attempt {
  leadId: number;
  outcome: CallOutcome;
  callBackAt: string | null;
  note: string | null;
  /** Reached only: book the consultation in the same step. */
  scheduled: boolean;
  by: string;
  formKey: string;
  at: Date;
}

export type AttemptOutcome = { kind: "logged"; id: number; status: LeadStatus | null } | { kind: "repeat"; attempt: CallAttemptRow } | { kind: "gone" };

/** Where a reach moves a request from; a closed one stays closed. */
const reachMoves = (scheduled: boolean): LeadStatus[] => (scheduled ? ["new", "contacted", "unreachable"] : ["new", "unreachable"]);

/** The request's next due call once this attempt is written, and whether it used the cadence's last step. */
async function dueAfter(db: Db, attempt: Attempt): Promise<{ due: string | null; unreachable: boolean }> {
  const state = await cadenceState(db, attempt.leadId);
  if (!state || attempt.outcome === "reached") return { due: null, unreachable: false };
  const attempts = [...state.attempts, { at: attempt.at, outcome: attempt.outcome, callBackAt: attempt.callBackAt ? new Date(attempt.callBackAt) : null }];
  const due = nextCallDue({ ...state, attempts });
  const unreachable = due === null && state.status === "new" && attempt.outcome !== "call-back" && attempts.length >= cadenceLength();
  return { due: due?.toISOString() ?? null, unreachable };
}

/**
 * Logs a call in one batch; every later statement runs only if this post wrote the attempt
 * (its form key at this post's time), so a double tap logs and moves once. A reach sets the
 * first contact if none, and moves the request on with a history row keyed on the attempt.
 */
export async function logAttempt(db: Db, attempt: Attempt): Promise<AttemptOutcome> {
  const at = attempt.at.toISOString();
  const reached = attempt.outcome === "reached";
  const to: LeadStatus = attempt.scheduled ? "consultation-scheduled" : "contacted";
  const from = reachMoves(attempt.scheduled);
  const statusKey = `attempt:${attempt.formKey}`;
  const ours = `EXISTS (SELECT 1 FROM call_attempts WHERE form_key = ?2 AND lead_id = ?1 AND attempted_at = ?3)`;
  const c = db.$client;
  const next = await dueAfter(db, attempt);
  const cadenceKey = `cadence:${attempt.formKey}`;
  const [written, , moved, , , gaveUp] = await c.batch([
    c
      .prepare(
        `INSERT INTO call_attempts (lead_id, attempted_at, attempted_by, outcome, call_back_at, note, form_key)
         SELECT id, ?3, ?4, ?5, ?6, ?7, ?2 FROM leads WHERE id = ?1 ON CONFLICT (form_key) DO NOTHING`,
      )
      .bind(attempt.leadId, attempt.formKey, at, attempt.by, attempt.outcome, attempt.callBackAt, attempt.note),
    c.prepare(`UPDATE leads SET first_contact_at = ?3 WHERE id = ?1 AND first_contact_at IS NULL AND ?4 AND ${ours}`).bind(attempt.leadId, attempt.formKey, at, reached ? 1 : 0),
    c
      .prepare(
        `INSERT INTO lead_status_changes (lead_id, changed_at, changed_by, from_status, to_status, form_key)
         SELECT id, ?3, ?4, status, ?5, ?6 FROM leads WHERE id = ?1 AND ?7 AND status IN (SELECT value FROM json_each(?8)) AND ${ours}
         ON CONFLICT (form_key) DO NOTHING`,
      )
      .bind(attempt.leadId, attempt.formKey, at, attempt.by, to, statusKey, reached ? 1 : 0, JSON.stringify(from)),
    c.prepare(`UPDATE leads SET status = ?3 WHERE id = ?1 AND EXISTS (SELECT 1 FROM lead_status_changes WHERE form_key = ?2 AND lead_id = ?1 AND changed_at = ?4)`).bind(attempt.leadId, statusKey, to, at),
    c.prepare(`UPDATE leads SET call_due_at = ?4 WHERE id = ?1 AND ${ours}`).bind(attempt.leadId, attempt.formKey, at, next.due),
    // The cadence's last step went unanswered: unreachable, in the history as the cadence's doing.
    c
      .prepare(
        `INSERT INTO lead_status_changes (lead_id, changed_at, changed_by, from_status, to_status, form_key)
         SELECT id, ?3, 'cadence', status, 'unreachable', ?4 FROM leads WHERE id = ?1 AND ?5 AND status = 'new' AND ${ours}
         ON CONFLICT (form_key) DO NOTHING`,
      )
      .bind(attempt.leadId, attempt.formKey, at, cadenceKey, next.unreachable ? 1 : 0),
    c.prepare(`UPDATE leads SET status = 'unreachable' WHERE id = ?1 AND EXISTS (SELECT 1 FROM lead_status_changes WHERE form_key = ?2 AND lead_id = ?1 AND changed_at = ?3)`).bind(attempt.leadId, cadenceKey, at),
  ]);
  if (written!.meta.changes > 0) {
    const status = moved!.meta.changes > 0 ? to : gaveUp!.meta.changes > 0 ? "unreachable" : null;
    return { kind: "logged", id: Number(written!.meta.last_row_id), status };
  }
  const [repeat] = await db.select().from(callAttempts).where(and(eq(callAttempts.formKey, attempt.formKey), eq(callAttempts.leadId, attempt.leadId)));
  return repeat ? { kind: "repeat", attempt: repeat } : { kind: "gone" };
}
