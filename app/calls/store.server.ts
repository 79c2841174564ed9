// The calls' one writer: a call logged (with what it moves on the request, in one batch), and the cadence's reads.
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { given, guardedChange } from "~/db/guarded-change.server";
import { type CallAttemptRow, callAttempts, leads } from "~/db/schema.server";
import type { CallOutcome, LeadStatus } from "~/db/statuses";
import { setCallDue, setFirstContact, statusChangeStatements } from "~/leads/store.server";
import { type CadenceAttempt, type CadenceInput, cadenceLength, duplicateOfOpenSql, nextCallDue } from "./cadence";

export async function cadenceState(db: Db, leadId: number): Promise<CadenceInput | null> {
  const c = db.$client;
  // The cadence restarts when staff reopen a request to "new".
  const started = `COALESCE((SELECT MAX(changed_at) FROM lead_status_changes WHERE lead_id = ?1 AND to_status = 'new'), l.created_at)`;
  const [lead, attempts] = await c.batch<Record<string, unknown>>([
    c
      .prepare(
        `SELECT l.status, ${started} AS started_at, ${duplicateOfOpenSql("l")} AS duplicate,
           (SELECT MAX(created_at) FROM text_messages WHERE lead_id = l.id AND direction = 'inbound') AS last_text_at FROM leads l WHERE l.id = ?1`,
      )
      .bind(leadId),
    c
      .prepare(
        `SELECT attempted_at, outcome, call_back_at FROM call_attempts WHERE lead_id = ?1
           AND attempted_at >= (SELECT ${started} FROM leads l WHERE l.id = ?1) ORDER BY attempted_at, id`,
      )
      .bind(leadId),
  ]);
  const row = lead.results[0];
  if (!row) return null;
  return {
    status: row.status as LeadStatus,
    startedAt: new Date(String(row.started_at)),
    duplicateOfOpen: Boolean(row.duplicate),
    lastTextAt: row.last_text_at ? new Date(String(row.last_text_at)) : null,
    attempts: attempts.results.map(
      (a): CadenceAttempt => ({ at: new Date(String(a.attempted_at)), outcome: String(a.outcome), callBackAt: a.call_back_at ? new Date(String(a.call_back_at)) : null }),
    ),
  };
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
    then: (ours) => [
      setCallDue(db, leadId, next.due, ours),
      // The cadence's last step went unanswered: unreachable, in the history as the cadence's doing.
      ...(next.unreachable ? statusChangeStatements(db, { leadId, to: "unreachable", from: "new", by: "cadence", formKey: `cadence:${formKey}`, at, when: ours }) : []),
      ...(reached ? [setFirstContact(db, leadId, at, ours), ...statusChangeStatements(db, { leadId, to, from: reachMoves(attempt.scheduled), by, formKey: `attempt:${formKey}`, at, when: ours })] : []),
    ],
  });
  if (done.kind === "repeat") return { kind: "repeat", attempt: done.row };
  if (done.kind !== "applied") return { kind: "gone" };
  const moved = (step: number) => (done.after[step] as unknown[]).length > 0;
  return { kind: "logged", id: done.row.id, status: reached && moved(2) ? to : next.unreachable && moved(1) ? "unreachable" : null };
}
