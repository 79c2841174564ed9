/** The one writer of daily_counts: adds one to a day's count, and prunes days past the kept two years. */
import { lt, sql } from "drizzle-orm";
import { type CountedEvent, dailyCounts } from "~/db/schema.server";
import { kentDay } from "~/lib/kent-time";
import { countKey, type FirstTouch } from "./source";
import type { Db } from "~/db/client.server";

export async function countEvent(db: Db, event: CountedEvent, page: string, touch: FirstTouch): Promise<void> {
  const key = { day: kentDay(new Date()), event, page, ...countKey(touch) };
  await db
    .insert(dailyCounts)
    .values({ ...key, count: 1 })
    .onConflictDoUpdate({
      target: [dailyCounts.day, dailyCounts.event, dailyCounts.page, dailyCounts.channel, dailyCounts.source, dailyCounts.campaign, dailyCounts.landingPage],
      set: { count: sql`${dailyCounts.count} + 1` },
    });
}

/** The daily counts are kept two years (the privacy policy says so); older days are deleted. */
export const COUNTS_KEPT_DAYS = 730;

export async function pruneCounts(db: Db, now = new Date()): Promise<void> {
  const oldest = kentDay(new Date(now.getTime() - COUNTS_KEPT_DAYS * 86_400_000));
  await db.delete(dailyCounts).where(lt(dailyCounts.day, oldest));
}
