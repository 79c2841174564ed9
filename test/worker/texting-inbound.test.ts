import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { db } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { type LeadRow, leads } from "~/db/schema.server";
import { textAfterMissedCall } from "~/calls/missed-call.server";
import { mayText } from "~/deliveries/store.server";
import { sendReply } from "~/texting/reply.server";
import { nextCallDue } from "~/calls/cadence";
import { twilioSignature, verifyTwilioSignature } from "~/lib/twilio-signature";
import { ORIGIN } from "./helpers";
import { deliveriesOf, emailRecorder, leadsWhere, postJson, send, validLead } from "./lead-helpers";

const { vars } = inject("standIns");
const texting = { ...vars, TWILIO_TEXTING_NUMBER: vars.TWILIO_FROM_NUMBER } as Partial<Env>;
const token = String(vars.TWILIO_AUTH_TOKEN);
const INBOUND = "/api/texts/inbound";

describe("Twilio's signature", () => {
  const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
  const params: [string, string][] = [
    ["CallSid", "CA1234567890ABCDE"],
    ["Caller", "+12349013030"],
    ["Digits", "1234"],
    ["From", "+12349013030"],
    ["To", "+18005551212"],
  ];
  const documented = "0/KCTR6DLpKmkAf8muzZqo1nDgQ=";

  it("matches Twilio's documented example, in any order of parameters, with or without the default port", async () => {
    expect(await twilioSignature("12345", url, params)).toBe(documented);
    expect(await verifyTwilioSignature("12345", url, [...params].reverse(), documented)).toBe(true);
    expect(await verifyTwilioSignature("12345", "https://mycompany.com:443/myapp.php?foo=1&bar=2", params, documented)).toBe(true);
  });

  it("refuses a changed parameter, host, scheme or query, another token, and a missing header", async () => {
    const changed: [string, string][] = params.map(([k, v]) => [k, k === "Digits" ? "1235" : v]);
    expect(await verifyTwilioSignature("12345", url, changed, documented)).toBe(false);
    expect(await verifyTwilioSignature("12345", url, [...params, ["Body", "hi"]], documented)).toBe(false);
    expect(await verifyTwilioSignature("12345", "https://evil.com/myapp.php?foo=1&bar=2", params, documented)).toBe(false);
    expect(await verifyTwilioSignature("12345", "http://mycompany.com/myapp.php?foo=1&bar=2", params, documented)).toBe(false);
    expect(await verifyTwilioSignature("12345", "https://mycompany.com/myapp.php?foo=1&bar=3", params, documented)).toBe(false);
    expect(await verifyTwilioSignature("12345", "https://mycompany.com/myapp.php", params, documented)).toBe(false);
    expect(await verifyTwilioSignature("54321", url, params, documented)).toBe(false);
    expect(await verifyTwilioSignature("12345", url, params, null)).toBe(false);
    expect(await verifyTwilioSignature("12345", url, params, "")).toBe(false);
    expect(await verifyTwilioSignature("", url, params, documented)).toBe(false);
  });
});

let line = 3000;
const visitor = () => `+1206555${line++}`;
const sid = () => `SM${crypto.randomUUID().replaceAll("-", "")}`;

async function inbound(fields: Record<string, string>, options: { signature?: string | null; url?: string; envOverrides?: Partial<Env> } = {}) {
  const params = new URLSearchParams({ To: String(vars.TWILIO_FROM_NUMBER), NumMedia: "0", ...fields });
  const signature = options.signature === undefined ? await twilioSignature(token, options.url ?? `${ORIGIN}${INBOUND}`, params) : options.signature;
  const headers: Record<string, string> = signature === null ? {} : { "X-Twilio-Signature": signature };
  return send(params.toString(), "application/x-www-form-urlencoded", { path: INBOUND, headers, envOverrides: options.envOverrides ?? texting });
}

/** A text of the firm's to the number on a request, delivered: the number has shown that request to be its own. */
const reachedBy = (leadId: number, to: string, body: string) =>
  env.DB.prepare(
    "INSERT INTO text_messages (lead_id, direction, body, from_e164, to_e164, status, sent_by, created_at, updated_at) VALUES (?1, 'outbound', ?4, ?2, ?3, 'delivered', 'system', ?5, ?5)",
  )
    .bind(leadId, String(vars.TWILIO_FROM_NUMBER), to, body, new Date().toISOString())
    .run();

const messagesOf = async (leadId: number) =>
  (await env.DB.prepare("SELECT direction, body, from_e164, sent_by, status FROM text_messages WHERE lead_id = ? ORDER BY id").bind(leadId).all()).results;
const leadsOfPhone = (phone: string) => leadsWhere("phone_e164 = ?", phone);

describe("POST /api/texts/inbound", () => {
  it("refuses unsigned, forged and wrongly addressed webhooks with 403, storing nothing", async () => {
    const from = visitor();
    const fields = { MessageSid: sid(), From: from, Body: "Hello" };
    expect((await inbound(fields, { signature: null })).status).toBe(403);
    expect((await inbound(fields, { signature: "0/KCTR6DLpKmkAf8muzZqo1nDgQ=" })).status).toBe(403);
    expect((await inbound(fields, { url: "https://elsewhere.example/api/texts/inbound" })).status).toBe(403);
    expect((await inbound(fields, { url: `${ORIGIN}${INBOUND}?x=1` })).status).toBe(403);
    expect(await leadsOfPhone(from)).toEqual([]);
  });

  it("opens a request from an unknown number, answers empty TwiML, and stores a replay once", async () => {
    const from = visitor();
    const fields = { MessageSid: sid(), From: from, Body: "I was hurt in a crash, can you help?" };
    const res = await inbound(fields);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/xml");
    expect(await res.text()).toContain("<Response/>");
    expect((await inbound(fields)).status).toBe(200);
    const rows = await leadsOfPhone(from);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: `Text from ${from}`, email: "", case_type: "unknown", channel: "text", submitted_via: "text" });
    expect((rows[0] as unknown as { call_due_at: string | null }).call_due_at).toBeTruthy();
    expect(await messagesOf(rows[0]!.id)).toEqual([{ direction: "inbound", body: fields.Body, from_e164: from, sent_by: "visitor", status: "received" }]);

    await inbound({ MessageSid: sid(), From: from, Body: "Also my back hurts" });
    expect(await leadsOfPhone(from)).toHaveLength(1);
    expect(await messagesOf(rows[0]!.id)).toHaveLength(2);
  });

  it("joins the request the firm's texts reached and makes it due now", async () => {
    const from = visitor();
    const lead = validLead({ phone: from, email: `${crypto.randomUUID()}@example.com` });
    expect((await postJson(lead, { email: emailRecorder() })).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    await env.DB.prepare("UPDATE leads SET call_due_at = '2099-01-01T00:00:00.000Z' WHERE id = ?").bind(row!.id).run();
    await reachedBy(row!.id, from, "Kestrel Injury Law: we received your request.");
    await inbound({ MessageSid: sid(), From: from, Body: "Texting is easier for me" });
    expect(await leadsOfPhone(from)).toHaveLength(1);
    expect(await messagesOf(row!.id)).toHaveLength(2);
    const due = await env.DB.prepare("SELECT call_due_at FROM leads WHERE id = ?").bind(row!.id).first<{ call_due_at: string }>();
    expect(Date.parse(due!.call_due_at)).toBeLessThanOrEqual(Date.now());
  });

  it("files no request for a text from a roster phone: it answers with the desk's link", async () => {
    const res = await inbound({ MessageSid: sid(), From: "+12535550181", Body: "Got it" });
    expect(await res.text()).toContain("Reply on the desk: ");
    expect(await leadsOfPhone("+12535550181")).toEqual([]);
  });

  it("STOP opts out (Twilio answers), ALTO is answered in Spanish, START restores, HELP is answered", async () => {
    const from = visitor();
    expect(await (await inbound({ MessageSid: sid(), From: from, Body: "Stop" })).text()).toContain("<Response/>");
    expect(await mayText(db(env), from)).toBe(false);
    expect(await leadsOfPhone(from)).toEqual([]);
    await inbound({ MessageSid: sid(), From: from, Body: "Start" });
    expect(await mayText(db(env), from)).toBe(true);
    const alto = await (await inbound({ MessageSid: sid(), From: from, Body: "ALTO" })).text();
    expect(alto).toContain("<Message>");
    expect(alto).toContain("ya no recibirá mensajes");
    expect(await mayText(db(env), from)).toBe(false);
    // HELP in English is Twilio's to answer on a long code (empty TwiML, no second answer); AYUDA is ours.
    expect(await (await inbound({ MessageSid: sid(), From: from, Body: "HELP" })).text()).toContain("<Response/>");
    const ayuda = await (await inbound({ MessageSid: sid(), From: from, Body: "Ayuda" })).text();
    expect(ayuda).toContain("(253) 555-0142");
    expect(ayuda).toContain("STOP o ALTO");
  });

  it("keeps a HELP or AYUDA from a new number as a request, due now: the person is asking", async () => {
    const from = visitor();
    expect(await (await inbound({ MessageSid: sid(), From: from, Body: "Ayuda!" })).text()).toContain("<Message>");
    const [row] = await leadsOfPhone(from);
    expect(row).toMatchObject({ language: "es", channel: "text" });
    expect((await messagesOf(row!.id)).map((m) => [m.direction, m.sent_by])).toEqual([
      ["inbound", "visitor"],
      ["outbound", "system"],
    ]);
  });

  it("files no request for a text from the firm's own Twilio numbers, and answers it nothing", async () => {
    const own = { ...texting, TWILIO_TEXTING_NUMBER: "+12535550110" } as unknown as Partial<Env>;
    for (const from of [String(vars.TWILIO_FROM_NUMBER), "+12535550110", "(253) 555-0110"]) {
      const answer = await inbound({ MessageSid: sid(), From: from, Body: "Testing the line" }, { envOverrides: own });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("<Response/>");
    }
    expect(await leadsOfPhone(String(vars.TWILIO_FROM_NUMBER))).toEqual([]);
    expect(await leadsOfPhone("+12535550110")).toEqual([]);
  });

  it("a keyword without a request is applied and answered once per message: a replayed START never undoes a later STOP", async () => {
    const from = `+4477009${String(line++).padStart(5, "0")}`;
    const [stop1, start, stop2] = [sid(), sid(), sid()];
    const optedOut = async () => !(await mayText(db(env), from));
    const states = [];
    for (const [MessageSid, Body] of [
      [stop1, "STOP"],
      [start, "START"],
      [stop2, "STOP"],
      [start, "START"],
    ]) {
      await inbound({ MessageSid: MessageSid!, From: from, Body: Body! });
      states.push(await optedOut());
    }
    expect(states).toEqual([true, false, true, true]);
    expect(await leadsOfPhone(from)).toEqual([]);
    // ALTO posted three times with one MessageSid is answered once.
    const alto = { MessageSid: sid(), From: `+1206555${line++}`, Body: "ALTO" };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await (await inbound(alto)).text());
    expect(answers.filter((a) => a.includes("<Message>"))).toHaveLength(1);
    // Nor does the replay count once the number has a request.
    const lead = validLead({ phone: from, email: `${crypto.randomUUID()}@example.com` });
    expect((await postJson(lead, { email: emailRecorder() })).status).toBe(200);
    await inbound({ MessageSid: start, From: from, Body: "START" });
    expect(await optedOut()).toBe(true);
  });

  it("applies a keyword once per message: Twilio's retry of an old START does not undo a later STOP", async () => {
    const from = visitor();
    await inbound({ MessageSid: sid(), From: from, Body: "My neck still hurts" });
    const start = { MessageSid: sid(), From: from, Body: "START" };
    await inbound({ MessageSid: sid(), From: from, Body: "Opt out" });
    expect(await mayText(db(env), from)).toBe(false);
    await inbound(start);
    await inbound({ MessageSid: sid(), From: from, Body: "stop all" });
    await inbound(start);
    expect(await mayText(db(env), from)).toBe(false);
  });
});

describe("a text joins the request its number has shown to be its own", () => {
  async function form(phone: string, name: string, overrides: Record<string, unknown> = {}) {
    const lead = validLead({ name, phone, email: `${crypto.randomUUID()}@example.com`, ...overrides });
    expect((await postJson(lead, { email: emailRecorder() })).status).toBe(200);
    return (await leadsWhere("idempotency_key = ?", lead.idempotencyKey))[0]!;
  }
  const joined = async (body: string) => env.DB.prepare("SELECT lead_id FROM text_messages WHERE body = ?").bind(body).first<number>("lead_id");

  /** The person's own text after both requests: it opens a request of its own, linked to the first as the same
   * person and given its owner, so neither web request (and neither name or email) takes it. */
  async function textAfterBoth(first: Typed, second: Typed) {
    const from = visitor();
    const own = (typed: Typed) => (typed.email ? { email: typed.email.replace("@", `.${crypto.randomUUID().slice(0, 8)}@`) } : {});
    const a = await form(first.phone(from), first.name, own(first));
    const b = await form(second.phone(from), second.name, own(second));
    for (const row of [a, b]) expect((row as unknown as { phone_e164: string }).phone_e164).toBe(from);
    await env.DB.prepare("UPDATE leads SET owner_email = 'dana.nguyen@kestrelinjurylaw.example' WHERE id = ?").bind(a.id).run();
    const body = `Here are photos of my injuries and my claim number ${crypto.randomUUID()}`;
    await inbound({ MessageSid: sid().replace(/^SM/, "MM"), From: from, Body: body });
    const opened = await env.DB.prepare("SELECT id, name, email, duplicate_of, owner_email FROM leads WHERE id = ?")
      .bind(await joined(body))
      .first();
    expect(opened).toMatchObject({ name: `Text from ${from}`, email: "", duplicate_of: a.id, owner_email: "dana.nguyen@kestrelinjurylaw.example" });
    expect([a.id, b.id]).not.toContain(opened!.id);
    return { a, b, from, opened: opened as { id: number } };
  }
  type Typed = { phone: (e164: string) => string; name: string; email?: string };
  // The same number as each typed it.
  const victim: Typed = { phone: (e164) => e164.replace("+1206", "(206) ").replace(/(\d{3})(\d{4})$/, "$1-$2"), name: "Victoria Real" };
  const attacker: Typed = {
    phone: (e164) => e164.replace("+1", "").replace(/^(\d{3})(\d{3})/, "$1.$2."),
    name: "WRONG NUMBER use +1 900 555 0199",
    email: "attacker@evil.example",
  };

  it("a later request that only typed the number never captures the person's texts", async () => {
    await textAfterBoth(victim, attacker);
  });

  it("an earlier request that only typed the number never captures them either: no request is the person's by being first", async () => {
    const { opened, from } = await textAfterBoth(attacker, victim);
    // Their next text joins the request they texted on.
    const next = `And the other driver's insurer ${crypto.randomUUID()}`;
    await inbound({ MessageSid: sid(), From: from, Body: next });
    expect(await joined(next)).toBe(opened.id);
  });

  it("goes to the newest request the number texted on, else the newest the firm's texts reached", async () => {
    const from = visitor();
    const first = await form(from, "Person One");
    const second = await form(from, "Person One Again");
    // The firm texted the second request (a reply from the desk): the person's answer belongs there.
    await reachedBy(second.id, from, "Can we call at 3?");
    const answer = `Yes, 3 is fine ${crypto.randomUUID()}`;
    await inbound({ MessageSid: sid(), From: from, Body: answer });
    expect(await joined(answer)).toBe(second.id);
    // A third request typed later captures nothing: the number has texted on the second.
    await form(from, "Someone Else");
    const later = `Also my back ${crypto.randomUUID()}`;
    await inbound({ MessageSid: sid(), From: from, Body: later });
    expect(await joined(later)).toBe(second.id);
    expect(first.id).toBeLessThan(second.id);
  });
});

describe("the cadence after a text", () => {
  it("puts the next call a day after the person's last text", () => {
    const input = {
      status: "new" as const,
      startedAt: new Date("2026-11-24T17:00:00Z"),
      attempts: [{ at: new Date("2026-11-24T17:05:00Z"), outcome: "no-answer", callBackAt: null }],
      duplicateOfOpen: false,
    };
    const plain = nextCallDue(input)!;
    const texted = nextCallDue({ ...input, lastTextAt: new Date("2026-11-24T17:10:00Z") })!;
    expect(plain.getTime()).toBeLessThan(Date.parse("2026-11-25T17:10:00Z"));
    expect(texted.getTime()).toBeGreaterThanOrEqual(Date.parse("2026-11-25T17:10:00Z"));
  });
});

const leadRowOf = async (id: number): Promise<LeadRow> => (await db(env).select().from(leads).where(eq(leads.id, id)).get())!;

describe("STOP stops every path at once, START restores them", () => {
  const fullEnv = () => ({ ...env, ...texting, EMAIL: emailRecorder().binding, ACK_EMAIL: emailRecorder().binding }) as Env;
  // A weekday at 10:00 Kent, within the missed-call text's hours whatever the real clock says.
  const tenAm = new Date("2026-12-02T18:00:00Z");

  for (const [stop, start] of [
    ["STOP", "START"],
    ["ALTO", "INICIAR"],
  ] as const) {
    it(`${stop} blocks the first text, the missed-call text and a staff reply; ${start} restores them`, async () => {
      const from = visitor();
      const first = validLead({ email: `${crypto.randomUUID()}@example.com`, phone: from, textConsent: true });
      expect((await postJson(first, { email: emailRecorder(), envOverrides: texting })).status).toBe(200);
      const [lead] = await leadsWhere("idempotency_key = ?", first.idempotencyKey);
      await inbound({ MessageSid: sid(), From: from, Body: stop });
      expect(await mayText(db(env), from)).toBe(false);

      const again = validLead({ email: `${crypto.randomUUID()}@example.com`, phone: from, textConsent: true });
      expect((await postJson(again, { email: emailRecorder(), envOverrides: texting })).status).toBe(200);
      const [second] = await leadsWhere("idempotency_key = ?", again.idempotencyKey);
      expect((await deliveriesOf(second!.id, "visitor-text")).map((d) => d.status)).not.toContain("sent");
      expect(await textAfterMissedCall(fullEnv(), { leadId: lead!.id, outcome: "no-answer", at: tenAm })).toEqual({ kind: "none" });
      const refused = await sendReply(fullEnv(), db(env), {
        lead: await leadRowOf(lead!.id),
        body: "Are you there?",
        by: "intake@kestrelinjurylaw.example",
        formKey: crypto.randomUUID(),
        now: new Date(),
      });
      expect(refused.kind).toBe("refused");

      await inbound({ MessageSid: sid(), From: from, Body: start });
      expect(await mayText(db(env), from)).toBe(true);
      expect((await textAfterMissedCall(fullEnv(), { leadId: lead!.id, outcome: "no-answer", at: tenAm })).kind).toBe("written");
      const sent = await sendReply(fullEnv(), db(env), {
        lead: await leadRowOf(lead!.id),
        body: "Are you there?",
        by: "intake@kestrelinjurylaw.example",
        formKey: crypto.randomUUID(),
        now: new Date(),
      });
      expect(sent.kind).toBe("sent");
    });
  }
});
