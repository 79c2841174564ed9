/**
 * The intake desk as staff use it, signed in through the local Access stand-in: the inbox
 * (newest first, unopened requests marked, filters, search, pages), one request (opened
 * once, every field), status changes posted as plain forms (the first contact recorded,
 * "not a case" not a contact, the fee with "signed", a double post counted once, another
 * origin refused, every change kept), notes, a delivery retried, and the "still new"
 * reminder, once, in office hours.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import type { DeliveryMessage } from "~/deliveries/engine.server";
import { sendReminders } from "~/deliveries/reminders.server";
import { officeMinutesBetween } from "~/lib/office-hours";
import { ORIGIN } from "./helpers";
import { deliveriesOf, emailRecorder, leadsWhere, postJson, validLead } from "./lead-helpers";
import { queueRecorder } from "./lead-outage-helpers";

const { vars, access, urls } = inject("standIns");
const STAFF = "intake@kestrelinjurylaw.example";
let token = "";

beforeAll(async () => {
  token = ((await (await fetch(`${access}/token`, { method: "POST", body: JSON.stringify({ email: STAFF }) })).json()) as { token: string }).token;
});

const deskEnv = (extra: Partial<Env> = {}) => ({ ...env, ...vars, EMAIL: emailRecorder().binding, ACK_EMAIL: emailRecorder().binding, ...extra }) as Env;

/** A desk request, signed in; a form post comes from this site unless `origin` says otherwise. */
async function desk(path: string, form?: Record<string, string>, options: { origin?: string; env?: Env } = {}) {
  const headers = new Headers({ "Cf-Access-Jwt-Assertion": token, Accept: "text/html" });
  if (form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    headers.set("Origin", options.origin ?? ORIGIN);
  }
  const request = new Request(`${ORIGIN}${path}`, { method: form ? "POST" : "GET", headers, body: form ? new URLSearchParams(form).toString() : undefined, redirect: "manual" });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], options.env ?? deskEnv(), ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html };
}

/** Stores a lead (channels off, so only the emails) and returns its row. */
async function lead(overrides: Record<string, unknown> = {}) {
  const fields = validLead({ email: `${crypto.randomUUID()}@example.com`, ...overrides });
  await postJson(fields, { email: emailRecorder() });
  return (await leadsWhere("idempotency_key = ?", fields.idempotencyKey))[0] as Awaited<ReturnType<typeof leadsWhere>>[number] & Record<string, unknown>;
}

const row = async (id: number) => (await leadsWhere("id = ?", id))[0] as unknown as Record<string, unknown>;
const historyOf = async (id: number) => (await env.DB.prepare("SELECT * FROM lead_status_changes WHERE lead_id = ? ORDER BY id").bind(id).all()).results;
const key = () => crypto.randomUUID();

describe("the inbox", () => {
  it("lists requests newest first, marks the unopened ones, and says how long ago and whether anyone acted", async () => {
    const older = await lead({ name: "Older Person" });
    const newer = await lead({ name: "Newer Person" });
    const { response, html } = await desk("/desk");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html.indexOf("Newer Person")).toBeLessThan(html.indexOf("Older Person"));
    expect(html).toContain("Not opened");
    expect(html).toContain("Nobody has contacted them yet");
    expect(html).toMatch(/just now|1 min ago/);
    expect(html).toContain(`href="/desk/leads/${newer.id}"`);
    // The site's own header and visit notes are not part of the desk.
    expect(html).not.toContain("Get My Free Consultation");
    expect(html).toContain(`Signed in as <span class="font-semibold">${STAFF}</span>`);
    expect(older.id).toBeLessThan(newer.id);
  });

  it("filters by status, case type, language and date, and finds a person by name, email or phone", async () => {
    const truck = await lead({ name: "Filter Truck", caseType: "truck-accidents", phone: "(206) 555-0177" });
    const spanish = await lead({ name: "Filtro Español", sourceUrl: "/es", language: "es" });
    const listed = async (query: string) => (await desk(`/desk?${query}`)).html;
    expect(await listed("caseType=truck-accidents")).toContain("Filter Truck");
    expect(await listed("caseType=truck-accidents")).not.toContain("Filtro Español");
    expect(await listed("language=es")).toContain("Filtro Español");
    expect(await listed("language=es")).not.toContain("Filter Truck");
    expect(await listed("q=206-555-0177")).toContain("Filter Truck");
    expect(await listed("q=2065550177")).toContain("Filter Truck");
    expect(await listed(`q=${encodeURIComponent(String(spanish.email))}`)).toContain("Filtro Español");
    expect(await listed("q=filter+truck")).toContain("Filter Truck");
    expect(await listed("status=signed")).not.toContain("Filter Truck");
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" });
    expect(await listed(`from=${today}&to=${today}`)).toContain("Filter Truck");
    expect(await listed("to=2020-01-01")).toContain("No requests match.");
    // A value that is not a choice is ignored, not an error.
    expect((await desk("/desk?status=bogus&page=-3")).response.status).toBe(200);
    expect(truck.id).toBeGreaterThan(0);
  });

  it("pages 25 at a time", { timeout: 60_000 }, async () => {
    for (let i = 0; i < 26; i++) await lead({ name: `Paged ${i}`, caseType: "boat-accidents" });
    const first = (await desk("/desk?caseType=boat-accidents")).html;
    expect(first).toContain("page 1 of 2");
    expect(first).toContain('href="/desk?caseType=boat-accidents&amp;page=2"');
    const second = (await desk("/desk?caseType=boat-accidents&page=2")).html;
    expect(second).toContain("Paged 0");
    expect(second).not.toContain("Paged 25");
  });
});

describe("one request", () => {
  it("shows every field, its first touch and its deliveries; the first opening is recorded once", async () => {
    const person = await lead({ name: "Open Me", phone: "(253) 555-0166", utm_source: "google", utm_medium: "cpc", utm_campaign: "kent-car" });
    const { response, html } = await desk(`/desk/leads/${person.id}`);
    expect(response.status).toBe(200);
    for (const text of ["Open Me", String(person.email), "(253) 555-0166", "Car Accidents", String(person.description), "paid-search", "google / cpc", "kent-car", "Staff email"]) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain('href="tel:+12535550166"');
    expect(html).toContain(`href="mailto:${person.email}?subject=Your%20free%20consultation%20request"`);
    const opened = await row(person.id);
    expect(opened).toMatchObject({ opened_by: STAFF });
    await desk(`/desk/leads/${person.id}`);
    expect((await row(person.id)).opened_at).toBe(opened.opened_at);
    expect((await desk("/desk/leads/999999")).response.status).toBe(404);
  });
});

describe("statuses", () => {
  it("move by plain form posts: the first contact recorded once, the fee with signed, every change kept", async () => {
    const person = await lead({ name: "Work Me" });
    const post = (from: string, to: string, extra: Record<string, string> = {}) => desk(`/desk/leads/${person.id}`, { intent: "status", formKey: key(), from, to, ...extra });
    const contacted = await post("new", "contacted");
    expect(contacted.response.status).toBe(303);
    expect(contacted.response.headers.get("Location")).toBe(`/desk/leads/${person.id}`);
    const first = (await row(person.id)).first_contact_at;
    expect(first).toMatch(/Z$/);
    await post("contacted", "consultation-scheduled");
    await post("consultation-scheduled", "signed", { expectedFee: "$25,000" });
    expect(await row(person.id)).toMatchObject({ status: "signed", expected_fee_cents: 2_500_000, first_contact_at: first });
    expect((await historyOf(person.id)).map((h) => [h.from_status, h.to_status, h.changed_by, h.expected_fee_cents])).toEqual([
      ["new", "contacted", STAFF, null],
      ["contacted", "consultation-scheduled", STAFF, null],
      ["consultation-scheduled", "signed", STAFF, 2_500_000],
    ]);
    const page = (await desk(`/desk/leads/${person.id}`)).html;
    expect(page).toContain("Consultation scheduled → Signed (expected fee $25,000)");
  });

  it("straight to not a case is not a contact", async () => {
    const person = await lead({ name: "Spam Bot" });
    await desk(`/desk/leads/${person.id}`, { intent: "status", formKey: key(), from: "new", to: "not-a-case" });
    expect(await row(person.id)).toMatchObject({ status: "not-a-case", first_contact_at: null });
  });

  it("a double post changes nothing twice; a stale form changes nothing; another origin is refused", async () => {
    const person = await lead({ name: "Double Click" });
    const form = { intent: "status", formKey: key(), from: "new", to: "contacted" };
    await Promise.all([desk(`/desk/leads/${person.id}`, form), desk(`/desk/leads/${person.id}`, form)]);
    await desk(`/desk/leads/${person.id}`, form);
    expect(await historyOf(person.id)).toHaveLength(1);
    // A second tab still showing "new" posts another change: it no longer applies.
    await desk(`/desk/leads/${person.id}`, { ...form, formKey: key(), to: "declined" });
    expect(await row(person.id)).toMatchObject({ status: "contacted" });
    const forged = await desk(`/desk/leads/${person.id}`, { ...form, formKey: key(), from: "contacted", to: "signed" }, { origin: "https://evil.example" });
    // Refused before the action runs (React Router's own origin check answers 400), or by the action (403).
    expect([400, 403]).toContain(forged.response.status);
    expect(await row(person.id)).toMatchObject({ status: "contacted" });
  });

  it("a bad form gets a clear message, and nothing changes", async () => {
    const person = await lead({ name: "Bad Form" });
    const { response, html } = await desk(`/desk/leads/${person.id}`, { intent: "status", formKey: key(), from: "new", to: "signed", expectedFee: "a lot" });
    expect(response.status).toBe(400);
    expect(html).toContain("Write the expected fee as an amount, like 25,000");
    expect(await row(person.id)).toMatchObject({ status: "new" });
  });
});

describe("notes and deliveries", () => {
  it("a note is kept with who and when, once however often it is posted", async () => {
    const person = await lead({ name: "Note Me" });
    const form = { intent: "note", formKey: key(), body: "Left a voicemail at 3 pm." };
    await desk(`/desk/leads/${person.id}`, form);
    await desk(`/desk/leads/${person.id}`, form);
    const notes = (await env.DB.prepare("SELECT author, body FROM lead_notes WHERE lead_id = ?").bind(person.id).all()).results;
    expect(notes).toEqual([{ author: STAFF, body: "Left a voicemail at 3 pm." }]);
    expect((await desk(`/desk/leads/${person.id}`)).html).toContain("Note: Left a voicemail at 3 pm.");
  });

  it("a failed delivery is retried from the page: due at once, with a fresh series of attempts", async () => {
    const person = await lead({ name: "Retry Me" });
    const [staff] = await deliveriesOf(person.id, "staff-email");
    await env.DB.prepare("UPDATE deliveries SET status = 'failed', attempts = 13, next_attempt_at = NULL WHERE id = ?").bind(staff.id).run();
    const queue = queueRecorder<DeliveryMessage>();
    await desk(`/desk/leads/${person.id}`, { intent: "retry", deliveryId: String(staff.id) }, { env: deskEnv({ DELIVERY_QUEUE: queue.binding }) });
    expect((await deliveriesOf(person.id, "staff-email"))[0]).toMatchObject({ status: "pending", attempts: 0 });
    expect(queue.messages).toEqual([{ kind: "attempt", deliveryId: staff.id, attempts: 0 }]);
  });
});

describe("the 'still new' reminder", () => {
  // Tuesday 2026-11-24 in Kent (PST): 09:00 is 17:00 UTC.
  const at = (iso: string) => new Date(iso);

  it("counts office hours only", () => {
    expect(officeMinutesBetween(at("2026-11-24T17:00:00Z"), at("2026-11-24T17:20:00Z"))).toBe(20);
    // Sent Monday 19:00, seen Tuesday 08:40: ten minutes of office hours.
    expect(officeMinutesBetween(at("2026-11-24T03:00:00Z"), at("2026-11-24T16:40:00Z"))).toBe(10);
    // Friday 17:00 to Monday 08:45: 30 + 15 (an ordinary Friday: 2026-11-27 is the day after Thanksgiving, a holiday).
    expect(officeMinutesBetween(at("2026-11-21T01:00:00Z"), at("2026-11-23T16:45:00Z"))).toBe(45);
  });

  it("goes once, through the on-call text and the staff email, when a request waited too long in office hours", async () => {
    await env.DB.prepare("UPDATE leads SET reminded_at = '2000-01-01T00:00:00.000Z' WHERE reminded_at IS NULL").run();
    const waiting = await lead({ name: "Waiting Long", phone: "(253) 555-0155" });
    const afterHours = await lead({ name: "After Hours" });
    const handled = await lead({ name: "Already Called" });
    await env.DB.batch([
      env.DB.prepare("UPDATE leads SET created_at = '2026-11-24T17:00:00.000Z' WHERE id = ?").bind(waiting.id),
      env.DB.prepare("UPDATE leads SET created_at = '2026-11-24T03:00:00.000Z' WHERE id = ?").bind(afterHours.id),
      env.DB.prepare("UPDATE leads SET created_at = '2026-11-24T17:00:00.000Z', status = 'contacted' WHERE id = ?").bind(handled.id),
    ]);
    const email = emailRecorder();
    await fetch(`${urls.twilio}/__control`, { method: "POST", body: JSON.stringify({ reset: true }) });
    const remindEnv = { ...env, ...vars, EMAIL: email.binding, DESK_REMINDER_MINUTES: "15" } as Env;

    // 08:50 Tuesday: the after-hours one has waited 20 minutes of office hours, the other 0 (it came at 09:00 ... later).
    expect(await sendReminders(remindEnv, at("2026-11-24T16:50:00Z"))).toEqual([afterHours.id]);
    // 09:20: the 09:00 one has waited 20 minutes; nobody is reminded twice; a contacted one never.
    expect(await sendReminders(remindEnv, at("2026-11-24T17:20:00Z"))).toEqual([waiting.id]);
    expect(await sendReminders(remindEnv, at("2026-11-24T18:00:00Z"))).toEqual([]);

    const reminders = await deliveriesOf(waiting.id);
    expect(reminders.filter((d) => d.channel.startsWith("reminder")).map((d) => `${d.channel} ${d.status}`)).toEqual([
      "reminder-sms sent",
      "reminder-sms sent",
      "reminder-email sent",
    ]);
    const texts = (await (await fetch(`${urls.twilio}/__received`)).json()) as { body: string }[];
    const waitingText = texts.map((t) => new URLSearchParams(t.body).get("Body")!).find((b) => b.includes(`#${waiting.id}`))!;
    expect(waitingText).toContain(`request #${waiting.id} (Car Accidents)`);
    expect(waitingText).toContain("Call: +12535550155");
    expect(waitingText).not.toContain(String(waiting.description));
    expect(email.sent.map((m) => m.subject)).toContain(`Still new: request #${waiting.id}, Car Accidents`);
    expect((await deliveriesOf(handled.id)).some((d) => d.channel.startsWith("reminder"))).toBe(false);
  });
});
