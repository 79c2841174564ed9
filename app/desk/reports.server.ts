/** What the declines report is read from (app/desk/reports.ts writes it). */
import type { ClosedLead } from "./reports";
import type { Db } from "~/db/client.server";

/** Requests now declined or referred out whose move there fell in the range, with the reason that move recorded. */
export async function closedLeads(db: Db, range: { fromUtc: string; toUtc: string }): Promise<ClosedLead[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT l.status, c.changed_at AS closedAt, o.reason, o.referred_to AS referredTo
       FROM leads l JOIN lead_status_changes c ON c.id = (SELECT max(id) FROM lead_status_changes WHERE lead_id = l.id AND to_status = l.status)
       LEFT JOIN lead_outcomes o ON o.form_key = c.form_key
       WHERE l.status IN ('declined', 'referred-out') AND c.changed_at >= ?1 AND c.changed_at < ?2 ORDER BY c.changed_at`,
    )
    .bind(range.fromUtc, range.toUtc)
    .all<ClosedLead>();
  return results;
}
