import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { firm } from "~/content/firm";
import { ORIGIN } from "./helpers";
import { db } from "~/db/client.server";
import { textAfterMissedCall } from "~/calls/missed-call.server";
import { textNoteWords } from "~/calls/missed-call.server";
import { LATE_NOTE, missedCallText } from "~/calls/channels.server";
import { attemptDelivery } from "~/deliveries/engine.server";
import { answerKeyword } from "~/texting/keywords.server";
import { logAttempt } from "~/calls/store.server";
import { atKent } from "~/lib/kent-time";
import { normalizePhone } from "~/lib/people";
import { deskClient } from "./desk-client";
import { deliveriesOf, emailRecorder, leadsWhere, ownPhone, postJson, validLead } from "./lead-helpers";

const { vars, urls } = inject("standIns");
const texting = { ...vars, ONCALL_NUMBERS: "", TWILIO_FROM_NUMBER: "", TWILIO_TEXTING_NUMBER: vars.TWILIO_FROM_NUMBER } as Partial<Env>;
const testEnv = () => ({ ...env, ...texting, EMAIL: emailRecorder().binding, ACK_EMAIL: emailRecorder().binding }) as Env;
const STAFF = "maria@kestrelinjurylaw.example";

const control = (command: Record<string, unknown>) => fetch(`${urls.twilio}/__control`, { method: "POST", body: JSON.stringify(command) });
const textsTo = async (to: string) =>
  ((await (await fetch(`${urls.twilio}/__received`)).json()) as { body: string }[]).map((r) => new URLSearchParams(r.body)).filter((f) => f.get("To") === to);

// Fixed Kent wall times on a Tuesday; never the real clock.
const at = (hhmm: string, day = "2026-11-17") => atKent(day, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));

beforeEach(async () => {
  await control({ reset: true });
});

async function request(overrides: Record<string, unknown> = {}) {
  const lead = validLead({ email: `${crypto.randomUUID()}@example.com`, phone: ownPhone(), textConsent: true, ...overrides });
  // Stored without texting on, so the first text does not count here.
  expect((await postJson(lead, { email: emailRecorder(), envOverrides: { ...vars, TWILIO_TEXTING_NUMBER: "" } as Partial<Env> })).status).toBe(200);
  const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
  return { id: row!.id, to: normalizePhone(String(lead.phone))!.e164 };
}

async function missed(leadId: number, now: Date, outcome: "no-answer" | "voicemail" | "busy" = "no-answer") {
  await logAttempt(db(env), { leadId, outcome, callBackAt: null, note: null, scheduled: false, by: STAFF, formKey: crypto.randomUUID(), at: now });
  return textAfterMissedCall(testEnv(), { leadId, outcome, at: now });
}

describe("the text after a missed call", () => {
  it("goes after no answer, with the firm's words, recorded as sent by the staff member", async () => {
    const { id, to } = await request();
    const outcome = await missed(id, at("10:00"));
    expect(outcome.kind).toBe("written");
    const [text] = await textsTo(to);
    expect(text?.get("Body")).toBe(
      `We just tried to call you about your request. Kestrel Injury Law, ${firm.phone.display}. Reply here if texting is easier. Reply STOP to stop.`,
    );
    expect(text?.get("StatusCallback")).toMatch(new RegExp(`^${env.SITE_ORIGIN}/api/texts/status\\?text=\\d+$`));
    const [delivery] = await deliveriesOf(id, "missed-call-text");
    expect(delivery).toMatchObject({ status: "sent", target: `${to} on 2026-11-17` });
    const stored = await env.DB.prepare("SELECT direction, sent_by, to_e164 FROM text_messages WHERE lead_id = ?").bind(id).all();
    expect(stored.results).toEqual([{ direction: "outbound", sent_by: STAFF, to_e164: to }]);
  });

  it("goes after a voicemail, in Spanish for a Spanish request; not after a busy line", async () => {
    const spanish = await request({ language: "es" });
    await missed(spanish.id, at("12:00"), "voicemail");
    expect((await textsTo(spanish.to))[0]?.get("Body")).toMatch(
      /^Acabamos de intentar llamarle por su solicitud\. .* Responda STOP o ALTO para no recibir más mensajes\.$/,
    );
    const busy = await request();
    expect((await missed(busy.id, at("12:00"), "busy")).kind).toBe("none");
    expect(await textsTo(busy.to)).toEqual([]);
  });

  it("is not sent without consent, nor after STOP", async () => {
    const without = await request({ textConsent: false });
    expect((await missed(without.id, at("10:00"))).kind).toBe("none");
    const stopped = await request();
    await answerKeyword(db(env), stopped.to, "ALTO", at("09:00"));
    expect((await missed(stopped.id, at("10:00"))).kind).toBe("none");
    expect([...(await textsTo(without.to)), ...(await textsTo(stopped.to))]).toEqual([]);
    expect(await deliveriesOf(stopped.id, "missed-call-text")).toEqual([]);
  });

  it("goes once per person per Kent day, again the next day", async () => {
    const phone = ownPhone();
    const first = await request({ phone });
    const second = await request({ phone, email: "other@example.com" });
    expect((await missed(first.id, at("10:00"))).kind).toBe("written");
    expect((await missed(first.id, at("15:00"))).kind).toBe("already-today");
    expect((await missed(second.id, at("20:59"))).kind).toBe("already-today");
    expect((await missed(first.id, at("10:00", "2026-11-18"))).kind).toBe("written");
    expect(await textsTo(first.to)).toHaveLength(2);
  });

  it("is not sent at 21:30 or 07:30 Kent, nor later", async () => {
    const { id, to } = await request();
    expect((await missed(id, at("21:30"))).kind).toBe("quiet-hours");
    expect((await missed(id, at("07:30"))).kind).toBe("quiet-hours");
    expect((await missed(id, at("21:00"))).kind).toBe("quiet-hours");
    expect(await textsTo(to)).toEqual([]);
    expect(await deliveriesOf(id, "missed-call-text")).toEqual([]);
  });

  it("drops a retry that would land after the hours, as final, with a note", async () => {
    const { id, to } = await request();
    // The first try fails; the call was logged at 20:59, and the retry would come after 21:00.
    await control({ fail: 1 });
    await missed(id, at("20:59"));
    const [delivery] = await deliveriesOf(id, "missed-call-text");
    expect(delivery).toMatchObject({ status: "failed", next_attempt_at: null });
    expect(delivery!.last_error).toContain(LATE_NOTE);
    expect(await textsTo(to)).toHaveLength(1);
    // A retry woken late (the real clock is long past that day's 21:00) is dropped too.
    expect(missedCallText.sendBy!({ createdAt: at("20:45").toISOString() }).toISOString()).toBe(at("21:00").toISOString());
    // Hours after the call it would no longer be "just": half an hour is the most.
    expect(missedCallText.sendBy!({ createdAt: at("10:00").toISOString() }).toISOString()).toBe(at("10:30").toISOString());
    await env.DB.prepare("UPDATE deliveries SET status = 'pending', next_attempt_at = ?2 WHERE id = ?1").bind(delivery!.id, at("10:00").toISOString()).run();
    expect(await attemptDelivery(testEnv(), delivery!.id, delivery!.attempts)).toBe("failed");
    expect(await textsTo(to)).toHaveLength(1);
  });

  it("logged on the desk without JavaScript, the confirmation says whether a text went (the real clock decides which)", async () => {
    const { id } = await request();
    const desk = deskClient(STAFF, testEnv);
    const { response } = await desk(`/desk/leads/${id}`, { intent: "attempt", formKey: crypto.randomUUID(), outcome: "no-answer", note: "" });
    expect(response.status).toBe(303);
    const note = /[?&]text=(quiet-hours|sent)\b/.exec(response.headers.get("Location") ?? "")?.[1] as "quiet-hours" | "sent" | undefined;
    expect(note).toBeDefined();
    const page = await desk(new URL(response.headers.get("Location")!, ORIGIN).pathname + new URL(response.headers.get("Location")!, ORIGIN).search);
    expect(page.text).toContain(`Logged: no answer${textNoteWords[note!]}`);
  });
});
