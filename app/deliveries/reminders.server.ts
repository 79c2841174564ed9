/**
 * "Nobody waits" (the Cron step): a request still "new" DESK_REMINDER_MINUTES after it
 * came, counted in office hours (one sent after hours counts from opening), gets one
 * reminder through the on-call channels that are on (reminder-channels.server.ts). Each
 * is a delivery like any other (attempted at once, retried, recorded); the lead's
 * `reminded_at`, set in the same batch, makes it once.
 */
import { errorMessage, log } from "~/lib/log";
import { officeMinutesBetween, openDaysBefore } from "~/lib/office-hours";
import { attemptNew } from "./engine.server";
import { reminderEmail, reminderSms } from "./reminder-channels.server";
import type { DeliveryRow } from "~/db/schema.server";

/** Leads that may be waiting: still new, not reminded, from the last few open days (a
 * holiday weekend is not counted, so a request from before it is still reminded after it). */
const LOOK_BACK_OPEN_DAYS = 3;

/** The reminder deliveries of one lead: each channel that is on, each of its endpoints. */
function reminderTargets(env: Env): { channel: string; target: string; route: string }[] {
  return [reminderSms, reminderEmail].flatMap((channel) => {
    const state = channel.read(env);
    if (state.state !== "on") return [];
    return channel.targets(state.config as never, { email: "", createdAt: "" }).map((target) => ({ channel: channel.name, target, route: channel.route?.(target) ?? channel.name }));
  });
}

/** Sends the reminders that are due; returns the ids of the leads reminded. */
export async function sendReminders(env: Env, now = new Date()): Promise<number[]> {
  const minutes = Number(env.DESK_REMINDER_MINUTES);
  if (!env.DESK_REMINDER_MINUTES || !Number.isFinite(minutes) || minutes <= 0) return [];
  const targets = reminderTargets(env);
  if (targets.length === 0) return [];
  const { results } = await env.DB.prepare("SELECT id, created_at FROM leads WHERE status = 'new' AND reminded_at IS NULL AND created_at >= ?1 ORDER BY id LIMIT 50")
    .bind(openDaysBefore(now, LOOK_BACK_OPEN_DAYS).toISOString())
    .all<{ id: number; created_at: string }>();
  const at = now.toISOString();
  const reminded: number[] = [];
  for (const lead of results.filter((row) => officeMinutesBetween(new Date(row.created_at), now) >= minutes)) {
    try {
      const [marked, ...inserted] = await env.DB.batch([
        env.DB.prepare("UPDATE leads SET reminded_at = ?2 WHERE id = ?1 AND reminded_at IS NULL AND status = 'new'").bind(lead.id, at),
        ...targets.map((t) =>
          env.DB.prepare(
            `INSERT INTO deliveries (lead_id, channel, target, route, status, next_attempt_at, created_at)
             SELECT id, ?2, ?3, ?4, 'pending', ?5, ?6 FROM leads WHERE id = ?1 AND reminded_at = ?6
             ON CONFLICT (lead_id, channel, target) DO NOTHING RETURNING *`,
          ).bind(lead.id, t.channel, t.target, t.route, new Date(now.getTime() + 60_000).toISOString(), at),
        ),
      ]);
      if (marked.meta.changes === 0) continue;
      reminded.push(lead.id);
      log("info", "desk_reminder", { leadId: lead.id, channels: targets.map((t) => t.channel) });
      await attemptNew(env, inserted.flatMap((r) => (r.results as Record<string, unknown>[]).map(toDelivery)));
    } catch (error) {
      log("error", "desk_reminder_failed", { leadId: lead.id, message: errorMessage(error) });
    }
  }
  return reminded;
}

/** A deliveries row as D1 returns it (snake_case), as the engine reads it. */
function toDelivery(row: Record<string, unknown>): DeliveryRow {
  return { id: Number(row.id), status: row.status, attempts: Number(row.attempts) } as DeliveryRow;
}
