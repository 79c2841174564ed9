/**
 * The leads repository: every read and write of the `leads` table (D1 through drizzle).
 * The lead service stores a lead, with its deliveries, before anything else happens.
 */
import { eq, isNull } from "drizzle-orm";
import type { PlannedDelivery } from "~/deliveries/plan.server";
import { deliveriesOfLeadKey, plannedDeliveryStatement } from "~/deliveries/repository.server";
import { type DeliveryRow, type LeadRow, leads, type NewLeadRow } from "~/db/schema.server";
import { personColumns } from "~/lib/people";
import type { Db } from "~/db/client.server";


/** The lead already stored for this request (a retry has the same lead key), if any. */
export async function findStoredRequest(db: Db, leadKey: string): Promise<LeadRow | undefined> {
  return db.select().from(leads).where(eq(leads.leadKey, leadKey)).get();
}

/** A lead after its store: its row, whether this store created it, and its deliveries. */
export interface StoredLead {
  lead: LeadRow;
  created: boolean;
  deliveries: DeliveryRow[];
}

/**
 * Stores a lead once per lead key (lead-key.server.ts), with its planned deliveries, in
 * one D1 batch: both or neither; then reads them back. `created` is false when the same request was already
 * stored (a retry, a double click, a redelivered queue message); its deliveries are then
 * the ones it got the first time. A different request that came with a used idempotency
 * key has a lead key of its own, so it is stored as a lead of its own.
 */
export async function storeLead(db: Db, typed: NewLeadRow, planned: PlannedDelivery[] = []): Promise<StoredLead> {
  // Normalized here, where every path (at once, the queue, its dead letters) stores.
  const values = { ...typed, ...personColumns(typed) };
  const now = new Date();
  const insert = db.insert(leads).values(values).onConflictDoNothing({ target: leads.leadKey }).toSQL();
  const [insertResult] = await db.$client.batch([
    db.$client.prepare(insert.sql).bind(...insert.params),
    ...planned.map((delivery) => plannedDeliveryStatement(db, values, delivery, now)),
  ]);
  const [[lead], deliveries] = await db.batch([db.select().from(leads).where(eq(leads.leadKey, values.leadKey)), deliveriesOfLeadKey(db, values.leadKey)]);
  if (!lead) throw new Error("Lead neither inserted nor found");
  return { lead, created: insertResult.meta.changes > 0, deliveries };
}

/**
 * Fills the normalized person columns of rows stored before they existed (or entered by
 * hand), a few at a time: the Cron trigger calls it until none is left.
 */
export async function backfillPersonColumns(db: Db, limit = 200): Promise<number> {
  const rows = await db
    .select({ id: leads.id, email: leads.email, phone: leads.phone })
    .from(leads)
    .where(isNull(leads.emailKey))
    .limit(limit);
  if (rows.length === 0) return 0;
  // An address that normalizes to nothing is kept as typed, so the row is not read again.
  await db.batch(rows.map((row) => {
    const person = personColumns(row);
    return db.update(leads).set({ ...person, emailKey: person.emailKey ?? row.email.trim().toLowerCase() }).where(eq(leads.id, row.id));
  }) as [never]);
  return rows.length;
}
