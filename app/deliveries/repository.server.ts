/**
 * Every read and write of the `deliveries` table. The engine (engine.server.ts) moves a
 * delivery along: claim an attempt (counted first, so two wake-ups never take the same
 * attempt), then record it sent, or its next attempt, or failed.
 */
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { type LeadRow, leads } from "~/leads/table.server";
import type { PlannedDelivery } from "./plan.server";
import { SWEEP_GRACE_MS } from "./schedule";
import { type DeliveryRow, deliveries } from "./table.server";

const db = (d1: D1Database) => drizzle(d1);
type Db = ReturnType<typeof db>;

/** No attempt under way (or the one that was has outlived its lease: it died). */
const notLeased = (now: Date) => or(isNull(deliveries.leaseUntil), lte(deliveries.leaseUntil, now.toISOString()));

/** Why a delivery was recorded 'skipped': another with its dedupe key went out. */
export const SKIPPED_NOTE = "Not sent: this address already got one today";

/**
 * The statement that writes one planned delivery, for the batch that stores its lead. It
 * writes only for the row that batch created (a retry's lead row keeps the deliveries it
 * has: its `created_at` is another request's), and once per lead, channel and target.
 * A delivery whose dedupe key another pending or sent delivery holds is written 'skipped'.
 */
export function plannedDeliveryStatement(d1: D1Database, lead: { leadKey: string; createdAt: string }, planned: PlannedDelivery, now: Date): D1PreparedStatement {
  const nextAttemptAt = planned.status === "pending" ? new Date(now.getTime() + SWEEP_GRACE_MS).toISOString() : null;
  return d1
    .prepare(
      `WITH seen AS (
        SELECT EXISTS (SELECT 1 FROM deliveries WHERE dedupe_key = ?1 AND status IN ('pending', 'sent')) AS taken
      )
      INSERT INTO deliveries (lead_id, channel, target, route, status, last_error, next_attempt_at, dedupe_key, created_at)
      SELECT leads.id, ?2, ?3, ?4,
        CASE WHEN seen.taken THEN 'skipped' ELSE ?5 END,
        CASE WHEN seen.taken THEN ?6 ELSE ?7 END,
        CASE WHEN seen.taken THEN NULL ELSE ?8 END,
        ?1, ?9
      FROM leads, seen
      WHERE leads.lead_key = ?10 AND leads.created_at = ?11
      ON CONFLICT (lead_id, channel, target) DO NOTHING`,
    )
    .bind(
      planned.dedupeKey,
      planned.channel,
      planned.target,
      planned.route,
      planned.status,
      SKIPPED_NOTE,
      planned.lastError,
      nextAttemptAt,
      now.toISOString(),
      lead.leadKey,
      lead.createdAt,
    );
}

/** Every delivery of the lead with this key. */
export const deliveriesOfLeadKey = (d: Db, leadKey: string) =>
  d.select().from(deliveries).where(inArray(deliveries.leadId, d.select({ id: leads.id }).from(leads).where(eq(leads.leadKey, leadKey)))).orderBy(asc(deliveries.id));

export async function leadWithDeliveries(d1: D1Database, leadId: number): Promise<{ lead: LeadRow | undefined; deliveries: DeliveryRow[] }> {
  const d = db(d1);
  const [lead, rows] = await d.batch([
    d.select().from(leads).where(eq(leads.id, leadId)),
    d.select().from(deliveries).where(eq(deliveries.leadId, leadId)).orderBy(asc(deliveries.id)),
  ]);
  return { lead: lead[0], deliveries: rows };
}

/**
 * Takes attempt `attempts + 1` of a pending delivery, if nobody has: counts it and holds
 * the delivery until `leaseUntil`. Undefined when it is no longer pending or another
 * wake-up took this attempt first.
 */
export async function claimAttempt(d1: D1Database, id: number, attempts: number, now: Date, leaseUntil: Date): Promise<DeliveryRow | undefined> {
  const [claimed] = await db(d1)
    .update(deliveries)
    .set({ attempts: attempts + 1, lastAttemptAt: now.toISOString(), leaseUntil: leaseUntil.toISOString() })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, "pending"), eq(deliveries.attempts, attempts), notLeased(now)))
    .returning();
  return claimed;
}

/** Records attempt `attempts` as delivered (only if no later attempt was taken since). */
export async function recordSent(d1: D1Database, id: number, attempts: number, sentAt: string, receiverId: string | null): Promise<void> {
  await db(d1)
    .update(deliveries)
    .set({ status: "sent", sentAt, receiverId, lastError: null, nextAttemptAt: null, leaseUntil: null })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, "pending"), eq(deliveries.attempts, attempts)));
}

/** Records a failed attempt: tried again at `nextAttemptAt`, or (null) given up. */
export async function recordFailure(d1: D1Database, id: number, error: string, nextAttemptAt: Date | null): Promise<void> {
  await db(d1)
    .update(deliveries)
    .set({ lastError: error, nextAttemptAt: nextAttemptAt?.toISOString() ?? null, leaseUntil: null, ...(nextAttemptAt === null && { status: "failed" as const }) })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, "pending")));
}

/** Pending deliveries due by `now` (or never scheduled: rows copied from before deliveries), oldest first. */
export function dueDeliveries(d1: D1Database, now: Date, limit: number): Promise<DeliveryRow[]> {
  return db(d1)
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.status, "pending"), or(isNull(deliveries.nextAttemptAt), lte(deliveries.nextAttemptAt, now.toISOString())), notLeased(now)))
    .orderBy(asc(deliveries.id))
    .limit(limit)
    .all();
}

/**
 * For each route with deliveries waiting out a retry, the one due soonest: the Cron
 * sweep tries it early, so a route that came back is found within a minute.
 */
export function waitingPerRoute(d1: D1Database, now: Date): Promise<DeliveryRow[]> {
  const soonest = db(d1)
    .select({ id: sql<number>`min(${deliveries.id})` })
    .from(deliveries)
    .where(and(eq(deliveries.status, "pending"), gt(deliveries.attempts, 0), gt(deliveries.nextAttemptAt, now.toISOString()), notLeased(now)))
    .groupBy(deliveries.route);
  return db(d1).select().from(deliveries).where(inArray(deliveries.id, soonest)).all();
}

/** Makes every delivery waiting on `route` due now; returns them (their attempt counts) to wake. */
export function makeRouteDue(d1: D1Database, route: string, now: Date): Promise<Pick<DeliveryRow, "id" | "attempts">[]> {
  return db(d1)
    .update(deliveries)
    .set({ nextAttemptAt: now.toISOString() })
    .where(and(eq(deliveries.route, route), eq(deliveries.status, "pending"), gt(deliveries.attempts, 0), gt(deliveries.nextAttemptAt, now.toISOString()), notLeased(now)))
    .returning({ id: deliveries.id, attempts: deliveries.attempts });
}
