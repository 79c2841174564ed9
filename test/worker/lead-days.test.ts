/**
 * The numbers' day rows (decision 0091) never make the numbers differ from the requests: every kind of write drops the
 * days it changes in its own batch, so with every day built before it, the page's numbers after it equal those read
 * live from the requests; and a day built again holds what the live read gives.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { db as dbOf } from "~/db/client.server";
import { numbersData } from "~/desk/numbers/numbers.server";
import { LEAD_QUEUE } from "~/intake/outage.server";
import { receiveText } from "~/intake/text-door.server";
import { createRequest } from "~/intake/desk-entry.server";
import { logAttempt } from "~/calls/store.server";
import { assignOwner } from "~/owners/store.server";
import { changeStatus, rebuildMissingDays, unlinkRequest } from "~/leads/store.server";
import { readRange } from "~/lib/period";
import { deskClient, deskEnv } from "./desk-client";
import { decode } from "./helpers";
import { emailRecorder, leadsWhere, ownPhone, postJson, validLead } from "./lead-helpers";
import { deliver, flakyDatabase, queueRecorder } from "./lead-outage-helpers";
import { seedRequests } from "./seed-requests";

const db = dbOf(env);
const STAFF = "intake@kestrelinjurylaw.example";
const range = () => readRange(new URL("https://x.example/?range=30"));
const key = () => crypto.randomUUID();
const dayRows = async () => Number(await env.DB.prepare("SELECT count(*) AS n FROM lead_days").first("n"));

/** Every day built, then `write`: the numbers from the day rows equal the live ones, and the write changed them. */
async function holds(write: () => Promise<unknown>) {
  while ((await rebuildMissingDays(db, new Date(), 50)) > 0);
  const before = await numbersData(db, range());
  expect(await dayRows()).toBeGreaterThan(0);
  await write();
  const fromDays = await numbersData(db, range());
  // raw: the test's own way to read every day live
  await env.DB.prepare("DELETE FROM lead_days").run();
  const live = await numbersData(db, range());
  expect(fromDays).toEqual(live);
  expect(live.leads).not.toEqual(before.leads);
  // Built again, each day holds what the live read gives.
  while ((await rebuildMissingDays(db, new Date(), 50)) > 0);
  expect(await numbersData(db, range())).toEqual(live);
}

/** A request through the site's own endpoint. */
async function arrive(overrides: Record<string, unknown> = {}) {
  const fields = validLead({ email: `${key()}@example.com`, phone: ownPhone(), ...overrides });
  await postJson(fields, { email: emailRecorder() });
  return (await leadsWhere("idempotency_key = ?", fields.idempotencyKey))[0] as unknown as { id: number; duplicate_of: number | null; email: string };
}

const move = (leadId: number, from: string, to: "signed" | "contacted" | "declined", fee: number | null = null) =>
  changeStatus(db, { leadId, from: from as never, to, expectedFeeCents: fee, by: STAFF, formKey: key(), at: new Date() });
const call = (leadId: number, outcome: "reached" | "no-answer") =>
  logAttempt(db, { leadId, outcome, callBackAt: null, note: null, scheduled: false, by: STAFF, formKey: key(), at: new Date() });

// A few days of requests worked as a firm works them: calls, moves, signed fees, linked requests.
beforeAll(() => seedRequests(env.DB, 300));

describe("the numbers' day rows", () => {
  let first: { id: number; email: string };
  let linked: { id: number; duplicate_of: number | null };

  it("an arrival drops its day", async () => {
    await holds(async () => (first = await arrive()));
  });

  it("a linked arrival drops its day and its first request's", async () => {
    await holds(async () => (linked = await arrive({ email: first.email })));
    expect(linked.duplicate_of).toBe(first.id);
    // raw: the first request two days back, so the writes below on the linked one change another day's row too
    await env.DB.prepare("UPDATE leads SET created_at = ?2 WHERE id = ?1")
      .bind(first.id, new Date(Date.now() - 2 * 86_400_000).toISOString())
      .run();
  });

  it("a call not reached, then one reached, each drop the person's days", async () => {
    await holds(() => call(linked.id, "no-answer"));
    await holds(() => call(first.id, "reached"));
  });

  it("a status with its fee, and signed on a linked request, drop the person's days", async () => {
    await holds(() => move(first.id, "contacted", "signed", 400_000));
    await holds(() => move(linked.id, "new", "signed", 250_000));
  });

  it("a new owner drops the request's day", async () => {
    const { owner_email } = (await env.DB.prepare("SELECT owner_email FROM leads WHERE id = ?1").bind(first.id).first<{ owner_email: string | null }>())!;
    await holds(() =>
      assignOwner(db, { leadId: first.id, from: owner_email ?? "", to: "sam.okafor@kestrelinjurylaw.example", by: STAFF, formKey: key(), at: new Date() }),
    );
  });

  it("an unlink drops the request's day and its old first request's", async () => {
    await holds(async () =>
      expect(await unlinkRequest(db, { leadId: linked.id, from: first.id, by: STAFF, formKey: key(), at: new Date() })).toEqual({ kind: "unlinked" }),
    );
  });

  it("a request from the queue drops the day it arrived on, whenever it is stored", async () => {
    const queue = queueRecorder();
    const { db: down } = flakyDatabase();
    await postJson(validLead({ email: `${key()}@example.com`, phone: ownPhone() }), { envOverrides: { DB: down, LEAD_QUEUE: queue.binding } });
    // Queued yesterday, stored now: yesterday's row is the one to drop.
    queue.messages[0]!.lead.createdAt = new Date(Date.now() - 86_400_000).toISOString();
    await holds(() => deliver(LEAD_QUEUE, queue.messages, { ...env, EMAIL: emailRecorder().binding } as Env));
  });

  it("a request made at the desk and one opened by a text drop their days", async () => {
    const input = {
      name: "Desk Caller",
      email: "",
      phone: ownPhone(),
      caseType: "car-accidents",
      language: "en",
      description: "Called in.",
      owner: null,
      formKey: key(),
    };
    await holds(() => createRequest(deskEnv(), db, input as never, STAFF, new Date()));
    const text = { messageSid: `SM${key().replaceAll("-", "")}`, from: "+14255550187", to: "+12535550100", body: "I was hurt", mediaCount: 0, media: [] };
    const waiting: Promise<unknown>[] = [];
    await holds(async () => {
      await receiveText(deskEnv(), db, text, new Date(), (p) => waiting.push(p));
      await Promise.all(waiting);
    });
  });

  it("an erasure drops the person's days and those of requests linked to them", async () => {
    const person = await arrive();
    await arrive({ email: person.email });
    // raw: someone else's request linked to theirs the day before (by a shared phone): it becomes a first request
    await env.DB.prepare(
      `INSERT INTO leads (created_at, name, email, phone, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, lead_key, submitted_via, turnstile, duplicate_of)
       VALUES (?1, 'Other Person', 'other@example.com', '', 'car-accidents', 'x', '/', '', '', 1, ?2, ?2, 'json', 'passed', ?3)`,
    )
      .bind(new Date(Date.now() - 86_400_000).toISOString(), key(), person.id)
      .run();
    const desk = deskClient("privacy@kestrelinjurylaw.example");
    await holds(async () => {
      const asked = await desk("/desk/data-requests", { intent: "ask-erase", person: person.email });
      const form = asked.text.slice(asked.text.indexOf('name="intent" value="erase"'));
      const value = (name: string) => decode(new RegExp(`name="${name}" value="([^"]*)"`).exec(form)?.[1]);
      const erased = await desk("/desk/data-requests", {
        intent: "erase",
        person: value("person")!,
        formKey: value("formKey")!,
        confirmKey: value("confirmKey")!,
      });
      expect(erased.response.status).toBeLessThan(400);
      expect(await leadsWhere("email = ?", person.email)).toEqual([]);
    });
  });

  it("a day without a row is read live, and the Cron builds the newest missing days first within its budget", async () => {
    while ((await rebuildMissingDays(db, new Date(), 50)) > 0);
    const built = await dayRows();
    const all = await numbersData(db, range());
    const today = range().toDay;
    await env.DB.prepare("DELETE FROM lead_days WHERE day = ?1 OR day = (SELECT min(day) FROM lead_days)").bind(today).run();
    expect(await dayRows()).toBe(built - 2);
    expect(await numbersData(db, range())).toEqual(all);
    expect(await rebuildMissingDays(db, new Date(), 1)).toBe(1);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM lead_days WHERE day = ?1").bind(today).first("n")).toBe(1);
    expect(await rebuildMissingDays(db, new Date(), 5)).toBe(1);
    expect(await dayRows()).toBe(built);
  });
});
