// The one writer of lead_outcomes and non_engagement_letters (decision 0082): a decline's reason beside its
// status change, and one letter per request, its exact text kept.
import { and, desc, eq, exists, gt, gte, isNull, lt, lte, not, type SQL, sql } from "drizzle-orm";
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

const CLOSED = ["declined", "referred-out"] as const;

const later = alias(leadStatusChanges, "later");

/**
 * Requests now declined or referred out whose move there fell in the range, with the reason that move recorded, a page of
 * moves at a time: each status's moves in the range in their index's order (time, then number), joined to their
 * request (still at that status), to no later move into it, and to the outcome they recorded. One statement a page, no
 * subquery per row: it costs what the range's declines cost, not every request.
 */
export async function* closedLeads(db: Db, range: { fromUtc: string; toUtc: string }, size = 500): AsyncGenerator<ClosedLead[]> {
  for (const status of CLOSED) {
    let after = { at: range.fromUtc, id: 0 };
    for (;;) {
      const moves = await db
        .select({
          id: leadStatusChanges.id,
          at: leadStatusChanges.changedAt,
          still: leads.id,
          later: later.id,
          reason: leadOutcomes.reason,
          referredTo: leadOutcomes.referredTo,
        })
        .from(leadStatusChanges)
        .leftJoin(leads, and(eq(leads.id, leadStatusChanges.leadId), eq(leads.status, status)))
        // `+to_status`: by the request's index (lead_id, to_status, changed_at), not every move's into the status.
        .leftJoin(later, and(eq(later.leadId, leadStatusChanges.leadId), sql`+${later.toStatus} = ${status}`, gt(later.id, leadStatusChanges.id)))
        .leftJoin(leadOutcomes, eq(leadOutcomes.formKey, leadStatusChanges.formKey))
        .where(
          and(
            eq(leadStatusChanges.toStatus, status),
            gte(leadStatusChanges.changedAt, after.at),
            lt(leadStatusChanges.changedAt, range.toUtc),
            not(and(eq(leadStatusChanges.changedAt, after.at), lte(leadStatusChanges.id, after.id))!),
          ),
        )
        .orderBy(leadStatusChanges.changedAt, leadStatusChanges.id)
        .limit(size);
      // A move with several later ones comes once per later one: any of them means it is not the latest.
      yield [...new Map(moves.map((move) => [move.id, move])).values()]
        .filter((move) => move.still !== null && move.later === null)
        .map((move) => ({ status, closedAt: move.at, reason: move.reason, referredTo: move.referredTo }));
      if (moves.length < size) break;
      after = { at: moves.at(-1)!.at, id: moves.at(-1)!.id };
    }
  }
}
