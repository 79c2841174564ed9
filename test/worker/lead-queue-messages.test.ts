/**
 * What the queue consumers make of each message body: a malformed one is logged (with
 * what it carries) and acknowledged, one at a time, while the good ones in the same batch
 * are stored; a message sent before lead keys existed gets its lead key computed.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LEAD_DEAD_LETTER_QUEUE, LEAD_QUEUE } from "~/intake/outage.server";
import { computeLeadKey } from "~/leads/schema";
import { emailRecorder, leadsWhere, postJson, validLead, staffEmailStatus } from "./lead-helpers";
import { captureLogs, deliver, emailsFor, flakyDatabase, queueRecorder } from "./lead-outage-helpers";

/** One good message, as the service queues it while D1 is down. */
async function queuedMessage(name: string) {
  const { db } = flakyDatabase();
  const queue = queueRecorder();
  const lead = validLead({ name });
  await postJson(lead, { envOverrides: { DB: db, LEAD_QUEUE: queue.binding } });
  return { lead, message: queue.messages[0] };
}

const MALFORMED: unknown[] = [
  null,
  "not a lead",
  {},
  { lead: null },
  { lead: { name: 42, email: "x@example.com" } },
  { leadKey: "f".repeat(64), lead: { name: "No Description", email: "nd@example.com", caseType: "other", idempotencyKey: "abcdefgh12", privacyConsent: true } },
];

describe.each([LEAD_QUEUE, LEAD_DEAD_LETTER_QUEUE])("the %s consumer", (queueName) => {
  it("logs and acknowledges each malformed message, and still stores the good one in the same batch", async () => {
    const { lead, message } = await queuedMessage(`Good Among Bad ${queueName}`);
    const email = emailRecorder();
    const bodies = [...MALFORMED.slice(0, 3), message, ...MALFORMED.slice(3)];
    const { result, lines } = await captureLogs(() => deliver(queueName, bodies, { ...env, EMAIL: email.binding } as Env));
    expect(result.retryMessages).toEqual([]);
    expect(result.explicitAcks).toHaveLength(bodies.length);

    const [row] = await leadsWhere("name = ?", lead.name);
    expect(row).toMatchObject({ lead_key: message.leadKey });
    expect(await staffEmailStatus(row.id)).toEqual(["sent"]);
    expect(emailsFor(email, lead.name)).toHaveLength(1);

    const malformed = lines.filter((line) => line.event === "lead_queue_malformed");
    expect(malformed.map((line) => line.messageId)).toEqual(["m0", "m1", "m2", "m4", "m5", "m6"]);
    for (const line of malformed) expect(line).toMatchObject({ level: "error", queue: queueName, problem: expect.any(String), body: expect.any(String) });
    // What a message carried is in its line: the last record of it.
    expect(malformed.at(-1)!.body).toContain("No Description");
  });
});

describe("a message queued before lead keys", () => {
  it("gets its lead key computed by the consumer, so a later retry of that request is the same lead", async () => {
    const { db, state } = flakyDatabase();
    const queue = queueRecorder();
    const email = emailRecorder();
    const lead = validLead({ name: "Queued Before Lead Keys" });
    await postJson(lead, { email, envOverrides: { DB: db, LEAD_QUEUE: queue.binding } });
    // As the previous version sent it: the row alone, without any lead key.
    const { leadKey, lead: row } = queue.messages[0];
    const { leadKey: _, ...oldRow } = row;
    state.down = false;
    const result = await deliver(LEAD_QUEUE, [{ lead: oldRow }], { ...env, EMAIL: email.binding } as Env);
    expect(result.explicitAcks).toEqual(["m0"]);
    const [stored] = await leadsWhere("name = ?", lead.name);
    expect(stored.lead_key).toBe(leadKey);
    expect(stored.lead_key).toBe(await computeLeadKey(lead));
    // The visitor's browser retries: recognised, neither stored nor emailed again.
    expect((await postJson(lead, { email })).status).toBe(200);
    expect(await leadsWhere("name = ?", lead.name)).toHaveLength(1);
    expect(emailsFor(email, lead.name)).toHaveLength(1);
  });

  it("takes only the columns a lead has: a body cannot set another (its notification state, its id)", async () => {
    const { lead, message } = await queuedMessage("Only Lead Columns");
    const email = emailRecorder();
    const forged = { ...message, lead: { ...message.lead, id: 999_999, notifyStatus: "sent", storedVia: "direct", language: 7 } };
    await deliver(LEAD_QUEUE, [forged], { ...env, EMAIL: email.binding } as Env);
    const [row] = await leadsWhere("name = ?", lead.name);
    expect(row).toMatchObject({ stored_via: "queue", language: "en" });
    expect(await staffEmailStatus(row.id)).toEqual(["sent"]);
    expect(row.id).not.toBe(999_999);
    expect(emailsFor(email, lead.name)).toHaveLength(1);
  });
});
