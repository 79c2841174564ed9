/** Reads what the firm's numbers are made of (numbers.ts computes them): the range's requests, from the day rows the
 * Cron keeps and, for a day without one, from the requests themselves (decision 0091); and the call taps. */
import { and, eq, gte, sql, sum } from "drizzle-orm";
import { dailyCounts } from "~/db/schema.server";
import type { LeadStatus } from "~/db/statuses";
import { adPlatformOf } from "~/spend/cost-numbers";
import type { NumbersLead } from "~/leads/lead-numbers";
import type { Db } from "~/db/client.server";
import { numbersDayRows, numbersRowsLive, type NumbersRow } from "~/leads/store.server";
import { liveSpans } from "~/db/day-rows.server";

type Range = { fromUtc: string; toUtc: string; fromDay: string; toDay: string };

/** The range's requests, oldest first: each day's row, and the days without one read live (a run of them at once). */
async function numbersRows(db: Db, range: Range): Promise<NumbersRow[]> {
  const built = await numbersDayRows(db, range.fromDay, range.toDay);
  const spans = liveSpans(range.fromDay, range.toDay, new Set(built.keys()));
  const live = await numbersRowsLive(db, spans);
  return [...built.values(), live].flat().sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function numbersData(db: Db, range: Range) {
  const [found, taps] = await Promise.all([
    numbersRows(db, range),
    db
      .select({ page: dailyCounts.page, taps: sum(dailyCounts.count).mapWith(Number) })
      .from(dailyCounts)
      .where(and(eq(dailyCounts.event, "call_tap"), gte(dailyCounts.day, range.fromDay), sql`${dailyCounts.day} <= ${range.toDay}`))
      .groupBy(dailyCounts.page)
      .orderBy(sql`2 DESC`, dailyCounts.page),
  ]);
  const requests = found.map(({ gclid, gbraid, wbraid, msclkid, fbclid, utmSource, ...lead }): NumbersLead => ({
    ...lead,
    status: lead.status as LeadStatus,
    adPlatform: adPlatformOf({ channel: lead.channel, gclid, gbraid, wbraid, msclkid, fbclid, utmSource }),
  }));
  return { leads: requests, callTaps: taps };
}
