/** Booking, moving and cancelling a consultation from the desk (decision 0056): one row per booking, its
 * SEQUENCE bumped by every change; the messages go through the delivery engine. */
import type { ConsultationMessageKind } from "~/content/consultations";
import type { ConsultationRow, LeadRow } from "~/db/schema.server";
import type { Db } from "~/db/client.server";
import { isTurnedAway } from "~/db/statuses";
import { queueConsultationMessages, reminderMarkers, supersedeWaiting, turnedAwaySql } from "~/consultations/messages.server";
import { deliveryFromRow } from "~/deliveries/store.server";
import { addDays, kentDay, startOfKentDay } from "~/lib/kent-time";
import { errorMessage, log } from "~/lib/log";
import type { ConsultationInput } from "./booking-form";
import { changeStatus } from "~/leads/store.server";

/** A new event's UID: random, at the site's host. A stored UID never changes, so existing events keep theirs. */
export function newUid(siteOrigin: string): string {
  let host = "";
  try {
    host = new URL(siteOrigin).hostname;
  } catch {}
  return `${crypto.randomUUID()}@${host.replace(/^www\./, "") || "localhost"}`;
}

const asRow = <T>(row: Record<string, unknown>) => deliveryFromRow(row) as unknown as T;

/** The request's consultation: the scheduled one, else the latest. */
export async function consultationFor(db: Db, leadId: number): Promise<ConsultationRow | null> {
  const row = await db.$client
    .prepare("SELECT * FROM consultations WHERE lead_id = ?1 ORDER BY status = 'scheduled' DESC, id DESC LIMIT 1")
    .bind(leadId)
    .first<Record<string, unknown>>();
  return row ? asRow<ConsultationRow>(row) : null;
}

/** Whether a time is booked now (a cancelled one is none): "Consultation scheduled" without one asks for it. */
export async function hasBooking(db: Db, leadId: number): Promise<boolean> {
  return (await consultationFor(db, leadId))?.status === "scheduled";
}

export type ConsultationOutcome =
  | { kind: "booked" | "moved"; consultation: ConsultationRow }
  | { kind: "cancelled"; consultation: ConsultationRow; backToContacted: boolean }
  | { kind: "repeat"; consultation: ConsultationRow }
  | { kind: "stale"; consultation: ConsultationRow | null }
  | { kind: "gone" };

type Book = Extract<ConsultationInput, { intent: "consultation" }>;

/** Books one (none scheduled yet) or moves the one the form saw; a new or contacted request moves to
 * "Consultation scheduled". */
export async function saveConsultation(env: Env, db: Db, leadId: number, input: Book, by: string, now: Date): Promise<ConsultationOutcome> {
  const lead = await db.$client.prepare("SELECT * FROM leads WHERE id = ?1").bind(leadId).first<Record<string, unknown>>();
  if (!lead) return { kind: "gone" };
  const at = now.toISOString();
  const startsAt = input.startsAt.toISOString();
  const markers = reminderMarkers(input.startsAt, now);
  let row: Record<string, unknown> | null;
  let formerHost: string | null = null;
  if (input.consultationId === null) {
    row = await db.$client
      .prepare(
        `INSERT INTO consultations (lead_id, starts_at, kind, link, host_email, uid, sequence, status, form_key, booked_by, day_reminder_at, hour_reminder_at, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, 0, 'scheduled', ?7, ?8, ?9, ?10, ?11, ?11
         WHERE NOT EXISTS (SELECT 1 FROM consultations WHERE lead_id = ?1 AND status = 'scheduled')
         ON CONFLICT (form_key) DO NOTHING RETURNING *`,
      )
      .bind(leadId, startsAt, input.kind, input.link, input.hostEmail, newUid(env.SITE_ORIGIN), input.formKey, by, markers.day, markers.hour, at)
      .first();
  } else {
    formerHost = await db.$client.prepare("SELECT host_email FROM consultations WHERE id = ?1 AND lead_id = ?2").bind(input.consultationId, leadId).first<string>("host_email");
    row = await db.$client
      .prepare(
        `UPDATE consultations SET starts_at = ?3, kind = ?4, link = ?5, host_email = ?6, sequence = sequence + 1, form_key = ?7, booked_by = ?8,
           day_reminder_at = ?9, hour_reminder_at = ?10, updated_at = ?11
         WHERE id = ?1 AND lead_id = ?2 AND status = 'scheduled' AND sequence = ?12 RETURNING *`,
      )
      .bind(input.consultationId, leadId, startsAt, input.kind, input.link, input.hostEmail, input.formKey, by, markers.day, markers.hour, at, input.sequence ?? -1)
      .first();
  }
  if (!row) return unchanged(db, leadId, input.formKey);
  const consultation = asRow<ConsultationRow>(row);
  const kind = input.consultationId === null ? "booked" : "moved";
  if (kind === "moved") await supersedeWaiting(db, consultation, now);
  const status = String(lead.status);
  if (status === "new" || status === "contacted" || status === "unreachable")
    await changeStatus(db, { leadId, from: status as LeadRow["status"], to: "consultation-scheduled", expectedFeeCents: null, by, formKey: `${input.formKey}-status`, at: now });
  // A new host: the previous one's calendar drops the event (a CANCEL of the same UID and SEQUENCE).
  const dropFor = formerHost && formerHost !== consultation.hostEmail ? formerHost : undefined;
  await send(env, consultation, lead, kind === "booked" ? "invitation" : "update", now, dropFor);
  return { kind, consultation };
}

/** Cancels the one the form saw; a request at "Consultation scheduled" goes back to "Contacted" in the same
 * batch, with its history row (only when this cancellation wrote its row). */
export async function cancelConsultation(env: Env, db: Db, leadId: number, input: Extract<ConsultationInput, { intent: "cancel-consultation" }>, by: string, now: Date): Promise<ConsultationOutcome> {
  const at = now.toISOString();
  const statusKey = `${input.formKey}-status`;
  const d1 = db.$client;
  const [cancelled, history] = await d1.batch<Record<string, unknown>>([
    d1
      .prepare(
        `UPDATE consultations SET status = 'cancelled', sequence = sequence + 1, form_key = ?3, booked_by = ?4, updated_at = ?5
         WHERE id = ?1 AND lead_id = ?2 AND status = 'scheduled' AND sequence = ?6 RETURNING *`,
      )
      .bind(input.consultationId, leadId, input.formKey, by, at, input.sequence),
    d1
      .prepare(
        `INSERT INTO lead_status_changes (lead_id, changed_at, changed_by, from_status, to_status, expected_fee_cents, form_key)
         SELECT id, ?2, ?3, status, 'contacted', NULL, ?4 FROM leads
         WHERE id = ?1 AND status = 'consultation-scheduled'
           AND EXISTS (SELECT 1 FROM consultations WHERE lead_id = ?1 AND form_key = ?5 AND status = 'cancelled' AND updated_at = ?2)
         ON CONFLICT (form_key) DO NOTHING`,
      )
      .bind(leadId, at, by, statusKey, input.formKey),
    d1
      .prepare(
        `UPDATE leads SET status = 'contacted', call_due_at = NULL
         WHERE id = ?1 AND EXISTS (SELECT 1 FROM lead_status_changes WHERE form_key = ?2 AND lead_id = ?1 AND changed_at = ?3)`,
      )
      .bind(leadId, statusKey, at),
  ]);
  const row = cancelled?.results[0];
  if (!row) return unchanged(db, leadId, input.formKey);
  const consultation = asRow<ConsultationRow>(row);
  await supersedeWaiting(db, consultation, now);
  const lead = await db.$client.prepare("SELECT * FROM leads WHERE id = ?1").bind(leadId).first<Record<string, unknown>>();
  if (lead) await send(env, consultation, lead, isTurnedAway(String(lead.status)) ? "cancellation-closed" : "cancellation", now);
  return { kind: "cancelled", consultation, backToContacted: (history?.meta.changes ?? 0) > 0 };
}

/** Nothing written: the same form applied before (a double post), or another change came first. */
async function unchanged(db: Db, leadId: number, formKey: string): Promise<ConsultationOutcome> {
  const same = await db.$client.prepare("SELECT * FROM consultations WHERE form_key = ?1 AND lead_id = ?2").bind(formKey, leadId).first<Record<string, unknown>>();
  if (same) return { kind: "repeat", consultation: asRow<ConsultationRow>(same) };
  const exists = await db.$client.prepare("SELECT 1 FROM leads WHERE id = ?1").bind(leadId).first();
  return exists ? { kind: "stale", consultation: await consultationFor(db, leadId) } : { kind: "gone" };
}

async function send(env: Env, c: ConsultationRow, lead: Record<string, unknown>, kind: Exclude<ConsultationMessageKind, `reminder-${string}`>, now: Date, formerHost?: string) {
  try {
    await queueConsultationMessages(env, c, asRow<LeadRow>(lead), kind, now, formerHost);
  } catch (error) {
    log("error", "consultation_messages_failed", { consultationId: c.id, kind, message: errorMessage(error) });
  }
}

export interface TodaysConsultation {
  id: number;
  leadId: number;
  name: string;
  startsAt: string;
  kind: ConsultationRow["kind"];
  hostEmail: string;
}

/** Today's scheduled consultations (the Kent day of `now`), earliest first; none of a person turned away. */
export async function todaysConsultations(db: Db, now: Date): Promise<TodaysConsultation[]> {
  const day = kentDay(now);
  const { results } = await db.$client
    .prepare(
      `SELECT c.id, c.lead_id AS leadId, l.name, c.starts_at AS startsAt, c.kind, c.host_email AS hostEmail
       FROM consultations c JOIN leads l ON l.id = c.lead_id
       WHERE c.status = 'scheduled' AND c.starts_at >= ?1 AND c.starts_at < ?2 AND NOT ${turnedAwaySql("c")} ORDER BY c.starts_at, c.id`,
    )
    .bind(startOfKentDay(day).toISOString(), startOfKentDay(addDays(day, 1)).toISOString())
    .all<TodaysConsultation>();
  return results;
}
