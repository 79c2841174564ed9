/** Reads what the firm's numbers are made of (numbers.ts computes them): the range's requests and call taps. */
import { and, eq, gte, sql, sum } from "drizzle-orm";
import { dailyCounts } from "~/db/schema.server";
import { type AdTouch, adPlatformOf } from "~/spend/cost-numbers";
import type { NumbersLead } from "~/leads/lead-numbers";
import type { Db } from "~/db/client.server";
import { firstReachSql, firstReachedCallSql } from "~/desk/reach";

/** A request's person: itself and the requests linked to it (`l` is the request). */
const person = "SELECT id FROM leads WHERE id = l.id OR duplicate_of = l.id";
const firstReachedCall = firstReachedCallSql(person);

/**
 * The range's requests, each person's work folded into their first request: the first call and reach on
 * any of their requests, the calls until reached, "signed" if any is. A linked request keeps only its link.
 */
const rowsSql = `SELECT l.created_at AS createdAt, l.channel, l.utm_campaign AS utmCampaign, l.owner_email AS ownerEmail,
  l.gclid, l.gbraid, l.wbraid, l.msclkid, l.fbclid, l.utm_source AS utmSource,
  CASE WHEN EXISTS (SELECT 1 FROM leads f WHERE f.id = l.duplicate_of) THEN l.duplicate_of END AS duplicateOf,
  CASE WHEN EXISTS (SELECT 1 FROM leads g WHERE g.id IN (${person}) AND g.status = 'signed') THEN 'signed' ELSE l.status END AS status,
  (SELECT sum(g.expected_fee_cents) FROM leads g WHERE g.id IN (${person}) AND g.status = 'signed') AS expectedFeeCents,
  (SELECT min(a.attempted_at) FROM call_attempts a WHERE a.lead_id IN (${person})) AS firstAttemptAt,
  ${firstReachSql(person)} AS firstContactAt,
  CASE WHEN ${firstReachedCall} IS NOT NULL THEN (SELECT count(*) FROM call_attempts a WHERE a.lead_id IN (${person}) AND a.attempted_at <= ${firstReachedCall}) END AS attemptsUntilReached
FROM leads l WHERE l.created_at >= ?1 AND l.created_at < ?2`;

export async function numbersData(db: Db, range: { fromUtc: string; toUtc: string; fromDay: string; toDay: string }) {
  const [rows, taps] = await Promise.all([
    db.$client.prepare(rowsSql).bind(range.fromUtc, range.toUtc).all<NumbersLead & AdTouch>(),
    db
      .select({ page: dailyCounts.page, taps: sum(dailyCounts.count).mapWith(Number) })
      .from(dailyCounts)
      .where(and(eq(dailyCounts.event, "call_tap"), gte(dailyCounts.day, range.fromDay), sql`${dailyCounts.day} <= ${range.toDay}`))
      .groupBy(dailyCounts.page)
      .orderBy(sql`2 DESC`, dailyCounts.page),
  ]);
  const leads = rows.results.map(({ gclid, gbraid, wbraid, msclkid, fbclid, utmSource, ...lead }): NumbersLead => ({ ...lead, adPlatform: adPlatformOf({ channel: lead.channel, gclid, gbraid, wbraid, msclkid, fbclid, utmSource }) }));
  return { leads, callTaps: taps };
}
