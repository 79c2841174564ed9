/** The requests report's read (requests-report.ts writes it) and its download: formulas disarmed (app/lib/csv.ts). */
import type { Db } from "~/db/client.server";
import { firstReachSql } from "~/desk/reach";
import { csvDownload, csvLine } from "~/lib/csv";
import { staffOf } from "~/lib/desk-post.server";
import { log } from "~/lib/log";
import { readRange } from "~/lib/period";
import { REPORT_COLUMNS, type ReportLead, reportRow } from "./requests-report";

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

export async function requestsExport({ context, request }: { context: Parameters<typeof staffOf>[0]; request: Request }) {
  const { db, email } = staffOf(context);
  const range = readRange(new URL(request.url));
  const rows = await reportLeads(db, range);
  const now = new Date();
  log("info", "desk_export", { kind: "leads", by: email, rows: rows.length, from: range.fromDay, to: range.toDay });
  return csvDownload(`requests-${range.fromDay}-to-${range.toDay}.csv`, [csvLine([...REPORT_COLUMNS]), ...rows.map((row) => csvLine(reportRow(row, now)))]);
}
