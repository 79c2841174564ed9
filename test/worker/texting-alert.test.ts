import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { db } from "~/db/client.server";
import { alertNewText } from "~/texting/alerts.server";
import { normalizePhone } from "~/lib/people";
import { looksSpanish } from "~/texting/keywords";
import { twilioSignature } from "~/lib/twilio-signature";
import { deskClient, deskEnv } from "./desk-client";
import { ORIGIN } from "./helpers";
import { emailRecorder, leadsWhere, ownPhone, postJson, send, validLead } from "./lead-helpers";

const { vars, urls } = inject("standIns");
const texting = { ...vars, TWILIO_TEXTING_NUMBER: vars.TWILIO_FROM_NUMBER } as Partial<Env>;
const testEnv = () => ({ ...env, ...texting, EMAIL: emailRecorder().binding }) as Env;
const desk = deskClient("maria.lopez@kestrelinjurylaw.example", () => ({ ...deskEnv(), ...texting }) as Env);
const e164 = () => normalizePhone(ownPhone())!.e164;

async function inbound(from: string, body: string, email = emailRecorder(), overrides: Partial<Env> = {}) {
  const params = new URLSearchParams({
    MessageSid: `SM${crypto.randomUUID().replaceAll("-", "")}`,
    From: from,
    To: String(vars.TWILIO_FROM_NUMBER),
    Body: body,
    NumMedia: "0",
  });
  const signature = await twilioSignature(String(vars.TWILIO_AUTH_TOKEN), `${ORIGIN}/api/texts/inbound`, params);
  const answer = await send(params.toString(), "application/x-www-form-urlencoded", {
    path: "/api/texts/inbound",
    headers: { "X-Twilio-Signature": signature },
    envOverrides: { ...texting, ...overrides },
    email,
  });
  expect(answer.status).toBe(200);
}

async function opened(from: string, owner: string | null = null, body = "Hi, I slipped at the grocery store") {
  await inbound(from, body);
  const [lead] = await leadsWhere("phone_e164 = ?", from);
  if (owner) await env.DB.prepare("UPDATE leads SET owner_email = ?2 WHERE id = ?1").bind(lead!.id, owner).run();
  return lead!;
}

const alerts = async (leadId: number) =>
  (
    await env.DB.prepare("SELECT target, status, attempts, sent_at, created_at FROM deliveries WHERE lead_id = ? AND channel = 'text-alert' ORDER BY target")
      .bind(leadId)
      .all<Record<string, string | number | null>>()
  ).results;

const dueAt = async (leadId: number) => env.DB.prepare("SELECT call_due_at FROM leads WHERE id = ?").bind(leadId).first<string>("call_due_at");

const twilioBodies = async (to: string) =>
  ((await (await fetch(`${urls.twilio}/__received`)).json()) as { body: string }[])
    .map((r) => new URLSearchParams(r.body))
    .filter((f) => f.get("To") === to)
    .map((f) => f.get("Body") ?? "");

describe("a text to a request alerts staff", () => {
  it("its owner by text, with the request's number, case type and desk link only, once per 10 minutes", async () => {
    const from = e164();
    const lead = await opened(from, "sam.carter@kestrelinjurylaw.example");
    // Opening the request was the on-call text's news: no alert for it.
    expect(await alerts(lead.id)).toEqual([]);
    await inbound(from, "Can you call me after 5? My boss is here");
    const [alert] = await alerts(lead.id);
    expect(alert).toMatchObject({ target: "+12535550182", status: "sent", attempts: 1 });
    const link = `${env.SITE_ORIGIN}/desk/leads/${lead.id}`;
    const body = `New text on request #${lead.id}: To complete (opened by a text or a call)\n${link}`;
    expect((await twilioBodies("+12535550182")).filter((b) => b.includes(link))).toEqual([body]);

    // A burst: the next texts within 10 minutes alert nobody again.
    await inbound(from, "Also I have photos");
    await inbound(from, "Thanks");
    expect(await alerts(lead.id)).toEqual([alert]);
    expect((await twilioBodies("+12535550182")).filter((b) => b.includes(link))).toHaveLength(1);

    // Ten minutes on, the next text alerts again: the same row, armed and sent anew.
    const later = new Date(Date.parse(String(alert!.created_at)) + 11 * 60_000);
    expect(await alertNewText(testEnv(), db(testEnv()), lead.id, later)).toBe(1);
    const [again] = await alerts(lead.id);
    expect(again).toMatchObject({ status: "sent", attempts: 1, created_at: later.toISOString() });
    expect((await twilioBodies("+12535550182")).filter((b) => b.includes(link))).toHaveLength(2);

    const page = (await desk(`/desk/leads/${lead.id}`)).text;
    expect(page).toContain("New-text alert");
    expect(page).toContain("+12535550182");
  });

  it("carries nothing the visitor typed: a name made to look like a number to call is not in it", async () => {
    const from = e164();
    const lead = validLead({ name: "WRONG NUMBER use +1 900 555 0199", phone: from, email: `${crypto.randomUUID()}@evil.example` });
    expect((await postJson(lead, { email: emailRecorder(), envOverrides: texting })).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    // Unassigned whatever the hour: the alert goes to the on-call numbers.
    await env.DB.prepare("UPDATE leads SET owner_email = NULL WHERE id = ?").bind(row!.id).run();
    // The firm's reply reached the number: its text joins this request (decision 0072).
    await env.DB.prepare(
      "INSERT INTO text_messages (lead_id, direction, body, from_e164, to_e164, status, sent_by, created_at, updated_at) VALUES (?1, 'outbound', 'Hello', ?2, ?3, 'delivered', 'system', ?4, ?4)",
    )
      .bind(row!.id, String(vars.TWILIO_FROM_NUMBER), from, new Date().toISOString())
      .run();
    await inbound(from, "Is this the law firm?");
    const link = `${env.SITE_ORIGIN}/desk/leads/${row!.id}`;
    const sent = [...(await twilioBodies("+12535550101")), ...(await twilioBodies("+12535550102"))].filter((b) => b.startsWith("New text"));
    expect(sent.filter((b) => b.includes(link))).toEqual([
      `New text on request #${row!.id}: Car Accidents\n${link}`,
      `New text on request #${row!.id}: Car Accidents\n${link}`,
    ]);
    expect(sent.join("\n")).not.toContain("WRONG NUMBER");
    expect(sent.join("\n")).not.toContain("900");
  });

  it("the on-call numbers when it has no owner", async () => {
    const from = e164();
    const lead = await opened(from);
    await inbound(from, "Hello? Is anyone there?");
    expect((await alerts(lead.id)).map((a) => [a.target, a.status])).toEqual([
      ["+12535550101", "sent"],
      ["+12535550102", "sent"],
    ]);
  });

  it("an owner with no phone by email, without the message", async () => {
    const from = e164();
    const lead = await opened(from, "dana.nguyen@kestrelinjurylaw.example");
    const email = emailRecorder();
    await inbound(from, "My claim number is 12345", email);
    expect((await alerts(lead.id)).map((a) => [a.target, a.status])).toEqual([["dana.nguyen@kestrelinjurylaw.example", "sent"]]);
    const message = email.sent.find((m) => JSON.stringify(m).includes(`/desk/leads/${lead.id}`)) as unknown as { text: string; to: string[] };
    expect(message.to).toEqual(["dana.nguyen@kestrelinjurylaw.example"]);
    expect(message.text).not.toContain("12345");
  });

  it("is retried when Twilio refuses it, and the desk shows why", async () => {
    const from = e164();
    const lead = await opened(from, "sam.carter@kestrelinjurylaw.example");
    await inbound(from, "Hello again", emailRecorder(), { TWILIO_FROM_NUMBER: "+12535550177" } as unknown as Partial<Env>);
    const row = await env.DB.prepare("SELECT status, attempts, last_error, next_attempt_at FROM deliveries WHERE lead_id = ? AND channel = 'text-alert'")
      .bind(lead.id)
      .first<Record<string, string | number | null>>();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(String(row!.last_error)).toContain("21606");
    expect(row!.next_attempt_at).not.toBeNull();
    expect((await desk(`/desk/leads/${lead.id}`)).text).toContain("21606");
  });

  it("not for a keyword", async () => {
    const from = e164();
    const lead = await opened(from, "sam.carter@kestrelinjurylaw.example");
    await inbound(from, "STOP");
    await inbound(from, "START");
    expect(await alerts(lead.id)).toEqual([]);
  });
});

describe("a request opened by text", () => {
  it("is Spanish when its first text looks Spanish, and its case type is not known yet", async () => {
    const es = await opened(e164(), null, "Hola, necesito un abogado por un choque");
    expect(es.language).toBe("es");
    const en = await opened(e164(), null, "Hi, no one called me back about my accident");
    expect(en.language).toBe("en");
    const page = (await desk(`/desk/leads/${es.id}`)).text;
    expect(page).toContain("To complete (opened by a text or a call)");
    expect(page).toContain("wrote in Spanish");
  });

  it("reads a first text's language from a small list", () => {
    for (const body of [
      "¿Me pueden llamar?",
      "Necesito ayuda",
      "ALTO por favor",
      "Mi esposa y yo tuvimos un accidente",
      "Señor",
      "Quiero hablar con la abogada",
    ])
      expect(looksSpanish(body), body).toBe(true);
    for (const body of ["Hi there", "No, call me at 5", "I need a lawyer", "Accident on I-5, me and my son", "STOP calling my work"])
      expect(looksSpanish(body), body).toBe(false);
  });

  it("is due now at each text; after a call the next waits 24 h from the last text", async () => {
    const from = e164();
    const lead = await opened(from);
    const firstText = await env.DB.prepare("SELECT created_at FROM text_messages WHERE lead_id = ? AND direction = 'inbound'")
      .bind(lead.id)
      .first<string>("created_at");
    expect(await dueAt(lead.id)).toBe(firstText);

    const logged = await desk(`/desk/leads/${lead.id}`, { intent: "attempt", formKey: crypto.randomUUID(), outcome: "no-answer" });
    expect(logged.response.status).toBe(303);
    expect(Date.parse(String(await dueAt(lead.id)))).toBeGreaterThanOrEqual(Date.parse(firstText!) + 24 * 3_600_000);

    await inbound(from, "Sorry I missed your call");
    const lastText = await env.DB.prepare("SELECT MAX(created_at) AS at FROM text_messages WHERE lead_id = ? AND direction = 'inbound'")
      .bind(lead.id)
      .first<string>("at");
    expect(await dueAt(lead.id)).toBe(lastText);
  });
});
