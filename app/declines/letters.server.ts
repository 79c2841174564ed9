/** Declines and referrals (decision 0055): the reason kept with the status change, the non-engagement letter
 * (kept text, sent by email with a copy to the intake inbox, or printed), and the erasure's rule for letters. */
import { and, desc, eq, exists, sql } from "drizzle-orm";
import { isLang } from "~/content/i18n";
import { type LeadOutcomeRow, type NonEngagementLetterRow, leadOutcomes, leads, nonEngagementLetters } from "~/db/schema.server";
import { given } from "~/db/guarded-change.server";
import { deliver } from "~/deliveries/engine.server";
import { LETTER_CHANNEL, nonEngagementLetterChannel } from "~/declines/channels.server";
import { composeLetter } from "~/declines/letter-text";
import { type Closing, closingWords, mayGetLetter } from "./closing";
import type { Db } from "~/db/client.server";

/** Written only beside the status change its form key wrote: a repost writes nothing twice. */
export async function recordOutcome(db: Db, input: { leadId: number; to: string; closing: Closing; by: string; formKey: string; at: Date }): Promise<void> {
  const c = input.closing;
  await db.$client
    .prepare(
      `INSERT INTO lead_outcomes (lead_id, status, reason, reason_text, referred_to, referral_share_percent, recorded_at, recorded_by, form_key)
       SELECT lead_id, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?2 FROM lead_status_changes WHERE lead_id = ?1 AND form_key = ?2 AND to_status = ?3
       ON CONFLICT (form_key) DO NOTHING`,
    )
    .bind(
      input.leadId,
      input.formKey,
      input.to,
      c.kind === "declined" ? c.reason : null,
      c.kind === "declined" ? c.reasonText : null,
      c.kind === "referred-out" ? c.referredTo : null,
      c.kind === "referred-out" ? c.sharePercent : null,
      input.at.toISOString(),
      input.by,
    )
    .run();
}

/** The request's latest outcome, if it is still declined or referred out. */
export async function currentOutcome(db: Db, lead: { id: number; status: string }): Promise<LeadOutcomeRow | null> {
  if (lead.status !== "declined" && lead.status !== "referred-out") return null;
  const [row] = await db.select().from(leadOutcomes).where(and(eq(leadOutcomes.leadId, lead.id), eq(leadOutcomes.status, lead.status))).orderBy(desc(leadOutcomes.id)).limit(1);
  return row ?? null;
}

/** Every outcome of the request, by the form key of the status change that recorded it. */
export async function outcomesByChange(db: Db, leadId: number): Promise<Record<string, string>> {
  const rows = await db.select().from(leadOutcomes).where(eq(leadOutcomes.leadId, leadId));
  return Object.fromEntries(rows.map((row) => [row.formKey, closingWords(row)]));
}

export const letterOf = async (db: Db, leadId: number): Promise<NonEngagementLetterRow | null> =>
  (await db.select().from(nonEngagementLetters).where(eq(nonEngagementLetters.leadId, leadId)))[0] ?? null;

export type LetterOutcome = { kind: "sent" | "repeat"; letter: NonEngagementLetterRow } | { kind: "refused"; error: string } | { kind: "gone" };

/**
 * Keeps the letter's exact text with the request, then sends it to the person and a copy to the intake inbox
 * (one delivery each, retried by the engine). One letter per request: a second press answers with the first.
 */
export async function sendLetter(env: Env, db: Db, input: { leadId: number; by: string; formKey: string; now: Date }): Promise<LetterOutcome> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, input.leadId));
  if (!lead) return { kind: "gone" };
  const before = await letterOf(db, lead.id);
  if (before) return { kind: "repeat", letter: before };
  if (!mayGetLetter(lead.status)) return { kind: "refused", error: "Decline the request (or refer it out) first: the letter says the firm is not representing them" };
  const address = lead.email.trim().toLowerCase();
  if (!address) return { kind: "refused", error: "No email address on this request: print the letter and mail it" };
  const state = nonEngagementLetterChannel.read(env);
  if (state.state !== "on") return { kind: "refused", error: `The letter cannot be emailed: ${state.state === "misconfigured" ? state.problem : "ACK_FROM_ADDRESS and ACK_REPLY_TO are not set"}` };
  const lang = isLang(lead.language) ? lead.language : "en";
  const text = composeLetter(lang, { name: lead.name, contactedAt: lead.createdAt }, input.now);
  const at = input.now.toISOString();
  const write = db
    .insert(nonEngagementLetters)
    .select(
      db
        .select({
          id: given(null, "id"),
          leadId: leads.id,
          language: given(lang, "language"),
          address: given(address, "address"),
          subject: given(text.subject, "subject"),
          body: given(text.body, "body"),
          createdAt: given(at, "created_at"),
          createdBy: given(input.by, "created_by"),
          sentAt: given(null, "sent_at"),
          formKey: given(input.formKey, "form_key"),
        })
        .from(leads)
        .where(eq(leads.id, lead.id)),
    )
    .onConflictDoNothing();
  const ours = exists(db.select({ one: sql`1` }).from(nonEngagementLetters).where(and(eq(nonEngagementLetters.leadId, lead.id), eq(nonEngagementLetters.formKey, input.formKey))));
  const to = [address, ...(state.config.replyTo.toLowerCase() !== address ? [state.config.replyTo] : [])].map((target) => ({ target }));
  await deliver(env, [{ lead: { leadId: lead.id }, channel: LETTER_CHANNEL, to, when: ours, at: input.now }], [write]);
  const letter = await letterOf(db, lead.id);
  if (!letter) return { kind: "gone" };
  return { kind: letter.formKey === input.formKey ? "sent" : "repeat", letter };
}

/** A printed letter the staff member mailed: its exact text kept with no address and sent now, like an emailed
 * one (an erasure keeps it by the same rule). One letter per request: a second press answers with the first. */
export async function recordMailedLetter(db: Db, input: { leadId: number; by: string; formKey: string; now: Date }): Promise<LetterOutcome> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, input.leadId));
  if (!lead) return { kind: "gone" };
  const before = await letterOf(db, lead.id);
  if (before) return { kind: "repeat", letter: before };
  if (!mayGetLetter(lead.status)) return { kind: "refused", error: "Decline the request (or refer it out) first: the letter says the firm is not representing them" };
  const lang = isLang(lead.language) ? lead.language : "en";
  const text = composeLetter(lang, { name: lead.name, contactedAt: lead.createdAt }, input.now);
  const at = input.now.toISOString();
  await db.$client
    .prepare(
      `INSERT INTO non_engagement_letters (lead_id, language, address, subject, body, created_at, created_by, sent_at, form_key)
       SELECT id, ?2, '', ?3, ?4, ?5, ?6, ?5, ?7 FROM leads WHERE id = ?1 ON CONFLICT DO NOTHING`,
    )
    .bind(lead.id, lang, text.subject, text.body, at, input.by, input.formKey)
    .run();
  const letter = await letterOf(db, lead.id);
  if (!letter) return { kind: "gone" };
  return { kind: letter.formKey === input.formKey ? "sent" : "repeat", letter };
}

/** Counsel's setting: an erasure keeps sent letters unless ERASURE_KEEPS_LETTERS is "false". */
export const erasureKeepsLetters = (env: Pick<Env, "ERASURE_KEEPS_LETTERS">) => String(env.ERASURE_KEEPS_LETTERS ?? "true").trim().toLowerCase() !== "false";

/** How many letters an erasure of these requests kept. */
export async function keptLetters(db: Db, leadIds: number[]): Promise<number> {
  const row = await db.$client.prepare("SELECT count(*) AS n FROM non_engagement_letters WHERE lead_id IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(leadIds)).first<{ n: number }>();
  return row?.n ?? 0;
}
