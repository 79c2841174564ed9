/**
 * Call taps and consultation requests counted per day, page and first touch: an
 * aggregate, so no row is about one visitor and no address is kept (drizzle; the SQL is
 * in migrations/). Read by `npm run leads -- --report`.
 */
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const countedEvents = ["call_tap", "consultation_request"] as const;
export type CountedEvent = (typeof countedEvents)[number];

export const dailyCounts = sqliteTable(
  "daily_counts",
  {
    /** The day in Kent (America/Los_Angeles), YYYY-MM-DD. */
    day: text("day").notNull(),
    event: text("event", { enum: countedEvents }).notNull(),
    /** The page it happened on (path), e.g. /kent-wa/car-accident-lawyer. */
    page: text("page").notNull(),
    /** The first touch of the visit ('' when not known): channel, source, campaign, landing page (path). */
    channel: text("channel").notNull().default(""),
    source: text("source").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    landingPage: text("landing_page").notNull().default(""),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.event, table.page, table.channel, table.source, table.campaign, table.landingPage] })],
);
