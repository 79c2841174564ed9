/**
 * The `deliveries` table (drizzle): one row per stored lead and channel endpoint, written
 * in the same D1 batch as the lead (docs/decisions/0025-deliveries.md). Its state is the
 * truth of what went out; queue messages and Cron runs only wake attempts up. Staff can
 * query it directly (snake_case columns, like `leads`).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import { leads } from "~/leads/table.server";

export const deliveryStatuses = ["pending", "sent", "failed", "skipped", "superseded"] as const;

/**
 * Why a delivery was skipped or superseded (docs/decisions/0035-delivery-guard.md):
 * its mailbox already got one today, a cap was reached, the request skipped Turnstile,
 * its endpoint left the settings, or its channel was switched off.
 */
export const deliveryReasons = ["same-mailbox", "cap", "turnstile", "target-removed", "channel-off"] as const;
export type DeliveryReason = (typeof deliveryReasons)[number];

export const deliveries = sqliteTable(
  "deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** 'staff-email', 'acknowledgement', ... (app/deliveries/channels.server.ts). */
    channel: text("channel").notNull(),
    /**
     * The endpoint: an inbox, the visitor's address, a URL, a phone number. '' for a
     * channel that is not fully configured. '*' on rows copied from before deliveries:
     * every staff inbox configured when it is sent.
     */
    target: text("target").notNull(),
    /** What one outage takes down together (an email binding, one webhook endpoint): a
     * success on a route makes its waiting deliveries due at once. */
    route: text("route").notNull(),
    /** 'pending' until 'sent'; 'failed' after its last attempt or when its channel is not
     * fully configured; 'skipped' when it must not go (a second acknowledgement to one
     * mailbox in a day, a cap); 'superseded' when its endpoint left the settings (or its
     * channel was switched off) before it went. */
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    /** Why it was skipped or superseded (deliveryReasons); null otherwise. */
    reason: text("reason", { enum: deliveryReasons }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    lastAttemptAt: text("last_attempt_at"),
    /** While an attempt is under way: until when it keeps other wake-ups away. */
    leaseUntil: text("lease_until"),
    /** When it may be tried next (UTC ISO-8601); null once it is sent, failed or skipped. */
    nextAttemptAt: text("next_attempt_at"),
    sentAt: text("sent_at"),
    /** The receiver's id for what it took (an email's message id, a text's SID). */
    receiverId: text("receiver_id"),
    /** Deliveries sharing this key go out once: later ones are 'skipped' (the visitor's
     * acknowledgement: one per address and Kent calendar day). */
    dedupeKey: text("dedupe_key"),
    /** What a cap counts this delivery under (an acknowledgement's recipient domain, an
     * on-call number); app/deliveries/caps.ts. */
    capKey: text("cap_key"),
    /** A text skipped by the hourly cap: the id of the summary text that counted it. */
    foldedInto: integer("folded_into"),
    createdAt: text("created_at").notNull(),
  },
  (table) => [
    unique("deliveries_lead_channel_target").on(table.leadId, table.channel, table.target),
    index("deliveries_due_idx").on(table.status, table.nextAttemptAt),
    index("deliveries_route_idx").on(table.route, table.status),
    index("deliveries_dedupe_idx").on(table.dedupeKey),
    index("deliveries_cap_idx").on(table.capKey, table.createdAt),
    index("deliveries_channel_status_idx").on(table.channel, table.status),
    check("deliveries_status_check", sql`${table.status} IN ('pending', 'sent', 'failed', 'skipped', 'superseded')`),
  ],
);

export type DeliveryRow = typeof deliveries.$inferSelect;
