// A request's owner by round-robin: at arrival among the members on intake now, and by the Cron step for
// requests that arrived when nobody was (decisions 0046, 0058).
import { intakeRoster, type RosterMember } from "~/content/intake-roster";
import type { Db } from "~/db/client.server";
import type { NewLeadRow } from "~/db/schema.server";
import { type IntakeSwitch, nextOwner, onIntakeAt } from "~/lib/intake-roster";
import { kentDay } from "~/lib/kent-time";
import { type OfficeCalendar, officeCalendar } from "~/lib/office-hours";

export const ROUND_ROBIN = "round-robin";

/** The statuses still being worked: a request waiting in one of these gets an owner at the next opening. */
const waitingStatuses = ["new", "contacted", "consultation-scheduled"];
const ASSIGN_BATCH = 50;

/** The history row of an owner given at arrival, in the batch that stores the request (decision 0058).
 * A request made on the desk has its own row, naming the staff member; a repeated store adds nothing. */
export function arrivalOwnerStatement(db: Db, leadKey: string): D1PreparedStatement {
  return db.$client
    .prepare(
      `INSERT INTO lead_owner_changes (lead_id, changed_at, changed_by, from_owner, to_owner, form_key)
       SELECT id, created_at, ?2, NULL, owner_email, 'arrival:' || id FROM leads
       WHERE lead_key = ?1 AND owner_email IS NOT NULL AND submitted_via <> 'desk'
       ON CONFLICT (form_key) DO NOTHING`,
    )
    .bind(leadKey, ROUND_ROBIN);
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

/** The owner a request is stored with: the one staff chose (a desk-made request), else round-robin, else none. */
export async function ownerAtArrival(db: Db, lead: NewLeadRow, now: Date, roster: readonly RosterMember[] = intakeRoster, calendar: OfficeCalendar = officeCalendar): Promise<string | null> {
  if (lead.ownerEmail) return lead.ownerEmail;
  const members = await onIntake(db, now, roster, calendar);
  if (members.length === 0) return null;
  return nextOwner(members, await lastRoundRobin(db), lead.language ?? "en")?.email ?? null;
}

/**
 * The Cron step: unassigned requests still being worked, oldest first, each to the next member by
 * round-robin, once someone is on intake. A request assigned meanwhile (by staff) is left alone.
 */
export async function assignWaiting(db: Db, now: Date, roster: readonly RosterMember[] = intakeRoster, calendar: OfficeCalendar = officeCalendar): Promise<number> {
  const members = await onIntake(db, now, roster, calendar);
  if (members.length === 0) return 0;
  const { results: waiting } = await db.$client
    .prepare(`SELECT id, language FROM leads WHERE owner_email IS NULL AND status IN (SELECT value FROM json_each(?1)) ORDER BY created_at, id LIMIT ?2`)
    .bind(JSON.stringify(waitingStatuses), ASSIGN_BATCH)
    .all<{ id: number; language: string }>();
  if (waiting.length === 0) return 0;
  const last = await lastRoundRobin(db);
  const at = now.toISOString();
  let assigned = 0;
  for (const [i, lead] of waiting.entries()) {
    const owner = nextOwner(members, last, lead.language);
    if (!owner) break;
    // A distinct instant per request keeps "oldest assignment" strict within one run.
    const when = new Date(now.getTime() + i).toISOString();
    const [written] = await db.$client.batch([
      db.$client
        .prepare(
          `INSERT INTO lead_owner_changes (lead_id, changed_at, changed_by, from_owner, to_owner, form_key)
           SELECT id, ?2, ?3, NULL, ?4, ?5 FROM leads WHERE id = ?1 AND owner_email IS NULL ON CONFLICT (form_key) DO NOTHING`,
        )
        .bind(lead.id, when, ROUND_ROBIN, owner.email, `opening:${lead.id}:${at}`),
      db.$client.prepare(`UPDATE leads SET owner_email = ?2 WHERE id = ?1 AND owner_email IS NULL AND EXISTS (SELECT 1 FROM lead_owner_changes WHERE form_key = ?3)`).bind(lead.id, owner.email, `opening:${lead.id}:${at}`),
    ]);
    if (written!.meta.changes > 0) {
      last[owner.email] = when;
      assigned++;
    }
  }
  return assigned;
}
