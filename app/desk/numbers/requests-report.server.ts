/** The requests report's read (requests-report.ts writes it) and its download: formulas disarmed (app/lib/csv.ts). */
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { leadOutcomes, leads } from "~/db/schema.server";
import { firstReach } from "~/leads/reach";
import { csvDownload, csvLine } from "~/lib/csv";
import { staffOf } from "~/lib/desk-post.server";
import { log } from "~/lib/log";
import { readRange } from "~/lib/period";
import { REPORT_COLUMNS, type ReportLead, reportRow } from "./requests-report";

const l = alias(leads, "l");
const o = alias(leadOutcomes, "o");

/** The range's requests (by arrival), oldest first, with what the report shows of each. */
export function reportLeads(db: Db, range: { fromUtc: string; toUtc: string }): Promise<ReportLead[]> {
  return db
    .select({
      id: l.id,
      createdAt: l.createdAt,
      name: l.name,
      caseType: l.caseType,
      language: l.language,
      channel: l.channel,
      utmCampaign: l.utmCampaign,
      ownerEmail: l.ownerEmail,
      status: l.status,
      expectedFeeCents: l.expectedFeeCents,
      attempts: sql<number>`(SELECT count(*) FROM call_attempts a WHERE a.lead_id = ${l.id})`,
      firstAttemptAt: sql<string | null>`(SELECT min(a.attempted_at) FROM call_attempts a WHERE a.lead_id = ${l.id})`,
      firstReachedAt: firstReach(sql`${l.id}`),
      signedAt: sql<string | null>`(SELECT max(c.changed_at) FROM lead_status_changes c WHERE c.lead_id = ${l.id} AND c.to_status = 'signed')`,
      answers: sql<string | null>`(SELECT la.answers FROM lead_answers la WHERE la.lead_id = ${l.id})`,
      outcomeStatus: o.status,
      reason: o.reason,
      reasonText: o.reasonText,
      referredTo: o.referredTo,
      referralSharePercent: o.referralSharePercent,
    })
    .from(l)
    .leftJoin(o, eq(o.id, sql`(SELECT max(id) FROM lead_outcomes WHERE lead_id = ${l.id})`))
    .where(and(gte(l.createdAt, range.fromUtc), lt(l.createdAt, range.toUtc)))
    .orderBy(l.id);
}

export async function requestsExport({ context, request }: { context: Parameters<typeof staffOf>[0]; request: Request }) {
  const { db, email } = staffOf(context);
  const range = readRange(new URL(request.url));
  const rows = await reportLeads(db, range);
  const now = new Date();
  log("info", "desk_export", { kind: "leads", by: email, rows: rows.length, from: range.fromDay, to: range.toDay });
  return csvDownload(`requests-${range.fromDay}-to-${range.toDay}.csv`, [csvLine([...REPORT_COLUMNS]), ...rows.map((row) => csvLine(reportRow(row, now)))]);
}
