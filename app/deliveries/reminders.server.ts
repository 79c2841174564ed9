// "Nobody waits": a request still new after DESK_REMINDER_MINUTES of office hours gets one
// reminder, a delivery like any other.
import { errorMessage, log } from "~/lib/log";
import { officeMinutesBetween, openDaysBefore } from "~/lib/office-hours";
import { attemptNew } from "./engine.server";
import { reminderEmail, reminderSms } from "./reminder-channels.server";
import { leadsAwaitingReminder, recordReminder } from "./repository.server";
import { db } from "~/db/client.server";

/** Leads that may be waiting: still new, not reminded, from the last few open days (a holiday weekend is not
 * counted, so a request from before it is still reminded after it). */
const LOOK_BACK_OPEN_DAYS = 3;

function reminderTargets(env: Env): { channel: string; target: string; route: string }[] {
  return [reminderSms, reminderEmail].flatMap((channel) => {
    const state = channel.read(env);
    if (state.state !== "on") return [];
    return channel.targets(state.config as never, { email: "", createdAt: "" }).map((target) => ({ channel: channel.name, target, route: channel.route?.(target) ?? channel.name }));
  });
}

export async function sendReminders(env: Env, now = new Date()): Promise<number[]> {
  const minutes = Number(env.DESK_REMINDER_MINUTES);
  if (!env.DESK_REMINDER_MINUTES || !Number.isFinite(minutes) || minutes <= 0) return [];
  const targets = reminderTargets(env);
  if (targets.length === 0) return [];
  const waiting = await leadsAwaitingReminder(db(env), openDaysBefore(now, LOOK_BACK_OPEN_DAYS).toISOString());
  const reminded: number[] = [];
  for (const lead of waiting.filter((row) => officeMinutesBetween(new Date(row.createdAt), now) >= minutes)) {
    try {
      const written = await recordReminder(db(env), lead.id, targets, now);
      if (!written) continue;
      reminded.push(lead.id);
      log("info", "desk_reminder", { leadId: lead.id, channels: targets.map((t) => t.channel) });
      await attemptNew(env, written);
    } catch (error) {
      log("error", "desk_reminder_failed", { leadId: lead.id, message: errorMessage(error) });
    }
  }
  return reminded;
}
