// A request's owner: the person's open request's, else round-robin among those on intake, at arrival or by the
// Cron step at the opening (decisions 0046, 0058, 0068).
import { intakeRoster, type RosterMember } from "~/content/intake-roster";
import type { Db } from "~/db/client.server";
import type { NewLeadRow } from "~/db/schema.server";
import type { LeadStatus } from "~/db/statuses";
import { kentDay } from "~/lib/kent-time";
import { type OfficeCalendar, officeCalendar } from "~/lib/office-hours";
import { nextOwner, onIntakeAt } from "./roster";
import { assignWaitingRequest, lastRoundRobin, personOwner, ROUND_ROBIN, SAME_PERSON, switchesFor, waitingRequests } from "./store.server";

/** The statuses still being worked: a request waiting in one of these gets an owner at the next opening. */
const waitingStatuses: LeadStatus[] = ["new", "contacted", "consultation-scheduled"];
const ASSIGN_BATCH = 50;

async function onIntake(db: Db, now: Date, roster: readonly RosterMember[], calendar: OfficeCalendar): Promise<RosterMember[]> {
  if (roster.length === 0) return [];
  return onIntakeAt(now, await switchesFor(db, kentDay(now)), roster, calendar);
}

/** The owner a request is stored with: staff's choice, else the person's open request's, else round-robin. */
export async function arrivalOwner(
  db: Db,
  lead: NewLeadRow,
  now: Date,
  roster: readonly RosterMember[] = intakeRoster,
  calendar: OfficeCalendar = officeCalendar,
): Promise<string | null> {
  if (lead.ownerEmail) return lead.ownerEmail;
  const same = lead.duplicateOf ? await personOwner(db, lead.duplicateOf) : null;
  if (same) return same;
  const members = await onIntake(db, now, roster, calendar);
  if (members.length === 0) return null;
  return (
    nextOwner(
      members,
      await lastRoundRobin(
        db,
        members.map((m) => m.email),
      ),
      lead.language ?? "en",
    )?.email ?? null
  );
}

/**
 * The Cron step: unassigned requests still being worked, oldest first, once someone is on intake: each to the owner
 * of the person's open request if there is one (no turn taken), else to the next member by round-robin. A request
 * assigned meanwhile (by staff) is left alone.
 */
export async function assignWaiting(
  db: Db,
  now: Date,
  roster: readonly RosterMember[] = intakeRoster,
  calendar: OfficeCalendar = officeCalendar,
): Promise<number> {
  const members = await onIntake(db, now, roster, calendar);
  if (members.length === 0) return 0;
  const waiting = await waitingRequests(db, waitingStatuses, ASSIGN_BATCH);
  if (waiting.length === 0) return 0;
  const last = await lastRoundRobin(
    db,
    members.map((m) => m.email),
  );
  const at = now.toISOString();
  let assigned = 0;
  for (const [i, lead] of waiting.entries()) {
    // Read per request: the person's first request may have been given out earlier in this run.
    const same = await personOwner(db, lead.person, lead.id);
    const owner = same ? { email: same } : nextOwner(members, last, lead.language);
    if (!owner) break;
    // A distinct instant per request keeps "oldest assignment" strict within one run.
    const when = new Date(now.getTime() + i).toISOString();
    const given = await assignWaitingRequest(db, {
      leadId: lead.id,
      to: owner.email,
      by: same ? SAME_PERSON : ROUND_ROBIN,
      at: when,
      formKey: `opening:${lead.id}:${at}`,
    });
    if (given) {
      if (!same) last[owner.email] = when;
      assigned++;
    }
  }
  return assigned;
}
