// The questions' key and the answers' row (decision 0048). A key is random (256 bits), kept only as its
// SHA-256, good for 24 hours; answering again replaces the one row of the request, never adds one.
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { answerKeys, type LeadAnswersRow, leadAnswers, leads } from "~/db/schema.server";
import { soonLimit } from "~/leads/deadlines";
import { kentDay } from "~/lib/kent-time";
import { errorMessage, log } from "~/lib/log";
import { type Answers, derivedColumns } from "./answers";
import { recheckConflicts } from "~/conflicts/store.server";

export const ANSWER_KEY_HOURS = 24;
const KEY = /^[A-Za-z0-9_-]{43}$/;

const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))].map((byte) => byte.toString(16).padStart(2, "0")).join("");

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A new key to request #leadId's questions; only its hash is stored. */
export async function newAnswersKey(db: Db, leadId: number, now: Date): Promise<string> {
  const key = randomKey();
  const expiresAt = new Date(now.getTime() + ANSWER_KEY_HOURS * 3_600_000).toISOString();
  await db.insert(answerKeys).values({ leadId, keyHash: await sha256(key), expiresAt });
  return key;
}

export interface KeyedLead {
  leadId: number;
  ownerEmail: string | null;
  caseType: string;
  sourcePage: string;
  sourceUrl: string;
  answers: LeadAnswersRow | undefined;
}

/** The request a key opens, or why not: unknown (forged, mistyped, erased) or expired. */
export async function openAnswersKey(db: Db, key: string | null, now: Date): Promise<KeyedLead | "unknown" | "expired"> {
  if (!key || !KEY.test(key)) return "unknown";
  const [row] = await db
    .select({ leadId: answerKeys.leadId, ownerEmail: leads.ownerEmail, expiresAt: answerKeys.expiresAt, caseType: leads.caseType, sourcePage: leads.sourcePage, sourceUrl: leads.sourceUrl, answers: leadAnswers })
    .from(answerKeys)
    .innerJoin(leads, eq(leads.id, answerKeys.leadId))
    .leftJoin(leadAnswers, eq(leadAnswers.leadId, answerKeys.leadId))
    .where(eq(answerKeys.keyHash, await sha256(key)));
  if (!row) return "unknown";
  if (row.expiresAt <= now.toISOString()) return "expired";
  return { leadId: row.leadId, ownerEmail: row.ownerEmail, caseType: row.caseType, sourcePage: row.sourcePage, sourceUrl: row.sourceUrl, answers: row.answers ?? undefined };
}

/** ?8 is the visitor's key hash, checked in the same statement; staff (no key) bind null. */
const UPSERT = `INSERT INTO lead_answers (lead_id, answers, updated_at, updated_by, incident_date, deadline_date, deadline_flags, other_party)
  SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE EXISTS (SELECT 1 FROM leads WHERE id = ?1)
    AND (?9 IS NULL OR EXISTS (SELECT 1 FROM answer_keys WHERE key_hash = ?9 AND lead_id = ?1 AND expires_at > ?3))
  ON CONFLICT (lead_id) DO UPDATE SET answers = excluded.answers, updated_at = excluded.updated_at, updated_by = excluded.updated_by,
    incident_date = excluded.incident_date, deadline_date = excluded.deadline_date, deadline_flags = excluded.deadline_flags, other_party = excluded.other_party`;

/** The request answered: its number and kind of case (app/leads/answers.ts' topicOf), which the deadline turns on. */
export interface AnsweredLead {
  id: number;
  topic: string;
}

const values = (lead: AnsweredLead, answers: Answers, by: string, now: Date) => {
  const derived = derivedColumns(answers, lead.topic, now);
  return [lead.id, JSON.stringify(answers), now.toISOString(), by, derived.incidentDate, derived.deadlineDate, derived.deadlineFlags, derived.otherParty];
};

/** The visitor's answers, stored only while the key is still good (checked in the same statement). */
export async function saveVisitorAnswers(db: Db, key: string, lead: AnsweredLead, answers: Answers, now: Date): Promise<boolean> {
  const result = await db.$client.prepare(UPSERT).bind(...values(lead, answers, "visitor", now), await sha256(key)).run();
  return saved(db, lead.id, result.meta.changes > 0, now);
}

/** Answers entered by staff: the latest answers, marked with who entered them. Posted twice, the row is the same. */
export async function saveStaffAnswers(db: Db, lead: AnsweredLead, answers: Answers, by: string, now: Date): Promise<boolean> {
  const result = await db.$client.prepare(UPSERT).bind(...values(lead, answers, by, now), null).run();
  return saved(db, lead.id, result.meta.changes > 0, now);
}

/** A new other party is checked for conflicts at once; a failed check is logged, never a lost answer. */
async function saved(db: Db, leadId: number, stored: boolean, now: Date): Promise<boolean> {
  if (stored) await recheckConflicts(db, leadId, now).catch((error) => log("error", "conflict_check_failed", { leadId, message: errorMessage(error) }));
  return stored;
}

export async function answersOf(db: Db, leadId: number): Promise<LeadAnswersRow | undefined> {
  const [row] = await db.select().from(leadAnswers).where(eq(leadAnswers.leadId, leadId));
  return row;
}

/** Requests with a deadline flag on `now`'s day (storedFlags' rule, in SQL): under 6 months left or past, or a
 * lasting flag (a minor, a government defendant). */
export function deadlineFlagged(now: Date): SQL {
  return sql`EXISTS (SELECT 1 FROM lead_answers a WHERE a.lead_id = ${leads.id} AND (a.deadline_date < ${soonLimit(now)} OR a.deadline_flags <> ''))`;
}

/** Due now's order (storedFlags' rule, in SQL): a passed deadline, then under 6 months left, then a lasting flag, then the rest. */
export function deadlineRank(now: Date): SQL {
  return sql`CASE WHEN ${leadAnswers.deadlineDate} < ${kentDay(now)} THEN 0 WHEN ${leadAnswers.deadlineDate} < ${soonLimit(now)} THEN 1 WHEN ${leadAnswers.deadlineFlags} <> '' THEN 2 ELSE 3 END`;
}
