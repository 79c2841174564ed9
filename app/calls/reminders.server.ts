// Reminders of due calls (decision 0045), from the Cron: the owner hears when a call falls due (a
// text, else an email), at most once per 15 minutes per person; the intake manager once per overdue call.
import { intakeRoster, type RosterMember } from "~/content/intake-roster";
import { ago, kentDay } from "~/lib/kent-time";
import { errorMessage, log } from "~/lib/log";
import { isOverdue, overdueAfterMinutes } from "~/lib/overdue";
import { tellStaffOfCap } from "~/deliveries/cap-alert.server";
import { readCaps, textCap } from "~/deliveries/caps";
import { isEmailAddress } from "~/deliveries/channel.server";
import { attemptNew } from "~/deliveries/engine.server";
import { sms, staffSms } from "~/deliveries/sms.server";
import { sendText } from "~/deliveries/twilio.server";
import { readStaffEmail } from "~/deliveries/staff-email.server";
import { type Db, db } from "~/db/client.server";
import { claimReminderMessages, markReminderFailed, markReminderSent, recordReminderCapSkip, takeReminderCapPlace } from "~/deliveries/store.server";
import { type DueCall as DueLead, dueForReminders, recordReminders, type ReminderKind as Kind, toldAlready } from "./store.server";
import { oneLineHeaders } from "~/lib/email-message";

export const REMINDER_GAP_MINUTES = 15;
const RETRY_MINUTES = [1, 2, 5, 10, 30];
const MINUTE = 60_000;

interface Target {
  via: "sms" | "email";
  target: string;
}

/** Minutes from a setting: empty or not a positive number gives `fallback`. */
const minutesSetting = (value: unknown, fallback: number | null) => {
  const n = Number(value);
  return String(value ?? "").trim() !== "" && Number.isFinite(n) && n >= 0 ? n : fallback;
};

const fromAddress = (env: Env) => {
  const from = String(env.LEAD_FROM_ADDRESS ?? "").trim();
  return isEmailAddress(from) ? from : null;
};

/** A roster member's reminders: their phone by text, else email. EMAIL's allow-list holds the roster and the inboxes
 * only (decision 0068), so an owner off the roster has no target of their own. */
function staffTarget(env: Env, member: RosterMember | undefined): Target | null {
  if (!member) return null;
  if (member.phone && staffSms(env)) return { via: "sms", target: member.phone };
  return fromAddress(env) ? { via: "email", target: member.email } : null;
}

/** Unassigned requests: the on-call numbers and the staff inboxes, as the on-call text goes. */
function onCallTargets(env: Env): Target[] {
  const texts = sms.read(env);
  const inboxes = readStaffEmail(env);
  return [
    ...(texts.state === "on" ? texts.config.numbers.map((target) => ({ via: "sms" as const, target })) : []),
    ...(inboxes.state === "on" ? inboxes.config.to.map((target) => ({ via: "email" as const, target })) : []),
  ];
}

/** The owner, or when nobody owns the request or the owner cannot be reached, the on-call numbers and inboxes. */
function targetsFor(env: Env, owner: string | null, roster: readonly RosterMember[]): Target[] {
  const target = owner
    ? staffTarget(
        env,
        roster.find((m) => m.email === owner.toLowerCase()),
      )
    : null;
  return target ? [target] : onCallTargets(env);
}

/** Groups calls by target, keeps the targets with at least one call not yet told of, and writes their messages. */
async function remind(store: Db, kind: Kind, calls: { lead: DueLead; to: Target }[], body: (to: Target, all: DueLead[]) => string, now: Date): Promise<number> {
  const told = await toldAlready(
    store,
    kind,
    calls.map((c) => c.lead.id),
  );
  const byTarget = new Map<string, { to: Target; all: DueLead[] }>();
  for (const { lead, to } of calls) {
    const group = byTarget.get(to.target) ?? { to, all: [] };
    group.all.push(lead);
    byTarget.set(to.target, group);
  }
  let written = 0;
  for (const { to, all } of byTarget.values()) {
    const fresh = all.filter((l) => !told.has(`${l.id} ${l.dueAt} ${to.target}`));
    if (
      fresh.length > 0 &&
      (await recordReminders(
        store,
        { kind, via: to.via, target: to.target, body: body(to, all) },
        fresh,
        now,
        new Date(now.getTime() - REMINDER_GAP_MINUTES * MINUTE),
      ))
    )
      written++;
  }
  return written;
}

const dueLink = (env: Env) => `${String(env.SITE_ORIGIN ?? "").replace(/\/$/, "")}/desk?view=due`;

/** The Cron step: reminders and escalations written, then every message due sent. */
export async function sendCallReminders(
  env: Env,
  now = new Date(),
  roster: readonly RosterMember[] = intakeRoster,
): Promise<{ due: number; overdue: number; sent: number }> {
  const store = db(env);
  const due = await dueForReminders(store, now);
  // The on-call text went at arrival: the first call's reminder waits DESK_REMINDER_MINUTES more.
  const firstGrace = minutesSetting(env.DESK_REMINDER_MINUTES, 0)! * MINUTE;
  const ripe = due.filter((l) => Date.parse(l.dueAt) + (l.attempts === 0 ? firstGrace : 0) <= now.getTime());
  const dueCalls = ripe.flatMap((lead) => targetsFor(env, lead.owner, roster).map((to) => ({ lead, to })));
  const dueWritten = await remind(
    store,
    "due",
    dueCalls,
    (_to, all) => `${all.length} call${all.length === 1 ? "" : "s"} due now on the intake desk. Due now: ${dueLink(env)}`,
    now,
  );

  const overdueMinutes = overdueAfterMinutes(env);
  let overdueWritten = 0;
  if (overdueMinutes !== null) {
    const late = due.filter((l) => isOverdue(l.dueAt, now, overdueMinutes));
    const managers = roster.filter((m) => m.manager).flatMap((m) => staffTarget(env, m) ?? []);
    const nameOf = (owner: string | null) => (owner ? (roster.find((m) => m.email === owner.toLowerCase())?.name ?? owner) : "unassigned");
    const list = (all: DueLead[]) =>
      all
        .slice(0, 5)
        .map((l) => `#${l.id} (${nameOf(l.owner)}, due ${ago(l.dueAt, now)})`)
        .join("; ") + (all.length > 5 ? `; and ${all.length - 5} more` : "");
    overdueWritten = await remind(
      store,
      "overdue",
      late.flatMap((lead) => managers.map((to) => ({ lead, to }))),
      (_to, all) => `Overdue calls: ${list(all)}. Due now: ${dueLink(env)}`,
      now,
    );
  }
  if (dueWritten + overdueWritten > 0) log("info", "call_reminders_written", { due: dueWritten, overdue: overdueWritten });
  return { due: dueWritten, overdue: overdueWritten, sent: await sendPending(env, now) };
}

/** Each message due, once: claimed (its attempt counted, held five minutes), sent, then recorded. */
async function sendPending(env: Env, now: Date): Promise<number> {
  const store = db(env);
  const results = await claimReminderMessages(store, now, new Date(now.getTime() + 5 * MINUTE));
  let sent = 0;
  for (const message of results) {
    try {
      if (message.via === "sms" && !(await takeTextPlace(env, store, message, now))) continue;
      await deliver(env, message);
      await markReminderSent(store, message.id, new Date());
      sent++;
    } catch (error) {
      const wait = RETRY_MINUTES[message.attempts - 1];
      const last = wait === undefined;
      await markReminderFailed(store, message.id, errorMessage(error), last ? null : new Date(now.getTime() + wait * MINUTE));
      log(last ? "error" : "warn", last ? "call_reminder_failed" : "call_reminder_retry", {
        messageId: message.id,
        via: message.via,
        attempts: message.attempts,
        message: errorMessage(error),
      });
    }
  }
  return sent;
}

/** A reminder text takes a place under its staff phone's hourly cap (decision 0062), or is held back: `skipped`,
 * counted in the phone's next summary text, and staff told once that day. */
async function takeTextPlace(env: Env, store: Db, message: { id: number; target: string }, now: Date): Promise<boolean> {
  const cap = textCap(message.target, readCaps(env), now);
  if (await takeReminderCapPlace(store, message.id, cap)) return true;
  const leadId = await recordReminderCapSkip(store, message.id, cap);
  log("warn", "call_reminder_capped", { messageId: message.id, cap: cap.key });
  if (leadId !== undefined) await attemptNew(env, await tellStaffOfCap(env, { leadId, capKey: cap.key }, kentDay(now)));
  return false;
}

async function deliver(env: Env, message: { kind: Kind; via: "sms" | "email"; target: string; body: string }): Promise<void> {
  if (message.via === "sms") {
    const config = staffSms(env);
    if (!config) throw new Error("Twilio is not configured");
    await sendText(config, message.target, message.body, AbortSignal.timeout(10_000));
    return;
  }
  const from = fromAddress(env);
  if (!from) throw new Error("LEAD_FROM_ADDRESS is not set");
  await env.EMAIL.send(
    oneLineHeaders({
      from: { name: "Kestrel Injury Law intake desk", email: from },
      to: [message.target],
      subject: message.kind === "due" ? "Calls due now" : "Overdue calls",
      text: message.body,
    }),
  );
}
