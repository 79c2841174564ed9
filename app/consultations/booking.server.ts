/** Booking, moving and cancelling a consultation from the desk (decision 0084): one row per booking, its
 * SEQUENCE bumped by every change; the messages go through the delivery engine. */
import { eq } from "drizzle-orm";
import type { ConsultationMessageKind } from "~/content/consultations";
import type { Db } from "~/db/client.server";
import type { Change } from "~/db/guarded-change.server";
import { type ConsultationRow, type LeadRow, leads } from "~/db/schema.server";
import { isTurnedAway } from "~/db/statuses";
import { changeStatus } from "~/leads/store.server";
import { addDays, kentDay, startOfKentDay } from "~/lib/kent-time";
import { errorMessage, log } from "~/lib/log";
import type { ConsultationInput } from "./booking-form";
import { queueConsultationMessages, reminderMarkers, supersedeWaiting } from "./messages.server";
import { bookConsultation, cancelBooking, consultationFor, consultationsBetween, hostOf, moveConsultation, type TodaysConsultation } from "./store.server";

/** A new event's UID: random, at the site's host. A stored UID never changes, so existing events keep theirs. */
export function newUid(siteOrigin: string): string {
  let host = "";
  try {
    host = new URL(siteOrigin).hostname;
  } catch {}
  return `${crypto.randomUUID()}@${host.replace(/^www\./, "") || "localhost"}`;
}

export type ConsultationOutcome =
  | { kind: "booked" | "moved"; consultation: ConsultationRow }
  | { kind: "cancelled"; consultation: ConsultationRow; backToContacted: boolean }
  | { kind: "repeat"; consultation: ConsultationRow }
  | { kind: "stale"; consultation: ConsultationRow | null }
  | { kind: "gone" };

type Book = Extract<ConsultationInput, { intent: "consultation" }>;

const leadOf = async (db: Db, leadId: number) => (await db.select().from(leads).where(eq(leads.id, leadId)))[0];

/** Books one (none scheduled yet) or moves the one the form saw; a new or contacted request moves to
 * "Consultation scheduled". */
export async function saveConsultation(env: Env, db: Db, leadId: number, input: Book, by: string, now: Date): Promise<ConsultationOutcome> {
  const lead = await leadOf(db, leadId);
  if (!lead) return { kind: "gone" };
  const booking = {
    leadId,
    startsAt: input.startsAt.toISOString(),
    kind: input.kind,
    link: input.link,
    hostEmail: input.hostEmail,
    formKey: input.formKey,
    by,
    markers: reminderMarkers(input.startsAt, now),
    at: now.toISOString(),
  };
  const formerHost = input.consultationId === null ? null : await hostOf(db, input.consultationId, leadId);
  const change =
    input.consultationId === null
      ? await bookConsultation(db, { ...booking, uid: newUid(env.SITE_ORIGIN) })
      : await moveConsultation(db, { ...booking, id: input.consultationId, sequence: input.sequence });
  if (change.kind !== "applied") return unchanged(db, leadId, change);
  const consultation = change.row;
  const kind = input.consultationId === null ? "booked" : "moved";
  if (kind === "moved") await supersedeWaiting(db, consultation, now);
  const status = lead.status;
  if (status === "new" || status === "contacted" || status === "unreachable")
    await changeStatus(db, { leadId, from: status, to: "consultation-scheduled", expectedFeeCents: null, by, formKey: `${input.formKey}-status`, at: now });
  // A new host: the previous one's calendar drops the event (a CANCEL of the same UID and SEQUENCE).
  const dropFor = formerHost && formerHost !== consultation.hostEmail ? formerHost : undefined;
  await send(env, consultation, lead, kind === "booked" ? "invitation" : "update", now, dropFor);
  return { kind, consultation };
}

/** Cancels the one the form saw; a request at "Consultation scheduled" goes back to "Contacted" in the same
 * batch, with its history row (only when this cancellation wrote its row). */
export async function cancelConsultation(
  env: Env,
  db: Db,
  leadId: number,
  input: Extract<ConsultationInput, { intent: "cancel-consultation" }>,
  by: string,
  now: Date,
): Promise<ConsultationOutcome> {
  const { change, backToContacted } = await cancelBooking(db, {
    id: input.consultationId,
    leadId,
    sequence: input.sequence,
    formKey: input.formKey,
    by,
    at: now.toISOString(),
  });
  if (change.kind !== "applied") return unchanged(db, leadId, change);
  const consultation = change.row;
  await supersedeWaiting(db, consultation, now);
  const lead = await leadOf(db, leadId);
  if (lead) await send(env, consultation, lead, isTurnedAway(lead.status) ? "cancellation-closed" : "cancellation", now);
  return { kind: "cancelled", consultation, backToContacted };
}

/** Nothing written: the same form applied before (a double post), or another change came first. */
async function unchanged(db: Db, leadId: number, change: Exclude<Change<ConsultationRow>, { kind: "applied" }>): Promise<ConsultationOutcome> {
  if (change.kind === "repeat") return { kind: "repeat", consultation: change.row };
  return change.kind === "refused" ? { kind: "stale", consultation: await consultationFor(db, leadId) } : { kind: "gone" };
}

async function send(env: Env, c: ConsultationRow, lead: LeadRow, kind: Exclude<ConsultationMessageKind, `reminder-${string}`>, now: Date, formerHost?: string) {
  try {
    await queueConsultationMessages(env, c, lead, kind, now, formerHost);
  } catch (error) {
    log("error", "consultation_messages_failed", { consultationId: c.id, kind, message: errorMessage(error) });
  }
}

/** Today's scheduled consultations (the Kent day of `now`), earliest first; none of a person turned away. */
export function todaysConsultations(db: Db, now: Date): Promise<TodaysConsultation[]> {
  const day = kentDay(now);
  return consultationsBetween(db, startOfKentDay(day).toISOString(), startOfKentDay(addDays(day, 1)).toISOString());
}
