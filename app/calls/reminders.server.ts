// Reminders of due calls (decision 0045), from the Cron: the owner hears when a call falls due (a
// text, else an email), at most once per 15 minutes per person; the intake manager once per overdue call.
import { intakeRoster, type RosterMember } from "~/content/intake-roster";
import { chasedSql } from "./cadence";
import { ago, kentDay } from "~/lib/kent-time";
import { errorMessage, log } from "~/lib/log";
import { isOverdue, overdueAfterMinutes } from "~/lib/overdue";
import { tellStaffOfCap } from "~/deliveries/cap-alert.server";
import { readCaps, textCap } from "~/deliveries/caps";
import { isEmailAddress } from "~/deliveries/channel.server";
import { attemptNew } from "~/deliveries/engine.server";
import { capCountSql } from "~/deliveries/store.server";
import { sms, staffSms } from "~/deliveries/sms.server";
import { sendText } from "~/deliveries/twilio.server";
import { readStaffEmail } from "~/deliveries/staff-email.server";
import { type Db, db } from "~/db/client.server";
import { oneLineHeaders } from "~/lib/email-message";

export const REMINDER_GAP_MINUTES = 15;
const RETRY_MINUTES = [1, 2, 5, 10, 30];
const MINUTE = 60_000;

type Kind = "due" | "overdue";
interface Target {
  via: "sms" | "email";
  target: string;
}
interface DueLead {
  id: number;
  owner: string | null;
  dueAt: string;
  attempts: number;
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
  const target = owner ? staffTarget(env, roster.find((m) => m.email === owner.toLowerCase())) : null;
  return target ? [target] : onCallTargets(env);
}

async function dueLeads(store: Db, now: Date): Promise<DueLead[]> {
  const { results } = await store.$client
    .prepare(
      `SELECT l.id, l.owner_email AS owner, l.call_due_at AS dueAt, (SELECT COUNT(*) FROM call_attempts a WHERE a.lead_id = l.id) AS attempts
       FROM leads l WHERE ${chasedSql("l")} AND l.call_due_at <= ?1 ORDER BY l.call_due_at, l.id LIMIT 500`,
    )
    .bind(now.toISOString())
    .all<DueLead>();
  return results;
}

/** Writes one message and marks the calls it tells of, unless `target` had one of this kind in the last 15
 * minutes: one batch, so two Cron runs at once cannot both write one. */
async function writeMessage(store: Db, kind: Kind, to: Target, body: string, calls: DueLead[], now: Date): Promise<boolean> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - REMINDER_GAP_MINUTES * MINUTE).toISOString();
  const c = store.$client;
  const [written] = await c.batch([
    c
      .prepare(
        `INSERT INTO call_reminder_messages (kind, via, target, body, status, next_attempt_at, created_at)
         SELECT ?1, ?2, ?3, ?4, 'pending', ?5, ?5 WHERE NOT EXISTS (SELECT 1 FROM call_reminder_messages WHERE target = ?3 AND kind = ?1 AND created_at > ?6)`,
      )
      .bind(kind, to.via, to.target, body, at, since),
    c
      .prepare(
        `INSERT INTO call_reminders (lead_id, kind, due_at, target, message_id, created_at)
         SELECT json_extract(value, '$.id'), ?1, json_extract(value, '$.dueAt'), ?2, m.id, ?3
         FROM json_each(?4), call_reminder_messages m WHERE m.target = ?2 AND m.kind = ?1 AND m.created_at = ?3
         ON CONFLICT (lead_id, kind, due_at, target) DO NOTHING`,
      )
      .bind(kind, to.target, at, JSON.stringify(calls.map(({ id, dueAt }) => ({ id, dueAt })))),
  ]);
  return written!.meta.changes > 0;
}

async function toldAlready(store: Db, kind: Kind, calls: DueLead[]): Promise<Set<string>> {
  if (calls.length === 0) return new Set();
  const { results } = await store.$client
    .prepare(`SELECT lead_id, due_at, target FROM call_reminders WHERE kind = ?1 AND lead_id IN (SELECT value FROM json_each(?2))`)
    .bind(kind, JSON.stringify(calls.map((l) => l.id)))
    .all<{ lead_id: number; due_at: string; target: string }>();
  return new Set(results.map((r) => `${r.lead_id} ${r.due_at} ${r.target}`));
}

/** Groups calls by target, keeps the targets with at least one call not yet told of, and writes their messages. */
async function remind(store: Db, kind: Kind, calls: { lead: DueLead; to: Target }[], body: (to: Target, all: DueLead[]) => string, now: Date): Promise<number> {
  const told = await toldAlready(store, kind, calls.map((c) => c.lead));
  const byTarget = new Map<string, { to: Target; all: DueLead[] }>();
  for (const { lead, to } of calls) {
    const group = byTarget.get(to.target) ?? { to, all: [] };
    group.all.push(lead);
    byTarget.set(to.target, group);
  }
  let written = 0;
  for (const { to, all } of byTarget.values()) {
    const fresh = all.filter((l) => !told.has(`${l.id} ${l.dueAt} ${to.target}`));
    if (fresh.length > 0 && (await writeMessage(store, kind, to, body(to, all), fresh, now))) written++;
  }
  return written;
}

const dueLink = (env: Env) => `${String(env.SITE_ORIGIN ?? "").replace(/\/$/, "")}/desk?view=due`;

/** The Cron step: reminders and escalations written, then every message due sent. */
export async function sendCallReminders(env: Env, now = new Date(), roster: readonly RosterMember[] = intakeRoster): Promise<{ due: number; overdue: number; sent: number }> {
  const store = db(env);
  const due = await dueLeads(store, now);
  // The on-call text went at arrival: the first call's reminder waits DESK_REMINDER_MINUTES more.
  const firstGrace = minutesSetting(env.DESK_REMINDER_MINUTES, 0)! * MINUTE;
  const ripe = due.filter((l) => Date.parse(l.dueAt) + (l.attempts === 0 ? firstGrace : 0) <= now.getTime());
  const dueCalls = ripe.flatMap((lead) => targetsFor(env, lead.owner, roster).map((to) => ({ lead, to })));
  const dueWritten = await remind(store, "due", dueCalls, (_to, all) => `${all.length} call${all.length === 1 ? "" : "s"} due now on the intake desk. Due now: ${dueLink(env)}`, now);

  const overdueMinutes = overdueAfterMinutes(env);
  let overdueWritten = 0;
  if (overdueMinutes !== null) {
    const late = due.filter((l) => isOverdue(l.dueAt, now, overdueMinutes));
    const managers = roster.filter((m) => m.manager).flatMap((m) => staffTarget(env, m) ?? []);
    const nameOf = (owner: string | null) => (owner ? (roster.find((m) => m.email === owner.toLowerCase())?.name ?? owner) : "unassigned");
    const list = (all: DueLead[]) =>
      all.slice(0, 5).map((l) => `#${l.id} (${nameOf(l.owner)}, due ${ago(l.dueAt, now)})`).join("; ") + (all.length > 5 ? `; and ${all.length - 5} more` : "");
    overdueWritten = await remind(store, "overdue", late.flatMap((lead) => managers.map((to) => ({ lead, to }))), (_to, all) => `Overdue calls: ${list(all)}. Due now: ${dueLink(env)}`, now);
  }
  if (dueWritten + overdueWritten > 0) log("info", "call_reminders_written", { due: dueWritten, overdue: overdueWritten });
  return { due: dueWritten, overdue: overdueWritten, sent: await sendPending(env, now) };
}

/** Each message due, once: claimed (its attempt counted, held five minutes), sent, then recorded. */
async function sendPending(env: Env, now: Date): Promise<number> {
  const store = db(env);
  const at = now.toISOString();
  const { results } = await store.$client
    .prepare(
      `UPDATE call_reminder_messages SET attempts = attempts + 1, next_attempt_at = ?2
       WHERE id IN (SELECT id FROM call_reminder_messages WHERE status = 'pending' AND next_attempt_at <= ?1 ORDER BY id LIMIT 50) RETURNING *`,
    )
    .bind(at, new Date(now.getTime() + 5 * MINUTE).toISOString())
    .all<{ id: number; kind: Kind; via: "sms" | "email"; target: string; body: string; attempts: number }>();
  let sent = 0;
  for (const message of results) {
    try {
      if (message.via === "sms" && !(await takeTextPlace(env, store, message, now))) continue;
      await deliver(env, message);
      await store.$client.prepare("UPDATE call_reminder_messages SET status = 'sent', sent_at = ?2, next_attempt_at = NULL, last_error = NULL WHERE id = ?1").bind(message.id, new Date().toISOString()).run();
      sent++;
    } catch (error) {
      const wait = RETRY_MINUTES[message.attempts - 1];
      const last = wait === undefined;
      await store.$client
        .prepare("UPDATE call_reminder_messages SET status = ?2, last_error = ?3, next_attempt_at = ?4 WHERE id = ?1")
        .bind(message.id, last ? "failed" : "pending", errorMessage(error).slice(0, 1000), last ? null : new Date(now.getTime() + wait * MINUTE).toISOString())
        .run();
      log(last ? "error" : "warn", last ? "call_reminder_failed" : "call_reminder_retry", { messageId: message.id, via: message.via, attempts: message.attempts, message: errorMessage(error) });
    }
  }
  return sent;
}

/** A reminder text takes a place under its staff phone's hourly cap (decision 0062), or is held back: `skipped`,
 * counted in the phone's next summary text, and staff told once that day. */
async function takeTextPlace(env: Env, store: Db, message: { id: number; target: string }, now: Date): Promise<boolean> {
  const cap = textCap(message.target, readCaps(env), now);
  const placed = await store.$client
    .prepare(`UPDATE call_reminder_messages SET cap_key = ?2 WHERE id = ?1 AND (cap_key IS NOT NULL OR ${capCountSql("?2", "?3")} < ?4)`)
    .bind(message.id, cap.key, cap.since, cap.limit)
    .run();
  if (placed.meta.changes > 0) return true;
  await store.$client
    .prepare("UPDATE call_reminder_messages SET status = 'skipped', cap_key = ?2, last_error = ?3, next_attempt_at = NULL WHERE id = ?1")
    .bind(message.id, cap.key, cap.note)
    .run();
  log("warn", "call_reminder_capped", { messageId: message.id, cap: cap.key });
  const call = await store.$client.prepare("SELECT lead_id FROM call_reminders WHERE message_id = ?1 ORDER BY lead_id DESC LIMIT 1").bind(message.id).first<{ lead_id: number }>();
  if (call) await attemptNew(env, await tellStaffOfCap(env, { leadId: call.lead_id, capKey: cap.key }, kentDay(now)));
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
  await env.EMAIL.send(oneLineHeaders({
    from: { name: "Kestrel Injury Law intake desk", email: from },
    to: [message.target],
    subject: message.kind === "due" ? "Calls due now" : "Overdue calls",
    text: message.body,
  }));
}
