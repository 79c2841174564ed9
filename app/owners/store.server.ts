// The one writer of lead_owner_changes and intake_switches; a request's own owner_email is written by the
// leads store's setOwner, in the same batch as its history row (decisions 0058, 0081).
import { and, desc, eq, exists, inArray, isNotNull, isNull, max, ne, notInArray, or, sql } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { given, guardedChange } from "~/db/guarded-change.server";
import { type IntakeSwitchRow, intakeSwitches, leadOwnerChanges, leads, type OwnerChangeRow } from "~/db/schema.server";
import { closedStatuses, type LeadStatus } from "~/db/statuses";
import { setOwner } from "~/leads/store.server";

export const ROUND_ROBIN = "round-robin";
/** Who gave a linked request its owner: the person's open request already had one (decision 0068). */
export const SAME_PERSON = "same-person";

const stillWorked = (status: SQLiteColumn) => notInArray(status, [...closedStatuses, "unreachable"]);
const one = sql`1`;

export const ownerHistory = (db: Db, leadId: number): Promise<OwnerChangeRow[]> =>
  db.select().from(leadOwnerChanges).where(eq(leadOwnerChanges.leadId, leadId)).orderBy(leadOwnerChanges.id);

/** The arrival's owner row, in the storing batch (decision 0058): given by `by` (a desk-made request), else by the
 * same-person link or round-robin (a desk-made request is left to its own); a repeated store adds nothing. */
export function arrivalOwnerStatement(db: Db, leadKey: string, by?: string) {
  const other = alias(leads, "o");
  const samePerson = exists(
    db
      .select({ one })
      .from(other)
      .where(
        and(
          or(eq(other.id, leads.duplicateOf), eq(other.duplicateOf, leads.duplicateOf)),
          ne(other.id, leads.id),
          eq(other.ownerEmail, leads.ownerEmail),
          stillWorked(other.status),
        ),
      ),
  );
  const changedBy =
    by === undefined ? sql<string>`CASE WHEN ${samePerson} THEN ${SAME_PERSON} ELSE ${ROUND_ROBIN} END`.as("changed_by") : given(by, "changed_by");
  return db
    .insert(leadOwnerChanges)
    .select(
      db
        .select({
          id: given(null, "id"),
          leadId: leads.id,
          changedAt: leads.createdAt,
          changedBy,
          fromOwner: given(null, "from_owner"),
          toOwner: leads.ownerEmail,
          formKey: sql<string>`'arrival:' || ${leads.id}`.as("form_key"),
        })
        .from(leads)
        .where(and(eq(leads.leadKey, leadKey), isNotNull(leads.ownerEmail), by === undefined ? ne(leads.submittedVia, "desk") : undefined)),
    )
    .onConflictDoNothing({ target: leadOwnerChanges.formKey });
}

/** The owner of the person's open request (decision 0068), the first request's before a later one's, `except` left
 * out; null: the request takes a round-robin turn. */
export async function personOwner(db: Db, first: number, except: number | null = null): Promise<string | null> {
  const [row] = await db
    .select({ owner: leads.ownerEmail })
    .from(leads)
    .where(
      and(
        or(eq(leads.id, first), eq(leads.duplicateOf, first)),
        except === null ? undefined : ne(leads.id, except),
        isNotNull(leads.ownerEmail),
        stillWorked(leads.status),
      ),
    )
    .orderBy(sql`${leads.id} = ${first} DESC`, desc(leads.id))
    .limit(1);
  return row?.owner ?? null;
}

/** Each member's latest round-robin request. */
export async function lastRoundRobin(db: Db): Promise<Record<string, string>> {
  const rows = await db
    .select({ owner: leadOwnerChanges.toOwner, at: max(leadOwnerChanges.changedAt) })
    .from(leadOwnerChanges)
    .where(and(eq(leadOwnerChanges.changedBy, ROUND_ROBIN), isNotNull(leadOwnerChanges.toOwner)))
    .groupBy(leadOwnerChanges.toOwner);
  return Object.fromEntries(rows.map((r) => [r.owner!, r.at!]));
}

/** Unassigned requests still being worked (these statuses), oldest first. */
export const waitingRequests = (db: Db, statuses: readonly LeadStatus[], limit: number) =>
  db
    .select({ id: leads.id, language: leads.language, person: sql<number>`coalesce(${leads.duplicateOf}, ${leads.id})` })
    .from(leads)
    .where(and(isNull(leads.ownerEmail), inArray(leads.status, [...statuses])))
    .orderBy(leads.createdAt, leads.id)
    .limit(limit);

/** Gives a waiting request its owner if it still has none; false: someone assigned it meanwhile. */
export async function assignWaitingRequest(db: Db, give: { leadId: number; to: string; by: string; at: string; formKey: string }): Promise<boolean> {
  const [written] = await db.batch([
    db
      .insert(leadOwnerChanges)
      .select(
        db
          .select({
            id: given(null, "id"),
            leadId: leads.id,
            changedAt: given(give.at, "changed_at"),
            changedBy: given(give.by, "changed_by"),
            fromOwner: given(null, "from_owner"),
            toOwner: given(give.to, "to_owner"),
            formKey: given(give.formKey, "form_key"),
          })
          .from(leads)
          .where(and(eq(leads.id, give.leadId), isNull(leads.ownerEmail))),
      )
      .onConflictDoNothing({ target: leadOwnerChanges.formKey })
      .returning({ id: leadOwnerChanges.id }),
    ...setOwner(
      db,
      give.leadId,
      give.to,
      and(isNull(leads.ownerEmail), exists(db.select({ one }).from(leadOwnerChanges).where(eq(leadOwnerChanges.formKey, give.formKey)))),
    ),
  ]);
  return written.length > 0;
}

export interface OwnerChange {
  leadId: number;
  /** The owner the form showed ("" = unassigned). */
  from: string;
  to: string;
  by: string;
  formKey: string;
  at: Date;
}

export type OwnerOutcome =
  | { kind: "changed" }
  | { kind: "repeat"; change: OwnerChangeRow }
  | { kind: "stale"; owner: string | null; change: OwnerChangeRow | undefined }
  | { kind: "same" }
  | { kind: "gone" };

/** Gives a request to `to` if it still has the owner the form showed and this form was not posted before. */
export async function assignOwner(db: Db, change: OwnerChange): Promise<OwnerOutcome> {
  const { leadId, to, formKey } = change;
  const at = change.at.toISOString();
  const owner = sql`coalesce(${leads.ownerEmail}, '')`;
  const done = await guardedChange(db, {
    table: leadOwnerChanges,
    leadId,
    formKey,
    stamp: leadOwnerChanges.changedAt,
    at,
    write: db
      .insert(leadOwnerChanges)
      .select(
        db
          .select({
            id: given(null, "id"),
            leadId: leads.id,
            changedAt: given(at, "changed_at"),
            changedBy: given(change.by, "changed_by"),
            fromOwner: leads.ownerEmail,
            toOwner: given(to, "to_owner"),
            formKey: given(formKey, "form_key"),
          })
          .from(leads)
          .where(and(eq(leads.id, leadId), sql`${owner} = ${change.from}`, sql`${to} <> ${owner}`)),
      )
      .onConflictDoNothing({ target: leadOwnerChanges.formKey })
      .returning(),
    then: (ours) => [...setOwner(db, leadId, to, ours)],
  });
  if (done.kind === "applied") return { kind: "changed" };
  if (done.kind === "repeat") return { kind: "repeat", change: done.row };
  if (done.kind === "gone") return { kind: "gone" };
  const [[lead], [latest]] = await db.batch([
    db.select({ owner: leads.ownerEmail }).from(leads).where(eq(leads.id, leadId)),
    db.select().from(leadOwnerChanges).where(eq(leadOwnerChanges.leadId, leadId)).orderBy(desc(leadOwnerChanges.id)).limit(1),
  ]);
  if (!lead) return { kind: "gone" };
  if ((lead.owner ?? "") !== change.from) return { kind: "stale", owner: lead.owner, change: latest };
  return { kind: "same" };
}

export const switchesFor = (db: Db, day: string): Promise<IntakeSwitchRow[]> => db.select().from(intakeSwitches).where(eq(intakeSwitches.day, day));

export type SwitchOutcome = { kind: "saved" } | { kind: "same" } | { kind: "stale"; row: IntakeSwitchRow };

/** Sets a member on or off intake for one Kent day; refused when someone switched them since the page was shown. */
export async function setSwitch(
  db: Db,
  input: { day: string; email: string; onIntake: boolean; shown: boolean | null; by: string; at: Date },
): Promise<SwitchOutcome> {
  const rows = await switchesFor(db, input.day);
  const row = rows.find((r) => r.email === input.email);
  const current = row ? row.onIntake : null;
  if (current === input.onIntake) return { kind: "same" };
  if (row && current !== input.shown) return { kind: "stale", row };
  await db
    .insert(intakeSwitches)
    .values({ day: input.day, email: input.email, onIntake: input.onIntake, changedAt: input.at.toISOString(), changedBy: input.by })
    .onConflictDoUpdate({
      target: [intakeSwitches.day, intakeSwitches.email],
      set: { onIntake: input.onIntake, changedAt: input.at.toISOString(), changedBy: input.by },
    });
  return { kind: "saved" };
}
