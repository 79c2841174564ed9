/** Adds one to a day's count (app/attribution/table.server.ts). */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { type CountedEvent, dailyCounts } from "./table.server";
import { countKey, type FirstTouch } from "./first-touch.server";

/** The day in Kent, YYYY-MM-DD. */
export function kentDay(date = new Date()): string {
  return date.toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" });
}

export async function countEvent(d1: D1Database, event: CountedEvent, page: string, touch: FirstTouch): Promise<void> {
  const key = { day: kentDay(), event, page, ...countKey(touch) };
  await drizzle(d1)
    .insert(dailyCounts)
    .values({ ...key, count: 1 })
    .onConflictDoUpdate({
      target: [dailyCounts.day, dailyCounts.event, dailyCounts.page, dailyCounts.channel, dailyCounts.source, dailyCounts.campaign, dailyCounts.landingPage],
      set: { count: sql`${dailyCounts.count} + 1` },
    });
}
