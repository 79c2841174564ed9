// Saving answers after Send (decision 0083): the visitor's (with their key) or staff's, then the conflict
// check again for a new other party.
import { recheckConflicts } from "~/conflicts/store.server";
import type { Db } from "~/db/client.server";
import { errorMessage, log } from "~/lib/log";
import type { Answers } from "./answers";
import { type AnsweredLead, storeAnswers } from "./store.server";

/** The visitor's answers, stored only while the key is still good (checked in the same statement). */
export async function saveVisitorAnswers(db: Db, key: string, lead: AnsweredLead, answers: Answers, now: Date): Promise<boolean> {
  return saved(db, lead.id, await storeAnswers(db, lead, answers, "visitor", key, now), now);
}

/** Answers entered by staff: the latest answers, marked with who entered them. Posted twice, the row is the same. */
export async function saveStaffAnswers(db: Db, lead: AnsweredLead, answers: Answers, by: string, now: Date): Promise<boolean> {
  return saved(db, lead.id, await storeAnswers(db, lead, answers, by, null, now), now);
}

/** A new other party is checked for conflicts at once; a failed check is logged, never a lost answer. */
async function saved(db: Db, leadId: number, stored: boolean, now: Date): Promise<boolean> {
  if (stored) await recheckConflicts(db, leadId, now).catch((error) => log("error", "conflict_check_failed", { leadId, message: errorMessage(error) }));
  return stored;
}
