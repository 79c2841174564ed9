/**
 * Helpers for the lead endpoint tests: post to the Worker with a chosen email binding
 * (a recorder, or one that fails) and wait for its background work (ctx.waitUntil).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import worker from "../../worker/index";
import type { DeliveryMessage } from "~/deliveries/engine.server";
import type { DeliveryRecord, LeadRecord } from "../lead-fixtures";
import { ORIGIN } from "./helpers";
import { queueRecorder } from "./lead-outage-helpers";

const ENDPOINT = "/api/send-contact-email";

/** An email binding that records what it is asked to send, or fails while `failing`. */
export function emailRecorder() {
  const sent: EmailMessageBuilder[] = [];
  const recorder = {
    sent,
    failing: false,
    attempts: 0,
    binding: {
      async send(message: EmailMessageBuilder) {
        recorder.attempts++;
        if (recorder.failing) throw new Error("Email service unavailable (test)");
        sent.push(message);
        return { messageId: `<test-${sent.length}@example.test>` };
      },
    } as unknown as SendEmail,
  };
  return recorder;
}

let ipCounter = 0;
/** A fresh client IP, so the rate limiter does not carry over between tests. */
export const freshIp = () => `203.0.113.${(ipCounter++ % 250) + 1}`;

/** A phone number no other request in this file has: requests sharing one are the same person (decision 0047). */
const exchange = 200 + Math.floor(Math.random() * 700);
let lines = 0;
export const ownPhone = () => `(425) ${exchange}-${String(1000 + lines++).padStart(4, "0")}`;

export function validLead(overrides: Record<string, unknown> = {}) {
  return {
    name: "Jane Doe",
    email: "jane.doe@example.com",
    phone: "(253) 555-0199",
    caseType: "car-accidents",
    description: "I was rear-ended on Central Ave and hurt my neck.",
    privacyConsent: true,
    sourcePage: "Home",
    sourceUrl: `${ORIGIN}/`,
    pageTitle: "Kent Personal Injury Lawyer | Kestrel Injury Law",
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  };
}

interface PostOptions {
  /** The staff email binding (EMAIL); the local one when not given. */
  email?: ReturnType<typeof emailRecorder>;
  /** The acknowledgement's binding (ACK_EMAIL); a fresh recorder when not given. */
  ack?: ReturnType<typeof emailRecorder>;
  /** The delivery queue (retries); a fresh recorder when not given, so no retry runs behind a test's back. */
  deliveryQueue?: ReturnType<typeof queueRecorder<DeliveryMessage>>;
  ip?: string;
  headers?: Record<string, string>;
  envOverrides?: Partial<Env>;
  method?: string;
  path?: string;
}

/** Sends a request to the Worker and waits for everything it started in the background. */
export async function send(body: BodyInit | null, contentType: string | null, options: PostOptions = {}) {
  const headers = new Headers(options.headers);
  if (contentType) headers.set("Content-Type", contentType);
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", options.ip ?? freshIp());
  const request = new Request(`${ORIGIN}${options.path ?? ENDPOINT}`, {
    method: options.method ?? "POST",
    headers,
    body,
    redirect: "manual",
  });
  const ctx = createExecutionContext();
  const testEnv = {
    ...env,
    ...(options.email && { EMAIL: options.email.binding }),
    ACK_EMAIL: (options.ack ?? emailRecorder()).binding,
    DELIVERY_QUEUE: (options.deliveryQueue ?? queueRecorder<DeliveryMessage>()).binding,
    ...options.envOverrides,
  } as Env;
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export const postJson = (body: unknown, options?: PostOptions) => send(typeof body === "string" ? body : JSON.stringify(body), "application/json", options);

export const postForm = (fields: Record<string, string>, options?: PostOptions) =>
  send(new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", options);

/** A form posted without JavaScript to the page it is on (the page's action). */
export const postPage = (path: string, fields: Record<string, string>, options?: PostOptions) => postForm(fields, { ...options, path });

/** A form post's fields, as the server-rendered form sends them (JavaScript off). */
export function formFields(overrides: Record<string, string> = {}) {
  return {
    name: "John Roe",
    email: "john.roe@example.com",
    phone: "",
    caseType: "truck-accidents",
    description: "A delivery truck ran a red light and hit my car.",
    privacyConsent: "true",
    sourcePage: "/kent-wa/truck-accident-lawyer",
    sourceUrl: "/kent-wa/truck-accident-lawyer",
    pageTitle: "Kent Truck Accident Lawyer",
    idempotencyKey: crypto.randomUUID(),
    website: "",
    ...overrides,
  };
}

/** A row of the leads table, with its lead key (docs/decisions/0039-lead-endpoint.md). */
export type StoredLead = LeadRecord & { lead_key: string };

export async function leadsWhere(sql: string, ...params: unknown[]): Promise<StoredLead[]> {
  const { results } = await env.DB.prepare(`SELECT * FROM leads WHERE ${sql} ORDER BY id`)
    .bind(...params)
    .all<StoredLead>();
  return results;
}

/** A lead posted while email is down: stored, its first notification attempt failed. */
export async function postDuringOutage() {
  const email = emailRecorder();
  email.failing = true;
  const lead = validLead();
  await postJson(lead, { email });
  const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
  return { email, lead, row };
}

/** A lead's deliveries (of one channel, if named), oldest first. */
export async function deliveriesOf(leadId: number, channel?: string): Promise<DeliveryRecord[]> {
  const { results } = await env.DB.prepare(`SELECT * FROM deliveries WHERE lead_id = ?1 AND (?2 IS NULL OR channel = ?2) ORDER BY id`)
    .bind(leadId, channel ?? null)
    .all<DeliveryRecord>();
  return results;
}

/** The status of each staff email delivery of a lead. */
export const staffEmailStatus = async (leadId: number) => (await deliveriesOf(leadId, "staff-email")).map((d) => d.status);

export async function countLeads(): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM leads").first<number>("n")) ?? 0;
}

/** Turnstile on (its site key and secret set): the first text goes at once only to a request that passed it. */
export const TURNSTILE_ON = { TURNSTILE_SITE_KEY: "1x00000000000000000000AA", TURNSTILE_SECRET_KEY: "test-secret" } as unknown as Partial<Env>;

/** Answers Cloudflare's siteverify here (restore with vi.restoreAllMocks): the token "good-token" passes. */
export function passTurnstile() {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith("https://challenges.cloudflare.com/turnstile/v0/siteverify")) return realFetch(input, init);
    return Response.json({ success: (init?.body as FormData).get("response") === "good-token" });
  });
}
