// The request page's reads: one request with everything about it.
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { type CallAttemptRow, callAttempts, deliveries, type DeliveryRow, type LeadRow, leadNotes, leads, leadStatusChanges, type NoteRow, type StatusChangeRow } from "~/db/schema.server";
import { type LinkedFile, linkedFile } from "~/leads/store.server";

export interface LeadFile {
  lead: LeadRow;
  deliveries: DeliveryRow[];
  changes: StatusChangeRow[];
  notes: NoteRow[];
  attempts: CallAttemptRow[];
  linked: LinkedFile;
}

/** One request with everything about it, oldest history first. */
export async function leadFile(db: Db, id: number): Promise<LeadFile | undefined> {
  const [[lead], rows, changes, notes, attempts] = await db.batch([
    db.select().from(leads).where(eq(leads.id, id)),
    db.select().from(deliveries).where(eq(deliveries.leadId, id)).orderBy(deliveries.id),
    db.select().from(leadStatusChanges).where(eq(leadStatusChanges.leadId, id)).orderBy(leadStatusChanges.id),
    db.select().from(leadNotes).where(eq(leadNotes.leadId, id)).orderBy(leadNotes.id),
    db.select().from(callAttempts).where(eq(callAttempts.leadId, id)).orderBy(callAttempts.id),
  ]);
  return lead ? { lead, deliveries: rows, changes, notes, attempts, linked: await linkedFile(db, lead) } : undefined;
}
