// A consultation's messages through the delivery engine (decision 0056): written once each and tried at once;
// reminders a day and an hour before, from the Cron, each written once.
import type { ConsultationMessageKind } from "~/content/consultations";
import { db, type Db } from "~/db/client.server";
import type { ConsultationRow, DeliveryRow, LeadRow } from "~/db/schema.server";
import { turnedAwayStatuses } from "~/db/statuses";
import { errorMessage, log } from "~/lib/log";
import { normalizePhone } from "~/lib/people";
import { areaOf } from "~/lib/service-area.server";
import { consultationEmail, consultationHost, consultationSms } from "./channels.server";
import { messageTarget } from "./message-targets";
import { deliver } from "~/deliveries/engine.server";
import { deliveryFromRow, mayText, supersedePending } from "~/deliveries/store.server";
import { readTextingSettings } from "~/deliveries/visitor-text.server";

const HOUR = 3_600_000;

/** Writes one message's deliveries (once each: the target is unique per message) and tries them now; a
 * former host (the event moved to another) gets a cancellation of it. */
export async function queueConsultationMessages(env: Env, c: ConsultationRow, lead: LeadRow, kind: ConsultationMessageKind, now: Date, formerHost?: string): Promise<DeliveryRow[]> {
  const store = db(env);
  const rows: { channel: string; target: string }[] = [];
  if (consultationEmail.read(env).state === "on" && lead.email) rows.push({ channel: consultationEmail.name, target: messageTarget(lead.email.trim().toLowerCase(), kind, c) });
  if (!kind.startsWith("reminder") && consultationHost.read(env).state === "on") rows.push({ channel: consultationHost.name, target: messageTarget(c.hostEmail, kind, c) });
  if (formerHost && consultationHost.read(env).state === "on") rows.push({ channel: consultationHost.name, target: messageTarget(formerHost, "cancellation", c) });
  const phone = lead.textConsent ? normalizePhone(lead.phone)?.e164 : undefined;
  // Texts only within the service area (decision 0062); the email still goes.
  if (phone && areaOf(env, phone)?.inArea && readTextingSettings(env).state === "on" && (await mayText(store, phone))) rows.push({ channel: consultationSms.name, target: messageTarget(phone, kind, c) });
  return deliver(env, rows.map((r) => ({ lead: { leadId: lead.id }, channel: r.channel, to: [{ target: r.target }], at: now })));
}

/** A changed or cancelled consultation: its messages still waiting are closed, never sent. */
export async function supersedeWaiting(store: Db, c: Pick<ConsultationRow, "id" | "leadId">, now: Date): Promise<number> {
  const waiting = { leadId: c.leadId, channelPrefix: "consultation-", targetMarker: ` · consultation ${c.id} · ` };
  return supersedePending(store, waiting, "Superseded: the consultation changed before this went", now);
}

/** The markers a booking or a move starts with: a reminder whose time has already passed is not sent. */
export function reminderMarkers(startsAt: Date, now: Date): { day: string | null; hour: string | null } {
  const left = startsAt.getTime() - now.getTime();
  return { day: left <= 24 * HOUR ? now.toISOString() : null, hour: left <= HOUR ? now.toISOString() : null };
}

/** SQL: the consultation `alias` is a turned-away request's: no reminder, even if never cancelled (decision 0068). */
export const turnedAwaySql = (alias: string) =>
  `EXISTS (SELECT 1 FROM leads turned WHERE turned.id = ${alias}.lead_id AND turned.status IN (${turnedAwayStatuses.map((s) => `'${s}'`).join(", ")}))`;

/** The Cron step: each scheduled consultation whose reminder is due gets it once (its marker set in the same
 * step that finds it; the delivery's target is unique per start time). */
export async function sendConsultationReminders(env: Env, now = new Date()): Promise<number> {
  const store = db(env);
  const at = now.toISOString();
  const { results } = await store.$client
    .prepare(
      `SELECT * FROM consultations c WHERE c.status = 'scheduled' AND c.starts_at > ?1 AND NOT ${turnedAwaySql("c")}
         AND ((c.day_reminder_at IS NULL AND c.starts_at <= ?2) OR (c.hour_reminder_at IS NULL AND c.starts_at <= ?3)) ORDER BY c.starts_at LIMIT 100`,
    )
    .bind(at, new Date(now.getTime() + 24 * HOUR).toISOString(), new Date(now.getTime() + HOUR).toISOString())
    .all<Record<string, unknown>>();
  let sent = 0;
  for (const c of results.map((r) => deliveryFromRow(r) as unknown as ConsultationRow)) {
    const kind: ConsultationMessageKind = Date.parse(c.startsAt) - now.getTime() <= HOUR ? "reminder-hour" : "reminder-day";
    // An hour before, the day-before reminder is late: only the hour's goes.
    const claimed = await store.$client
      .prepare(
        kind === "reminder-hour"
          ? "UPDATE consultations SET hour_reminder_at = ?3, day_reminder_at = coalesce(day_reminder_at, ?3) WHERE id = ?1 AND starts_at = ?2 AND status = 'scheduled' AND hour_reminder_at IS NULL"
          : "UPDATE consultations SET day_reminder_at = ?3 WHERE id = ?1 AND starts_at = ?2 AND status = 'scheduled' AND day_reminder_at IS NULL",
      )
      .bind(c.id, c.startsAt, at)
      .run();
    if (claimed.meta.changes === 0) continue;
    try {
      const lead = await store.$client.prepare("SELECT * FROM leads WHERE id = ?1").bind(c.leadId).first<Record<string, unknown>>();
      if (lead) sent += (await queueConsultationMessages(env, c, deliveryFromRow(lead) as unknown as LeadRow, kind, now)).length;
    } catch (error) {
      log("error", "consultation_reminder_failed", { consultationId: c.id, kind, message: errorMessage(error) });
    }
  }
  if (sent > 0) log("info", "consultation_reminders", { deliveries: sent });
  return sent;
}
