/**
 * The leads repository: every read and write of the `leads` table (D1 through drizzle).
 * The lead service stores a lead before anything else happens; the notification state on
 * its row is updated by notify.server.ts.
 */
import { and, asc, eq, isNull, lte, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { type LeadRow, leads, type NewLeadRow } from "./table.server";

const db = (d1: D1Database) => drizzle(d1);

/** The fields that make two submissions "the same request". */
function sameRequest(a: Pick<LeadRow, "name" | "email" | "caseType" | "description">, b: typeof a): boolean {
  return a.name === b.name && a.email === b.email && a.caseType === b.caseType && a.description === b.description;
}

function findLeadByKey(d1: D1Database, idempotencyKey: string): Promise<LeadRow | undefined> {
  return db(d1).select().from(leads).where(eq(leads.idempotencyKey, idempotencyKey)).get();
}

type RequestFields = Parameters<typeof sameRequest>[0];

/**
 * The key a different request that arrived with an already used key is stored under (a
 * cached page can hand two visitors one key). It is derived from the request itself, so
 * a retry of that second request finds it again.
 */
async function derivedKey(idempotencyKey: string, request: RequestFields): Promise<string> {
  const text = [request.name, request.email, request.caseType, request.description].join("\u0000");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const hex = Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
  return `${idempotencyKey}.${hex}`;
}

/** The lead already stored for this request under this key (or its derived key), if any. */
export async function findStoredRequest(d1: D1Database, idempotencyKey: string, request: RequestFields): Promise<LeadRow | undefined> {
  const existing = await findLeadByKey(d1, idempotencyKey);
  if (!existing) return undefined;
  if (sameRequest(existing, request)) return existing;
  const derived = await findLeadByKey(d1, await derivedKey(idempotencyKey, request));
  return derived && sameRequest(derived, request) ? derived : undefined;
}

/**
 * Stores a lead once per request. `created` is false when the same request was already
 * stored (a retry or a double click). A different request arriving with a used key is
 * stored under a key derived from it, once too.
 */
export async function storeLead(d1: D1Database, values: NewLeadRow): Promise<{ lead: LeadRow; created: boolean }> {
  const insertOnce = async (row: NewLeadRow) =>
    (await db(d1).insert(leads).values(row).onConflictDoNothing({ target: leads.idempotencyKey }).returning())[0];

  const inserted = await insertOnce(values);
  if (inserted) return { lead: inserted, created: true };
  const existing = await findStoredRequest(d1, values.idempotencyKey, values);
  if (existing) return { lead: existing, created: false };

  const key = await derivedKey(values.idempotencyKey, values);
  const stored = await insertOnce({ ...values, idempotencyKey: key });
  if (stored) return { lead: stored, created: true };
  // A concurrent copy of this second request stored it first.
  const again = await findLeadByKey(d1, key);
  if (!again) throw new Error("Lead neither inserted nor found");
  return { lead: again, created: false };
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
