/**
 * Consultations with a time and a place: the .ics read back by a real iCalendar parser (ical.js), its UID
 * kept and SEQUENCE bumped across a move and a cancellation; the person's email in their language, the
 * host's copy, a text only with consent; a failed send retried; refusals; Due now; reminders once each,
 * at the current time only.
 */
import { env } from "cloudflare:workers";
import ICAL from "ical.js";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { consultationWords } from "~/content/consultations";
import { brandName, firm } from "~/content/firm";
import { db } from "~/db/client.server";
import type { ConsultationRow } from "~/db/schema.server";
import { sendConsultationReminders } from "~/consultations/messages.server";
import { officeDayAfter } from "~/lib/office-hours";
import { saveConsultation, cancelConsultation, newUid } from "~/consultations/booking.server";
import { calendarMessage, foldLine } from "~/lib/icalendar";
import { addDays, atKent, kentDay } from "~/lib/kent-time";
import { normalizePhone } from "~/lib/people";
import { deskClient, deskEnv } from "./desk-client";
import { deliveriesOf, emailRecorder, leadsWhere, ownPhone, postJson, validLead } from "./lead-helpers";
import { queueRecorder } from "./lead-outage-helpers";

const STAFF = "maria.lopez@kestrelinjurylaw.example";
const HOST = "sam.carter@kestrelinjurylaw.example";
const { vars, urls } = inject("standIns");
const texting = { ...vars, ONCALL_NUMBERS: "", TWILIO_FROM_NUMBER: "", TWILIO_TEXTING_NUMBER: vars.TWILIO_FROM_NUMBER } as Partial<Env>;

let ack = emailRecorder();
// Retries are queued to a recorder: none runs behind a test's back.
const testEnv = () => ({ ...deskEnv(), ...texting, ACK_EMAIL: ack.binding, DELIVERY_QUEUE: queueRecorder().binding }) as Env;
const desk = deskClient(STAFF, testEnv);
const key = () => crypto.randomUUID();
const control = (command: Record<string, unknown>) => fetch(`${urls.twilio}/__control`, { method: "POST", body: JSON.stringify(command) });
const textsTo = async (to: string) =>
  ((await (await fetch(`${urls.twilio}/__received`)).json()) as { body: string }[]).map((r) => new URLSearchParams(r.body)).filter((f) => f.get("To") === to);

beforeEach(async () => {
  ack = emailRecorder();
  await control({ reset: true });
});

async function lead(overrides: Record<string, unknown> = {}) {
  const fields = validLead({ email: `${crypto.randomUUID()}@example.com`, phone: ownPhone(), textConsent: true, ...overrides });
  await postJson(fields, { email: emailRecorder(), envOverrides: { ...texting, TWILIO_TEXTING_NUMBER: "" } });
  const [row] = await leadsWhere("idempotency_key = ?", fields.idempotencyKey);
  return { ...(row as unknown as { id: number; email: string; phone: string; description: string }), fields };
}

const consultationOf = async (leadId: number) =>
  (await env.DB.prepare("SELECT * FROM consultations WHERE lead_id = ? ORDER BY id DESC").bind(leadId).first<Record<string, unknown>>())!;
const tomorrow = () => addDays(kentDay(new Date()), 1);

/** The VEVENT of an .ics, read by ical.js. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent("vevent")!;
  const value = (name: string) => event.getFirstPropertyValue(name);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: value("uid"),
    sequence: value("sequence"),
    start: (value("dtstart") as ICAL.Time).toJSDate().toISOString(),
    startIsUtc: (value("dtstart") as ICAL.Time).zone?.tzid === "UTC",
    end: (value("dtend") as ICAL.Time).toJSDate().toISOString(),
    stamp: value("dtstamp"),
    location: value("location"),
    summary: value("summary"),
    description: value("description"),
    organizer: value("organizer"),
    attendees: event.getAllProperties("attendee").map((p) => p.getFirstValue()),
  };
}

function icsOf(message: EmailMessageBuilder): string {
  const attachment = message.attachments?.find((a) => a.filename.endsWith(".ics"));
  expect(attachment?.type).toMatch(/^text\/calendar; method=(REQUEST|CANCEL)/);
  return String(attachment!.content);
}

const book = (leadId: number, form: Record<string, string>, origin?: string) =>
  desk(`/desk/leads/${leadId}`, { intent: "consultation", formKey: key(), date: tomorrow(), time: "10:00", kind: "office", host: HOST, ...form }, origin);

describe("the .ics module", () => {
  it("gives a new event a UID at the site's own domain", () => {
    expect(newUid("https://www.kestrelinjurylaw.example")).toMatch(/^[0-9a-f-]{36}@kestrelinjurylaw\.example$/);
    expect(newUid("https://intake.other-firm.example:8443")).toMatch(/@intake\.other-firm\.example$/);
    expect(newUid("not a url")).toMatch(/@localhost$/);
  });

  it("writes a message a real parser reads: escaped text, UTC times, folded CRLF lines of at most 75 octets", () => {
    const start = new Date("2030-01-15T18:00:00Z");
    const ics = calendarMessage({
      method: "REQUEST",
      uid: "abc@kestrel.example",
      sequence: 4,
      stamp: new Date("2030-01-10T12:00:00Z"),
      start,
      end: new Date("2030-01-15T19:00:00Z"),
      summary: "Consulta gratuita; con Łukasz, Nguyễn y más, ".repeat(3),
      description: "Line one\nLine two, with a comma; and a semicolon \\ backslash",
      location: "8421 Riverbend Plaza, Suite 130, Kent, WA 98032",
      organizer: { name: "Kestrel Injury Law", email: "intake@kestrelinjurylaw.example" },
      attendees: [{ name: 'Ana "Annie" Pérez', email: "ana@example.com" }],
    });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const event = parsed(ics);
    expect(event).toMatchObject({
      method: "REQUEST",
      uid: "abc@kestrel.example",
      sequence: 4,
      start: start.toISOString(),
      startIsUtc: true,
      end: "2030-01-15T19:00:00.000Z",
    });
    expect(event.summary).toBe("Consulta gratuita; con Łukasz, Nguyễn y más, ".repeat(3));
    expect(event.description).toBe("Line one\nLine two, with a comma; and a semicolon \\ backslash");
    expect(event.organizer).toBe("mailto:intake@kestrelinjurylaw.example");
    expect(event.attendees).toEqual(["mailto:ana@example.com"]);
    expect(ics).toContain("DTSTAMP:20300110T120000Z");
  });

  it("never splits a character across a fold", () => {
    const folded = foldLine(`SUMMARY:${"é".repeat(80)}`);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"é".repeat(80)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe("booking from the request page (no JavaScript)", () => {
  it("stores the time, moves the status, emails the person and the host the invitation, and texts with consent", async () => {
    const person = await lead({ name: "Ana Booking" });
    const { response } = await book(person.id, {});
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/desk/leads/${person.id}?saved=consultation`);
    const c = await consultationOf(person.id);
    const startsAt = atKent(tomorrow(), 10 * 60).toISOString();
    expect(c).toMatchObject({ starts_at: startsAt, kind: "office", host_email: HOST, sequence: 0, status: "scheduled", booked_by: STAFF });
    expect(((await leadsWhere("id = ?", person.id))[0] as unknown as { status: string }).status).toBe("consultation-scheduled");

    expect(c.uid).toMatch(new RegExp(`^[0-9a-f-]{36}@${new URL(env.SITE_ORIGIN).hostname.replace(/^www\./, "").replaceAll(".", "\\.")}$`));

    const toPerson = ack.sent.find((m) => m.to === person.email)!;
    expect(toPerson.subject).toBe("Your free consultation with Kestrel Injury Law");
    expect(toPerson.from).toEqual({ name: brandName("primary"), email: env.ACK_FROM_ADDRESS });
    expect(toPerson.replyTo).toBe(env.ACK_REPLY_TO);
    expect(toPerson.text).toContain("8421 Riverbend Plaza");
    expect(toPerson.text).toContain("Sam Carter");
    expect(toPerson.html).toContain('lang="en"');
    for (const body of [toPerson.text!, toPerson.html!]) expect(body).not.toContain(person.description);
    const event = parsed(icsOf(toPerson));
    expect(event).toMatchObject({ method: "REQUEST", uid: c.uid, sequence: 0, start: startsAt, startIsUtc: true, organizer: `mailto:${env.ACK_REPLY_TO}` });
    expect(event.attendees).toEqual([`mailto:${person.email}`, `mailto:${HOST}`]);
    expect(event.location).toBe("8421 Riverbend Plaza, Suite 130, Kent, WA 98032");
    expect(String(event.description)).not.toContain(person.description);

    const toHost = ack.sent.find((m) => m.to === HOST)!;
    expect(toHost.subject).toMatch(/^Booked: consultation with Ana Booking/);
    expect(toHost.from).toMatchObject({ name: `${brandName("primary")} intake desk` });
    expect(toHost.text).toContain(`/desk/leads/${person.id}`);
    expect(parsed(icsOf(toHost))).toMatchObject({ method: "REQUEST", uid: c.uid, sequence: 0 });

    const [text] = await textsTo(normalizePhone(person.phone)!.e164);
    expect(text!.get("Body")).toContain("Kestrel Injury Law: your free consultation is booked for");
    expect(text!.get("Body")).not.toContain(person.description);
    const channels = (await deliveriesOf(person.id)).filter((d) => d.channel.startsWith("consultation-"));
    expect(channels.map((d) => [d.channel, d.status])).toEqual([
      ["consultation-email", "sent"],
      ["consultation-host", "sent"],
      ["consultation-text", "sent"],
    ]);
    const page = (await desk(`/desk/leads/${person.id}?saved=consultation`)).text;
    expect(page).toContain("Saved: consultation");
    expect(page).toContain("Consultation email");
  });

  it("a move keeps the UID and bumps SEQUENCE; posted twice it applies once; a cancellation is METHOD:CANCEL", async () => {
    const person = await lead({ name: "Moving Person" });
    await book(person.id, {});
    const first = await consultationOf(person.id);
    ack = emailRecorder();
    const move = {
      intent: "consultation",
      formKey: key(),
      consultationId: String(first.id),
      sequence: "0",
      date: addDays(tomorrow(), 1),
      time: "14:30",
      kind: "video",
      link: "https://meet.example/abc-defg",
      host: HOST,
    };
    expect((await desk(`/desk/leads/${person.id}`, move)).response.status).toBe(303);
    expect((await desk(`/desk/leads/${person.id}`, move)).response.status).toBe(303);
    const moved = await consultationOf(person.id);
    expect(moved).toMatchObject({ id: first.id, uid: first.uid, sequence: 1, kind: "video", link: "https://meet.example/abc-defg" });
    expect(ack.sent.filter((m) => m.to === person.email)).toHaveLength(1);
    const update = ack.sent.find((m) => m.to === person.email)!;
    expect(update.subject).toBe("New time for your consultation with Kestrel Injury Law");
    expect(parsed(icsOf(update))).toMatchObject({
      method: "REQUEST",
      uid: first.uid,
      sequence: 1,
      start: atKent(addDays(tomorrow(), 1), 14 * 60 + 30).toISOString(),
      location: "https://meet.example/abc-defg",
    });

    ack = emailRecorder();
    const cancel = { intent: "cancel-consultation", formKey: key(), consultationId: String(first.id), sequence: "1" };
    expect((await desk(`/desk/leads/${person.id}`, cancel)).response.headers.get("Location")).toBe(
      `/desk/leads/${person.id}?saved=consultation-cancelled-contacted`,
    );
    expect((await desk(`/desk/leads/${person.id}`, cancel)).response.status).toBe(303);
    expect(await consultationOf(person.id)).toMatchObject({ status: "cancelled", sequence: 2, uid: first.uid });
    // The request goes back to Contacted once, with its history row, and the desk says so.
    expect(((await leadsWhere("id = ?", person.id))[0] as unknown as { status: string }).status).toBe("contacted");
    const { results: back } = await env.DB.prepare(
      "SELECT from_status, to_status, changed_by FROM lead_status_changes WHERE lead_id = ? AND to_status = 'contacted'",
    )
      .bind(person.id)
      .all();
    expect(back).toEqual([{ from_status: "consultation-scheduled", to_status: "contacted", changed_by: STAFF }]);
    expect((await desk(`/desk/leads/${person.id}?saved=consultation-cancelled-contacted`)).text).toContain(
      "Cancelled: the person is told. The request is back to Contacted.",
    );
    const cancelled = ack.sent.filter((m) => m.to === person.email);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.subject).toBe("Your consultation with Kestrel Injury Law is cancelled");
    expect(parsed(icsOf(cancelled[0]!))).toMatchObject({ method: "CANCEL", uid: first.uid, sequence: 2 });
    expect(parsed(icsOf(ack.sent.find((m) => m.to === HOST)!))).toMatchObject({ method: "CANCEL", uid: first.uid, sequence: 2 });
    // A form that saw the old SEQUENCE changes nothing and says why.
    const stale = await desk(`/desk/leads/${person.id}`, { ...move, formKey: key(), sequence: "1" });
    expect(stale.response.status).toBe(400);
    expect(stale.text).toContain("Nothing saved");
  });

  it("a move to another host cancels the event in the previous host's calendar", async () => {
    const OTHER = "maria.lopez@kestrelinjurylaw.example";
    const person = await lead({ name: "Host Change" });
    await book(person.id, {});
    const first = await consultationOf(person.id);
    ack = emailRecorder();
    const move = {
      intent: "consultation",
      formKey: key(),
      consultationId: String(first.id),
      sequence: "0",
      date: tomorrow(),
      time: "10:00",
      kind: "office",
      host: OTHER,
    };
    expect((await desk(`/desk/leads/${person.id}`, move)).response.status).toBe(303);
    expect((await desk(`/desk/leads/${person.id}`, move)).response.status).toBe(303);
    expect(await consultationOf(person.id)).toMatchObject({ host_email: OTHER, sequence: 1, status: "scheduled" });
    const toOld = ack.sent.filter((m) => m.to === HOST);
    expect(toOld).toHaveLength(1);
    expect(toOld[0]!.subject).toMatch(/^Cancelled: consultation with Host Change/);
    expect(parsed(icsOf(toOld[0]!))).toMatchObject({ method: "CANCEL", uid: first.uid, sequence: 1, attendees: [`mailto:${person.email}`, `mailto:${HOST}`] });
    expect(parsed(icsOf(ack.sent.find((m) => m.to === OTHER)!))).toMatchObject({ method: "REQUEST", uid: first.uid, sequence: 1 });
    expect(parsed(icsOf(ack.sent.find((m) => m.to === person.email)!))).toMatchObject({ method: "REQUEST", uid: first.uid, sequence: 1 });
    // The same host again: no cancellation to anyone.
    ack = emailRecorder();
    await desk(`/desk/leads/${person.id}`, { ...move, formKey: key(), sequence: "1", time: "11:00" });
    expect(ack.sent.filter((m) => m.attachments?.some((a) => String(a.type).includes("CANCEL")))).toEqual([]);
  });

  it("a booking form posted twice books once and says saved both times", async () => {
    const person = await lead();
    const form = { intent: "consultation", formKey: key(), date: tomorrow(), time: "11:00", kind: "office", host: HOST };
    for (let i = 0; i < 2; i++)
      expect((await desk(`/desk/leads/${person.id}`, form)).response.headers.get("Location")).toBe(`/desk/leads/${person.id}?saved=consultation`);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM consultations WHERE lead_id = ?").bind(person.id).first("n")).toBe(1);
    expect(ack.sent.filter((m) => m.to === person.email)).toHaveLength(1);
  });

  it("the status alone books nothing: its confirmation opens the page at the consultation form", async () => {
    const person = await lead();
    const saved = await desk(`/desk/leads/${person.id}`, { intent: "status", formKey: key(), from: "new", to: "consultation-scheduled" });
    expect(saved.response.headers.get("Location")).toBe(`/desk/leads/${person.id}?saved=status#consultation`);
    const page = (await desk(`/desk/leads/${person.id}?saved=status`)).text;
    expect(page).toContain("Saved: Consultation scheduled. Now book its day, time and place under Consultation below");
    expect(page).toContain("Book and send the invitation");
    expect(ack.sent).toEqual([]);
  });

  it("an invitation that fails waits for its retry, shown on the request, and goes when retried", async () => {
    const person = await lead();
    ack.failing = true;
    await book(person.id, {});
    const [waiting] = await deliveriesOf(person.id, "consultation-email");
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, last_error: "Email service unavailable (test)" });
    const page = (await desk(`/desk/leads/${person.id}`)).text;
    expect(page).toContain("Consultation email</span> to " + waiting!.target);
    ack.failing = false;
    await desk(`/desk/leads/${person.id}`, { intent: "retry", deliveryId: String(waiting!.id) });
    expect((await deliveriesOf(person.id, "consultation-email"))[0]).toMatchObject({ status: "sent", attempts: 2 });
    expect(ack.sent.filter((m) => m.to === person.email)).toHaveLength(1);
    expect(parsed(icsOf(ack.sent.find((m) => m.to === person.email)!))).toMatchObject({ method: "REQUEST", sequence: 0 });
  });

  it("writes to a Spanish speaker in Spanish", async () => {
    const person = await lead({ name: "Lucía Pérez", language: "es" });
    await book(person.id, { kind: "phone" });
    const mail = ack.sent.find((m) => m.to === person.email)!;
    expect(mail.subject).toBe("Su consulta gratuita con Kestrel Injury Law");
    expect(mail.html).toContain('lang="es"');
    expect(mail.text).toContain("Hola, Lucía Pérez:");
    expect(mail.text).toContain("Por teléfono: nosotros le llamaremos.");
    expect(mail.text).toContain("Abra la invitación adjunta para agregarla a su calendario.");
    expect(mail.text).toContain("hora del Pacífico");
    expect(mail.text).not.toContain("Thank you");
    const [text] = await textsTo(normalizePhone(person.phone)!.e164);
    expect(text!.get("Body")).toContain("su consulta gratuita está programada");
  });

  it("texts only with consent", async () => {
    const person = await lead({ textConsent: false });
    await book(person.id, {});
    expect(await textsTo(normalizePhone(person.phone)!.e164)).toEqual([]);
    expect(await deliveriesOf(person.id, "consultation-text")).toEqual([]);
    expect(await deliveriesOf(person.id, "consultation-email")).toHaveLength(1);
  });

  it("refuses a time in the past, a video without a link, a host off the roster, and another origin", async () => {
    const person = await lead();
    const past = await book(person.id, { date: kentDay(new Date(Date.now() - 2 * 86_400_000)) });
    expect(past.response.status).toBe(400);
    expect(past.text).toContain("That time has passed in Kent");
    expect(past.text).toMatch(/aria-describedby="consult-time-error"/);
    const video = await book(person.id, { kind: "video", link: "" });
    expect(video.text).toContain("A video consultation needs its link, starting with https://");
    const host = await book(person.id, { host: "stranger@example.com" });
    expect(host.text).toContain("Choose who meets the person from the roster");
    const foreign = await book(person.id, {}, "https://evil.example");
    expect(foreign.response.status).toBe(403);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM consultations WHERE lead_id = ?").bind(person.id).first("n")).toBe(0);
  });
});

describe("a new booking's default day", () => {
  it("is the next office day: Thanksgiving's Thursday skips the holiday Friday and the weekend", () => {
    expect(officeDayAfter("2026-11-26", 1)).toBe("2026-11-30");
    expect(officeDayAfter("2026-12-01", 1)).toBe("2026-12-02");
  });
});

describe("Due now", () => {
  it("lists today's consultations (the Kent day) at the top: time, person, kind and host; not tomorrow's", async () => {
    const today = await lead({ name: "Today Visitor" });
    const later = await lead({ name: "Tomorrow Visitor" });
    await book(today.id, { kind: "phone" });
    await book(later.id, {});
    await env.DB.prepare("UPDATE consultations SET starts_at = ?1 WHERE lead_id = ?2").bind(new Date().toISOString(), today.id).run();
    const page = (await desk("/desk")).text;
    const section = page.slice(page.indexOf("Today's consultations"), page.indexOf("</section>", page.indexOf("Today's consultations")));
    expect(section).toContain("Today Visitor");
    expect(section).toContain("By phone");
    expect(section).toContain("with Sam Carter (placeholder)");
    expect(section).toContain(`href="/desk/leads/${today.id}#consultation"`);
    expect(section).not.toContain("Tomorrow Visitor");
    expect(page.indexOf("Today's consultations")).toBeLessThan(page.indexOf('aria-label="Calls due now'));
  });
});

describe("reminders from the Cron", () => {
  const NOW = new Date("2030-03-04T17:00:00Z");
  const START = new Date("2030-03-06T18:00:00Z");
  const at = (iso: string) => new Date(iso);
  const input = (startsAt: Date, consultationId: number | null = null, sequence: number | null = null) =>
    ({ intent: "consultation", formKey: key(), consultationId, sequence, startsAt, kind: "office", link: "", hostEmail: HOST }) as const;
  const reminders = async (leadId: number) =>
    (await deliveriesOf(leadId))
      .filter((d) => d.channel !== "consultation-host" && d.target.includes("reminder"))
      .map((d) => `${d.channel} ${d.target.split(" · ")[1]} ${d.target.split(" · ")[3]}`);

  it("go once each: the day before and the hour before, by email and (with consent) text", async () => {
    const person = await lead();
    const outcome = await saveConsultation(testEnv(), db(testEnv()), person.id, input(START), STAFF, NOW);
    expect(outcome.kind).toBe("booked");
    await sendConsultationReminders(testEnv(), at("2030-03-05T17:30:00Z"));
    expect(await reminders(person.id)).toEqual([]);
    for (let i = 0; i < 2; i++) await sendConsultationReminders(testEnv(), at("2030-03-05T18:30:00Z"));
    expect(await reminders(person.id)).toEqual([
      `consultation-email reminder-day ${START.toISOString()}`,
      `consultation-text reminder-day ${START.toISOString()}`,
    ]);
    expect(ack.sent.filter((m) => m.subject?.startsWith("Reminder"))).toHaveLength(1);
    for (let i = 0; i < 2; i++) await sendConsultationReminders(testEnv(), at("2030-03-06T17:05:00Z"));
    expect((await reminders(person.id)).filter((r) => r.includes("reminder-hour"))).toHaveLength(2);
    expect(ack.sent.filter((m) => m.subject === "Reminder: your consultation with Kestrel Injury Law is in one hour")).toHaveLength(1);
    expect((await textsTo(normalizePhone(person.phone)!.e164)).filter((t) => t.get("Body")!.includes("reminder"))).toHaveLength(2);
  });

  it("a moved consultation reminds at its new time only; a cancelled one not at all", async () => {
    const person = await lead({ textConsent: false });
    const store = db(testEnv());
    const booked = await saveConsultation(testEnv(), store, person.id, input(START), STAFF, NOW);
    const c = (booked as { consultation: ConsultationRow }).consultation;
    const LATER = new Date("2030-03-08T18:00:00Z");
    await saveConsultation(testEnv(), store, person.id, input(LATER, c.id, 0), STAFF, at("2030-03-05T12:00:00Z"));
    await sendConsultationReminders(testEnv(), at("2030-03-05T18:30:00Z"));
    await sendConsultationReminders(testEnv(), at("2030-03-06T17:05:00Z"));
    expect(await reminders(person.id)).toEqual([]);
    await sendConsultationReminders(testEnv(), at("2030-03-07T18:30:00Z"));
    expect(await reminders(person.id)).toEqual([`consultation-email reminder-day ${LATER.toISOString()}`]);

    const other = await lead({ textConsent: false });
    const second = (await saveConsultation(testEnv(), store, other.id, input(START), STAFF, NOW)) as { consultation: ConsultationRow };
    await cancelConsultation(
      testEnv(),
      store,
      other.id,
      { intent: "cancel-consultation", formKey: key(), consultationId: second.consultation.id, sequence: 0 },
      STAFF,
      NOW,
    );
    await sendConsultationReminders(testEnv(), at("2030-03-05T18:30:00Z"));
    await sendConsultationReminders(testEnv(), at("2030-03-06T17:05:00Z"));
    expect(await reminders(other.id)).toEqual([]);
  });
});

describe("declining, referring out or marking not-a-case (decision 0068)", () => {
  /** An open fee agreement link, as sendAgreement leaves it (no PDF needed here). */
  async function openAgreement(leadId: number, sentAt = new Date()) {
    const row = await env.DB.prepare(
      `INSERT INTO agreements (lead_id, token_hash, token_salt, status, signer_name, capacity, language, document_text, document_sha256, unsigned_key, sent_by, sent_at, expires_at, form_key)
       VALUES (?1, ?2, ?3, 'sent', 'Signer', 'self', 'en', '{}', 'x', 'agreements/x.pdf', ?4, ?5, ?6, ?7) RETURNING id`,
    )
      .bind(leadId, key(), key(), STAFF, sentAt.toISOString(), new Date(sentAt.getTime() + 7 * 86_400_000).toISOString(), key())
      .first<{ id: number }>();
    return row!.id;
  }
  const statusOf = async (id: number) => ((await leadsWhere("id = ?", id))[0] as unknown as { status: string }).status;
  const agreementStatus = async (id: number) => (await env.DB.prepare("SELECT status, revoked_by FROM agreements WHERE id = ?").bind(id).first())!;
  const decline = (leadId: number, form: Record<string, string> = {}) =>
    desk(`/desk/leads/${leadId}`, { intent: "status", formKey: key(), from: "consultation-scheduled", to: "declined", reason: "no-liability", ...form });
  const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html.slice(html.indexOf('id="turn-away-heading"')))?.[1];

  it("asks first, saying what it cancels and withdraws, and changes nothing until answered (no JavaScript)", async () => {
    const person = await lead({ name: "Dee Clined" });
    await book(person.id, {});
    const agreement = await openAgreement(person.id);
    ack = emailRecorder();
    const asked = await decline(person.id);
    expect(asked.response.status).toBe(400);
    expect(asked.text).toContain("Declined: this also closes what is still open for this person");
    expect(asked.text).toMatch(
      /Cancels the consultation on [A-Z][a-z]{2} \d{1,2}, 10:00\sAM \(Kent time\), at the office, with Sam Carter \(placeholder\)\. The person gets the cancellation by email/,
    );
    expect(asked.text).toMatch(/Withdraws the fee agreement link sent [A-Z][a-z]{2} \d{1,2}, /);
    expect(asked.text).toContain("Yes: decline, cancel the consultation and withdraw the link");
    // The question takes the focus on load, so a page without JavaScript opens at it.
    expect(asked.text).toMatch(/<h3 id="turn-away-heading"[^>]*autofocus=""/);
    expect(await statusOf(person.id)).toBe("consultation-scheduled");
    expect(await consultationOf(person.id)).toMatchObject({ status: "scheduled" });
    expect(await agreementStatus(agreement)).toMatchObject({ status: "sent" });
    expect(ack.sent).toHaveLength(0);

    // Yes: the same choice again with the question's token, the reason kept.
    const form = Object.fromEntries(
      ["formKey", "from", "to", "reason", "reasonText", "referredTo", "referralShare", "expectedFee", "confirm"].map((name) => [
        name,
        hidden(asked.text, name) ?? "",
      ]),
    );
    expect(form.reason).toBe("no-liability");
    const yes = await desk(`/desk/leads/${person.id}`, { intent: "status", ...form });
    expect(yes.response.status).toBe(303);
    expect(yes.response.headers.get("Location")).toBe(`/desk/leads/${person.id}?saved=status&closed=1.1`);
    expect(await statusOf(person.id)).toBe("declined");
    const c = await consultationOf(person.id);
    expect(c).toMatchObject({ status: "cancelled", sequence: 1 });
    expect(await agreementStatus(agreement)).toEqual({ status: "revoked", revoked_by: STAFF });
    // The person and the host get the cancellation, METHOD:CANCEL of the same event.
    for (const to of [person.email, HOST]) {
      const [message] = ack.sent.filter((m) => m.to === to);
      expect(parsed(icsOf(message!))).toMatchObject({ method: "CANCEL", uid: c.uid, sequence: 1 });
    }
    // In the words for a closed request: the meeting is off, no invitation to book again, nothing of why.
    const [mail] = ack.sent.filter((m) => m.to === person.email);
    const closed = consultationWords.en;
    for (const body of [String(mail!.text), String(mail!.html)]) {
      expect(body).toContain(closed.intro["cancellation-closed"]);
      expect(body).not.toContain(closed.intro.cancellation);
      expect(body).not.toContain(closed.change(firm.phone.display));
    }
    expect(parsed(icsOf(mail!)).description).toBe(closed.heading["cancellation-closed"]);
    const text = (await textsTo(normalizePhone(person.phone)!.e164)).at(-1)!.get("Body")!;
    expect(text).toContain("is cancelled. You do not need to keep this time.");
    expect(text).not.toContain("book another time");
    // The withdrawn link is on the desk's record as the withdraw button writes it: who did it in its column only.
    const events = await env.DB.prepare("SELECT kind, detail FROM agreement_events WHERE agreement_id = ?").bind(agreement).all();
    expect(events.results).toEqual([{ kind: "revoked-by-staff", detail: "Withdrawn from the desk" }]);
    const page = (await desk(yes.response.headers.get("Location")!)).text;
    expect(page).toContain("Saved: Declined. The consultation is cancelled: the person and the host are told. The fee agreement link is withdrawn.");

    // Posted again (a back button): nothing sent twice.
    const before = ack.sent.length;
    expect((await desk(`/desk/leads/${person.id}`, { intent: "status", ...form })).response.status).toBe(303);
    expect(ack.sent).toHaveLength(before);
    expect(await consultationOf(person.id)).toMatchObject({ status: "cancelled", sequence: 1 });
  });

  it("referring out and not-a-case ask too; with JavaScript the yes answers in place; a Spanish request is told in Spanish", async () => {
    for (const [to, extra, words] of [
      ["referred-out", { referredTo: "Hale Law" }, "Yes: refer out, cancel the consultation"],
      ["not-a-case", {}, "Yes: mark not a case, cancel the consultation"],
    ] as const) {
      const person = await lead({ name: `Turned ${to}`, language: "es" });
      await book(person.id, {});
      const asked = await desk(`/desk/leads/${person.id}`, { intent: "status", formKey: key(), from: "consultation-scheduled", to, ...extra });
      expect(asked.response.status).toBe(400);
      expect(asked.text).toContain(words);
      expect(await statusOf(person.id)).toBe("consultation-scheduled");
      const yes = await desk(`/desk/leads/${person.id}`, {
        intent: "status",
        formKey: hidden(asked.text, "formKey")!,
        from: "consultation-scheduled",
        to,
        confirm: hidden(asked.text, "confirm")!,
        via: "js",
        ...extra,
      });
      expect(yes.response.status).toBe(200);
      expect(yes.text).toContain("The consultation is cancelled: the person and the host are told.");
      expect(await consultationOf(person.id)).toMatchObject({ status: "cancelled" });
      const mail = ack.sent.filter((m) => m.to === person.email).at(-1)!;
      expect(String(mail.text)).toContain(consultationWords.es.intro["cancellation-closed"]);
      expect(String(mail.text)).not.toContain(consultationWords.es.change(firm.phone.display));
      const text = (await textsTo(normalizePhone(person.phone)!.e164)).at(-1)!.get("Body")!;
      expect(text).toContain("cancelamos su consulta");
      expect(text).not.toContain("programar otra hora");
    }
  });

  it("asks again when the consultation moved or a link was sent since the question", async () => {
    const person = await lead({ name: "Moved Since" });
    await book(person.id, {});
    const asked = await decline(person.id);
    const token = hidden(asked.text, "confirm")!;
    const c = await consultationOf(person.id);
    await desk(`/desk/leads/${person.id}`, {
      intent: "consultation",
      formKey: key(),
      consultationId: String(c.id),
      sequence: "0",
      date: tomorrow(),
      time: "11:00",
      kind: "office",
      host: HOST,
    });
    const again = await decline(person.id, { confirm: token });
    expect(again.response.status).toBe(400);
    expect(again.text).toContain("What is open for this person changed since you were asked: read the question again.");
    expect(again.text).toContain("11:00");
    expect(await statusOf(person.id)).toBe("consultation-scheduled");
  });

  it("with nothing open, saves at once as before", async () => {
    const person = await lead({ name: "Nothing Open" });
    const saved = await desk(`/desk/leads/${person.id}`, { intent: "status", formKey: key(), from: "new", to: "not-a-case" });
    expect(saved.response.status).toBe(303);
    expect(saved.response.headers.get("Location")).toBe(`/desk/leads/${person.id}?saved=status`);
  });

  it("no reminder goes for a request turned away, even with its booking never cancelled (the Cron's own guard)", async () => {
    const NOW = new Date("2031-03-04T17:00:00Z");
    const START = new Date("2031-03-06T18:00:00Z");
    const store = db(testEnv());
    const kept = await lead({ textConsent: false });
    const turned = await lead({ textConsent: false });
    for (const person of [kept, turned])
      await saveConsultation(
        testEnv(),
        store,
        person.id,
        { intent: "consultation", formKey: key(), consultationId: null, sequence: null, startsAt: START, kind: "office", link: "", hostEmail: HOST },
        STAFF,
        NOW,
      );
    // Declined before this guard existed: the status moved, the booking stayed.
    await env.DB.prepare("UPDATE leads SET status = 'declined' WHERE id = ?").bind(turned.id).run();
    await sendConsultationReminders(testEnv(), new Date("2031-03-05T18:30:00Z"));
    const remindersOf = async (id: number) => (await deliveriesOf(id)).filter((d) => d.target.includes("reminder"));
    expect(await remindersOf(kept.id)).toHaveLength(1);
    expect(await remindersOf(turned.id)).toEqual([]);
  });
});
