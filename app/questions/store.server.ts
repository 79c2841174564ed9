// The questions' key and the answers' row (decision 0083), with the other party's name for the conflict check (0090). A key is random (256 bits), kept only as its
// SHA-256, good for 24 hours; answering again replaces the one row of the request, never adds one.
import { randomKey, sha256Hex } from "~/lib/secret-keys";
import { and, eq, exists, gt, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { given } from "~/db/guarded-change.server";
import { answerKeys, type LeadAnswersRow, leadAnswers, leads } from "~/db/schema.server";
import { otherPartyNameStatements } from "~/conflicts/store.server";
import { soonLimit } from "~/leads/deadlines";
import { kentDay } from "~/lib/kent-time";
import { type Answers, derivedColumns } from "./answers";

export const ANSWER_KEY_HOURS = 24;
const KEY = /^[A-Za-z0-9_-]{43}$/;

/** A new key to request #leadId's questions; only its hash is stored. */
export async function newAnswersKey(db: Db, leadId: number, now: Date): Promise<string> {
  const key = randomKey();
  const expiresAt = new Date(now.getTime() + ANSWER_KEY_HOURS * 3_600_000).toISOString();
  await db.insert(answerKeys).values({ leadId, keyHash: await sha256Hex(key), expiresAt });
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
    .select({
      leadId: answerKeys.leadId,
      ownerEmail: leads.ownerEmail,
      expiresAt: answerKeys.expiresAt,
      caseType: leads.caseType,
      sourcePage: leads.sourcePage,
      sourceUrl: leads.sourceUrl,
      answers: leadAnswers,
    })
    .from(answerKeys)
    .innerJoin(leads, eq(leads.id, answerKeys.leadId))
    .leftJoin(leadAnswers, eq(leadAnswers.leadId, answerKeys.leadId))
    .where(eq(answerKeys.keyHash, await sha256Hex(key)));
  if (!row) return "unknown";
  if (row.expiresAt <= now.toISOString()) return "expired";
  return {
    leadId: row.leadId,
    ownerEmail: row.ownerEmail,
    caseType: row.caseType,
    sourcePage: row.sourcePage,
    sourceUrl: row.sourceUrl,
    answers: row.answers ?? undefined,
  };
}

/** The request answered: its number and kind of case (answers.ts' topicOf), which the deadline turns on. */
export interface AnsweredLead {
  id: number;
  topic: string;
}

/** The request's one row of answers, replaced; a visitor's (`key` given) only while the key is still good,
 * checked in the same statement. True when stored. */
export async function storeAnswers(db: Db, lead: AnsweredLead, answers: Answers, by: string, key: string | null, now: Date): Promise<boolean> {
  const derived = derivedColumns(answers, lead.topic, now);
  const at = now.toISOString();
  const keyGood =
    key === null
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(answerKeys)
            .where(and(eq(answerKeys.keyHash, await sha256Hex(key)), eq(answerKeys.leadId, lead.id), gt(answerKeys.expiresAt, at))),
        );
  const upsert = db
    .insert(leadAnswers)
    .select(
      db
        .select({
          id: given(null, "id"),
          leadId: leads.id,
          answers: given(JSON.stringify(answers), "answers"),
          updatedAt: given(at, "updated_at"),
          updatedBy: given(by, "updated_by"),
          incidentDate: given(derived.incidentDate, "incident_date"),
          deadlineDate: given(derived.deadlineDate, "deadline_date"),
          deadlineFlags: given(derived.deadlineFlags, "deadline_flags"),
          otherParty: given(derived.otherParty, "other_party"),
        })
        .from(leads)
        .where(and(eq(leads.id, lead.id), keyGood)),
    )
    .onConflictDoUpdate({
      target: leadAnswers.leadId,
      set: {
        answers: sql`excluded.answers`,
        updatedAt: sql`excluded.updated_at`,
        updatedBy: sql`excluded.updated_by`,
        incidentDate: sql`excluded.incident_date`,
        deadlineDate: sql`excluded.deadline_date`,
        deadlineFlags: sql`excluded.deadline_flags`,
        otherParty: sql`excluded.other_party`,
      },
    })
    .returning({ leadId: leadAnswers.leadId });
  // The other party's name is filed for the conflict check in the same batch, from what was saved (decision 0090).
  const [stored] = await db.batch([upsert, ...otherPartyNameStatements(db, lead.id, derived.otherParty)]);
  return stored.length > 0;
}

export async function answersOf(db: Db, leadId: number): Promise<LeadAnswersRow | undefined> {
  const [row] = await db.select().from(leadAnswers).where(eq(leadAnswers.leadId, leadId));
  return row;
}

/** Answers with a deadline flag on `now`'s day (storedFlags' rule, in SQL): under 6 months left or past, or a
 * lasting flag (a minor, a government defendant). A condition on the joined lead_answers row, so a list of
 * flagged requests can walk the answers instead of every request. */
export function deadlineFlagged(now: Date): SQL {
  return sql`(${leadAnswers.deadlineDate} < ${soonLimit(now)} OR ${leadAnswers.deadlineFlags} <> '')`;
}

/** Due now's order (storedFlags' rule, in SQL): a passed deadline, then under 6 months left, then a lasting flag, then the rest. */
export function deadlineRank(now: Date): SQL {
  return sql`CASE WHEN ${leadAnswers.deadlineDate} < ${kentDay(now)} THEN 0 WHEN ${leadAnswers.deadlineDate} < ${soonLimit(now)} THEN 1 WHEN ${leadAnswers.deadlineFlags} <> '' THEN 2 ELSE 3 END`;
}
