/**
 * The leads repository: every read and write of the `leads` table (D1 through drizzle).
 * The lead service stores a lead before anything else happens; the notification state on
 * its row is updated by notify.server.ts.
 */
import { and, asc, eq, isNull, lte, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { type LeadRow, leads, type NewLeadRow } from "./table.server";

const db = (d1: D1Database) => drizzle(d1);

/** The lead already stored for this request (a retry has the same lead key), if any. */
export async function findStoredRequest(d1: D1Database, leadKey: string): Promise<LeadRow | undefined> {
  return db(d1).select().from(leads).where(eq(leads.leadKey, leadKey)).get();
}

/**
 * Stores a lead once per lead key (lead-key.server.ts). `created` is false when the same
 * request was already stored (a retry, a double click, a redelivered queue message). A
 * different request that came with a used idempotency key has a lead key of its own, so
 * it is stored as a lead of its own.
 */
export async function storeLead(d1: D1Database, values: NewLeadRow): Promise<{ lead: LeadRow; created: boolean }> {
  const [inserted] = await db(d1).insert(leads).values(values).onConflictDoNothing({ target: leads.leadKey }).returning();
  if (inserted) return { lead: inserted, created: true };
  const existing = await findStoredRequest(d1, values.leadKey);
  if (!existing) throw new Error("Lead neither inserted nor found");
  return { lead: existing, created: false };
}

/**
 * Takes the next notification attempt for a lead, if nobody else has: counts the attempt
 * and holds the lead until `leaseUntil` (no Cron run takes it while it is being sent).
 * Returns the updated row, or undefined when the lead is no longer pending or another
 * worker claimed this attempt first.
 */
export async function claimNotification(
  d1: D1Database,
  lead: Pick<LeadRow, "id" | "notifyAttempts">,
  leaseUntil: string,
): Promise<LeadRow | undefined> {
  const [claimed] = await db(d1)
    .update(leads)
    .set({ notifyAttempts: lead.notifyAttempts + 1, nextAttemptAt: leaseUntil })
    .where(and(eq(leads.id, lead.id), eq(leads.notifyStatus, "pending"), eq(leads.notifyAttempts, lead.notifyAttempts)))
    .returning();
  return claimed;
}

export async function recordNotificationSent(d1: D1Database, id: number, sentAt: string): Promise<void> {
  await db(d1)
    .update(leads)
    .set({ notifyStatus: "sent", notifySentAt: sentAt, notifyLastError: null, nextAttemptAt: null })
    .where(eq(leads.id, id));
}

/** Records a failed attempt and when to try again; no next attempt marks the lead 'failed'. */
export async function recordNotificationFailure(
  d1: D1Database,
  id: number,
  error: string,
  nextAttemptAt: string | null,
): Promise<void> {
  await db(d1)
    .update(leads)
    .set({ notifyLastError: error, nextAttemptAt, ...(nextAttemptAt === null && { notifyStatus: "failed" as const }) })
    .where(eq(leads.id, id));
}

/** Leads whose notification is still pending and due by `now`, oldest first. */
export function dueNotifications(d1: D1Database, now: string, limit: number): Promise<LeadRow[]> {
  return db(d1)
    .select()
    .from(leads)
    .where(and(eq(leads.notifyStatus, "pending"), or(isNull(leads.nextAttemptAt), lte(leads.nextAttemptAt, now))))
    .orderBy(asc(leads.id))
    .limit(limit)
    .all();
}
