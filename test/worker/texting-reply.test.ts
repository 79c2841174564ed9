import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { twilioSignature } from "~/lib/twilio-signature";
import { deskClient, deskEnv } from "./desk-client";
import { ORIGIN } from "./helpers";
import { emailRecorder, leadsWhere, ownPhone, postJson, send, validLead } from "./lead-helpers";
import { normalizePhone } from "~/lib/people";

const { vars, urls } = inject("standIns");
const texting = { ...vars, TWILIO_TEXTING_NUMBER: vars.TWILIO_FROM_NUMBER } as Partial<Env>;
const STAFF = "sam.carter@kestrelinjurylaw.example";
const desk = deskClient(STAFF, () => ({ ...deskEnv(), ...texting }) as Env);
const key = () => crypto.randomUUID();
const e164 = () => normalizePhone(ownPhone())!.e164;

async function inbound(from: string, body: string) {
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
    envOverrides: texting,
  });
  expect(answer.status).toBe(200);
}

async function status(sid: string, MessageStatus: string, ErrorCode?: string) {
  const params = new URLSearchParams({ MessageSid: sid, MessageStatus, ...(ErrorCode && { ErrorCode }) });
  const signature = await twilioSignature(String(vars.TWILIO_AUTH_TOKEN), `${ORIGIN}/api/texts/status`, params);
  expect(
    (
      await send(params.toString(), "application/x-www-form-urlencoded", {
        path: "/api/texts/status",
        headers: { "X-Twilio-Signature": signature },
        envOverrides: texting,
      })
    ).status,
  ).toBe(204);
}

/** A request opened by a text from `from`: its person texted first. */
async function openedByText(from: string, body = "Hi, I was hurt at work last week") {
  await inbound(from, body);
  const [lead] = await leadsWhere("phone_e164 = ?", from);
  return lead!.id;
}

/** The firm's texts sent through the API (not the automatic keyword answers given in TwiML). */
const outbound = async (leadId: number) =>
  (
    await env.DB.prepare(
      "SELECT id, body, status, sent_by, message_sid, error, to_e164 FROM text_messages WHERE lead_id = ? AND direction = 'outbound' AND sent_by <> 'system' ORDER BY id",
    )
      .bind(leadId)
      .all<Record<string, string | number | null>>()
  ).results;

const reply = (leadId: number, text: string, extra: Record<string, string> = {}, origin?: string) =>
  desk(`/desk/leads/${leadId}`, { intent: "text-reply", formKey: key(), text, ...extra }, origin);

describe("a staff reply by text", () => {
  it("goes from the page without JavaScript (303 back) and shows in the thread in order, with its delivery state", async () => {
    const from = e164();
    const id = await openedByText(from);
    const sent = await reply(id, "Thanks for writing. Can we call you at 3 pm today?");
    expect(sent.response.status).toBe(303);
    expect(sent.response.headers.get("Location")).toMatch(new RegExp(`^/desk/leads/${id}\\?saved=text&text=\\d+$`));
    const [row] = await outbound(id);
    expect(row).toMatchObject({ body: "Thanks for writing. Can we call you at 3 pm today?", status: "queued", sent_by: STAFF, to_e164: from, error: null });
    expect(String(row!.message_sid)).toMatch(/^SM/);
    const received = ((await (await fetch(`${urls.twilio}/__received`)).json()) as { body: string }[])
      .map((r) => new URLSearchParams(r.body))
      .find((f) => f.get("To") === from && f.get("Body")?.startsWith("Thanks for writing"));
    expect(received?.get("From")).toBe(vars.TWILIO_FROM_NUMBER);
    expect(received?.get("StatusCallback")).toBe(`${env.SITE_ORIGIN}/api/texts/status?text=${row!.id}`);

    await status(String(row!.message_sid), "sent");
    await status(String(row!.message_sid), "delivered");
    await inbound(from, "3 pm works");
    const page = (await desk(sent.response.headers.get("Location")!)).text;
    expect(page).toContain(`Text sent to ${from}`);
    const first = page.indexOf("Hi, I was hurt at work last week");
    const ours = page.indexOf("Can we call you at 3 pm today?");
    expect(first).toBeGreaterThan(0);
    expect(ours).toBeGreaterThan(first);
    expect(page.indexOf("3 pm works")).toBeGreaterThan(ours);
    expect(page).toContain("Sam Carter (placeholder)");
    expect(page.slice(ours - 400, ours)).toContain("delivered");
  });

  it("answers a fetcher in place, and a double tap sends once", async () => {
    const id = await openedByText(e164());
    const form = { intent: "text-reply", formKey: key(), text: "One text only" };
    const [a, b] = await Promise.all([desk(`/desk/leads/${id}`, form), desk(`/desk/leads/${id}`, form)]);
    const again = await desk(`/desk/leads/${id}`, { ...form, via: "js" });
    expect(await outbound(id)).toHaveLength(1);
    expect(a.response.headers.get("Location")).toBe(b.response.headers.get("Location"));
    expect(again.response.status).toBe(200);
    expect(again.text).toContain("Text sent to");
  });

  it("is refused past two segments, with the count, tied to the box; and from another origin", async () => {
    const id = await openedByText(e164());
    const long = await reply(id, "word ".repeat(70), { via: "js" });
    expect(long.response.status).toBe(400);
    expect(long.text).toContain("Too long: 349 characters · 3 segments (max 2)");
    expect(long.text).toMatch(/aria-describedby="reply-count reply-text-error"/);
    // Emoji make a segment 67 characters: 140 of them are three.
    expect((await reply(id, `${"é".repeat(10)}🙂${"a".repeat(134)}`)).text).toContain("3 segments (max 2)");
    const forged = await reply(id, "Hello", {}, "https://evil.example");
    expect(forged.response.status).toBe(403);
    expect(await outbound(id)).toHaveLength(0);
  });

  it("shows a failed send as failed, with Twilio's error, never a silent loss", async () => {
    const id = await openedByText(e164());
    const wrongNumber = deskClient(STAFF, () => ({ ...deskEnv(), ...texting, TWILIO_TEXTING_NUMBER: "+12535550177" }) as unknown as Env);
    const answer = await wrongNumber(`/desk/leads/${id}`, { intent: "text-reply", formKey: key(), text: "Will this go?", via: "js" });
    expect(answer.text).toContain("Not sent: Twilio error 21606");
    const [row] = await outbound(id);
    expect(row).toMatchObject({ status: "failed", message_sid: null });
    expect(String(row!.error)).toContain("21606");
    const page = (await desk(`/desk/leads/${id}`)).text;
    expect(page).toContain("failed");
    expect(page).toContain("Twilio error 21606");
  });

  it("shows an undelivered text with the error Twilio's callback gave", async () => {
    const id = await openedByText(e164());
    await reply(id, "Are you there?");
    const [row] = await outbound(id);
    await status(String(row!.message_sid), "undelivered", "30003");
    const page = (await desk(`/desk/leads/${id}`)).text;
    expect(page).toContain("not delivered");
    expect(page).toContain("Twilio error 30003");
  });
});

describe("who may be texted", () => {
  for (const [lang, word] of [
    ["English", "STOP"],
    ["Spanish", "Alto"],
  ] as const) {
    it(`nobody after ${word} (${lang}): the reply is refused with the reason, START restores it`, async () => {
      const from = e164();
      const id = await openedByText(from);
      await inbound(from, word);
      const refused = await reply(id, "Hello?");
      expect(refused.response.status).toBe(400);
      expect(refused.text).toMatch(/This number replied STOP on [^<]+?: texts are off until they reply START. Nothing was sent./);
      expect(await outbound(id)).toHaveLength(0);
      const page = (await desk(`/desk/leads/${id}`)).text;
      expect(page).toMatch(new RegExp(`This number replied ${word.toUpperCase()} on [^<]+?: texts are off`));
      expect(page).not.toContain('name="text"');

      await inbound(from, "START");
      expect((await reply(id, "Welcome back")).response.status).toBe(303);
      expect(await outbound(id)).toHaveLength(1);
    });
  }

  it("nobody who neither agreed nor texted first; someone who agreed on the form, yes", async () => {
    const post = async (textConsent: boolean) => {
      const lead = validLead({ phone: ownPhone(), email: `${key()}@example.com`, textConsent });
      expect((await postJson(lead, { email: emailRecorder(), envOverrides: { ...texting, ONCALL_NUMBERS: "" } })).status).toBe(200);
      return (await leadsWhere("idempotency_key = ?", lead.idempotencyKey))[0]!.id;
    };
    const silent = await post(false);
    const refused = await reply(silent, "Hello");
    expect(refused.response.status).toBe(400);
    expect(refused.text).toContain("They did not agree to texts on the form and have not texted us");
    expect((await desk(`/desk/leads/${silent}`)).text).toContain("They did not agree to texts");
    const agreed = await post(true);
    expect((await reply(agreed, "Hello from the firm")).response.status).toBe(303);
    expect((await outbound(agreed)).map((r) => r.sent_by)).toContain(STAFF);
  });

  it("nobody while texting is not set up", async () => {
    const id = await openedByText(e164());
    const off = deskClient(STAFF, () => ({ ...deskEnv(), ...vars, TWILIO_TEXTING_NUMBER: "" }) as Env);
    const answer = await off(`/desk/leads/${id}`, { intent: "text-reply", formKey: key(), text: "Hello" });
    expect(answer.response.status).toBe(400);
    expect(answer.text).toContain("Texting is not set up");
  });
});
