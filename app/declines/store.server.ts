// The one writer of lead_outcomes and non_engagement_letters (decision 0082): a decline's reason beside its
// status change, and one letter per request, its exact text kept.
import { and, asc, desc, eq, exists, gte, inArray, isNull, lt, max, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { given } from "~/db/guarded-change.server";
import { type LeadOutcomeRow, leadOutcomes, leads, leadStatusChanges, type NonEngagementLetterRow, nonEngagementLetters } from "~/db/schema.server";
import type { Lang } from "~/content/i18n";
import { type Closing, closingWords } from "./closing";
import type { ClosedLead } from "./declines-report";

/** Written only beside the status change its form key wrote: a repost writes nothing twice. */
export async function recordOutcome(db: Db, input: { leadId: number; to: string; closing: Closing; by: string; formKey: string; at: Date }): Promise<void> {
  const c = input.closing;
  await db
    .insert(leadOutcomes)
    .select(
      db
        .select({
          id: given(null, "id"),
          leadId: leadStatusChanges.leadId,
          status: given(input.to, "status"),
          reason: given(c.kind === "declined" ? c.reason : null, "reason"),
          reasonText: given(c.kind === "declined" ? c.reasonText : null, "reason_text"),
          referredTo: given(c.kind === "referred-out" ? c.referredTo : null, "referred_to"),
          referralSharePercent: given(c.kind === "referred-out" ? c.sharePercent : null, "referral_share_percent"),
          recordedAt: given(input.at.toISOString(), "recorded_at"),
          recordedBy: given(input.by, "recorded_by"),
          formKey: given(input.formKey, "form_key"),
        })
        .from(leadStatusChanges)
        .where(
          and(
            eq(leadStatusChanges.leadId, input.leadId),
            eq(leadStatusChanges.formKey, input.formKey),
            eq(leadStatusChanges.toStatus, input.to as LeadOutcomeRow["status"]),
          ),
        ),
    )
    .onConflictDoNothing({ target: leadOutcomes.formKey });
}

/** The request's latest outcome, if it is still declined or referred out. */
export async function currentOutcome(db: Db, lead: { id: number; status: string }): Promise<LeadOutcomeRow | null> {
  if (lead.status !== "declined" && lead.status !== "referred-out") return null;
  const [row] = await db
    .select()
    .from(leadOutcomes)
    .where(and(eq(leadOutcomes.leadId, lead.id), eq(leadOutcomes.status, lead.status)))
    .orderBy(desc(leadOutcomes.id))
    .limit(1);
  return row ?? null;
}

/** Every outcome of the request, by the form key of the status change that recorded it. */
export async function outcomesByChange(db: Db, leadId: number): Promise<Record<string, string>> {
  const rows = await db.select().from(leadOutcomes).where(eq(leadOutcomes.leadId, leadId));
  return Object.fromEntries(rows.map((row) => [row.formKey, closingWords(row)]));
}

export const letterOf = async (db: Db, leadId: number): Promise<NonEngagementLetterRow | null> =>
  (await db.select().from(nonEngagementLetters).where(eq(nonEngagementLetters.leadId, leadId)))[0] ?? null;

export interface KeptLetter {
  leadId: number;
  language: Lang;
  subject: string;
  body: string;
  by: string;
  formKey: string;
  at: string;
}

/** The letter's row, once per request; `address` empty and `sentAt` set for one printed and mailed. */
const letterInsert = (db: Db, l: KeptLetter, address: string, sentAt: string | null) =>
  db
    .insert(nonEngagementLetters)
    .select(
      db
        .select({
          id: given(null, "id"),
          leadId: leads.id,
          language: given(l.language, "language"),
          address: given(address, "address"),
          subject: given(l.subject, "subject"),
          body: given(l.body, "body"),
          createdAt: given(l.at, "created_at"),
          createdBy: given(l.by, "created_by"),
          sentAt: given(sentAt, "sent_at"),
          formKey: given(l.formKey, "form_key"),
        })
        .from(leads)
        .where(eq(leads.id, l.leadId)),
    )
    .onConflictDoNothing();

/** An emailed letter's row, for the batch that writes its deliveries; `ours` holds once this post wrote it. */
export function letterStatement(db: Db, l: KeptLetter & { address: string }): { write: ReturnType<typeof letterInsert>; ours: SQL } {
  const ours = exists(
    db
      .select({ one: sql`1` })
      .from(nonEngagementLetters)
      .where(and(eq(nonEngagementLetters.leadId, l.leadId), eq(nonEngagementLetters.formKey, l.formKey))),
  );
  return { write: letterInsert(db, l, l.address, null), ours };
}

export async function insertMailedLetter(db: Db, l: KeptLetter): Promise<void> {
  await letterInsert(db, l, "", l.at);
}

export async function markLetterSent(db: Db, leadId: number, at: string): Promise<void> {
  await db
    .update(nonEngagementLetters)
    .set({ sentAt: at })
    .where(and(eq(nonEngagementLetters.leadId, leadId), isNull(nonEngagementLetters.sentAt)));
}

/** How many letters an erasure of these requests kept (one JSON parameter: D1 binds at most 100). */
export async function keptLetters(db: Db, leadIds: number[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(nonEngagementLetters)
    .where(sql`${nonEngagementLetters.leadId} IN (SELECT value FROM json_each(${JSON.stringify(leadIds)}))`);
  return row?.n ?? 0;
}

const latest = alias(leadStatusChanges, "latest");

/** Requests now declined or referred out whose move there fell in the range, with the reason that move recorded. */
export function closedLeads(db: Db, range: { fromUtc: string; toUtc: string }): Promise<ClosedLead[]> {
  const lastMove = db
    .select({ id: max(latest.id) })
    .from(latest)
    .where(and(eq(latest.leadId, leads.id), eq(latest.toStatus, leads.status)));
  return db
    .select({
      status: sql<ClosedLead["status"]>`${leads.status}`,
      closedAt: leadStatusChanges.changedAt,
      reason: leadOutcomes.reason,
      referredTo: leadOutcomes.referredTo,
    })
    .from(leads)
    .innerJoin(leadStatusChanges, eq(leadStatusChanges.id, lastMove))
    .leftJoin(leadOutcomes, eq(leadOutcomes.formKey, leadStatusChanges.formKey))
    .where(
      and(inArray(leads.status, ["declined", "referred-out"]), gte(leadStatusChanges.changedAt, range.fromUtc), lt(leadStatusChanges.changedAt, range.toUtc)),
    )
    .orderBy(asc(leadStatusChanges.changedAt));
}
