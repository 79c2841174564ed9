/**
 * No lead lost when the database fails (docs/decisions/0039): while D1 refuses every
 * query, requests through both doors are answered "sent" and handed to the lead queue;
 * when D1 is back, the queue's consumer stores each exactly once and emails staff exactly
 * once. Also: the consumer's retries, the dead-letter queue, and D1 and the queue failing
 * together (the staff email is the last resort).
 */
import { env } from "cloudflare:workers";
import { DELIVERY_QUEUE, DELIVERY_QUEUE_MAX_RETRIES } from "~/deliveries/engine.server";
import { describe, expect, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import {
  DEAD_LETTER_MAX_RETRIES,
  LEAD_DEAD_LETTER_QUEUE,
  LEAD_QUEUE,
  LEAD_QUEUE_MAX_RETRIES,
  queuedLeadRetryDelaySeconds as retryDelaySeconds,
} from "~/intake/outage.server";
import { emailRecorder, formFields, leadsWhere, postJson, postPage, validLead, deliveriesOf, staffEmailStatus } from "./lead-helpers";
import { deliver, emailsFor, flakyDatabase, queueRecorder } from "./lead-outage-helpers";

describe("while D1 is down", () => {
  it("answers every request through both doors as sent, then stores each once and emails staff once when D1 is back", async () => {
    const { db, state } = flakyDatabase();
    const queue = queueRecorder();
    const email = emailRecorder();
    const overrides = { DB: db, LEAD_QUEUE: queue.binding };

    const json = [1, 2, 3].map((i) => validLead({ name: `Queued Json ${i}` }));
    const forms = [1, 2].map((i) => formFields({ name: `Queued Form ${i}` }));
    for (const lead of json) {
      const res = await postJson(lead, { email, envOverrides: overrides });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true });
    }
    // A retry of the first (its answer was lost), still during the outage.
    expect((await postJson(json[0], { email, envOverrides: overrides })).status).toBe(200);
    for (const fields of forms) {
      const res = await postPage("/kent-wa/truck-accident-lawyer", fields, { email, envOverrides: overrides });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toMatch(/^\/consultation-received\?call=/);
    }
    expect(queue.messages).toHaveLength(6);
    expect(email.sent).toHaveLength(0);

    // The consumer, while D1 is still down: every message is retried, none acknowledged.
    const stillDown = await deliver(LEAD_QUEUE, queue.messages, { ...env, ...overrides, EMAIL: email.binding } as Env);
    expect(stillDown.explicitAcks).toEqual([]);
    expect(stillDown.retryMessages).toHaveLength(6);

    // D1 is back: the next delivery stores each request once, with its deliveries, and
    // makes each delivery once: staff are emailed once per lead, each visitor's address
    // acknowledged once (the later leads from one address record theirs skipped).
    state.down = false;
    const ack = emailRecorder();
    const recovered = await deliver(LEAD_QUEUE, queue.messages, { ...env, ...overrides, EMAIL: email.binding, ACK_EMAIL: ack.binding } as Env, 2);
    expect(recovered.explicitAcks).toHaveLength(6);
    expect(recovered.retryMessages).toEqual([]);
    for (const lead of [...json, ...forms]) {
      const rows = await leadsWhere("name = ?", lead.name);
      expect(rows, lead.name).toHaveLength(1);
      expect(rows[0]).toMatchObject({ stored_via: "queue" });
      expect(await deliveriesOf(rows[0].id, "staff-email")).toMatchObject([{ status: "sent", attempts: 1 }]);
      expect((await deliveriesOf(rows[0].id, "acknowledgement")).map((d) => d.status)).toEqual([expect.stringMatching(/^(sent|skipped)$/)]);
      expect(emailsFor(email, lead.name), lead.name).toHaveLength(1);
    }
    expect(ack.sent.map((m) => m.to).sort()).toEqual([json[0].email, forms[0].email].sort());
    const [form] = await leadsWhere("name = ?", forms[0].name);
    expect(form).toMatchObject({ submitted_via: "form", source_url: "http://localhost:8787/kent-wa/truck-accident-lawyer" });

    // A message delivered again (at-least-once delivery) changes nothing.
    await deliver(LEAD_QUEUE, queue.messages, { ...env, ...overrides, EMAIL: email.binding, ACK_EMAIL: ack.binding } as Env, 3);
    expect(ack.sent).toHaveLength(2);
    for (const lead of [...json, ...forms]) {
      expect(await leadsWhere("name = ?", lead.name)).toHaveLength(1);
      expect(emailsFor(email, lead.name)).toHaveLength(1);
    }
  });

  it("keeps the time the visitor sent the request, not the time it was stored", async () => {
    const { db, state } = flakyDatabase();
    const queue = queueRecorder();
    const lead = validLead({ name: "Queued Timing" });
    const before = new Date().toISOString();
    await postJson(lead, { envOverrides: { DB: db, LEAD_QUEUE: queue.binding } });
    state.down = false;
    await deliver(LEAD_QUEUE, queue.messages, { ...env, DB: db, EMAIL: emailRecorder().binding } as Env);
    const [row] = await leadsWhere("name = ?", lead.name);
    expect(row.created_at).toBe(queue.messages[0].lead.createdAt);
    expect(row.created_at >= before).toBe(true);
  });

  it("emails a lead that was stored by a try whose answer was lost", async () => {
    // The row and its delivery exist (the batch went through) but nobody emailed staff about it.
    const lead = validLead({ name: "Half Stored" });
    const queue = queueRecorder();
    const { db, state } = flakyDatabase();
    await postJson(lead, { envOverrides: { DB: db, LEAD_QUEUE: queue.binding } });
    await env.DB.prepare(
      "INSERT INTO leads (created_at, name, email, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, lead_key, submitted_via, turnstile, stored_via) VALUES (?, ?, ?, 'car-accidents', ?, '', '', '', 1, ?, ?, 'json', 'not-configured', 'queue')",
    )
      .bind(new Date().toISOString(), lead.name, lead.email, lead.description, lead.idempotencyKey, queue.messages[0].leadKey)
      .run();
    await env.DB.prepare(
      "INSERT INTO deliveries (lead_id, channel, target, route, created_at) SELECT id, 'staff-email', ?, 'staff-email', created_at FROM leads WHERE name = ?",
    )
      .bind(env.LEAD_TO_ADDRESSES, lead.name)
      .run();
    state.down = false;
    const email = emailRecorder();
    await deliver(LEAD_QUEUE, queue.messages, { ...env, EMAIL: email.binding } as Env, 2);
    expect(await leadsWhere("name = ?", lead.name)).toHaveLength(1);
    expect(emailsFor(email, lead.name)).toHaveLength(1);
  });
});

describe("the lead queue's consumer", () => {
  it("retries with a growing wait that never passes a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 50, 100].map(retryDelaySeconds)).toEqual([5, 10, 20, 40, 60, 60, 60, 60]);
  });

  it("asks for each message's retry with that wait", async () => {
    const { db } = flakyDatabase();
    const lead = { ...validLead(), name: "Retry Wait" };
    const queue = queueRecorder();
    await postJson(lead, { envOverrides: { DB: db, LEAD_QUEUE: queue.binding } });
    for (const attempts of [1, 3, 7]) {
      const result = await deliver(LEAD_QUEUE, queue.messages, { ...env, DB: db } as Env, attempts);
      expect(result.retryMessages).toEqual([{ msgId: "m0", delaySeconds: retryDelaySeconds(attempts) }]);
    }
  });

  it("is configured in wrangler.toml as the code expects", () => {
    const consumers = [...wranglerToml.matchAll(/\[\[queues\.consumers\]\]\s+queue = "([^"]+)"[\s\S]*?max_retries = (\d+)/g)].map((m) => [m[1], Number(m[2])]);
    expect(consumers).toEqual([
      [LEAD_QUEUE, LEAD_QUEUE_MAX_RETRIES],
      [LEAD_DEAD_LETTER_QUEUE, DEAD_LETTER_MAX_RETRIES],
      [DELIVERY_QUEUE, DELIVERY_QUEUE_MAX_RETRIES],
    ]);
    expect(wranglerToml).toMatch(new RegExp(`binding = "DELIVERY_QUEUE"\\s+queue = "${DELIVERY_QUEUE}"`));
    expect(wranglerToml).toContain(`dead_letter_queue = "${LEAD_DEAD_LETTER_QUEUE}"`);
    expect(wranglerToml).toMatch(new RegExp(`binding = "LEAD_QUEUE"\\s+queue = "${LEAD_QUEUE}"`));
  });
});

describe("the dead-letter queue", () => {
  it("emails staff the whole lead, marked as not saved, when D1 is still down, and logs an error", async () => {
    const { db } = flakyDatabase();
    const queue = queueRecorder();
    const lead = validLead({ name: "Dead Letter Down", description: "Hit by a car at the crosswalk on Meeker St." });
    await postJson(lead, { envOverrides: { DB: db, LEAD_QUEUE: queue.binding } });
    const email = emailRecorder();
    const result = await deliver(LEAD_DEAD_LETTER_QUEUE, queue.messages, { ...env, DB: db, EMAIL: email.binding } as Env);
    expect(result.explicitAcks).toEqual(["m0"]);
    const [message] = emailsFor(email, lead.name);
    expect(message.subject).toMatch(/^NOT SAVED: New consultation request: Car Accidents - Dead Letter Down$/);
    for (const body of [message.text!, message.html!]) {
      expect(body).toContain("NOT SAVED IN THE DATABASE");
      expect(body).toContain("Hit by a car at the crosswalk on Meeker St.");
      expect(body).toContain(lead.email);
      expect(body).toContain(queue.messages[0].leadKey);
    }
    // Known by its lead key: the row it may get later has the same.
    expect(message.text).toContain(`Lead key: ${queue.messages[0].leadKey}\n`);
    expect(await leadsWhere("name = ?", lead.name)).toHaveLength(0);
  });

  it("stores the lead (and sends the usual email) when D1 is back by then", async () => {
    const { db, state } = flakyDatabase();
    const queue = queueRecorder();
    const lead = validLead({ name: "Dead Letter Back" });
    await postJson(lead, { envOverrides: { DB: db, LEAD_QUEUE: queue.binding } });
    state.down = false;
    const email = emailRecorder();
    await deliver(LEAD_DEAD_LETTER_QUEUE, queue.messages, { ...env, EMAIL: email.binding } as Env);
    const [row] = await leadsWhere("name = ?", lead.name);
    expect(row).toMatchObject({ stored_via: "dead-letter" });
    expect(await staffEmailStatus(row.id)).toEqual(["sent"]);
    expect(emailsFor(email, lead.name).map((m) => m.subject)).toEqual(["New consultation request: Car Accidents - Dead Letter Back"]);
  });

  it("retries when the email fails too, and writes the whole lead to the log on its last try", async () => {
    const { db } = flakyDatabase();
    const queue = queueRecorder();
    const lead = validLead({ name: "Dead Letter Nothing" });
    await postJson(lead, { envOverrides: { DB: db, LEAD_QUEUE: queue.binding } });
    const email = emailRecorder();
    email.failing = true;
    const testEnv = { ...env, DB: db, EMAIL: email.binding } as Env;
    expect((await deliver(LEAD_DEAD_LETTER_QUEUE, queue.messages, testEnv)).retryMessages).toEqual([{ msgId: "m0", delaySeconds: 300 }]);
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      const last = await deliver(LEAD_DEAD_LETTER_QUEUE, queue.messages, testEnv, DEAD_LETTER_MAX_RETRIES + 1);
      expect(last.explicitAcks).toEqual(["m0"]);
    } finally {
      console.error = original;
    }
    const lost = errors.map((line) => JSON.parse(line)).find((entry) => entry.event === "lead_lost");
    expect(lost.lead).toMatchObject({ name: lead.name, email: lead.email, description: lead.description });
  });
});

describe("when D1 and the queue both fail", () => {
  it("emails staff the whole lead at once and tells the visitor it was sent", async () => {
    const { db } = flakyDatabase();
    const queue = queueRecorder();
    queue.failing = true;
    const email = emailRecorder();
    const lead = validLead({ name: "Only Emailed" });
    const res = await postJson(lead, { email, envOverrides: { DB: db, LEAD_QUEUE: queue.binding } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    const [message] = emailsFor(email, lead.name);
    expect(message.subject).toBe("NOT SAVED: New consultation request: Car Accidents - Only Emailed");
    expect(message.text).toContain(lead.description);
    expect(message.replyTo).toBe(lead.email);
  });

  it("sends one email per lead: not again for a retry, nor when the lead is stored after D1 is back", async () => {
    const { db, state } = flakyDatabase();
    const queue = queueRecorder();
    queue.failing = true;
    const email = emailRecorder();
    const lead = validLead({ name: "Retried While Down" });
    for (let i = 0; i < 2; i++) {
      const res = await postJson(lead, { email, envOverrides: { DB: db, LEAD_QUEUE: queue.binding } });
      expect(await res.json()).toMatchObject({ success: true });
    }
    expect(emailsFor(email, lead.name).map((m) => m.subject)).toEqual(["NOT SAVED: New consultation request: Car Accidents - Retried While Down"]);
    // D1 is back, and the visitor's browser tries once more: stored, no second email.
    state.down = false;
    expect(await (await postJson(lead, { email })).json()).toMatchObject({ success: true });
    const rows = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(rows).toHaveLength(1);
    expect(await staffEmailStatus(rows[0].id)).toEqual(["sent"]);
    expect(emailsFor(email, lead.name)).toHaveLength(1);
  });

  it("tells the visitor to call only when the email fails as well, through both doors", async () => {
    const { db } = flakyDatabase();
    const queue = queueRecorder();
    queue.failing = true;
    const email = emailRecorder();
    email.failing = true;
    const overrides = { DB: db, LEAD_QUEUE: queue.binding };
    const res = await postJson(validLead(), { email, envOverrides: overrides });
    expect(res.status).toBe(500);
    const body = await res.json<{ success: boolean; error: string }>();
    expect(body).toMatchObject({ success: false, error: "We could not save your request. Please call us at (253) 555-0142." });
    const page = await postPage("/kent-wa/truck-accident-lawyer", formFields(), { email, envOverrides: overrides });
    expect(page.status).toBe(500);
    expect(await page.text()).toContain("We could not save your request. Please call us at (253) 555-0142.");
    expect(email.sent).toHaveLength(0);
  });
});
