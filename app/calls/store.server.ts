// What the cadence needs of a stored request (its status, start, attempts since then, whether it is
// a duplicate of an open one), read in one batch before a write recomputes `call_due_at`.
import { type CadenceAttempt, type CadenceInput, duplicateOfOpenSql } from "~/lib/cadence";
import type { LeadStatus } from "~/db/statuses";
import type { Db } from "~/db/client.server";


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
