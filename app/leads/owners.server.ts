// A request's owner: the person's open request's, else round-robin among those on intake, at arrival or by the
// Cron step at the opening (decisions 0046, 0058, 0068).
import { intakeRoster, type RosterMember } from "~/content/intake-roster";
import type { Db } from "~/db/client.server";
import { and, eq, exists, isNotNull, ne, notInArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { leadOwnerChanges, leads, type NewLeadRow } from "~/db/schema.server";
import { type IntakeSwitch, nextOwner, onIntakeAt } from "~/lib/intake-roster";
import { closedStatuses } from "~/db/statuses";
import { kentDay } from "~/lib/kent-time";
import { type OfficeCalendar, officeCalendar } from "~/lib/office-hours";

export const ROUND_ROBIN = "round-robin";
/** Who gave a linked request its owner: the person's open request already had one (decision 0068). */
export const SAME_PERSON = "same-person";

/** The statuses still being worked: a request waiting in one of these gets an owner at the next opening. */
const waitingStatuses = ["new", "contacted", "consultation-scheduled"];
const ASSIGN_BATCH = 50;

const stillWorked = (alias: string) => `${alias}.status NOT IN (${[...closedStatuses, "unreachable"].map((s) => `'${s}'`).join(", ")})`;

/** The arrival's owner row, in the storing batch (decision 0058), by the same-person link or round-robin; a desk-made
 * request writes its own, and a repeated store adds nothing. */
export function arrivalOwnerStatement(db: Db, leadKey: string) {
  const other = alias(leads, "o");
  const samePersons = exists(
    db
      .select({ one: sql`1` })
      .from(other)
      .where(
        and(
          or(eq(other.id, leads.duplicateOf), eq(other.duplicateOf, leads.duplicateOf)),
          ne(other.id, leads.id),
          eq(other.ownerEmail, leads.ownerEmail),
          notInArray(other.status, [...closedStatuses, "unreachable"]),
        ),
      ),
  );
  const row = {
    id: sql<null>`NULL`.as("id"),
    leadId: leads.id,
    changedAt: leads.createdAt,
    changedBy: sql<string>`CASE WHEN ${samePersons} THEN ${SAME_PERSON} ELSE ${ROUND_ROBIN} END`.as("changed_by"),
    fromOwner: sql<null>`NULL`.as("from_owner"),
    toOwner: leads.ownerEmail,
    formKey: sql<string>`'arrival:' || ${leads.id}`.as("form_key"),
  };
  return db
    .insert(leadOwnerChanges)
    .select(db.select(row).from(leads).where(and(eq(leads.leadKey, leadKey), isNotNull(leads.ownerEmail), ne(leads.submittedVia, "desk"))))
    .onConflictDoNothing({ target: leadOwnerChanges.formKey });
}

/** A new request's owner and the statement writing its history row (in the storing batch). */
export async function arrivalOwner(db: Db, lead: NewLeadRow, now: Date) {
  return { ownerEmail: await ownerAtArrival(db, lead, now), history: arrivalOwnerStatement(db, lead.leadKey) };
}

/** A desk-made request's first owner row, naming who gave it (the arrival statement leaves it to this one). */
export function deskOwnerStatement(db: Db, leadId: number, by: string) {
  const row = {
    id: sql<null>`NULL`.as("id"),
    leadId: leads.id,
    changedAt: leads.createdAt,
    changedBy: sql<string>`${by}`.as("changed_by"),
    fromOwner: sql<null>`NULL`.as("from_owner"),
    toOwner: leads.ownerEmail,
    formKey: sql<string>`'arrival:' || ${leads.id}`.as("form_key"),
  };
  return db
    .insert(leadOwnerChanges)
    .select(db.select(row).from(leads).where(and(eq(leads.id, leadId), isNotNull(leads.ownerEmail))))
    .onConflictDoNothing({ target: leadOwnerChanges.formKey });
}

/** The owner of the person's open request (decision 0068), the first request's before a later one's, `except` left
 * out; null: the request takes a round-robin turn. */
export async function personOwner(db: Db, first: number, except: number | null = null): Promise<string | null> {
  return db.$client
    .prepare(`SELECT owner_email FROM leads l WHERE (l.id = ?1 OR l.duplicate_of = ?1) AND l.id IS NOT ?2 AND l.owner_email IS NOT NULL AND ${stillWorked("l")} ORDER BY l.id = ?1 DESC, l.id DESC LIMIT 1`)
    .bind(first, except)
    .first<string>("owner_email");
}

export async function switchesOn(db: Db, day: string): Promise<IntakeSwitch[]> {
  const { results } = await db.$client.prepare("SELECT day, email, on_intake FROM intake_switches WHERE day = ?").bind(day).all<{ day: string; email: string; on_intake: number }>();
  return results.map((r) => ({ day: r.day, email: r.email, onIntake: r.on_intake === 1 }));
}

async function lastRoundRobin(db: Db): Promise<Record<string, string>> {
  const { results } = await db.$client
    .prepare("SELECT to_owner AS owner, MAX(changed_at) AS at FROM lead_owner_changes WHERE changed_by = ? AND to_owner IS NOT NULL GROUP BY to_owner")
    .bind(ROUND_ROBIN)
    .all<{ owner: string; at: string }>();
  return Object.fromEntries(results.map((r) => [r.owner, r.at]));
}

async function onIntake(db: Db, now: Date, roster: readonly RosterMember[], calendar: OfficeCalendar): Promise<RosterMember[]> {
  if (roster.length === 0) return [];
  return onIntakeAt(now, await switchesOn(db, kentDay(now)), roster, calendar);
}

/** The owner a request is stored with: staff's choice, else the person's open request's, else round-robin. */
export async function ownerAtArrival(db: Db, lead: NewLeadRow, now: Date, roster: readonly RosterMember[] = intakeRoster, calendar: OfficeCalendar = officeCalendar): Promise<string | null> {
  if (lead.ownerEmail) return lead.ownerEmail;
  const same = lead.duplicateOf ? await personOwner(db, lead.duplicateOf) : null;
  if (same) return same;
  const members = await onIntake(db, now, roster, calendar);
  if (members.length === 0) return null;
  return nextOwner(members, await lastRoundRobin(db), lead.language ?? "en")?.email ?? null;
}

/**
 * The Cron step: unassigned requests still being worked, oldest first, once someone is on intake: each to the owner
 * of the person's open request if there is one (no turn taken), else to the next member by round-robin. A request
 * assigned meanwhile (by staff) is left alone.
 */
export async function assignWaiting(db: Db, now: Date, roster: readonly RosterMember[] = intakeRoster, calendar: OfficeCalendar = officeCalendar): Promise<number> {
  const members = await onIntake(db, now, roster, calendar);
  if (members.length === 0) return 0;
  const { results: waiting } = await db.$client
    .prepare(`SELECT id, language, coalesce(duplicate_of, id) AS person FROM leads WHERE owner_email IS NULL AND status IN (SELECT value FROM json_each(?1)) ORDER BY created_at, id LIMIT ?2`)
    .bind(JSON.stringify(waitingStatuses), ASSIGN_BATCH)
    .all<{ id: number; language: string; person: number }>();
  if (waiting.length === 0) return 0;
  const last = await lastRoundRobin(db);
  const at = now.toISOString();
  let assigned = 0;
  for (const [i, lead] of waiting.entries()) {
    // Read per request: the person's first request may have been given out earlier in this run.
    const same = await personOwner(db, lead.person, lead.id);
    const owner = same ? { email: same } : nextOwner(members, last, lead.language);
    if (!owner) break;
    // A distinct instant per request keeps "oldest assignment" strict within one run.
    const when = new Date(now.getTime() + i).toISOString();
    const [written] = await db.$client.batch([
      db.$client
        .prepare(
          `INSERT INTO lead_owner_changes (lead_id, changed_at, changed_by, from_owner, to_owner, form_key)
           SELECT id, ?2, ?3, NULL, ?4, ?5 FROM leads WHERE id = ?1 AND owner_email IS NULL ON CONFLICT (form_key) DO NOTHING`,
        )
        .bind(lead.id, when, same ? SAME_PERSON : ROUND_ROBIN, owner.email, `opening:${lead.id}:${at}`),
      db.$client.prepare(`UPDATE leads SET owner_email = ?2 WHERE id = ?1 AND owner_email IS NULL AND EXISTS (SELECT 1 FROM lead_owner_changes WHERE form_key = ?3)`).bind(lead.id, owner.email, `opening:${lead.id}:${at}`),
    ]);
    if (written!.meta.changes > 0) {
      if (!same) last[owner.email] = when;
      assigned++;
    }
  }
  return assigned;
}
