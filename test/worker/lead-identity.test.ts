/**
 * A lead's identity (docs/decisions/0039-lead-endpoint.md): two visitors of one cached page
 * post the same raw idempotency key. Through every step of the outage path (the "NOT
 * SAVED" email and its mark, the lead queue, the dead-letter queue, the notification
 * step) each of their leads reaches staff once, and a true retry of either is recognised.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LEAD_DEAD_LETTER_QUEUE, LEAD_QUEUE } from "~/intake/outage.server";
import { emailRecorder, formFields, leadsWhere, postJson, postPage, validLead, staffEmailStatus } from "./lead-helpers";
import { deliver, emailsFor, flakyDatabase, queueRecorder } from "./lead-outage-helpers";

const PAGE = "/kent-wa/car-accident-lawyer";

/** Two different requests posted with one key (the key of a page both visitors were served). */
function twoVisitorsOneKey(label: string) {
  const key = crypto.randomUUID();
  const a = formFields({ idempotencyKey: key, name: `${label} Visitor A`, email: "a@example.com", sourceUrl: PAGE, sourcePage: PAGE });
  const b = formFields({
    idempotencyKey: key,
    name: `${label} Visitor B`,
    email: "b@example.com",
    caseType: "slip-fall",
    description: "I slipped on a wet floor at the grocery store.",
    sourceUrl: PAGE,
    sourcePage: PAGE,
  });
  return { key, a, b };
}

describe("two different leads with one key", () => {
  it("while D1 and the queue both fail: staff get two emails, and a true retry adds none", async () => {
    const { db } = flakyDatabase();
    const queue = queueRecorder();
    queue.failing = true;
    const email = emailRecorder();
    const { a, b } = twoVisitorsOneKey("Both Down");
    const overrides = { DB: db, LEAD_QUEUE: queue.binding };
    for (const fields of [a, b, a, b]) {
      const res = await postPage(PAGE, fields, { email, envOverrides: overrides });
      expect(res.status, fields.name).toBe(303);
    }
    for (const fields of [a, b]) {
      const subjects = emailsFor(email, fields.name).map((m) => m.subject);
      expect(subjects, fields.name).toHaveLength(1);
      expect(subjects[0]).toMatch(/^NOT SAVED: /);
    }
    expect(email.sent).toHaveLength(2);
  });

  it("through the dead-letter queue: staff get two emails, once each however often they are delivered", async () => {
    const { db } = flakyDatabase();
    const queue = queueRecorder();
    const email = emailRecorder();
    const { a, b } = twoVisitorsOneKey("Dead Letter");
    for (const fields of [a, b]) await postPage(PAGE, fields, { email, envOverrides: { DB: db, LEAD_QUEUE: queue.binding } });
    expect(queue.messages).toHaveLength(2);
    const testEnv = { ...env, DB: db, EMAIL: email.binding } as Env;
    expect((await deliver(LEAD_DEAD_LETTER_QUEUE, queue.messages, testEnv)).explicitAcks).toEqual(["m0", "m1"]);
    // Delivered again (at least once): no second email for either.
    await deliver(LEAD_DEAD_LETTER_QUEUE, queue.messages, testEnv, 2);
    for (const fields of [a, b])
      expect(
        emailsFor(email, fields.name).map((m) => m.subject?.slice(0, 10)),
        fields.name,
      ).toEqual(["NOT SAVED:"]);
  });

  it("after recovery: both stored, each emailed once, a true retry neither stored nor emailed again", async () => {
    const { db, state } = flakyDatabase();
    const queue = queueRecorder();
    queue.failing = true;
    const email = emailRecorder();
    const { key, a, b } = twoVisitorsOneKey("Recovered");
    for (const fields of [a, b]) await postPage(PAGE, fields, { email, envOverrides: { DB: db, LEAD_QUEUE: queue.binding } });
    expect(email.sent).toHaveLength(2);
    // D1 is back; each visitor's browser sends its request again.
    state.down = false;
    for (const fields of [a, b, a]) expect((await postPage(PAGE, fields, { email })).status).toBe(303);
    const rows = await leadsWhere("idempotency_key = ?", key);
    expect(rows.map((r) => r.name)).toEqual([a.name, b.name]);
    expect(new Set(rows.map((r) => r.lead_key)).size).toBe(2);
    for (const row of rows) expect(await staffEmailStatus(row.id), row.name).toEqual(["sent"]);
    expect(email.sent).toHaveLength(2);
  });

  it("after recovery: a lead the queue held is emailed although another with its key was emailed 'NOT SAVED'", async () => {
    const { db, state } = flakyDatabase();
    const queue = queueRecorder();
    const email = emailRecorder();
    const { a, b } = twoVisitorsOneKey("Mixed");
    const overrides = { DB: db, LEAD_QUEUE: queue.binding };
    // A while the queue fails too (emailed "NOT SAVED"), then B while only D1 fails (queued).
    queue.failing = true;
    await postPage(PAGE, a, { email, envOverrides: overrides });
    queue.failing = false;
    await postPage(PAGE, b, { email, envOverrides: overrides });
    expect(queue.messages).toHaveLength(1);
    state.down = false;
    await deliver(LEAD_QUEUE, queue.messages, { ...env, EMAIL: email.binding } as Env);
    const [row] = await leadsWhere("name = ?", b.name);
    expect(row).toMatchObject({ stored_via: "queue" });
    expect(await staffEmailStatus(row.id)).toEqual(["sent"]);
    expect(emailsFor(email, b.name).map((m) => m.subject)).toEqual([`New consultation request: Slip & Fall - ${b.name}`]);
    expect(emailsFor(email, a.name)).toHaveLength(1);
  });

  it("after recovery through the queue: both stored once and emailed once, whatever the redeliveries", async () => {
    const { db, state } = flakyDatabase();
    const queue = queueRecorder();
    const email = emailRecorder();
    const { key, a, b } = twoVisitorsOneKey("Queued");
    for (const fields of [a, b, a]) await postPage(PAGE, fields, { email, envOverrides: { DB: db, LEAD_QUEUE: queue.binding } });
    expect(queue.messages).toHaveLength(3);
    state.down = false;
    const testEnv = { ...env, EMAIL: email.binding } as Env;
    expect((await deliver(LEAD_QUEUE, queue.messages, testEnv)).explicitAcks).toEqual(["m0", "m1", "m2"]);
    await deliver(LEAD_QUEUE, queue.messages, testEnv, 2);
    const rows = await leadsWhere("idempotency_key = ?", key);
    expect(rows.map((r) => r.name)).toEqual([a.name, b.name]);
    for (const fields of [a, b]) expect(emailsFor(email, fields.name), fields.name).toHaveLength(1);
  });

  it("a lead the dead-letter queue emailed 'NOT SAVED' does not silence another with its key stored later", async () => {
    const { db, state } = flakyDatabase();
    const queue = queueRecorder();
    const email = emailRecorder();
    const { a, b } = twoVisitorsOneKey("Late");
    for (const fields of [a, b]) await postPage(PAGE, fields, { email, envOverrides: { DB: db, LEAD_QUEUE: queue.binding } });
    const [first, second] = queue.messages;
    await deliver(LEAD_DEAD_LETTER_QUEUE, [first], { ...env, DB: db, EMAIL: email.binding } as Env);
    state.down = false;
    await deliver(LEAD_QUEUE, [second], { ...env, EMAIL: email.binding } as Env);
    expect(emailsFor(email, a.name).map((m) => m.subject?.slice(0, 10))).toEqual(["NOT SAVED:"]);
    expect(emailsFor(email, b.name).map((m) => m.subject?.slice(0, 10))).toEqual(["New consul"]);
  });
});

describe("a retry through the JSON door", () => {
  it("with the same key and the same fields is one lead; with other fields it is another", async () => {
    const email = emailRecorder();
    const lead = validLead({ name: "Json Identity" });
    for (let i = 0; i < 2; i++) expect((await postJson(lead, { email })).status).toBe(200);
    // Cleaning makes the same request: surrounding spaces do not make another lead.
    expect((await postJson({ ...lead, name: `  ${lead.name} ` }, { email })).status).toBe(200);
    expect((await postJson({ ...lead, description: `${lead.description} Also my back.` }, { email })).status).toBe(200);
    const rows = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(rows).toHaveLength(2);
    expect(email.sent).toHaveLength(2);
  });
});
