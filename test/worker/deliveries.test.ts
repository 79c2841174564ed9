/**
 * The delivery engine (app/deliveries/): a lead's deliveries are written with it, tried
 * at once, retried through the delivery queue with growing waits until sent (once) or
 * given up; the Cron sweep takes what a lost message left; a route that delivers again
 * wakes everything waiting on it. Here the staff email binding plays the receiver that
 * fails in each way (an error, a hang, a dropped connection); HTTP receivers are in
 * deliveries-http.test.ts.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import { DELIVERY_QUEUE, type DeliveryMessage } from "~/deliveries/engine.server";
import { claimAttempt } from "~/deliveries/store.server";
import { RETRY_DELAYS_SECONDS } from "~/deliveries/schedule";
import { scaled } from "../slowdown";
import { deliveriesOf, emailRecorder, leadsWhere, postJson, validLead } from "./lead-helpers";
import { captureLogs, deliver, queueRecorder } from "./lead-outage-helpers";
import { db } from "~/db/client.server";

afterEach(() => vi.restoreAllMocks());

type Recorder = ReturnType<typeof emailRecorder>;
type DeliveryQueue = ReturnType<typeof queueRecorder<DeliveryMessage>>;

/** The Worker's env with these bindings in place of the real ones. */
const withBindings = (email: Recorder, queue: DeliveryQueue, ack = emailRecorder()) =>
  ({ ...env, EMAIL: email.binding, ACK_EMAIL: ack.binding, DELIVERY_QUEUE: queue.binding }) as Env;

async function runCron(testEnv: Env) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "* * * * *" }), testEnv);
  await waitOnExecutionContext(ctx);
}

/** Posts a lead with these bindings (from an address of its own); returns its row and its staff email delivery. */
async function postLead(email: Recorder, queue: DeliveryQueue, overrides: Record<string, unknown> = {}) {
  const lead = validLead({ email: `${crypto.randomUUID()}@example.com`, ...overrides });
  expect((await postJson(lead, { email, deliveryQueue: queue })).status).toBe(200);
  const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
  return { row, staff: async () => (await deliveriesOf(row.id, "staff-email"))[0] };
}

/** The staff emails about one lead. */
const sentFor = (email: Recorder, leadId: number) => email.sent.filter((m) => m.text?.includes(`Lead id: ${leadId}\n`));

/** Ends the deliveries earlier tests left pending (the file shares one database), so a sweep sees only this test's. */
async function settleOthers() {
  await env.DB.prepare("UPDATE deliveries SET status = 'failed', next_attempt_at = NULL WHERE status = 'pending'").run();
}

/** Makes every pending delivery of a lead due now (instead of waiting out its wait). */
async function makeDue(leadId: number) {
  await env.DB.prepare("UPDATE deliveries SET next_attempt_at = ? WHERE lead_id = ? AND status = 'pending'")
    .bind(new Date(Date.now() - 1000).toISOString(), leadId)
    .run();
}

describe("a lead's deliveries", () => {
  it("are written with the lead, one per channel endpoint, and the first attempts go at once", async () => {
    const email = emailRecorder();
    const ack = emailRecorder();
    const lead = validLead({ email: "Written.With@Example.com" });
    await postJson(lead, { email, ack });
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    const rows = await deliveriesOf(row.id);
    expect(rows).toMatchObject([
      {
        channel: "staff-email",
        target: env.LEAD_TO_ADDRESSES,
        route: `staff-email ${env.LEAD_TO_ADDRESSES}`,
        status: "sent",
        attempts: 1,
        next_attempt_at: null,
        lease_until: null,
      },
      { channel: "acknowledgement", target: "written.with@example.com", route: "acknowledgement", status: "sent", attempts: 1 },
    ]);
    for (const d of rows) expect(d.sent_at).toMatch(/Z$/);
    expect(email.sent).toHaveLength(1);
    expect(ack.sent).toHaveLength(1);
  });

  it("one per intake inbox: each is its own delivery", async () => {
    const email = emailRecorder();
    const lead = validLead();
    await postJson(lead, { email, envOverrides: { LEAD_TO_ADDRESSES: "one@example.com, two@example.com" as never } });
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect((await deliveriesOf(row.id, "staff-email")).map((d) => [d.target, d.status])).toEqual([
      ["one@example.com", "sent"],
      ["two@example.com", "sent"],
    ]);
    expect(email.sent.map((m) => m.to)).toEqual([["one@example.com"], ["two@example.com"]]);
  });
});

describe("a failing receiver", () => {
  it("is retried through the queue, waits growing, until one success is recorded", async () => {
    const email = emailRecorder();
    const queue = queueRecorder<DeliveryMessage>();
    email.failing = true;
    const { row, staff } = await postLead(email, queue);

    // Attempt 1 failed: pending, its error kept, a wake-up queued 5 s out.
    let delivery = await staff();
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, lease_until: null });
    expect(delivery.last_error).toContain("Email service unavailable");
    expect(queue.messages).toEqual([{ kind: "attempt", deliveryId: delivery.id, attempts: 1 }]);
    expect(queue.delays).toEqual([RETRY_DELAYS_SECONDS[0]]);
    // The sweep counts the message lost only a minute after it was due.
    const wait = Date.parse(delivery.next_attempt_at!) - Date.now();
    expect(wait).toBeGreaterThan(60_000);
    expect(wait).toBeLessThanOrEqual(66_000);

    const wake = async () => {
      const message = queue.messages.at(-1)!;
      return deliver(DELIVERY_QUEUE, [message], withBindings(email, queue));
    };

    // Attempt 2: the error again. Attempt 3: the receiver hangs (the attempt's timeout ends it).
    // Attempt 4: the connection is refused. Each wait is longer than the last.
    await wake();
    const hang = vi.spyOn(email.binding, "send").mockImplementationOnce(() => new Promise(() => {}));
    await wake();
    expect(hang).toHaveBeenCalledTimes(1);
    vi.spyOn(email.binding, "send").mockRejectedValueOnce(new TypeError("Network connection lost: connection refused"));
    await wake();
    delivery = await staff();
    expect(delivery.attempts).toBe(4);
    expect(delivery.last_error).toContain("connection refused");
    expect(queue.delays).toEqual(RETRY_DELAYS_SECONDS.slice(0, 4));

    // The receiver is back: sent, once, and recorded.
    email.failing = false;
    vi.restoreAllMocks();
    const { explicitAcks } = await wake();
    expect(explicitAcks).toEqual(["m0"]);
    delivery = await staff();
    expect(delivery).toMatchObject({ status: "sent", attempts: 5, last_error: null, next_attempt_at: null, receiver_id: "<test-1@example.test>" });
    expect(sentFor(email, row.id)).toHaveLength(1);

    // A stale wake-up, a Cron sweep: nothing is sent again after a success.
    await wake();
    await makeDue(row.id);
    await runCron(withBindings(email, queue));
    expect(sentFor(email, row.id)).toHaveLength(1);
    expect((await staff()).attempts).toBe(5);
  });

  it("the attempt that timed out took its ten seconds, not more", async () => {
    const email = emailRecorder();
    const queue = queueRecorder<DeliveryMessage>();
    vi.spyOn(email.binding, "send").mockImplementation(() => new Promise(() => {}));
    const started = Date.now();
    const { staff } = await postLead(email, queue);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(10_000);
    expect(took).toBeLessThan(10_000 + scaled(10_000));
    expect((await staff()).last_error).toContain("Timed out after 10 s");
  });

  it("is given up after every wait and half a day, with an error logged; the lead stays", async () => {
    const email = emailRecorder();
    const queue = queueRecorder<DeliveryMessage>();
    email.failing = true;
    const { row, staff } = await postLead(email, queue);
    // As if it had failed every scheduled attempt over the last day.
    await env.DB.prepare("UPDATE deliveries SET attempts = ?, created_at = ? WHERE id = ?")
      .bind(RETRY_DELAYS_SECONDS.length + 1, new Date(Date.now() - 13 * 3_600_000).toISOString(), (await staff()).id)
      .run();
    await makeDue(row.id);
    const { lines } = await captureLogs(() => runCron(withBindings(email, queue)));
    expect(await staff()).toMatchObject({ status: "failed", next_attempt_at: null });
    expect(lines).toContainEqual(expect.objectContaining({ level: "error", event: "delivery_failed", leadId: row.id, channel: "staff-email" }));
    expect(await leadsWhere("id = ?", row.id)).toHaveLength(1);
    await makeDue(row.id);
    await runCron(withBindings(email, queue));
    expect((await staff()).attempts).toBe(RETRY_DELAYS_SECONDS.length + 2);
  });
});

describe("one channel", () => {
  it("partly configured: a failed delivery naming the missing setting, an error logged, and the others delivered", async () => {
    const email = emailRecorder();
    const ack = emailRecorder();
    const lead = validLead();
    const { lines } = await captureLogs(() => postJson(lead, { email, ack, envOverrides: { ACK_REPLY_TO: "" as never } }));
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(await deliveriesOf(row.id)).toMatchObject([
      { channel: "staff-email", status: "sent" },
      { channel: "acknowledgement", target: "", status: "failed", last_error: "Not configured: ACK_REPLY_TO is not set", attempts: 0 },
    ]);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: "error", event: "delivery_misconfigured", channel: "acknowledgement", problem: "ACK_REPLY_TO is not set" }),
    );
    expect(email.sent).toHaveLength(1);
    expect(ack.sent).toHaveLength(0);
  });

  it("unset entirely: no delivery at all", async () => {
    const lead = validLead();
    await postJson(lead, { envOverrides: { ACK_REPLY_TO: "" as never, ACK_FROM_ADDRESS: "" as never } });
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect((await deliveriesOf(row.id)).map((d) => d.channel)).toEqual(["staff-email"]);
  });

  it("failing, or hanging, does not hold up another", async () => {
    const email = emailRecorder();
    const ack = emailRecorder();
    vi.spyOn(email.binding, "send").mockImplementation(() => new Promise(() => {}));
    const lead = validLead({ email: "not-held-up@example.com" });
    let ackedAt = 0;
    const ackSend = ack.binding.send.bind(ack.binding);
    vi.spyOn(ack.binding, "send").mockImplementation(async (message) => {
      ackedAt = Date.now();
      return ackSend(message);
    });
    const started = Date.now();
    await postJson(lead, { email, ack });
    expect(ackedAt - started).toBeLessThan(scaled(5_000));
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect((await deliveriesOf(row.id)).map((d) => [d.channel, d.status])).toEqual([
      ["staff-email", "pending"],
      ["acknowledgement", "sent"],
    ]);
  });
});

/** A lead whose staff email failed once, with email working again and the retry due now. */
async function dueAfterOutage() {
  const email = emailRecorder();
  const queue = queueRecorder<DeliveryMessage>();
  email.failing = true;
  const { row, staff } = await postLead(email, queue);
  email.failing = false;
  await makeDue(row.id);
  return { email, queue, row, staff };
}

describe("after an outage", () => {
  it("a route that delivers again wakes every delivery waiting on it", async () => {
    await settleOthers();
    const email = emailRecorder();
    const queue = queueRecorder<DeliveryMessage>();
    email.failing = true;
    const waiting = [await postLead(email, queue), await postLead(email, queue), await postLead(email, queue)];
    email.failing = false;
    queue.messages.length = 0;
    queue.delays.length = 0;

    // A new lead's email goes through: the three waiting are made due and woken at once.
    const { row: fresh } = await postLead(email, queue);
    expect(sentFor(email, fresh.id)).toHaveLength(1);
    const ids = await Promise.all(waiting.map(async (w) => (await w.staff()).id));
    expect(queue.messages.map((m) => m.deliveryId).sort()).toEqual(ids.sort());
    expect(queue.delays).toEqual([undefined, undefined, undefined]);
    for (const w of waiting) expect(Date.parse((await w.staff()).next_attempt_at!)).toBeLessThanOrEqual(Date.now());

    await deliver(DELIVERY_QUEUE, queue.messages.splice(0), withBindings(email, queue));
    for (const w of waiting) {
      expect(await w.staff()).toMatchObject({ status: "sent", attempts: 2 });
      expect(sentFor(email, w.row.id)).toHaveLength(1);
    }
  });

  it("with no new lead, the Cron sweep tries one waiting delivery early and so finds the route back", async () => {
    await settleOthers();
    const email = emailRecorder();
    const queue = queueRecorder<DeliveryMessage>();
    email.failing = true;
    const waiting = [await postLead(email, queue), await postLead(email, queue)];
    email.failing = false;
    queue.messages.length = 0;

    // Neither is due (each waits for its queue message), yet the sweep tries one...
    await runCron(withBindings(email, queue));
    const [first, second] = await Promise.all(waiting.map((w) => w.staff()));
    expect([first.status, second.status].sort()).toEqual(["pending", "sent"]);
    // ...whose success wakes the other.
    expect(queue.messages).toHaveLength(1);
    await deliver(DELIVERY_QUEUE, queue.messages, withBindings(email, queue));
    for (const w of waiting) expect(sentFor(email, w.row.id)).toHaveLength(1);
  });

  it("a lost wake-up is taken by the Cron sweep once it is due", async () => {
    const { email, queue, row, staff } = await dueAfterOutage();
    await runCron(withBindings(email, queue));
    expect(await staff()).toMatchObject({ status: "sent", attempts: 2 });
    expect(sentFor(email, row.id)).toHaveLength(1);
  });

  it("an attempt under way is left alone, and three sweeps at once send one email", async () => {
    const { email, queue, row, staff } = await dueAfterOutage();
    const delivery = await staff();
    // Someone else has claimed attempt 2: the sweep does not take it.
    expect(await claimAttempt(db(env), delivery.id, 1, new Date(), new Date(Date.now() + 60_000))).toBeTruthy();
    await runCron(withBindings(email, queue));
    expect(sentFor(email, row.id)).toHaveLength(0);
    // Its lease runs out (the attempt died): due again, and three sweeps at once send once.
    await env.DB.prepare("UPDATE deliveries SET lease_until = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), delivery.id)
      .run();
    const testEnv = withBindings(email, queue);
    await Promise.all([runCron(testEnv), runCron(testEnv), runCron(testEnv)]);
    expect(sentFor(email, row.id)).toHaveLength(1);
    expect((await staff()).attempts).toBe(3);
  });

  it("a success D1 could not record is recorded from the queue, and never retried", async () => {
    const { email, queue, row, staff } = await dueAfterOutage();
    const delivery = await staff();
    // D1 refuses the write that records the success (the claim went through before).
    const realPrepare = env.DB.prepare.bind(env.DB);
    const db = {
      ...env.DB,
      prepare: (query: string) => {
        if (/^update "deliveries" set "status" = \?/.test(query)) throw new Error("D1_ERROR: database is locked (test)");
        return realPrepare(query);
      },
      batch: env.DB.batch.bind(env.DB),
    } as D1Database;
    queue.messages.length = 0;
    await runCron({ ...withBindings(email, queue), DB: db });
    expect(sentFor(email, row.id)).toHaveLength(1);
    expect(queue.messages).toMatchObject([{ kind: "sent", deliveryId: delivery.id, attempts: 2 }]);
    // Meanwhile the sweep leaves it alone (the lease holds)...
    await runCron(withBindings(email, queue));
    expect(sentFor(email, row.id)).toHaveLength(1);
    // ...and the queued record lands.
    await deliver(DELIVERY_QUEUE, queue.messages, withBindings(email, queue));
    expect(await staff()).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("the migration", () => {
  it("copies each existing lead's notification history into deliveries", async () => {
    // Leads as the previous release left them, without deliveries.
    const insert = (name: string, status: string, attempts: number, error: string | null, sentAt: string | null, next: string | null) =>
      env.DB.prepare(
        "INSERT INTO leads (created_at, name, email, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, notify_status, notify_attempts, notify_last_error, notify_sent_at, next_attempt_at) VALUES ('2026-11-01T10:00:00.000Z', ?, 'old@example.com', 'other', 'An older request.', '', '', '', 1, ?, 'json', 'passed', ?, ?, ?, ?, ?)",
      )
        .bind(name, crypto.randomUUID(), status, attempts, error, sentAt, next)
        .run();
    await insert("Old Sent", "sent", 1, null, "2026-11-01T10:00:01.000Z", null);
    await insert("Old Failed", "failed", 9, "Email service unavailable", null, null);
    await insert("Old Pending", "pending", 2, "Timed out", null, "2026-11-01T10:06:00.000Z");
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0005_"))!;
    const copy = migration.queries.find((q) => q.includes("INSERT INTO `deliveries`"))!;
    await env.DB.prepare("DELETE FROM deliveries WHERE lead_id IN (SELECT id FROM leads WHERE name LIKE 'Old %')").run();
    await env.DB.prepare(copy.replace("WHERE true", "WHERE name LIKE 'Old %'")).run();

    const copied = await env.DB.prepare(
      "SELECT l.name, d.channel, d.target, d.status, d.attempts, d.last_error, d.sent_at, d.next_attempt_at, d.created_at FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.name LIKE 'Old %' ORDER BY l.id",
    ).all();
    expect(copied.results).toEqual([
      {
        name: "Old Sent",
        channel: "staff-email",
        target: "*",
        status: "sent",
        attempts: 1,
        last_error: null,
        sent_at: "2026-11-01T10:00:01.000Z",
        next_attempt_at: null,
        created_at: "2026-11-01T10:00:00.000Z",
      },
      {
        name: "Old Failed",
        channel: "staff-email",
        target: "*",
        status: "failed",
        attempts: 9,
        last_error: "Email service unavailable",
        sent_at: null,
        next_attempt_at: null,
        created_at: "2026-11-01T10:00:00.000Z",
      },
      {
        name: "Old Pending",
        channel: "staff-email",
        target: "*",
        status: "pending",
        attempts: 2,
        last_error: "Timed out",
        sent_at: null,
        next_attempt_at: "2026-11-01T10:06:00.000Z",
        created_at: "2026-11-01T10:00:00.000Z",
      },
    ]);

    // The copied pending one is still delivered, to every staff inbox.
    const email = emailRecorder();
    await runCron(withBindings(email, queueRecorder<DeliveryMessage>()));
    const [pending] = await leadsWhere("name = 'Old Pending'");
    expect(sentFor(email, pending.id).map((m) => m.to)).toEqual([[env.LEAD_TO_ADDRESSES]]);
  });
});
