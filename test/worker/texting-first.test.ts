import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { answerKeyword } from "~/texting/keywords.server";
import { OPTED_OUT_NOTE } from "~/deliveries/twilio.server";
import { sendDeliveryText } from "~/texting/send.server";
import { recordOutbound, settleSent, textByKey } from "~/texting/store.server";
import { normalizePhone } from "~/lib/people";
import { twilioSignature } from "~/lib/twilio-signature";
import { heldFirstTextWords } from "~/content/service-area";
import { deskClient, deskEnv } from "./desk-client";
import { ORIGIN } from "./helpers";
import {
  deliveriesOf,
  emailRecorder,
  formFields,
  leadsWhere,
  ownPhone,
  passTurnstile,
  postForm,
  postJson,
  send,
  TURNSTILE_ON,
  validLead,
} from "./lead-helpers";

const { vars, urls } = inject("standIns");
/** Texting on, and Turnstile on: a request that passed it is the evidence of a person the first text needs. */
const texting = { ...vars, ...TURNSTILE_ON, ONCALL_NUMBERS: "", TWILIO_FROM_NUMBER: "", TWILIO_TEXTING_NUMBER: vars.TWILIO_FROM_NUMBER } as Partial<Env>;
const turnstileOff = { ...texting, TURNSTILE_SITE_KEY: "", TURNSTILE_SECRET_KEY: "" } as Partial<Env>;

interface Received {
  body: string;
}
const control = (command: Record<string, unknown>) => fetch(`${urls.twilio}/__control`, { method: "POST", body: JSON.stringify(command) });
const textsTo = async (to: string) =>
  ((await (await fetch(`${urls.twilio}/__received`)).json()) as Received[]).map((r) => new URLSearchParams(r.body)).filter((f) => f.get("To") === to);

beforeEach(async () => {
  await control({ reset: true });
  passTurnstile();
});
afterEach(() => vi.restoreAllMocks());

async function post(overrides: Record<string, unknown>, envOverrides: Partial<Env> = texting, ip?: string) {
  const lead = validLead({ email: `${crypto.randomUUID()}@example.com`, turnstileToken: "good-token", ...overrides });
  expect((await postJson(lead, { email: emailRecorder(), envOverrides, ip })).status).toBe(200);
  const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
  return { lead, row: row!, to: normalizePhone(String(lead.phone))!.e164 };
}

describe("the visitor's first text", () => {
  it("goes at once with consent and a passed Turnstile, from the texting number, with the promise and STOP; never what they typed", async () => {
    const { lead, row, to } = await post({ phone: ownPhone(), textConsent: true });
    const [text] = await textsTo(to);
    expect(text?.get("From")).toBe(vars.TWILIO_FROM_NUMBER);
    const body = text!.get("Body")!;
    expect(body).toContain("Kestrel Injury Law: we received your request.");
    expect(body).toContain("Reply here if texting is easier.");
    expect(body.endsWith("Not you? Reply STOP")).toBe(true);
    expect(body).not.toContain(lead.description);
    expect(body).not.toContain("Jane");
    const [delivery] = await deliveriesOf(row.id, "visitor-text");
    expect(delivery).toMatchObject({ target: to, status: "sent" });
    const stored = await env.DB.prepare("SELECT direction, body, sent_by FROM text_messages WHERE lead_id = ?").bind(row.id).all();
    expect(stored.results).toEqual([{ direction: "outbound", body, sent_by: "system" }]);
  });

  it("is in Spanish for a Spanish request", async () => {
    const { to } = await post({ phone: ownPhone(), textConsent: true, language: "es" });
    const body = (await textsTo(to))[0]!.get("Body")!;
    expect(body).toContain("recibimos su solicitud");
    expect(body.endsWith("¿No es usted? Responda STOP")).toBe(true);
  });

  it("is not sent without consent, nor without the texting number", async () => {
    const without = await post({ phone: ownPhone() });
    expect(await textsTo(without.to)).toEqual([]);
    expect(await deliveriesOf(without.row.id, "visitor-text")).toEqual([]);
    const off = await post({ phone: ownPhone(), textConsent: true }, { ...vars, TWILIO_TEXTING_NUMBER: "" } as Partial<Env>);
    expect(await deliveriesOf(off.row.id, "visitor-text")).toEqual([]);
  });

  it("goes once per number per Kent day", async () => {
    const phone = ownPhone();
    await post({ phone, textConsent: true });
    const second = await post({ phone, textConsent: true, email: "someone.else@example.com" });
    expect(await textsTo(second.to)).toHaveLength(1);
    expect((await deliveriesOf(second.row.id, "visitor-text"))[0]?.status).toBe("skipped");
  });

  it("is refused, not retried, for a number that replied STOP", async () => {
    const phone = ownPhone();
    await answerKeyword(db(env), normalizePhone(phone)!.e164, "STOP", new Date());
    const { row, to } = await post({ phone, textConsent: true });
    expect(await textsTo(to)).toEqual([]);
    expect((await deliveriesOf(row.id, "visitor-text"))[0]).toMatchObject({ status: "failed", last_error: OPTED_OUT_NOTE, next_attempt_at: null });
  });

  it("takes Twilio's signed status callbacks: a later state holds, an unsigned one is refused", async () => {
    const { row, to } = await post({ phone: ownPhone(), textConsent: true });
    const message = await env.DB.prepare("SELECT id, message_sid FROM text_messages WHERE lead_id = ?")
      .bind(row.id)
      .first<{ id: number; message_sid: string }>();
    expect((await textsTo(to))[0]?.get("StatusCallback")).toBe(`${env.SITE_ORIGIN}/api/texts/status?text=${message!.id}`);
    const current = async () => (await env.DB.prepare("SELECT status FROM text_messages WHERE lead_id = ?").bind(row.id).first<{ status: string }>())!.status;
    expect((await status(message!.message_sid, "delivered", { signed: false })).status).toBe(403);
    expect(await current()).toBe("queued");
    expect((await status(message!.message_sid, "sent")).status).toBe(204);
    expect(await current()).toBe("sent");
    await status(message!.message_sid, "delivered");
    await status(message!.message_sid, "sent");
    expect(await current()).toBe("delivered");
  });

  it("finds its text by the id in the callback's address when the callback beats Twilio's answer", async () => {
    const { row } = await post({ phone: ownPhone() });
    const to = normalizePhone(String(row.phone))!.e164;
    await recordOutbound(db(env), {
      lead: row,
      from: String(vars.TWILIO_FROM_NUMBER),
      to,
      body: "Hello",
      sid: null,
      sentBy: "system",
      formKey: `delivery test ${row.id}`,
      status: "sending",
    });
    const text = (await textByKey(db(env), `delivery test ${row.id}`))!;
    const sid = `SM${crypto.randomUUID().replaceAll("-", "")}`;
    expect((await status(sid, "sent", { textId: text.id })).status).toBe(204);
    // Twilio's answer to the send comes after: the later state stays.
    await settleSent(db(env), text.id, sid);
    expect(await textByKey(db(env), `delivery test ${row.id}`)).toMatchObject({ status: "sent", messageSid: sid });
    // Another text's id with this sid changes nothing.
    expect((await status(`SM${crypto.randomUUID().replaceAll("-", "")}`, "delivered", { textId: text.id })).status).toBe(204);
    expect((await textByKey(db(env), `delivery test ${row.id}`))!.status).toBe("sent");
  });

  it("is not sent again by a retry after Twilio took it", async () => {
    const { row, to } = await post({ phone: ownPhone(), textConsent: true });
    const [delivery] = await deliveriesOf(row.id, "visitor-text");
    const config = {
      accountSid: String(vars.TWILIO_ACCOUNT_SID),
      authToken: String(vars.TWILIO_AUTH_TOKEN),
      from: String(vars.TWILIO_FROM_NUMBER),
      numbers: [],
      apiBase: String(vars.TWILIO_API_BASE),
    };
    const again = await sendDeliveryText(db(env), config, {
      lead: row,
      deliveryId: Number(delivery!.id),
      to,
      body: "again",
      sentBy: "system",
      signal: AbortSignal.timeout(5000),
    });
    expect(again.receiverId).toMatch(/^SM/);
    expect(await textsTo(to)).toHaveLength(1);
  });
});

describe("a first text nothing shows a person asked for", () => {
  const desk = deskClient("sam.carter@kestrelinjurylaw.example", () => ({ ...deskEnv(), ...turnstileOff }) as Env);

  it("with Turnstile off, is held: not sent, shown on the request page, and sent once when staff send it", async () => {
    const { row, to } = await post({ phone: ownPhone(), textConsent: true, turnstileToken: undefined }, turnstileOff);
    expect(await textsTo(to)).toEqual([]);
    const [held] = await deliveriesOf(row.id, "visitor-text");
    expect(held).toMatchObject({ status: "skipped", reason: "held", last_error: heldFirstTextWords.note, attempts: 0 });

    const page = (await desk(`/desk/leads/${row.id}`)).text;
    expect(page).toContain(heldFirstTextWords.offer);
    expect(page).toContain(heldFirstTextWords.button);
    const sent = await desk(`/desk/leads/${row.id}`, { intent: "first-text", deliveryId: String(held!.id) });
    expect(sent.response.status).toBe(303);
    const [text] = await textsTo(to);
    expect(text?.get("Body")).toContain("we received your request");
    expect((await deliveriesOf(row.id, "visitor-text"))[0]).toMatchObject({ status: "sent", reason: null });
    const thread = await env.DB.prepare("SELECT sent_by, status FROM text_messages WHERE lead_id = ?").bind(row.id).all();
    expect(thread.results).toEqual([{ sent_by: "sam.carter@kestrelinjurylaw.example", status: "queued" }]);
    expect((await desk(String(sent.response.headers.get("Location")).replace(ORIGIN, ""))).text).toContain(
      heldFirstTextWords.sent(`(425) ${to.slice(5, 8)}-${to.slice(8)}`),
    );

    // Posted again (a double tap, another tab): nothing more goes, and the page no longer offers it.
    const again = await desk(`/desk/leads/${row.id}`, { intent: "first-text", deliveryId: String(held!.id), via: "js" });
    expect(again.response.status).toBe(400);
    expect(again.text).toContain(heldFirstTextWords.gone);
    expect(await textsTo(to)).toHaveLength(1);
    expect((await desk(`/desk/leads/${row.id}`)).text).not.toContain(heldFirstTextWords.button);
  });

  it("held back by a daily cap (farmed Turnstile tokens filled it), is offered to staff like a held one and goes once", async () => {
    const capped = { ...texting, FIRST_TEXT_CAP_PER_NETWORK: "1" } as unknown as Partial<Env>;
    const deskCapped = deskClient("sam.carter@kestrelinjurylaw.example", () => ({ ...deskEnv(), ...capped }) as Env);
    // A /48 of its own: another /64 of the same line counts as the same network.
    const line = `2001:db8:${(Date.now() % 0xfff0).toString(16)}`;
    const attacker = await post({ phone: ownPhone(), textConsent: true }, capped, `${line}:1::7`);
    expect(await textsTo(attacker.to)).toHaveLength(1);
    const { row, to } = await post({ phone: ownPhone(), textConsent: true }, capped, `${line}:2::7`);
    expect(await textsTo(to)).toEqual([]);
    const [held] = await deliveriesOf(row.id, "visitor-text");
    expect(held).toMatchObject({ status: "skipped", reason: "cap" });

    const page = (await deskCapped(`/desk/leads/${row.id}`)).text;
    expect(page).toContain(heldFirstTextWords.offerCapped);
    expect(page).toContain(heldFirstTextWords.button);
    expect((await deskCapped(`/desk/leads/${row.id}`, { intent: "first-text", deliveryId: String(held!.id) })).response.status).toBe(303);
    expect((await textsTo(to)).map((t) => t.get("Body"))).toEqual([expect.stringContaining("we received your request")]);
    expect((await deliveriesOf(row.id, "visitor-text"))[0]).toMatchObject({ status: "sent", reason: null });
    expect((await deskCapped(`/desk/leads/${row.id}`)).text).not.toContain(heldFirstTextWords.button);
  });

  it("with Turnstile on, a form posted without a token is held too", async () => {
    const fields = formFields({ email: `${crypto.randomUUID()}@example.com`, phone: ownPhone(), textConsent: "true" });
    expect((await postForm(fields, { email: emailRecorder(), envOverrides: texting })).status).toBe(303);
    const [row] = await leadsWhere("idempotency_key = ?", fields.idempotencyKey);
    expect(row!.turnstile).toBe("skipped-no-js");
    expect(await deliveriesOf(row!.id, "visitor-text")).toMatchObject([{ status: "skipped", reason: "held" }]);
    expect(await textsTo(normalizePhone(fields.phone)!.e164)).toEqual([]);
  });

  it("a number that got a first text today is not sent a held one", async () => {
    const phone = ownPhone();
    const held = await post({ phone, textConsent: true, turnstileToken: undefined }, turnstileOff);
    await post({ phone, textConsent: true, email: `${crypto.randomUUID()}@example.com` });
    expect(await textsTo(held.to)).toHaveLength(1);
    expect((await desk(`/desk/leads/${held.row.id}`)).text).not.toContain(heldFirstTextWords.button);
    // A post from a page loaded before is refused all the same.
    const [row] = await deliveriesOf(held.row.id, "visitor-text");
    const answer = await desk(`/desk/leads/${held.row.id}`, { intent: "first-text", deliveryId: String(row!.id), via: "js" });
    expect(answer.text).toContain(heldFirstTextWords.gone);
    expect(await textsTo(held.to)).toHaveLength(1);
  });

  it("held yesterday, sent today: once per number and Kent day counts the day it goes, before and after", async () => {
    const phone = ownPhone();
    const held = await post({ phone, textConsent: true, turnstileToken: undefined }, turnstileOff);
    const [row] = await deliveriesOf(held.row.id, "visitor-text");
    // The request and its held text are from yesterday.
    const yesterday = new Date(Date.now() - 26 * 3_600_000).toISOString();
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date(yesterday));
    await env.DB.batch([
      env.DB.prepare("UPDATE leads SET created_at = ?2 WHERE id = ?1").bind(held.row.id, yesterday),
      env.DB.prepare("UPDATE deliveries SET created_at = ?2, dedupe_key = ?3 WHERE id = ?1").bind(row!.id, yesterday, `visitor-text ${held.to} ${day}`),
    ]);
    // Today the same number got its first text on a request of its own.
    await post({ phone, textConsent: true, email: `${crypto.randomUUID()}@example.com` });
    expect(await textsTo(held.to)).toHaveLength(1);
    expect((await desk(`/desk/leads/${held.row.id}`)).text).not.toContain(heldFirstTextWords.button);
    const answer = await desk(`/desk/leads/${held.row.id}`, { intent: "first-text", deliveryId: String(row!.id), via: "js" });
    expect(answer.text).toContain(heldFirstTextWords.gone);
    expect(await textsTo(held.to)).toHaveLength(1);

    // Another held one of yesterday, released before any text today: it goes, and counts as today's.
    const phone2 = ownPhone();
    const held2 = await post({ phone: phone2, textConsent: true, turnstileToken: undefined }, turnstileOff);
    const [row2] = await deliveriesOf(held2.row.id, "visitor-text");
    await env.DB.prepare("UPDATE deliveries SET created_at = ?2, dedupe_key = ?3 WHERE id = ?1")
      .bind(row2!.id, yesterday, `visitor-text ${held2.to} ${day}`)
      .run();
    expect((await desk(`/desk/leads/${held2.row.id}`, { intent: "first-text", deliveryId: String(row2!.id), via: "js" })).response.status).toBe(200);
    await post({ phone: phone2, textConsent: true, email: `${crypto.randomUUID()}@example.com` });
    expect(await textsTo(held2.to)).toHaveLength(1);
  });
});

async function status(sid: string, MessageStatus: string, { signed = true, textId }: { signed?: boolean; textId?: number } = {}) {
  const path = `/api/texts/status${textId ? `?text=${textId}` : ""}`;
  const params = new URLSearchParams({ MessageSid: sid, MessageStatus });
  const headers: Record<string, string> = signed
    ? { "X-Twilio-Signature": await twilioSignature(String(vars.TWILIO_AUTH_TOKEN), `${ORIGIN}${path}`, params) }
    : {};
  return send(params.toString(), "application/x-www-form-urlencoded", { path, headers, envOverrides: texting });
}
