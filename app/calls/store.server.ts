// The calls' one writer: a call logged (with what it moves on the request, in one batch), the cadence's reads,
// and the call reminders: who is due, which calls each target was told of (the messages: the deliveries store).
import { and, asc, count, desc, eq, gte, inArray, lte, max, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { given, guardedChange } from "~/db/guarded-change.server";
import { type CallAttemptRow, callAttempts, callReminderMessages, callReminders, leads, leadStatusChanges, textMessages } from "~/db/schema.server";
import { reminderMessageStatement } from "~/deliveries/store.server";
import type { CallOutcome, LeadStatus } from "~/db/statuses";
import { dropLeadDays, dueNow, duplicateOfOpen, setCallDue, setFirstContact, statusChangeStatements } from "~/leads/store.server";
import { type CadenceAttempt, type CadenceInput, cadenceLength, nextCallDue } from "./cadence";

export async function cadenceState(db: Db, leadId: number): Promise<CadenceInput | null> {
  // The cadence restarts when staff reopen a request to "new".
  const reopened = db
    .select({ at: max(leadStatusChanges.changedAt) })
    .from(leadStatusChanges)
    .where(and(eq(leadStatusChanges.leadId, leadId), eq(leadStatusChanges.toStatus, "new")));
  const started = sql<string>`COALESCE((${reopened}), ${leads.createdAt})`;
  const lastText = db
    .select({ at: max(textMessages.createdAt) })
    .from(textMessages)
    .where(and(eq(textMessages.leadId, leadId), eq(textMessages.direction, "inbound")));
  const [[row], attempts] = await db.batch([
    db
      .select({ status: leads.status, startedAt: started, duplicate: sql<number>`${duplicateOfOpen}`, lastTextAt: sql<string | null>`(${lastText})` })
      .from(leads)
      .where(eq(leads.id, leadId)),
    db
      .select({ at: callAttempts.attemptedAt, outcome: callAttempts.outcome, callBackAt: callAttempts.callBackAt })
      .from(callAttempts)
      .where(and(eq(callAttempts.leadId, leadId), gte(callAttempts.attemptedAt, db.select({ at: started }).from(leads).where(eq(leads.id, leadId)))))
      .orderBy(asc(callAttempts.attemptedAt), asc(callAttempts.id)),
  ]);
  if (!row) return null;
  return {
    status: row.status,
    startedAt: new Date(row.startedAt),
    duplicateOfOpen: Boolean(row.duplicate),
    lastTextAt: row.lastTextAt ? new Date(row.lastTextAt) : null,
    attempts: attempts.map((a): CadenceAttempt => ({ at: new Date(a.at), outcome: a.outcome, callBackAt: a.callBackAt ? new Date(a.callBackAt) : null })),
  };
}

/** Who logged the request's last call before `at`: the missed-call text goes as theirs. */
export async function lastCallerBefore(db: Db, leadId: number, at: string): Promise<string | undefined> {
  const [row] = await db
    .select({ by: callAttempts.attemptedBy })
    .from(callAttempts)
    .where(and(eq(callAttempts.leadId, leadId), lte(callAttempts.attemptedAt, at)))
    .orderBy(desc(callAttempts.attemptedAt), desc(callAttempts.id))
    .limit(1);
  return row?.by;
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

export type CallLogOutcome = { kind: "logged"; id: number; status: LeadStatus | null } | { kind: "repeat"; attempt: CallAttemptRow } | { kind: "gone" };

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
export async function logAttempt(db: Db, attempt: Attempt): Promise<CallLogOutcome> {
  const at = attempt.at.toISOString();
  const { leadId, formKey, by } = attempt;
  const to: LeadStatus = attempt.scheduled ? "consultation-scheduled" : "contacted";
  const reached = attempt.outcome === "reached";
  const next = await dueAfter(db, attempt);
  const done = await guardedChange(db, {
    table: callAttempts,
    leadId,
    formKey,
    stamp: callAttempts.attemptedAt,
    at,
    write: db
      .insert(callAttempts)
      .select(
        db
          .select({
            id: given(null, "id"),
            leadId: leads.id,
            attemptedAt: given(at, "attempted_at"),
            attemptedBy: given(by, "attempted_by"),
            outcome: given(attempt.outcome, "outcome"),
            callBackAt: given(attempt.callBackAt, "call_back_at"),
            note: given(attempt.note, "note"),
            formKey: given(formKey, "form_key"),
          })
          .from(leads)
          .where(eq(leads.id, leadId)),
      )
      .onConflictDoNothing({ target: callAttempts.formKey })
      .returning(),
    // The call changes the numbers' day rows of the request and its first one (first call, calls until reached).
    then: (ours) => [
      setCallDue(db, leadId, next.due, ours),
      dropLeadDays(db, leadId, { when: ours }),
      // The cadence's last step went unanswered: unreachable, in the history as the cadence's doing.
      ...(next.unreachable
        ? statusChangeStatements(db, { leadId, to: "unreachable", from: "new", by: "cadence", formKey: `cadence:${formKey}`, at, when: ours })
        : []),
      ...(reached
        ? [
            ...statusChangeStatements(db, { leadId, to, from: reachMoves(attempt.scheduled), by, formKey: `attempt:${formKey}`, at, when: ours }),
            ...setFirstContact(db, leadId, at, ours),
          ]
        : []),
    ],
  });
  if (done.kind === "repeat") return { kind: "repeat", attempt: done.row };
  if (done.kind !== "applied") return { kind: "gone" };
  // The history row of a move: right after the call due and the drop (a reach never comes with the cadence's move).
  const moved = ((done.after[2] as unknown[] | undefined) ?? []).length > 0;
  return { kind: "logged", id: done.row.id, status: moved ? (reached ? to : next.unreachable ? "unreachable" : null) : null };
}

export type ReminderKind = "due" | "overdue";
export interface DueCall {
  id: number;
  owner: string | null;
  dueAt: string;
  attempts: number;
}

/** Requests whose call is due now and that someone should be told of, oldest due first. */
export function dueForReminders(db: Db, now: Date): Promise<DueCall[]> {
  const attempts = db.select({ n: count() }).from(callAttempts).where(eq(callAttempts.leadId, leads.id));
  return db
    .select({ id: leads.id, owner: leads.ownerEmail, dueAt: sql<string>`${leads.callDueAt}`, attempts: sql<number>`(${attempts})` })
    .from(leads)
    .where(dueNow(now))
    .orderBy(asc(leads.callDueAt), asc(leads.id))
    .limit(500);
}

/** The calls of `kind` already told of, as "lead due-time target". */
export async function toldAlready(db: Db, kind: ReminderKind, leadIds: number[]): Promise<Set<string>> {
  if (leadIds.length === 0) return new Set();
  // One JSON parameter: D1 binds at most 100.
  const ids = sql`(SELECT value FROM json_each(${JSON.stringify(leadIds)}))`;
  const rows = await db
    .select({ leadId: callReminders.leadId, dueAt: callReminders.dueAt, target: callReminders.target })
    .from(callReminders)
    .where(and(eq(callReminders.kind, kind), inArray(callReminders.leadId, ids)));
  return new Set(rows.map((r) => `${r.leadId} ${r.dueAt} ${r.target}`));
}

/** Writes one message and marks the calls it tells of, unless `target` had one of this kind in the last 15
 * minutes (`since`): one batch, so two Cron runs at once cannot both write one. */
export async function recordReminders(
  db: Db,
  message: { kind: ReminderKind; via: "sms" | "email"; target: string; body: string },
  calls: Pick<DueCall, "id" | "dueAt">[],
  now: Date,
  since: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const { kind, target } = message;
  const m = alias(callReminderMessages, "m");
  const [written] = await db.batch([
    reminderMessageStatement(db, message, now, since),
    db
      .insert(callReminders)
      .select(
        db
          .select({
            id: given(null, "id"),
            leadId: sql<number>`json_extract(t.value, '$.id')`.as("lead_id"),
            kind: given(kind, "kind"),
            dueAt: sql<string>`json_extract(t.value, '$.dueAt')`.as("due_at"),
            target: given(target, "target"),
            messageId: sql<number>`${m.id}`.as("message_id"),
            createdAt: given(at, "created_at"),
          })
          .from(m)
          .crossJoin(sql`json_each(${JSON.stringify(calls.map(({ id, dueAt }) => ({ id, dueAt })))}) AS t`)
          .where(and(eq(m.target, target), eq(m.kind, kind), eq(m.createdAt, at))),
      )
      .onConflictDoNothing({ target: [callReminders.leadId, callReminders.kind, callReminders.dueAt, callReminders.target] }),
  ]);
  return written.length > 0;
}
