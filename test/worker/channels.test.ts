/**
 * The firm's tools, each against its local stand-in (scripts/stand-ins/, started for the
 * tests by stand-ins.global.ts as `npm start` starts them): the exact request each
 * service takes (Twilio's form fields and basic auth, Clio Grow's JSON and headers, the
 * Standard Webhooks headers and signature, verified by the receiver), and the engine
 * against receivers that answer 500, hang, drop the connection and refuse it, then
 * recover: one success recorded, the others untouched.
 */
import { env } from "cloudflare:workers";
import { Webhook } from "standardwebhooks";
import { beforeEach, describe, expect, inject, it, vi } from "vitest";
import { DELIVERY_QUEUE, type DeliveryMessage } from "~/deliveries/engine.server";
import { RETRY_DELAYS_SECONDS } from "~/deliveries/schedule";
import { scaled } from "../slowdown";
import { call } from "./helpers";
import { deliveriesOf, emailRecorder, leadsWhere, postJson, validLead } from "./lead-helpers";
import { deliver, queueRecorder } from "./lead-outage-helpers";

const { vars, urls } = inject("standIns");
type Receiver = keyof typeof urls;

interface Received {
  at: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  status: number | string;
  record?: Record<string, unknown>;
}

const control = (receiver: Receiver, command: Record<string, unknown>) =>
  fetch(`${urls[receiver]}/__control`, { method: "POST", body: JSON.stringify(command) }).then((r) => r.json());
const received = async (receiver: Receiver): Promise<Received[]> => (await fetch(`${urls[receiver]}/__received`)).json();

beforeEach(async () => {
  await Promise.all((Object.keys(urls) as Receiver[]).map((r) => control(r, { reset: true })));
});

/** Every channel on, pointed at the stand-ins; email and retries recorded. */
function channelsOn() {
  const queue = queueRecorder<DeliveryMessage>();
  const email = emailRecorder();
  const ack = emailRecorder();
  const testEnv = { ...env, ...vars, EMAIL: email.binding, ACK_EMAIL: ack.binding, DELIVERY_QUEUE: queue.binding } as Env;
  const post = async (overrides: Record<string, unknown> = {}) => {
    const lead = validLead({ email: `${crypto.randomUUID()}@example.com`, ...overrides });
    expect((await postJson(lead, { email, ack, deliveryQueue: queue, envOverrides: vars as Partial<Env> })).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    return { lead, row };
  };
  /** Wakes the queued retries, as the delivery queue would once their waits are over. */
  const wake = () => deliver(DELIVERY_QUEUE, queue.messages.splice(0), testEnv);
  return { queue, email, ack, testEnv, post, wake };
}

describe("the on-call text (Twilio)", () => {
  it("goes to each on-call number as Twilio's API takes it: form fields, basic auth; no description, no name", async () => {
    const { post } = channelsOn();
    const { lead, row } = await post({
      caseType: "truck-accidents",
      sourceUrl: "/kent-wa/truck-accident-lawyer",
      name: "Maria Secret",
      description: "My neck and back hurt since the crash (health details).",
    });
    const texts = await received("twilio");
    expect(texts.map((t) => t.status)).toEqual([201, 201]);
    const numbers = vars.ONCALL_NUMBERS.split(",");
    expect(texts.map((t) => new URLSearchParams(t.body).get("To")).sort()).toEqual(numbers.sort());
    for (const text of texts) {
      expect(text.path).toBe(`/2010-04-01/Accounts/${vars.TWILIO_ACCOUNT_SID}/Messages.json`);
      expect(text.headers.authorization).toBe(`Basic ${btoa(`${vars.TWILIO_ACCOUNT_SID}:${vars.TWILIO_AUTH_TOKEN}`)}`);
      expect(text.headers["content-type"]).toBe("application/x-www-form-urlencoded");
      const form = new URLSearchParams(text.body);
      expect([...form.keys()].sort()).toEqual(["Body", "From", "To"]);
      expect(form.get("From")).toBe(vars.TWILIO_FROM_NUMBER);
      expect(form.get("Body")).toBe(
        `New request: Truck Accidents, in English\nFrom /kent-wa/truck-accident-lawyer\nCall: +12535550199\n${env.SITE_ORIGIN}/desk/leads/${row.id}`,
      );
      for (const typed of [lead.description, "neck", "Maria", "Secret"]) expect(form.get("Body")).not.toContain(typed);
    }
    const sms = await deliveriesOf(row.id, "sms");
    expect(sms.map((d) => [d.target, d.status])).toEqual(numbers.map((n) => [n, "sent"]));
    for (const d of sms) expect(d.receiver_id).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it("names the language, and says when no phone was given", async () => {
    const { post } = channelsOn();
    await post({ phone: "", sourceUrl: "/es", language: "es" });
    const body = new URLSearchParams((await received("twilio"))[0].body).get("Body")!;
    expect(body).toContain("Car Accidents, in Spanish");
    expect(body).toContain("From /es\n");
    expect(body).toContain("Call: no phone given: reply by email");
  });
});

describe("Clio Grow's Lead Inbox", () => {
  it("gets the lead as its Lead Inbox takes it: JSON, the token, the name split", async () => {
    const { post } = channelsOn();
    const { lead, row } = await post({ name: "Juan García López", phone: "(253) 555-0123", sourceUrl: "/kent-wa/car-accident-lawyer" });
    const [request] = await received("clioGrow");
    expect(request).toMatchObject({ method: "POST", path: "/inbox_leads", status: 201 });
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers.accept).toBe("application/json");
    expect(JSON.parse(request.body)).toEqual({
      inbox_lead_token: vars.CLIO_GROW_INBOX_TOKEN,
      inbox_lead: {
        from_first: "Juan",
        from_last: "García López",
        from_message: `Car Accidents\n\n${lead.description}`,
        from_email: lead.email,
        from_phone: "(253) 555-0123",
        referring_url: `${new URL(row.source_url).origin}/kent-wa/car-accident-lawyer`,
        from_source: "direct",
      },
    });
    expect(await deliveriesOf(row.id, "clio-grow")).toMatchObject([
      { target: vars.CLIO_GROW_BASE_URL, status: "sent", receiver_id: String(request.record?.id) },
    ]);
  });

  it("puts a one-word name whole in from_first", async () => {
    const { post } = channelsOn();
    await post({ name: "Prince" });
    const { inbox_lead } = JSON.parse((await received("clioGrow"))[0].body);
    expect([inbox_lead.from_first, inbox_lead.from_last]).toEqual(["Prince", ""]);
  });
});

describe("signed webhooks", () => {
  it("go to each endpoint with its own secret, signed per Standard Webhooks, the payload versioned", async () => {
    const { post } = channelsOn();
    const { lead, row } = await post({ utm_source: "google", utm_medium: "cpc", utm_campaign: "kent-car", gclid: "abc123" });
    const hooks = await received("webhooks");
    expect(hooks.map((h) => [h.path, h.status, h.record?.verified])).toEqual(
      expect.arrayContaining([
        ["/hooks/a", 204, true],
        ["/hooks/b", 204, true],
      ]),
    );
    const deliveries = await deliveriesOf(row.id, "webhook");
    const secrets = vars.WEBHOOK_SECRETS.split(",");
    for (const [i, url] of vars.WEBHOOK_URLS.split(",").entries()) {
      const hook = hooks.find((h) => url.endsWith(h.path))!;
      const delivery = deliveries.find((d) => d.target === url)!;
      expect(hook.headers["webhook-id"]).toBe(`lead-delivery-${delivery.id}`);
      expect(hook.headers["webhook-timestamp"]).toMatch(/^\d{10}$/);
      expect(hook.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      // Verified here too, with this endpoint's secret; the other endpoint's does not verify it.
      const event = new Webhook(secrets[i]).verify(hook.body, hook.headers) as { type: string; version: number; data: Record<string, unknown> };
      expect(() => new Webhook(secrets[1 - i]).verify(hook.body, hook.headers)).toThrow();
      expect(event).toMatchObject({
        type: "lead.created",
        version: 1,
        data: {
          id: row.id,
          name: lead.name,
          email: lead.email,
          caseType: "car-accidents",
          caseTypeLabel: "Car Accidents",
          description: lead.description,
          language: "en",
          firstTouch: { channel: "paid-search", utm: { source: "google", medium: "cpc", campaign: "kent-car" }, clickIds: { gclid: "abc123" } },
          deskUrl: `${env.SITE_ORIGIN}/desk/leads/${row.id}`,
        },
      });
      expect(delivery).toMatchObject({ status: "sent", receiver_id: `lead-delivery-${delivery.id}` });
    }
  });
});

describe("a receiver that fails", () => {
  it(
    "500, a hang, a dropped connection, a refused one, then success: one success recorded, the same webhook-id each time",
    { timeout: scaled(60_000) },
    async () => {
      const { post, wake } = channelsOn();
      // Endpoint a's receiver fails four ways in turn; both endpoints live on one stand-in, so b fails too.
      await control("webhooks", { fail: 2, with: 500 });
      const { row } = await post();
      const [a] = (await deliveriesOf(row.id, "webhook")).filter((d) => d.target.endsWith("/hooks/a"));
      expect(a).toMatchObject({ status: "pending", attempts: 1 });
      expect(a.last_error).toContain("HTTP 500");
      // Every other channel went.
      for (const channel of ["staff-email", "sms", "acknowledgement", "clio-grow"]) {
        expect(
          (await deliveriesOf(row.id, channel)).every((d) => d.status === "sent"),
          channel,
        ).toBe(true);
      }

      await control("webhooks", { fail: 2, with: "hang" });
      await wake();
      await control("webhooks", { fail: 2, with: "drop" });
      await wake();
      let [now] = (await deliveriesOf(row.id, "webhook")).filter((d) => d.target.endsWith("/hooks/a"));
      expect(now.attempts).toBe(3);
      expect(now.last_error).not.toContain("HTTP 500");

      await control("webhooks", { down: 1500 });
      await wake();
      [now] = (await deliveriesOf(row.id, "webhook")).filter((d) => d.target.endsWith("/hooks/a"));
      expect(now).toMatchObject({ status: "pending", attempts: 4 });
      expect(now.last_error).toMatch(/connect|refused|network/i);

      // The receiver listens again (after its 1.5 s down): a condition, not a fixed wait.
      await vi.waitUntil(
        () =>
          received("webhooks").then(
            () => true,
            () => false,
          ),
        { timeout: scaled(10_000), interval: 100 },
      );
      await wake();
      const webhooks = await deliveriesOf(row.id, "webhook");
      expect(webhooks.map((d) => [d.status, d.attempts])).toEqual([
        ["sent", 5],
        ["sent", 5],
      ]);
      const hooks = (await received("webhooks")).filter((h) => h.path === "/hooks/a");
      expect(hooks.map((h) => h.status)).toEqual(["500", "hang", "drop", 204]);
      expect(new Set(hooks.map((h) => h.headers["webhook-id"]))).toEqual(new Set([`lead-delivery-${webhooks[0].id}`]));
      expect(hooks.filter((h) => h.record?.verified)).toHaveLength(1);

      // A stale wake-up changes nothing.
      await deliver(DELIVERY_QUEUE, [{ kind: "attempt", deliveryId: webhooks[0].id, attempts: 4 }], channelsOn().testEnv);
      expect((await received("webhooks")).filter((h) => h.path === "/hooks/a")).toHaveLength(4);
    },
  );

  it("one channel down leaves the others delivered, and its waits grow as scheduled", async () => {
    const { post, wake, queue } = channelsOn();
    await control("clioGrow", { fail: 3, with: 503 });
    const { row } = await post();
    expect((await deliveriesOf(row.id)).map((d) => `${d.channel} ${d.status}`)).toEqual([
      "staff-email sent",
      "sms sent",
      "sms sent",
      "acknowledgement sent",
      "webhook sent",
      "webhook sent",
      "clio-grow pending",
    ]);
    expect(queue.delays).toEqual(RETRY_DELAYS_SECONDS.slice(0, 1));
    await wake();
    await wake();
    expect(queue.delays).toEqual(RETRY_DELAYS_SECONDS.slice(0, 3));
    await wake();
    expect(await deliveriesOf(row.id, "clio-grow")).toMatchObject([{ status: "sent", attempts: 4 }]);
    expect((await received("clioGrow")).map((r) => r.status)).toEqual(["503", "503", "503", 201]);
  });
});

describe("the privacy notice", () => {
  it("names each new recipient of a request and what it receives, in both languages", async () => {
    const english = await (await call("/privacy-policy")).text();
    expect(english).toContain("Who receives your request");
    for (const words of ["Clio Grow", "Twilio", "signed webhook", "It never contains your name or your description."]) expect(english).toContain(words);
    const spanish = await (await call("/es/politica-de-privacidad")).text();
    expect(spanish).toContain("Quién recibe su solicitud");
    for (const words of ["Clio Grow", "Twilio", "webhook firmado", "Nunca contiene su nombre ni su descripción."]) expect(spanish).toContain(words);
  });
});
