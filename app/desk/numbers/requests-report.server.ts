/** The requests report's read (requests-report.ts writes it) and its download, streamed a page at a time (decision
 * 0091): formulas disarmed (app/lib/csv.ts). */
import { and, between, eq, gte, inArray, lt, max, min, not, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { callAttempts, leadAnswers, leadOutcomes, leads, leadStatusChanges } from "~/db/schema.server";
import { csvLine, csvStream } from "~/lib/csv";
import { staffOf } from "~/lib/desk-post.server";
import { errorMessage, log } from "~/lib/log";
import { readRange } from "~/lib/period";
import { REPORT_COLUMNS, type ReportLead, reportRow } from "./requests-report";

/** Requests per page: each page is five statements, whatever its rows. */
export const REPORT_PAGE = 500;

/** Gaps this small (numbers erased, or of requests on another page) are read through rather than split on. */
const GAP = 10;
/** More ranges than this (a page of scattered numbers) are read by a list instead: D1 binds at most 100 values. */
const MOST_RANGES = 40;

/**
 * The condition "one of the page's requests" for a child table's lead_id: as a few ranges of numbers, since arrival
 * order is nearly number order, so each child row is read once through its index (a list reads one probe per number,
 * about twice the rows). Rows of a number in a gap are read and left out by the caller's lookup by request.
 */
function pageRequests(ids: number[]): (column: SQLiteColumn) => SQL {
  const sorted = [...ids].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const id of sorted) {
    const last = ranges.at(-1);
    if (last && id - last[1] <= GAP) last[1] = id;
    else ranges.push([id, id]);
  }
  if (ranges.length > MOST_RANGES) return (column) => inArray(column, sql`(SELECT value FROM json_each(${JSON.stringify(sorted)}))`);
  return (column) => or(...ranges.map(([from, to]) => between(column, from, to)))!;
}

const earliest = (...times: (string | null | undefined)[]) => times.filter((t): t is string => !!t).sort()[0] ?? null;

/** One page of the range's requests after `after` (by arrival time, then number), with what the report shows of each. */
async function reportPage(db: Db, range: { fromUtc: string; toUtc: string }, after: { at: string; id: number }, size: number): Promise<ReportLead[]> {
  const page = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      name: leads.name,
      caseType: leads.caseType,
      language: leads.language,
      channel: leads.channel,
      utmCampaign: leads.utmCampaign,
      ownerEmail: leads.ownerEmail,
      status: leads.status,
      expectedFeeCents: leads.expectedFeeCents,
      firstContactAt: leads.firstContactAt,
    })
    .from(leads)
    // Not a row value `(created_at, id) > (?, ?)`: SQLite reads the whole range for that (measured 9,793 rows a page).
    .where(and(gte(leads.createdAt, after.at), lt(leads.createdAt, range.toUtc), not(and(eq(leads.createdAt, after.at), sql`${leads.id} <= ${after.id}`)!)))
    .orderBy(leads.createdAt, leads.id)
    .limit(size);
  if (page.length === 0) return [];
  const ours = pageRequests(page.map((lead) => lead.id));
  const latestOutcome = db
    .select({ id: max(leadOutcomes.id) })
    .from(leadOutcomes)
    .where(ours(leadOutcomes.leadId))
    .groupBy(leadOutcomes.leadId);
  const [calls, signed, answers, outcomes] = await db.batch([
    db
      .select({
        leadId: callAttempts.leadId,
        attempts: sql<number>`count(*)`,
        first: min(callAttempts.attemptedAt),
        reached: sql<string | null>`min(CASE WHEN ${callAttempts.outcome} = 'reached' THEN ${callAttempts.attemptedAt} END)`,
      })
      .from(callAttempts)
      .where(ours(callAttempts.leadId))
      .groupBy(callAttempts.leadId),
    db
      .select({ leadId: leadStatusChanges.leadId, at: max(leadStatusChanges.changedAt) })
      .from(leadStatusChanges)
      // `+to_status`: by the request's index (lead_id, to_status, changed_at), not every signing's (to_status, changed_at).
      .where(and(ours(leadStatusChanges.leadId), sql`+${leadStatusChanges.toStatus} = 'signed'`))
      .groupBy(leadStatusChanges.leadId),
    // As stored (the JSON text the report reads), not the object drizzle would make of it.
    db
      .select({ leadId: leadAnswers.leadId, answers: sql<string | null>`${leadAnswers.answers}` })
      .from(leadAnswers)
      .where(ours(leadAnswers.leadId)),
    db.select().from(leadOutcomes).where(inArray(leadOutcomes.id, latestOutcome)),
  ]);
  const byLead = <T extends { leadId: number }>(rows: T[]) => new Map(rows.map((row) => [row.leadId, row]));
  const [callsOf, signedOf, answersOf, outcomeOf] = [byLead(calls), byLead(signed), byLead(answers), byLead(outcomes)];
  return page.map(({ firstContactAt, ...lead }) => {
    const call = callsOf.get(lead.id);
    const outcome = outcomeOf.get(lead.id);
    return {
      ...lead,
      status: lead.status as ReportLead["status"],
      attempts: call?.attempts ?? 0,
      firstAttemptAt: call?.first ?? null,
      // Reached, counted one way (app/leads/reach.ts): the first Reached call, or an older first contact.
      firstReachedAt: earliest(firstContactAt, call?.reached),
      signedAt: signedOf.get(lead.id)?.at ?? null,
      answers: answersOf.get(lead.id)?.answers ?? null,
      outcomeStatus: outcome?.status ?? null,
      reason: outcome?.reason ?? null,
      reasonText: outcome?.reasonText ?? null,
      referredTo: outcome?.referredTo ?? null,
      referralSharePercent: outcome?.referralSharePercent ?? null,
    };
  });
}

/** The range's requests by arrival time (then number), a page of `size` at a time. */
export async function* reportPages(db: Db, range: { fromUtc: string; toUtc: string }, size = REPORT_PAGE): AsyncGenerator<ReportLead[]> {
  let after = { at: range.fromUtc, id: 0 };
  for (;;) {
    const page = await reportPage(db, range, after, size);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    after = { at: page.at(-1)!.createdAt, id: page.at(-1)!.id };
  }
}

export async function requestsExport({ context, request }: { context: Parameters<typeof staffOf>[0]; request: Request }) {
  const { db, email } = staffOf(context);
  const range = readRange(new URL(request.url));
  const now = new Date();
  let rows = 0;
  async function* lines() {
    for await (const page of reportPages(db, range)) {
      rows += page.length;
      yield page.map((row) => csvLine(reportRow(row, now)));
    }
    log("info", "desk_export", { kind: "leads", by: email, rows, from: range.fromDay, to: range.toDay });
  }
  return csvStream(`requests-${range.fromDay}-to-${range.toDay}.csv`, csvLine([...REPORT_COLUMNS]), lines(), (error) =>
    log("error", "desk_export_failed", { kind: "leads", by: email, rows, message: errorMessage(error) }),
  );
}
