/** The fee agreement (decision 0057): sent from the desk as a PDF fixed in R2, opened by its link, consented to,
 * signed once. Every write that must happen once is a conditional UPDATE on the row's status. */
import { and, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { type AgreementFields, agreementWords, type Capacity, signingWords } from "~/content/fee-agreement";
import { caseTypeLabels, type CaseType } from "~/content/case-types";
import { brandName, firm } from "~/content/firm";
import { isLang, type Lang } from "~/content/i18n";
import type { Db } from "~/db/client.server";
import { type AgreementEventRow, type AgreementRow, agreementEvents, agreements, type LeadRow, leadAnswers, leads } from "~/db/schema.server";
import { agreementPdf, signedPdf } from "~/agreements/agreement-pdf";
import { linkExpiry, linkToken, newSalt, sameName, sha256Hex, SIGNED_BY_CLIENT, signedCopyUntil, TOKEN_SHAPE } from "~/agreements/agreement-rules";
import { kentClock, kentDate } from "~/lib/kent-time";
import { normalizePhone } from "~/lib/people";
import { areaOf } from "~/lib/service-area.server";
import { AGREEMENT_SECRET_SETTING, agreementCopy, agreementEmail, agreementStaff, agreementTarget, agreementText } from "~/agreements/channels.server";
import type { Channel } from "~/deliveries/channel.server";
import { deliver } from "~/deliveries/engine.server";
import { mayText } from "~/deliveries/store.server";
import { log } from "~/lib/log";


export type SigningState = "invalid" | "expired" | "revoked" | "gone" | "open" | "signed";

export const agreementLang = (row: Pick<AgreementRow, "language">): Lang => (isLang(row.language) ? row.language : "en");

/** The state the person meets: read from the row and the clock, never written by a GET. */
export function stateOf(row: AgreementRow, now: Date): Exclude<SigningState, "invalid"> {
  if (row.status === "signed") return row.signedAt && signedCopyUntil(row.signedAt) > now ? "signed" : "gone";
  if (row.status === "revoked") return "revoked";
  return row.expiresAt <= now.toISOString() ? "expired" : "open";
}

/** The desk's word for a row: "expired" once its week is out. */
export const deskStatus = (row: AgreementRow, now: Date) => (row.status !== "signed" && row.status !== "revoked" && row.expiresAt <= now.toISOString() ? "expired" : row.status);

export async function agreementByToken(db: Db, token: string | undefined): Promise<AgreementRow | undefined> {
  if (!token || !TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await db.select().from(agreements).where(eq(agreements.tokenHash, await sha256Hex(token)));
  return row;
}

/** A calendar date (YYYY-MM-DD) in words in the agreement's language; noon UTC is the same day in Kent. */
const inWords = (day: string, lang: Lang) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? kentDate(new Date(`${day}T12:00:00Z`), lang === "es" ? "es-US" : "en-US") : day);

/** The agreement's words for this request, as sent. */
export async function agreementFields(db: Db, lead: LeadRow, signerName: string, capacity: Capacity, lang: Lang): Promise<AgreementFields> {
  const [answers] = await db.select({ incidentDate: leadAnswers.incidentDate }).from(leadAnswers).where(eq(leadAnswers.leadId, lead.id));
  return {
    clientName: signerName,
    capacity,
    matter: caseTypeLabels[lang][lead.caseType as CaseType] ?? lead.caseType,
    incidentDate: answers?.incidentDate ? inWords(answers.incidentDate, lang) : null,
    firmName: firm.legalName,
    firmPhone: firm.phone.display,
  };
}

export interface SendRequest {
  leadId: number;
  signerName: string;
  capacity: Capacity;
  feeCents: number | null;
  by: string;
  formKey: string;
  now: Date;
}

export type SendOutcome = { kind: "sent" | "repeat"; agreement: AgreementRow; channels: string[] } | { kind: "gone" } | { kind: "off" | "unreachable"; problem: string };

export const UNREACHABLE = "Nothing can reach them: no email, and no texts (no consent, they replied STOP, or the number is outside the service area)";
const CHANNELS_OFF = "Nothing can reach them: the agreement's email and text channels are off";

function planned(env: Env, channel: Channel<any>, agreementId: number, address: string | null) {
  return address && channel.read(env).state !== "off" ? [{ channel: channel.name, target: agreementTarget(agreementId, address) }] : [];
}

/** A failed write leaves no file nothing points to; a key a row does hold (the write went through) stays. */
async function dropUnused(env: Env, db: Db, key: string, error: unknown): Promise<never> {
  const [held] = await db.select({ id: agreements.id }).from(agreements).where(or(eq(agreements.unsignedKey, key), eq(agreements.signedKey, key)));
  if (!held) await env.FILES.delete(key);
  throw error;
}

/** Fixes the filled agreement as a PDF in R2, withdraws the request's earlier open link, and sends the new one. */
export async function sendAgreement(env: Env, db: Db, request: SendRequest): Promise<SendOutcome> {
  const [repeat] = await db.select().from(agreements).where(eq(agreements.formKey, request.formKey));
  if (repeat) return { kind: "repeat", agreement: repeat, channels: [] };
  const secret = String((env as unknown as Record<string, unknown>)[AGREEMENT_SECRET_SETTING] ?? "").trim();
  if (secret.length < 16) return { kind: "off", problem: `${AGREEMENT_SECRET_SETTING} is not set: no link can be made` };
  const [lead] = await db.select().from(leads).where(eq(leads.id, request.leadId));
  if (!lead) return { kind: "gone" };
  // By text only with the person's consent, to a number in the service area that did not reply STOP; no email: text only.
  const phone = lead.textConsent ? normalizePhone(lead.phone) : null;
  const textTo = phone && areaOf(env, phone.e164)?.inArea && (await mayText(db, phone.e164)) ? phone.e164 : null;
  const reach = (id: number) => [...planned(env, agreementEmail, id, lead.email.trim() || null), ...planned(env, agreementText, id, textTo)];
  // Refused before anything is written: an unreachable person keeps the link they have.
  if (reach(0).length === 0) return { kind: "unreachable", problem: lead.email.trim() || textTo ? CHANNELS_OFF : UNREACHABLE };
  const lang: Lang = isLang(lead.language) ? lead.language : "en";
  const now = request.now;
  const text = agreementWords[lang].text(await agreementFields(db, lead, request.signerName, request.capacity, lang));
  const pdf = await agreementPdf(text, now);
  const salt = newSalt();
  const tokenHash = await sha256Hex(await linkToken(secret, salt));
  const unsignedKey = `agreements/${lead.id}/${salt}/agreement.pdf`;
  await env.FILES.put(unsignedKey, pdf, { httpMetadata: { contentType: "application/pdf" } });
  const at = now.toISOString();
  // Insert first; the earlier links are withdrawn only if this post's row went in (a double post withdraws nothing).
  const [inserted] = await db.batch([
    db
      .insert(agreements)
      .values({
        leadId: lead.id,
        tokenHash,
        tokenSalt: salt,
        signerName: request.signerName,
        capacity: request.capacity,
        language: lang,
        feeCents: request.feeCents ?? lead.expectedFeeCents,
        documentText: text,
        documentSha256: await sha256Hex(pdf),
        unsignedKey,
        sentBy: request.by,
        sentAt: at,
        expiresAt: linkExpiry(now).toISOString(),
        formKey: request.formKey,
      })
      .onConflictDoNothing()
      .returning(),
    db
      .update(agreements)
      .set({ status: "revoked", revokedAt: at, revokedBy: request.by })
      .where(
        and(
          eq(agreements.leadId, lead.id),
          inArray(agreements.status, ["sent", "viewed"]),
          ne(agreements.tokenHash, tokenHash),
          sql`EXISTS (SELECT 1 FROM agreements AS mine WHERE mine.token_hash = ${tokenHash})`,
        ),
      ),
  ]).catch((error: unknown) => dropUnused(env, db, unsignedKey, error));
  const agreement = inserted[0];
  if (!agreement) {
    await env.FILES.delete(unsignedKey);
    return { kind: "repeat", agreement: (await db.select().from(agreements).where(eq(agreements.formKey, request.formKey)))[0], channels: [] };
  }
  const rows = reach(agreement.id);
  await deliver(env, rows.map((r) => ({ lead: { leadId: lead.id }, channel: r.channel, to: [{ target: r.target }], at: now })));
  log("info", "agreement_sent", { leadId: lead.id, agreementId: agreement.id, channels: rows.map((r) => r.channel) });
  return { kind: "sent", agreement, channels: rows.map((r) => r.channel) };
}

const REVOKED_DETAIL = "Withdrawn from the desk";

/** Withdraws an open link, from the desk's button or a decline alike: the same event, who did it only in `revoked_by`. */
export async function revokeAgreement(db: Db, leadId: number, agreementId: number, by: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const [done] = await db.$client.batch([
    db.$client
      .prepare("UPDATE agreements SET status = 'revoked', revoked_at = ?3, revoked_by = ?4 WHERE id = ?1 AND lead_id = ?2 AND status IN ('sent', 'viewed')")
      .bind(agreementId, leadId, at, by),
    db.$client
      .prepare(
        `INSERT INTO agreement_events (lead_id, agreement_id, at, kind, detail) SELECT lead_id, id, ?2, 'revoked-by-staff', ?3 FROM agreements
         WHERE id = ?1 AND status = 'revoked' AND revoked_at = ?2 AND NOT EXISTS (SELECT 1 FROM agreement_events WHERE agreement_id = ?1 AND kind = 'revoked-by-staff')`,
      )
      .bind(agreementId, at, REVOKED_DETAIL),
  ]);
  return (done?.meta.changes ?? 0) > 0;
}

/** Tells the desk once per link and kind (a refused post, a reuse). */
export async function tellDesk(db: Db, row: AgreementRow, kind: string, detail: string | null, now: Date): Promise<void> {
  await db.$client
    .prepare(`INSERT INTO agreement_events (lead_id, agreement_id, at, kind, detail) SELECT ?1, ?2, ?3, ?4, ?5 WHERE NOT EXISTS (SELECT 1 FROM agreement_events WHERE agreement_id = ?2 AND kind = ?4)`)
    .bind(row.leadId, row.id, now.toISOString(), kind, detail)
    .run();
  log("warn", "agreement_refused", { leadId: row.leadId, agreementId: row.id, kind });
}

/** The electronic-records consent: "viewed" and "consented" at once, the first time only. */
export async function recordConsent(db: Db, row: AgreementRow, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .update(agreements)
    .set({ status: "viewed", viewedAt: at, consentedAt: at })
    .where(and(eq(agreements.id, row.id), eq(agreements.status, "sent"), sql`${agreements.expiresAt} > ${at}`));
}

export type SignOutcome = { kind: "signed" } | { kind: "refused"; reason: "consent" | "empty" | "mismatch" } | { kind: "changed" } | { kind: "again" };

export interface Signature {
  typedName: string;
  documentHash: string;
  ip: string | null;
  userAgent: string | null;
}

function auditRows(row: AgreementRow, lang: Lang, signature: Signature, at: string): [string, string][] {
  const a = signingWords[lang].audit;
  const time = (iso: string | null) => (iso ? `${kentClock(iso)} (Kent), ${iso}` : "-");
  return [
    [a.request, `#${row.leadId}`],
    [a.sentBy, row.sentBy],
    [a.sent, time(row.sentAt)],
    [a.viewed, time(row.viewedAt)],
    [a.consented, time(row.consentedAt)],
    [a.signed, time(at)],
    [a.signedName, signature.typedName],
    [a.ip, signature.ip ?? "-"],
    [a.userAgent, signature.userAgent ?? "-"],
    [a.hash, row.documentSha256],
  ];
}

/** Signs once: the signed PDF goes to a key of this attempt's own, then one D1 batch claims the row with that
 * key and moves the request to "signed" only if the claim is this attempt's; a losing attempt deletes its file. */
export async function signAgreement(env: Env, db: Db, row: AgreementRow, signature: Signature, now: Date): Promise<SignOutcome> {
  if (row.status === "signed") return { kind: "again" };
  if (row.status !== "viewed" || !row.consentedAt) return { kind: "refused", reason: "consent" };
  if (signature.documentHash !== row.documentSha256) return { kind: "changed" };
  if (!signature.typedName.trim()) return { kind: "refused", reason: "empty" };
  if (!sameName(signature.typedName, row.signerName)) return { kind: "refused", reason: "mismatch" };
  const lang = agreementLang(row);
  const at = now.toISOString();
  const unsigned = await env.FILES.get(row.unsignedKey);
  if (!unsigned) throw new Error(`Agreement ${row.id}: its PDF is missing from R2`);
  const words = signingWords[lang];
  const pdf = await signedPdf(
    new Uint8Array(await unsigned.arrayBuffer()),
    {
      signature: { heading: words.signature, lines: [`/s/ ${signature.typedName.trim()}`, `${row.signerName} (${agreementWords[lang].capacity[row.capacity]})`, `${kentClock(at)} (Kent)`, brandName("primary")] },
      audit: { heading: words.audit.heading, rows: auditRows(row, lang, signature, at) },
    },
    now,
  );
  const signedKey = row.unsignedKey.replace(/agreement\.pdf$/, `signed-${newSalt()}.pdf`);
  await env.FILES.put(signedKey, pdf, { httpMetadata: { contentType: "application/pdf" } });
  const claimed = await claimAndMarkSigned(db, row, signature, { at, signedKey, signedSha256: await sha256Hex(pdf) }).catch((error: unknown) => dropUnused(env, db, signedKey, error));
  if (!claimed) {
    await env.FILES.delete(signedKey);
    return { kind: "again" };
  }
  await sendSignedCopies(env, db, claimed, now);
  log("info", "agreement_signed", { leadId: row.leadId, agreementId: row.id });
  return { kind: "signed" };
}

/** The claim, the request's status change "signed by the client" (its fee unless staff set one) and the end
 * of its cadence, as one batch: the lead's writes only happen if the row now carries this attempt's key. */
async function claimAndMarkSigned(db: Db, row: AgreementRow, signature: Signature, made: { at: string; signedKey: string; signedSha256: string }): Promise<AgreementRow | undefined> {
  const { at, signedKey } = made;
  const mine = `EXISTS (SELECT 1 FROM agreements WHERE id = ?2 AND signed_key = ?3)`;
  const [claim] = await db.$client.batch([
    db.$client
      .prepare(
        `UPDATE agreements SET status = 'signed', signed_at = ?1, signed_name = ?4, ip = ?5, user_agent = ?6, signed_key = ?3, signed_sha256 = ?7
         WHERE id = ?2 AND status = 'viewed' AND document_sha256 = ?8 AND expires_at > ?1 RETURNING id`,
      )
      .bind(at, row.id, signedKey, signature.typedName.trim(), signature.ip, signature.userAgent?.slice(0, 500) ?? null, made.signedSha256, signature.documentHash),
    db.$client
      .prepare(
        `INSERT INTO lead_status_changes (lead_id, changed_at, changed_by, from_status, to_status, expected_fee_cents, form_key)
         SELECT id, ?1, ?4, status, 'signed', COALESCE(expected_fee_cents, ?5), ?6 FROM leads WHERE id = ?7 AND status <> 'signed' AND ${mine}
         ON CONFLICT (form_key) DO NOTHING`,
      )
      .bind(at, row.id, signedKey, SIGNED_BY_CLIENT, row.feeCents, `agreement-signed:${row.id}`, row.leadId),
    db.$client
      .prepare(`UPDATE leads SET status = 'signed', expected_fee_cents = COALESCE(expected_fee_cents, ?4), call_due_at = NULL WHERE id = ?1 AND ${mine}`)
      .bind(row.leadId, row.id, signedKey, row.feeCents),
  ]);
  if (claim!.results.length === 0) return undefined;
  return agreementById(db, row.id);
}

async function sendSignedCopies(env: Env, db: Db, row: AgreementRow, now: Date): Promise<void> {
  const [lead] = await db.select({ email: leads.email }).from(leads).where(eq(leads.id, row.leadId));
  const staff = agreementStaff.read(env);
  const rows = [
    ...planned(env, agreementCopy, row.id, lead?.email.trim() || null),
    ...(staff.state === "on" ? staff.config.to.map((to) => ({ channel: agreementStaff.name, target: agreementTarget(row.id, to) })) : []),
  ];
  await deliver(env, rows.map((r) => ({ lead: { leadId: row.leadId }, channel: r.channel, to: [{ target: r.target }], at: now })));
}

export interface AgreementFile {
  rows: AgreementRow[];
  events: AgreementEventRow[];
}

export async function agreementsOf(db: Db, leadId: number): Promise<AgreementFile> {
  const [rows, events] = await db.batch([
    db.select().from(agreements).where(eq(agreements.leadId, leadId)).orderBy(desc(agreements.id)),
    db.select().from(agreementEvents).where(eq(agreementEvents.leadId, leadId)).orderBy(agreementEvents.id),
  ]);
  return { rows, events };
}

export async function agreementById(db: Db, id: number): Promise<AgreementRow | undefined> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
  return row;
}
