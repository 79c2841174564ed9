/** The fee agreement (decision 0057): sent from the desk as a PDF fixed in R2, opened by its link, consented to,
 * signed once. Every write that must happen once is a conditional UPDATE on the row's status. */
import { eq } from "drizzle-orm";
import { type AgreementFields, agreementWords, type Capacity, signingWords } from "~/content/fee-agreement";
import { caseTypeLabels, type CaseType } from "~/content/case-types";
import { brandName, firm } from "~/content/firm";
import { isLang, type Lang } from "~/content/i18n";
import type { Db } from "~/db/client.server";
import { type AgreementRow, type LeadRow, leadAnswers, leads } from "~/db/schema.server";
import type { Channel } from "~/deliveries/channel.server";
import { deliver } from "~/deliveries/engine.server";
import { mayText } from "~/deliveries/store.server";
import { kentClock, kentDate } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { normalizePhone } from "~/lib/people";
import { areaOf } from "~/lib/service-area.server";
import { agreementPdf, signedPdf } from "./agreement-pdf";
import { sha256Hex } from "~/lib/secret-keys";
import { linkExpiry, linkToken, newSalt, sameName, SIGNED_BY_CLIENT, signedCopyUntil, TOKEN_SHAPE } from "./agreement-rules";
import { AGREEMENT_SECRET_SETTING, agreementCopy, agreementEmail, agreementStaff, agreementTarget, agreementText } from "./channels.server";
import { agreementByFormKey, agreementById, agreementByTokenHash, claimSigned, holdsFile, insertAgreement, recordLinkEvent, revokeLink } from "./store.server";

export type SigningState = "invalid" | "expired" | "revoked" | "gone" | "open" | "signed";

export const agreementLang = (row: Pick<AgreementRow, "language">): Lang => (isLang(row.language) ? row.language : "en");

/** The state the person meets: read from the row and the clock, never written by a GET. */
export function stateOf(row: AgreementRow, now: Date): Exclude<SigningState, "invalid"> {
  if (row.status === "signed") return row.signedAt && signedCopyUntil(row.signedAt) > now ? "signed" : "gone";
  if (row.status === "revoked") return "revoked";
  return row.expiresAt <= now.toISOString() ? "expired" : "open";
}

/** The desk's word for a row: "expired" once its week is out. */
export const deskStatus = (row: AgreementRow, now: Date) =>
  row.status !== "signed" && row.status !== "revoked" && row.expiresAt <= now.toISOString() ? "expired" : row.status;

export async function agreementByToken(db: Db, token: string | undefined): Promise<AgreementRow | undefined> {
  if (!token || !TOKEN_SHAPE.test(token)) return undefined;
  return agreementByTokenHash(db, await sha256Hex(token));
}

/** A calendar date (YYYY-MM-DD) in words in the agreement's language; noon UTC is the same day in Kent. */
const inWords = (day: string, lang: Lang) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? kentDate(new Date(`${day}T12:00:00Z`), lang === "es" ? "es-US" : "en-US") : day;

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

export type SendOutcome =
  { kind: "sent" | "repeat"; agreement: AgreementRow; channels: string[] } | { kind: "gone" } | { kind: "off" | "unreachable"; problem: string };

export const UNREACHABLE = "Nothing can reach them: no email, and no texts (no consent, they replied STOP, or the number is outside the service area)";
const CHANNELS_OFF = "Nothing can reach them: the agreement's email and text channels are off";

function planned(env: Env, channel: Channel<any>, agreementId: number, address: string | null) {
  return address && channel.read(env).state !== "off" ? [{ channel: channel.name, target: agreementTarget(agreementId, address) }] : [];
}

/** A failed write leaves no file nothing points to; a key a row does hold (the write went through) stays. */
async function dropUnused(env: Env, db: Db, key: string, error: unknown): Promise<never> {
  if (!(await holdsFile(db, key))) await env.FILES.delete(key);
  throw error;
}

/** Fixes the filled agreement as a PDF in R2, withdraws the request's earlier open link, and sends the new one. */
export async function sendAgreement(env: Env, db: Db, request: SendRequest): Promise<SendOutcome> {
  const repeat = await agreementByFormKey(db, request.formKey);
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
  const agreement = await insertAgreement(db, {
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
  }).catch((error: unknown) => dropUnused(env, db, unsignedKey, error));
  if (!agreement) {
    await env.FILES.delete(unsignedKey);
    return { kind: "repeat", agreement: (await agreementByFormKey(db, request.formKey))!, channels: [] };
  }
  const rows = reach(agreement.id);
  await deliver(
    env,
    rows.map((r) => ({ lead: { leadId: lead.id }, channel: r.channel, to: [{ target: r.target }], at: now })),
  );
  log("info", "agreement_sent", { leadId: lead.id, agreementId: agreement.id, channels: rows.map((r) => r.channel) });
  return { kind: "sent", agreement, channels: rows.map((r) => r.channel) };
}

const REVOKED_DETAIL = "Withdrawn from the desk";

/** Withdraws an open link, from the desk's button or a decline alike: the same event, who did it only in `revoked_by`. */
export async function revokeAgreement(db: Db, leadId: number, agreementId: number, by: string, now: Date): Promise<boolean> {
  return revokeLink(db, { leadId, agreementId, by, at: now.toISOString(), detail: REVOKED_DETAIL });
}

/** Tells the desk once per link and kind (a refused post, a reuse). */
export async function tellDesk(db: Db, row: AgreementRow, kind: string, detail: string | null, now: Date): Promise<void> {
  await recordLinkEvent(db, row, kind, detail, now.toISOString());
  log("warn", "agreement_refused", { leadId: row.leadId, agreementId: row.id, kind });
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
      signature: {
        heading: words.signature,
        lines: [
          `/s/ ${signature.typedName.trim()}`,
          `${row.signerName} (${agreementWords[lang].capacity[row.capacity]})`,
          `${kentClock(at)} (Kent)`,
          brandName("primary"),
        ],
      },
      audit: { heading: words.audit.heading, rows: auditRows(row, lang, signature, at) },
    },
    now,
  );
  const signedKey = row.unsignedKey.replace(/agreement\.pdf$/, `signed-${newSalt()}.pdf`);
  await env.FILES.put(signedKey, pdf, { httpMetadata: { contentType: "application/pdf" } });
  const claim = {
    at,
    signedKey,
    signedSha256: await sha256Hex(pdf),
    typedName: signature.typedName.trim(),
    ip: signature.ip,
    userAgent: signature.userAgent?.slice(0, 500) ?? null,
    documentHash: signature.documentHash,
    by: SIGNED_BY_CLIENT,
  };
  const claimed = (await claimSigned(db, row, claim).catch((error: unknown) => dropUnused(env, db, signedKey, error)))
    ? await agreementById(db, row.id)
    : undefined;
  if (!claimed) {
    await env.FILES.delete(signedKey);
    return { kind: "again" };
  }
  await sendSignedCopies(env, db, claimed, now);
  log("info", "agreement_signed", { leadId: row.leadId, agreementId: row.id });
  return { kind: "signed" };
}

async function sendSignedCopies(env: Env, db: Db, row: AgreementRow, now: Date): Promise<void> {
  const [lead] = await db.select({ email: leads.email }).from(leads).where(eq(leads.id, row.leadId));
  const staff = agreementStaff.read(env);
  const rows = [
    ...planned(env, agreementCopy, row.id, lead?.email.trim() || null),
    ...(staff.state === "on" ? staff.config.to.map((to) => ({ channel: agreementStaff.name, target: agreementTarget(row.id, to) })) : []),
  ];
  await deliver(
    env,
    rows.map((r) => ({ lead: { leadId: row.leadId }, channel: r.channel, to: [{ target: r.target }], at: now })),
  );
}
