// The one writer of consultations (decision 0084): a booking, its moves and cancellation (each guarded by the
// SEQUENCE the form saw and its form key), and the reminders' markers the Cron claims.
import { and, asc, desc, eq, exists, gt, gte, inArray, isNull, lt, lte, not, or, sql } from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { type Change, given, guardedChange } from "~/db/guarded-change.server";
import { type ConsultationRow, consultations, leads } from "~/db/schema.server";
import { type ConsultationKind, turnedAwayStatuses } from "~/db/statuses";
import { statusChangeStatements } from "~/leads/store.server";

const turned = alias(leads, "turned");
/** The consultation is a turned-away request's: no reminder, and not on today's list, even if never cancelled (decision 0068). */
const turnedAway = exists(
  new QueryBuilder()
    .select({ one: sql`1` })
    .from(turned)
    .where(and(eq(turned.id, consultations.leadId), inArray(turned.status, [...turnedAwayStatuses]))),
);

/** The request's consultation: the scheduled one, else the latest. */
export async function consultationFor(db: Db, leadId: number): Promise<ConsultationRow | null> {
  const [row] = await db
    .select()
    .from(consultations)
    .where(eq(consultations.leadId, leadId))
    .orderBy(desc(sql`${consultations.status} = 'scheduled'`), desc(consultations.id))
    .limit(1);
  return row ?? null;
}

/** Whether a time is booked now (a cancelled one is none): "Consultation scheduled" without one asks for it. */
export async function hasBooking(db: Db, leadId: number): Promise<boolean> {
  return (await consultationFor(db, leadId))?.status === "scheduled";
}

export async function consultationById(db: Db, id: number): Promise<ConsultationRow | null> {
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id));
  return row ?? null;
}

/** Who hosts the booking now (a move to another host cancels the event for this one). */
export async function hostOf(db: Db, id: number, leadId: number): Promise<string | null> {
  const [row] = await db
    .select({ hostEmail: consultations.hostEmail })
    .from(consultations)
    .where(and(eq(consultations.id, id), eq(consultations.leadId, leadId)));
  return row?.hostEmail ?? null;
}

export interface Booking {
  leadId: number;
  startsAt: string;
  kind: ConsultationKind;
  link: string;
  hostEmail: string;
  formKey: string;
  by: string;
  markers: { day: string | null; hour: string | null };
  at: string;
}

const guard = (db: Db, leadId: number, formKey: string, at: string, write: Parameters<typeof guardedChange>[1]["write"]) =>
  guardedChange(db, { table: consultations, leadId, formKey, stamp: consultations.updatedAt, at, write });

/** A new booking, unless one is scheduled already. */
export function bookConsultation(db: Db, b: Booking & { uid: string }): Promise<Change<ConsultationRow>> {
  const scheduled = db
    .select({ one: sql`1` })
    .from(consultations)
    .where(and(eq(consultations.leadId, b.leadId), eq(consultations.status, "scheduled")));
  const write = db
    .insert(consultations)
    .select(
      db
        .select({
          id: given(null, "id"),
          leadId: leads.id,
          startsAt: given(b.startsAt, "starts_at"),
          kind: given(b.kind, "kind"),
          link: given(b.link, "link"),
          hostEmail: given(b.hostEmail, "host_email"),
          uid: given(b.uid, "uid"),
          sequence: given(0, "sequence"),
          status: given("scheduled", "status"),
          formKey: given(b.formKey, "form_key"),
          bookedBy: given(b.by, "booked_by"),
          dayReminderAt: given(b.markers.day, "day_reminder_at"),
          hourReminderAt: given(b.markers.hour, "hour_reminder_at"),
          createdAt: given(b.at, "created_at"),
          updatedAt: given(b.at, "updated_at"),
        })
        .from(leads)
        .where(and(eq(leads.id, b.leadId), not(exists(scheduled)))),
    )
    .onConflictDoNothing({ target: consultations.formKey })
    .returning();
  return guard(db, b.leadId, b.formKey, b.at, write);
}

/** The booking the form saw, moved (its SEQUENCE one higher, its reminders set again). */
export function moveConsultation(db: Db, m: Booking & { id: number; sequence: number | null }): Promise<Change<ConsultationRow>> {
  const write = db
    .update(consultations)
    .set({
      startsAt: m.startsAt,
      kind: m.kind,
      link: m.link,
      hostEmail: m.hostEmail,
      sequence: sql`${consultations.sequence} + 1`,
      formKey: m.formKey,
      bookedBy: m.by,
      dayReminderAt: m.markers.day,
      hourReminderAt: m.markers.hour,
      updatedAt: m.at,
    })
    .where(
      and(eq(consultations.id, m.id), eq(consultations.leadId, m.leadId), eq(consultations.status, "scheduled"), eq(consultations.sequence, m.sequence ?? -1)),
    )
    .returning();
  return guard(db, m.leadId, m.formKey, m.at, write);
}

/** The booking the form saw, cancelled; a request at "Consultation scheduled" goes back to "Contacted" in the
 * same batch, with its history row (only when this cancellation wrote its row). */
export async function cancelBooking(
  db: Db,
  c: { id: number; leadId: number; sequence: number; formKey: string; by: string; at: string },
): Promise<{ change: Change<ConsultationRow>; backToContacted: boolean }> {
  const write = db
    .update(consultations)
    .set({ status: "cancelled", sequence: sql`${consultations.sequence} + 1`, formKey: c.formKey, bookedBy: c.by, updatedAt: c.at })
    .where(and(eq(consultations.id, c.id), eq(consultations.leadId, c.leadId), eq(consultations.status, "scheduled"), eq(consultations.sequence, c.sequence)))
    .returning();
  const change = await guardedChange(db, {
    table: consultations,
    leadId: c.leadId,
    formKey: c.formKey,
    stamp: consultations.updatedAt,
    at: c.at,
    write,
    then: (ours) =>
      statusChangeStatements(db, {
        leadId: c.leadId,
        from: "consultation-scheduled",
        to: "contacted",
        by: c.by,
        formKey: `${c.formKey}-status`,
        at: c.at,
        when: and(
          ours,
          exists(
            db
              .select({ one: sql`1` })
              .from(consultations)
              .where(and(eq(consultations.formKey, c.formKey), eq(consultations.status, "cancelled"))),
          ),
        ),
        callDue: "clear",
      }),
  });
  const history = change.kind === "applied" ? (change.after[0] as unknown[]) : [];
  return { change, backToContacted: history.length > 0 };
}

export interface TodaysConsultation {
  id: number;
  leadId: number;
  name: string;
  startsAt: string;
  kind: ConsultationRow["kind"];
  hostEmail: string;
}

/** Today's scheduled consultations (from `start` to `end`), earliest first; none of a person turned away. */
export function consultationsBetween(db: Db, start: string, end: string): Promise<TodaysConsultation[]> {
  return db
    .select({
      id: consultations.id,
      leadId: consultations.leadId,
      name: leads.name,
      startsAt: consultations.startsAt,
      kind: consultations.kind,
      hostEmail: consultations.hostEmail,
    })
    .from(consultations)
    .innerJoin(leads, eq(leads.id, consultations.leadId))
    .where(and(eq(consultations.status, "scheduled"), gte(consultations.startsAt, start), lt(consultations.startsAt, end), not(turnedAway)))
    .orderBy(asc(consultations.startsAt), asc(consultations.id));
}

/** Scheduled consultations whose day-before reminder (by `day`) or hour-before one (by `hour`) is due. */
export function dueReminders(db: Db, at: string, day: string, hour: string): Promise<ConsultationRow[]> {
  return db
    .select()
    .from(consultations)
    .where(
      and(
        eq(consultations.status, "scheduled"),
        gt(consultations.startsAt, at),
        not(turnedAway),
        or(
          and(isNull(consultations.dayReminderAt), lte(consultations.startsAt, day)),
          and(isNull(consultations.hourReminderAt), lte(consultations.startsAt, hour)),
        ),
      ),
    )
    .orderBy(asc(consultations.startsAt))
    .limit(100);
}

/** Claims a reminder for the booking's current time: true once. The hour's claim also marks the day's, which is late by then. */
export async function claimReminder(db: Db, c: Pick<ConsultationRow, "id" | "startsAt">, kind: "reminder-day" | "reminder-hour", at: string): Promise<boolean> {
  const hour = kind === "reminder-hour";
  const claimed = await db
    .update(consultations)
    .set(hour ? { hourReminderAt: at, dayReminderAt: sql`coalesce(${consultations.dayReminderAt}, ${at})` } : { dayReminderAt: at })
    .where(
      and(
        eq(consultations.id, c.id),
        eq(consultations.startsAt, c.startsAt),
        eq(consultations.status, "scheduled"),
        isNull(hour ? consultations.hourReminderAt : consultations.dayReminderAt),
      ),
    )
    .returning({ id: consultations.id });
  return claimed.length > 0;
}
