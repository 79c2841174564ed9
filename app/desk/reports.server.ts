/** What the desk's reports are read from (app/desk/reports.ts writes them): one query each. */
import type { ClosedLead, ReportLead } from "./reports";
import type { Db } from "~/db/client.server";
import { firstReachSql } from "./reach";

const reportSql = `SELECT l.id, l.created_at AS createdAt, l.name, l.case_type AS caseType, l.language, l.channel, l.utm_campaign AS utmCampaign,
  l.owner_email AS ownerEmail, l.status, l.expected_fee_cents AS expectedFeeCents,
  (SELECT count(*) FROM call_attempts a WHERE a.lead_id = l.id) AS attempts,
  (SELECT min(a.attempted_at) FROM call_attempts a WHERE a.lead_id = l.id) AS firstAttemptAt,
  ${firstReachSql("l.id")} AS firstReachedAt,
  (SELECT max(c.changed_at) FROM lead_status_changes c WHERE c.lead_id = l.id AND c.to_status = 'signed') AS signedAt,
  (SELECT la.answers FROM lead_answers la WHERE la.lead_id = l.id) AS answers,
  o.status AS outcomeStatus, o.reason, o.reason_text AS reasonText, o.referred_to AS referredTo, o.referral_share_percent AS referralSharePercent
FROM leads l LEFT JOIN lead_outcomes o ON o.id = (SELECT max(id) FROM lead_outcomes WHERE lead_id = l.id)
WHERE l.created_at >= ?1 AND l.created_at < ?2 ORDER BY l.id`;

/** The range's requests (by arrival), oldest first, with what the report shows of each. */
export async function reportLeads(db: Db, range: { fromUtc: string; toUtc: string }): Promise<ReportLead[]> {
  const { results } = await db.$client.prepare(reportSql).bind(range.fromUtc, range.toUtc).all<ReportLead>();
  return results;
}

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
