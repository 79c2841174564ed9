// A consultation's messages through the delivery engine (decision 0084): written once each and tried at once;
// reminders a day and an hour before, from the Cron, each written once.
import { eq } from "drizzle-orm";
import type { ConsultationMessageKind } from "~/content/consultations";
import { db, type Db } from "~/db/client.server";
import { type ConsultationRow, type DeliveryRow, type LeadRow, leads } from "~/db/schema.server";
import { errorMessage, log } from "~/lib/log";
import { normalizePhone } from "~/lib/people";
import { areaOf } from "~/lib/service-area.server";
import { readTextingSettings } from "~/texting/settings.server";
import { deliver } from "~/deliveries/engine.server";
import { mayText, supersedePending } from "~/deliveries/store.server";
import { consultationEmail, consultationHost, consultationSms } from "./channels.server";
import { messageTarget } from "./message-targets";
import { claimReminder, dueReminders } from "./store.server";

const HOUR = 3_600_000;

/** Writes one message's deliveries (once each: the target is unique per message) and tries them now; a
 * former host (the event moved to another) gets a cancellation of it. */
export async function queueConsultationMessages(
  env: Env,
  c: ConsultationRow,
  lead: LeadRow,
  kind: ConsultationMessageKind,
  now: Date,
  formerHost?: string,
): Promise<DeliveryRow[]> {
  const store = db(env);
  const rows: { channel: string; target: string }[] = [];
  if (consultationEmail.read(env).state === "on" && lead.email)
    rows.push({ channel: consultationEmail.name, target: messageTarget(lead.email.trim().toLowerCase(), kind, c) });
  if (!kind.startsWith("reminder") && consultationHost.read(env).state === "on")
    rows.push({ channel: consultationHost.name, target: messageTarget(c.hostEmail, kind, c) });
  if (formerHost && consultationHost.read(env).state === "on")
    rows.push({ channel: consultationHost.name, target: messageTarget(formerHost, "cancellation", c) });
  const phone = lead.textConsent ? normalizePhone(lead.phone)?.e164 : undefined;
  // Texts only within the service area (decision 0062); the email still goes.
  if (phone && areaOf(env, phone)?.inArea && readTextingSettings(env).state === "on" && (await mayText(store, phone)))
    rows.push({ channel: consultationSms.name, target: messageTarget(phone, kind, c) });
  return deliver(
    env,
    rows.map((r) => ({ lead: { leadId: lead.id }, channel: r.channel, to: [{ target: r.target }], at: now })),
  );
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

/** The Cron step: each scheduled consultation whose reminder is due gets it once (its marker set in the same
 * step that finds it; the delivery's target is unique per start time). */
export async function sendConsultationReminders(env: Env, now = new Date()): Promise<number> {
  const store = db(env);
  const at = now.toISOString();
  const due = await dueReminders(store, at, new Date(now.getTime() + 24 * HOUR).toISOString(), new Date(now.getTime() + HOUR).toISOString());
  let sent = 0;
  for (const c of due) {
    const kind = Date.parse(c.startsAt) - now.getTime() <= HOUR ? "reminder-hour" : "reminder-day";
    // An hour before, the day-before reminder is late: only the hour's goes.
    if (!(await claimReminder(store, c, kind, at))) continue;
    try {
      const [lead] = await store.select().from(leads).where(eq(leads.id, c.leadId));
      if (lead) sent += (await queueConsultationMessages(env, c, lead, kind, now)).length;
    } catch (error) {
      log("error", "consultation_reminder_failed", { consultationId: c.id, kind, message: errorMessage(error) });
    }
  }
  if (sent > 0) log("info", "consultation_reminders", { deliveries: sent });
  return sent;
}
