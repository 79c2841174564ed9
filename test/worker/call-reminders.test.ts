/**
 * Reminders of due calls (decision 0045), against the local Twilio stand-in and an email recorder:
 * the owner told once per due call and at most once per 15 minutes, the first call after
 * DESK_REMINDER_MINUTES, the manager once per overdue call, the on-call endpoints for unassigned
 * requests, and nobody for a decided, unreachable or duplicate request.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { intakeRoster, type RosterMember } from "~/content/intake-roster";
import { sendCallReminders } from "~/calls/reminders.server";
import { emailRecorder } from "./lead-helpers";
import wranglerToml from "../../wrangler.toml?raw";

const { vars, urls } = inject("standIns");
const hours = {};
const roster: RosterMember[] = [
  { email: "ana@kestrel.test", name: "Ana Texts", phone: "+12535550191", languages: ["en"], hours },
  { email: "ben@kestrel.test", name: "Ben Emails", languages: ["en"], hours },
  { email: "mia@kestrel.test", name: "Mia Manager", phone: "+12535550193", languages: ["en"], hours, manager: true },
];

let email = emailRecorder();
const remindEnv = (extra: Record<string, string> = {}) =>
  ({ ...env, ...vars, EMAIL: email.binding, DESK_REMINDER_MINUTES: "0", CALL_OVERDUE_MINUTES: "30", ...extra }) as unknown as Env;
const run = (at: string, extra?: Record<string, string>) => sendCallReminders(remindEnv(extra), new Date(at), roster);

const texts = async (to: string) =>
  ((await (await fetch(`${urls.twilio}/__received`)).json()) as { body: string; status: number }[])
    .map((t) => new URLSearchParams(t.body))
    .filter((form) => form.get("To") === to)
    .map((form) => form.get("Body")!);

async function request(fields: { owner?: string | null; due: string; status?: string; duplicateOf?: number | null; attempts?: number }): Promise<number> {
  const { meta } = await env.DB.prepare(
    `INSERT INTO leads (created_at, name, email, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, lead_key, owner_email, call_due_at, status, duplicate_of)
     VALUES ('2026-12-01T17:00:00.000Z', 'Due Person', 'due@example.com', 'car-accidents', 'x', '/', '/', 'Home', 1, 'k', 'json', 'passed', ?1, ?2, ?3, ?4, ?5)`,
  )
    .bind(`test:${crypto.randomUUID()}`, fields.owner ?? null, fields.due, fields.status ?? "new", fields.duplicateOf ?? null)
    .run();
  const id = Number(meta.last_row_id);
  for (let i = 0; i < (fields.attempts ?? 1); i++) {
    await env.DB.prepare(
      "INSERT INTO call_attempts (lead_id, attempted_at, attempted_by, outcome, form_key) VALUES (?1, '2026-12-01T17:00:00.000Z', 'x', 'no-answer', ?2)",
    )
      .bind(id, crypto.randomUUID())
      .run();
  }
  return id;
}

beforeEach(async () => {
  email = emailRecorder();
  await env.DB.prepare("UPDATE leads SET call_due_at = NULL").run();
  await fetch(`${urls.twilio}/__control`, { method: "POST", body: JSON.stringify({ reset: true }) });
});

describe("the owner", () => {
  it("is texted once per due call, at most once per 15 minutes, with how many are due and the Due now link", async () => {
    // Tuesday 2026-12-08, 10:00 PST is 18:00Z.
    const first = await request({ owner: "ana@kestrel.test", due: "2026-12-08T17:50:00.000Z" });
    expect(await run("2026-12-08T18:00:00Z")).toMatchObject({ due: 1, sent: 1 });
    expect(await texts("+12535550191")).toEqual([`1 call due now on the intake desk. Due now: ${env.SITE_ORIGIN}/desk?view=due`]);
    // The same due call is not told again.
    expect(await run("2026-12-08T18:01:00Z")).toMatchObject({ due: 0 });
    // A second falls due 6 minutes later: it waits for the 15 minutes, then one text counts both.
    await request({ owner: "ana@kestrel.test", due: "2026-12-08T18:05:00.000Z" });
    expect(await run("2026-12-08T18:06:00Z")).toMatchObject({ due: 0 });
    expect(await run("2026-12-08T18:16:00Z")).toMatchObject({ due: 1, sent: 1 });
    expect((await texts("+12535550191")).at(-1)).toMatch(/^2 calls due now/);
    // Its next due call (a call logged, the time moved) is a new one: told again.
    await env.DB.prepare("UPDATE leads SET call_due_at = '2026-12-08T19:00:00.000Z' WHERE id = ?").bind(first).run();
    expect(await run("2026-12-08T19:00:00Z")).toMatchObject({ due: 1 });
    expect(await texts("+12535550191")).toHaveLength(3);
  });

  it("without a roster phone is emailed; the first call is reminded DESK_REMINDER_MINUTES after it fell due", async () => {
    await request({ owner: "ben@kestrel.test", due: "2026-12-09T18:00:00.000Z", attempts: 0 });
    expect(await run("2026-12-09T18:10:00Z", { DESK_REMINDER_MINUTES: "15" })).toMatchObject({ due: 0 });
    expect(await run("2026-12-09T18:15:00Z", { DESK_REMINDER_MINUTES: "15" })).toMatchObject({ due: 1, sent: 1 });
    expect(email.sent.map((m) => [m.to, m.subject])).toEqual([[["ben@kestrel.test"], "Calls due now"]]);
  });

  it("an unassigned request goes to the on-call numbers and the staff inboxes", async () => {
    await request({ due: "2026-12-10T18:00:00.000Z" });
    await run("2026-12-10T18:00:00Z");
    for (const number of String(vars.ONCALL_NUMBERS).split(",")) expect(await texts(number)).toHaveLength(1);
    expect(email.sent.map((m) => m.to)).toEqual(
      String(env.LEAD_TO_ADDRESSES)
        .split(",")
        .map((to) => [to]),
    );
  });

  it("a failed text is tried again on a later run", async () => {
    await request({ owner: "ana@kestrel.test", due: "2026-12-14T18:00:00.000Z" });
    expect(await run("2026-12-14T18:00:00Z", { TWILIO_API_BASE: "http://127.0.0.1:9" })).toMatchObject({ due: 1, sent: 0 });
    expect(await run("2026-12-14T18:00:30Z")).toMatchObject({ sent: 0 });
    expect(await run("2026-12-14T18:01:00Z")).toMatchObject({ due: 0, sent: 1 });
    expect(await texts("+12535550191")).toHaveLength(1);
  });
});

describe("the intake manager", () => {
  it("is told once when a call is overdue by CALL_OVERDUE_MINUTES of office time", async () => {
    const late = await request({ owner: "ana@kestrel.test", due: "2026-12-11T17:00:00.000Z" });
    await run("2026-12-11T17:20:00Z");
    expect(await texts("+12535550193")).toEqual([]);
    expect(await run("2026-12-11T17:40:00Z")).toMatchObject({ overdue: 1 });
    expect(await texts("+12535550193")).toEqual([`Overdue calls: #${late} (Ana Texts, due 40 min ago). Due now: ${env.SITE_ORIGIN}/desk?view=due`]);
    expect(await run("2026-12-11T18:30:00Z")).toMatchObject({ overdue: 0 });
    expect(await texts("+12535550193")).toHaveLength(1);
  });
});

describe("email to staff through the EMAIL binding as wrangler.toml sets it", () => {
  /** The quoted addresses of the EMAIL binding's list `name` in wrangler.toml. */
  const allowList = (name: string) => {
    const block = wranglerToml.match(/\[\[send_email\]\]\s*name = "EMAIL"([\s\S]*?)(?=\n\[)/)?.[1] ?? "";
    return [...(block.match(new RegExp(`${name} = \\[([^\\]]*)\\]`))?.[1] ?? "").matchAll(/"([^"]+)"/g)].map((m) => m[1]!.toLowerCase());
  };

  it("reaches a roster member without a phone: the reminder is sent, not refused as not allowed", async () => {
    const dana = intakeRoster.find((m) => !m.phone)!;
    await request({ owner: dana.email, due: "2026-12-16T18:00:00.000Z" });
    // The local send_email binding enforces the allow-lists as production does; no Twilio: email it is.
    const real = { ...env, DESK_REMINDER_MINUTES: "0", CALL_OVERDUE_MINUTES: "30" } as unknown as Env;
    expect(await sendCallReminders(real, new Date("2026-12-16T18:00:00Z"))).toMatchObject({ due: 1, sent: 1 });
    const message = await env.DB.prepare("SELECT via, target, status, last_error FROM call_reminder_messages WHERE target = ? ORDER BY id DESC")
      .bind(dana.email)
      .first();
    expect(message).toEqual({ via: "email", target: dana.email, status: "sent", last_error: null });
  });

  it("allows every roster member, the managers among them, and every intake inbox, from LEAD_FROM_ADDRESS", () => {
    const allowed = allowList("allowed_destination_addresses");
    for (const member of intakeRoster) expect(allowed, member.email).toContain(member.email);
    for (const inbox of String(env.LEAD_TO_ADDRESSES).split(",")) expect(allowed).toContain(inbox.trim().toLowerCase());
    expect(allowList("allowed_sender_addresses")).toEqual([String(env.LEAD_FROM_ADDRESS).toLowerCase()]);
  });

  it("an owner off the roster (not on the allow-list) is not emailed: the on-call numbers and inboxes hear instead", async () => {
    await request({ owner: "visitor.staff@elsewhere.example", due: "2026-12-17T18:00:00.000Z" });
    await run("2026-12-17T18:00:00Z");
    expect(email.sent.map((m) => m.to)).toEqual(
      String(env.LEAD_TO_ADDRESSES)
        .split(",")
        .map((to) => [to]),
    );
    for (const number of String(vars.ONCALL_NUMBERS).split(",")) expect(await texts(number)).toHaveLength(1);
  });
});

describe("the intake manager on a weekend", () => {
  it("is told of a call due Friday 17:20 on Monday at 08:50, when the inbox first marks it Overdue, not during the weekend night", async () => {
    const late = await request({ owner: "ana@kestrel.test", due: "2026-12-12T01:20:00.000Z" });
    for (const night of ["2026-12-12T01:50:00Z", "2026-12-12T10:00:00Z", "2026-12-14T07:00:00Z", "2026-12-14T16:49:00Z"])
      expect(await run(night)).toMatchObject({ overdue: 0 });
    expect(await texts("+12535550193")).toEqual([]);
    expect(await run("2026-12-14T16:50:00Z")).toMatchObject({ overdue: 1 });
    expect(await texts("+12535550193")).toEqual([`Overdue calls: #${late} (Ana Texts, due 2 days ago). Due now: ${env.SITE_ORIGIN}/desk?view=due`]);
  });
});

describe("nobody is told", () => {
  it("of a decided, unreachable, or duplicate-of-an-open request; a duplicate of a decided one is its own", async () => {
    const due = "2026-12-15T17:00:00.000Z";
    for (const status of ["signed", "declined", "referred-out", "not-a-case", "unreachable"]) await request({ owner: "ana@kestrel.test", due, status });
    const open = await request({ owner: "ben@kestrel.test", due: "2026-12-15T19:00:00.000Z" });
    await request({ owner: "ana@kestrel.test", due, duplicateOf: open });
    expect(await run("2026-12-15T18:00:00Z")).toMatchObject({ due: 0, overdue: 0 });
    expect(await texts("+12535550191")).toEqual([]);
    const closed = await request({ owner: "ben@kestrel.test", due, status: "declined" });
    const own = await request({ owner: "ana@kestrel.test", due, duplicateOf: closed });
    expect(await run("2026-12-15T18:01:00Z")).toMatchObject({ due: 1, overdue: 1 });
    const told = await env.DB.prepare("SELECT DISTINCT lead_id FROM call_reminders WHERE due_at = ?").bind(due).all();
    expect(told.results).toEqual([{ lead_id: own }]);
  });
});
