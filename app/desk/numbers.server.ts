/** Reads what the firm's numbers are made of (numbers.ts computes them): the range's requests and call taps. */
import { and, eq, gte, lt, sql, sum } from "drizzle-orm";
import { dailyCounts, leads } from "~/db/schema.server";
import type { NumbersLead } from "./numbers";
import type { Db } from "~/db/client.server";

export async function numbersData(db: Db, range: { fromUtc: string; toUtc: string; fromDay: string; toDay: string }) {
  const [rows, taps] = await db.batch([
    db
      .select({
        createdAt: leads.createdAt,
        channel: leads.channel,
        utmCampaign: leads.utmCampaign,
        status: leads.status,
        firstContactAt: leads.firstContactAt,
        expectedFeeCents: leads.expectedFeeCents,
      })
      .from(leads)
      .where(and(gte(leads.createdAt, range.fromUtc), lt(leads.createdAt, range.toUtc))),
    db
      .select({ page: dailyCounts.page, taps: sum(dailyCounts.count).mapWith(Number) })
      .from(dailyCounts)
      .where(and(eq(dailyCounts.event, "call_tap"), gte(dailyCounts.day, range.fromDay), sql`${dailyCounts.day} <= ${range.toDay}`))
      .groupBy(dailyCounts.page)
      .orderBy(sql`2 DESC`, dailyCounts.page),
  ]);
  return { leads: rows as NumbersLead[], callTaps: taps };
}

/** Signed requests that came from a Google ad click, signed within the range: when, and the fee expected. */
export async function signedFromGoogleAds(db: Db, range: { fromUtc: string; toUtc: string }) {
  const { results } = await db.$client
    .prepare(
      `SELECT l.gclid AS gclid, MAX(c.changed_at) AS signedAt, l.expected_fee_cents AS expectedFeeCents
       FROM leads l JOIN lead_status_changes c ON c.lead_id = l.id AND c.to_status = 'signed'
       WHERE l.status = 'signed' AND l.gclid IS NOT NULL AND l.gclid <> ''
       GROUP BY l.id HAVING MAX(c.changed_at) >= ?1 AND MAX(c.changed_at) < ?2 ORDER BY signedAt`,
    )
    .bind(range.fromUtc, range.toUtc)
    .all<{ gclid: string; signedAt: string; expectedFeeCents: number | null }>();
  return results;
}

/** Every column of the range's requests, oldest first, for the CSV export. */
export async function leadsForExport(db: Db, range: { fromUtc: string; toUtc: string }) {
  const { results } = await db.$client.prepare("SELECT * FROM leads WHERE created_at >= ?1 AND created_at < ?2 ORDER BY id").bind(range.fromUtc, range.toUtc).all<Record<string, unknown>>();
  return results;
}
