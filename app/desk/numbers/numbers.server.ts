/** Reads what the firm's numbers are made of (numbers.ts computes them): the range's requests and call taps. */
import { and, eq, gte, lt, sql, sum } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { dailyCounts, leads } from "~/db/schema.server";
import type { LeadStatus } from "~/db/statuses";
import { adPlatformOf } from "~/spend/cost-numbers";
import type { NumbersLead } from "~/leads/lead-numbers";
import type { Db } from "~/db/client.server";
import { firstReach, firstReachedCall } from "~/desk/reach";

const l = alias(leads, "l");
// Named by hand: drizzle leaves a one-table query's columns unqualified, which the subqueries would read as their own.
const [id, duplicateOf, status] = [sql`l.id`, sql`l.duplicate_of`, sql`l.status`];
/** A request's person: itself and the requests linked to it. */
const person = sql`SELECT id FROM leads WHERE id = ${id} OR duplicate_of = ${id}`;
const reachedCall = firstReachedCall(person);

/**
 * The range's requests, each person's work folded into their first request: the first call and reach on
 * any of their requests, the calls until reached, "signed" if any is. A linked request keeps only its link.
 */
const rows = (db: Db, range: { fromUtc: string; toUtc: string }) =>
  db
    .select({
      createdAt: l.createdAt,
      channel: l.channel,
      utmCampaign: l.utmCampaign,
      ownerEmail: l.ownerEmail,
      gclid: l.gclid,
      gbraid: l.gbraid,
      wbraid: l.wbraid,
      msclkid: l.msclkid,
      fbclid: l.fbclid,
      utmSource: l.utmSource,
      duplicateOf: sql<number | null>`CASE WHEN EXISTS (SELECT 1 FROM leads f WHERE f.id = ${duplicateOf}) THEN ${duplicateOf} END`,
      status: sql<LeadStatus>`CASE WHEN EXISTS (SELECT 1 FROM leads g WHERE g.id IN (${person}) AND g.status = 'signed') THEN 'signed' ELSE ${status} END`,
      expectedFeeCents: sql<number | null>`(SELECT sum(g.expected_fee_cents) FROM leads g WHERE g.id IN (${person}) AND g.status = 'signed')`,
      firstAttemptAt: sql<string | null>`(SELECT min(a.attempted_at) FROM call_attempts a WHERE a.lead_id IN (${person}))`,
      firstContactAt: firstReach(person),
      attemptsUntilReached: sql<
        number | null
      >`CASE WHEN ${reachedCall} IS NOT NULL THEN (SELECT count(*) FROM call_attempts a WHERE a.lead_id IN (${person}) AND a.attempted_at <= ${reachedCall}) END`,
    })
    .from(l)
    .where(and(gte(l.createdAt, range.fromUtc), lt(l.createdAt, range.toUtc)));

export async function numbersData(db: Db, range: { fromUtc: string; toUtc: string; fromDay: string; toDay: string }) {
  const [found, taps] = await Promise.all([
    rows(db, range),
    db
      .select({ page: dailyCounts.page, taps: sum(dailyCounts.count).mapWith(Number) })
      .from(dailyCounts)
      .where(and(eq(dailyCounts.event, "call_tap"), gte(dailyCounts.day, range.fromDay), sql`${dailyCounts.day} <= ${range.toDay}`))
      .groupBy(dailyCounts.page)
      .orderBy(sql`2 DESC`, dailyCounts.page),
  ]);
  const requests = found.map(({ gclid, gbraid, wbraid, msclkid, fbclid, utmSource, ...lead }): NumbersLead => ({
    ...lead,
    adPlatform: adPlatformOf({ channel: lead.channel, gclid, gbraid, wbraid, msclkid, fbclid, utmSource }),
  }));
  return { leads: requests, callTaps: taps };
}
