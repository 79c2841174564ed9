/**
 * The leads repository: every read and write of the `leads` table (D1 through drizzle).
 * A lead is stored before anything else happens; the notification state on its row is
 * updated by notify.server.ts.
 */
import { and, asc, eq, isNull, lte, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { type LeadRow, leads, type NewLeadRow } from "./schema";

const db = (d1: D1Database) => drizzle(d1);

/** The fields that make two submissions "the same request". */
export function sameRequest(a: Pick<LeadRow, "name" | "email" | "caseType" | "description">, b: typeof a): boolean {
  return a.name === b.name && a.email === b.email && a.caseType === b.caseType && a.description === b.description;
}

export async function findLeadByKey(d1: D1Database, idempotencyKey: string): Promise<LeadRow | undefined> {
  return await db(d1).select().from(leads).where(eq(leads.idempotencyKey, idempotencyKey)).get();
}

export function findLead(d1: D1Database, id: number): Promise<LeadRow | undefined> {
  return db(d1).select().from(leads).where(eq(leads.id, id)).get();
}

/**
 * Stores a lead once per idempotency key. `created` is false when the same request was
 * already stored under that key (a retry or a double click). A different request
 * arriving with a used key (e.g. from a cached page) is stored under a new key.
 */
export async function storeLead(d1: D1Database, values: NewLeadRow): Promise<{ lead: LeadRow; created: boolean }> {
  const [inserted] = await db(d1)
    .insert(leads)
    .values(values)
    .onConflictDoNothing({ target: leads.idempotencyKey })
    .returning();
  if (inserted) return { lead: inserted, created: true };

  const existing = await findLeadByKey(d1, values.idempotencyKey);
  if (existing && sameRequest(existing, values)) return { lead: existing, created: false };
  const [stored] = await db(d1)
    .insert(leads)
    .values({ ...values, idempotencyKey: `${values.idempotencyKey}.${crypto.randomUUID()}` })
    .returning();
  return { lead: stored, created: true };
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
