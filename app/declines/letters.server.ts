/** Declines and referrals (decision 0082): the reason kept with the status change, the non-engagement letter
 * (kept text, sent by email with a copy to the intake inbox, or printed), and the erasure's rule for letters. */
import { eq } from "drizzle-orm";
import { isLang } from "~/content/i18n";
import type { Db } from "~/db/client.server";
import { leads, type NonEngagementLetterRow } from "~/db/schema.server";
import { deliver } from "~/deliveries/engine.server";
import { LETTER_CHANNEL, nonEngagementLetterChannel } from "./channels.server";
import { mayGetLetter } from "./closing";
import { composeLetter } from "./letter-text";
import { insertMailedLetter, letterOf, letterStatement } from "./store.server";

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
  if (!mayGetLetter(lead.status))
    return { kind: "refused", error: "Decline the request (or refer it out) first: the letter says the firm is not representing them" };
  const address = lead.email.trim().toLowerCase();
  if (!address) return { kind: "refused", error: "No email address on this request: print the letter and mail it" };
  const state = nonEngagementLetterChannel.read(env);
  if (state.state !== "on")
    return {
      kind: "refused",
      error: `The letter cannot be emailed: ${state.state === "misconfigured" ? state.problem : "ACK_FROM_ADDRESS and ACK_REPLY_TO are not set"}`,
    };
  const lang = isLang(lead.language) ? lead.language : "en";
  const text = composeLetter(lang, { name: lead.name, contactedAt: lead.createdAt }, input.now);
  const { write, ours } = letterStatement(db, {
    leadId: lead.id,
    language: lang,
    subject: text.subject,
    body: text.body,
    by: input.by,
    formKey: input.formKey,
    at: input.now.toISOString(),
    address,
  });
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
  if (!mayGetLetter(lead.status))
    return { kind: "refused", error: "Decline the request (or refer it out) first: the letter says the firm is not representing them" };
  const lang = isLang(lead.language) ? lead.language : "en";
  const text = composeLetter(lang, { name: lead.name, contactedAt: lead.createdAt }, input.now);
  await insertMailedLetter(db, {
    leadId: lead.id,
    language: lang,
    subject: text.subject,
    body: text.body,
    by: input.by,
    formKey: input.formKey,
    at: input.now.toISOString(),
  });
  const letter = await letterOf(db, lead.id);
  if (!letter) return { kind: "gone" };
  return { kind: letter.formKey === input.formKey ? "sent" : "repeat", letter };
}

/** Counsel's setting: an erasure keeps sent letters unless ERASURE_KEEPS_LETTERS is "false". */
export const erasureKeepsLetters = (env: Pick<Env, "ERASURE_KEEPS_LETTERS">) =>
  String(env.ERASURE_KEEPS_LETTERS ?? "true")
    .trim()
    .toLowerCase() !== "false";
