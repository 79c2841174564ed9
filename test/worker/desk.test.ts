/**
 * The intake desk as staff use it, signed in through the local Access stand-in: the inbox
 * (newest first, unopened requests marked, filters, search, pages), one request (opened
 * once, every field), status changes posted as plain forms (the first contact recorded,
 * "not a case" not a contact, the fee with "signed", a double post counted once, another
 * origin refused, every change kept), notes and a delivery retried.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import { officeMinutesBetween } from "~/lib/office-hours";
import { scaled } from "../slowdown";
import { ORIGIN } from "./helpers";
import { deliveriesOf, emailRecorder, leadsWhere, postJson, validLead } from "./lead-helpers";

const { vars, access, urls } = inject("standIns");
const STAFF = "intake@kestrelinjurylaw.example";
let token = "";

beforeAll(async () => {
  token = ((await (await fetch(`${access}/token`, { method: "POST", body: JSON.stringify({ email: STAFF }) })).json()) as { token: string }).token;
});

const deskEnv = (extra: Partial<Env> = {}) => ({ ...env, ...vars, EMAIL: emailRecorder().binding, ACK_EMAIL: emailRecorder().binding, ...extra }) as Env;

/** A desk request, signed in; a form post comes from this site unless `origin` says otherwise. */
async function desk(
  path: string,
  form?: Record<string, string>,
  options: { origin?: string; env?: Env; method?: string; headers?: Record<string, string> } = {},
) {
  // A browser's own navigation says where it came from; a test can say otherwise.
  const headers = new Headers({ "Cf-Access-Jwt-Assertion": token, Accept: "text/html", "Sec-Fetch-Site": "same-origin", ...options.headers });
  if (form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    headers.set("Origin", options.origin ?? ORIGIN);
  }
  const request = new Request(`${ORIGIN}${path}`, {
    method: options.method ?? (form ? "POST" : "GET"),
    headers,
    body: form ? new URLSearchParams(form).toString() : undefined,
    redirect: "manual",
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], options.env ?? deskEnv(), ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html };
}

let phones = 0;
/** Stores a lead (channels off, so only the emails) and returns its row; a phone of its own, or it is the same person (decision 0047). */
async function lead(overrides: Record<string, unknown> = {}) {
  const fields = validLead({ email: `${crypto.randomUUID()}@example.com`, phone: `(360) 555-${String(1000 + phones++)}`, ...overrides });
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
    const { response, html } = await desk("/desk?view=all");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html.indexOf("Newer Person")).toBeLessThan(html.indexOf("Older Person"));
    expect(html).toContain("Not opened");
    expect(html).toContain("0 calls");
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
    // A page number (from before pages by cursor, decision 0092) goes to the first page.
    const old = (await desk("/desk?status=bogus&page=-3")).response;
    expect([old.status, old.headers.get("Location")]).toEqual([302, "/desk?status=bogus"]);
    expect((await desk("/desk?status=bogus")).response.status).toBe(200);
    expect(truck.id).toBeGreaterThan(0);
  });

  it("pages 25 at a time, Older and Newer by cursor", { timeout: scaled(60_000) }, async () => {
    for (let i = 0; i < 26; i++) await lead({ name: `Paged ${i}`, caseType: "boat-accidents" });
    const first = (await desk("/desk?caseType=boat-accidents")).html;
    expect(first).toContain("Paged 25");
    expect(first).not.toContain("Newer");
    const older = first.match(/href="(\/desk\?[^"]*after=[^"]+)"[^>]*>Older/)?.[1]?.replaceAll("&amp;", "&");
    expect(older).toMatch(/^\/desk\?caseType=boat-accidents&view=all&after=/);
    const second = (await desk(older!)).html;
    expect(second).toContain("Paged 0");
    expect(second).not.toContain("Paged 25");
    expect(second).toMatch(/href="[^"]*before=[^"]+"[^>]*>← Newer/);
  });
});

describe("one request", () => {
  it("shows every field, its first touch and its deliveries; the first opening is recorded once", async () => {
    const person = await lead({ name: "Open Me", phone: "(253) 555-0166", utm_source: "google", utm_medium: "cpc", utm_campaign: "kent-car" });
    const { response, html } = await desk(`/desk/leads/${person.id}`);
    expect(response.status).toBe(200);
    for (const text of [
      "Open Me",
      String(person.email),
      "(253) 555-0166",
      "Car Accidents",
      String(person.description),
      "Paid search",
      "google / cpc",
      "kent-car",
      "Staff email",
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain('href="tel:+12535550166"');
    expect(html).toContain(`href="mailto:${person.email}?subject=Your%20consultation%20request%20with%20Kestrel%20Injury%20Law&amp;body=Hello%20Open%20Me`);
    expect(html).not.toContain("No phone given");
    const opened = await row(person.id);
    expect(opened).toMatchObject({ opened_by: STAFF });
    await desk(`/desk/leads/${person.id}`);
    expect((await row(person.id)).opened_at).toBe(opened.opened_at);
    expect((await desk("/desk/leads/999999")).response.status).toBe(404);
  });
});

describe("statuses", () => {
  it("move by plain form posts: the fee with signed, every change kept; only a reached call is a first contact", async () => {
    const person = await lead({ name: "Work Me" });
    const post = (from: string, to: string, extra: Record<string, string> = {}) =>
      desk(`/desk/leads/${person.id}`, { intent: "status", formKey: key(), from, to, ...extra });
    const contacted = await post("new", "contacted");
    expect(contacted.response.status).toBe(303);
    expect(contacted.response.headers.get("Location")).toBe(`/desk/leads/${person.id}?saved=status`);
    expect((await row(person.id)).first_contact_at).toBeNull();
    await post("contacted", "consultation-scheduled");
    await post("consultation-scheduled", "signed", { expectedFee: "$25,000" });
    expect(await row(person.id)).toMatchObject({ status: "signed", expected_fee_cents: 2_500_000, first_contact_at: null });
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
    await desk(`/desk/leads/${person.id}`, { ...form, formKey: key(), to: "declined", reason: "no-liability" });
    expect(await row(person.id)).toMatchObject({ status: "contacted" });
    const forged = await desk(`/desk/leads/${person.id}`, { ...form, formKey: key(), from: "contacted", to: "signed" }, { origin: "https://evil.example" });
    // Refused by the Worker before React Router sees it.
    expect(forged.response.status).toBe(403);
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

  it("a failed delivery is retried from the page at once, and the answer says how it went", async () => {
    const person = await lead({ name: "Retry Me" });
    const [staff] = await deliveriesOf(person.id, "staff-email");
    await env.DB.prepare("UPDATE deliveries SET status = 'failed', attempts = 13, next_attempt_at = NULL, last_error = 'mailbox full' WHERE id = ?")
      .bind(staff.id)
      .run();
    const email = emailRecorder();
    // With JavaScript: the answer in place, after the attempt made within the request.
    const { response, html } = await desk(
      `/desk/leads/${person.id}`,
      { intent: "retry", deliveryId: String(staff.id), via: "js" },
      { env: deskEnv({ EMAIL: email.binding }) },
    );
    expect(response.status).toBe(200);
    expect(html).toContain("Sent");
    expect(email.sent).toHaveLength(1);
    expect((await deliveriesOf(person.id, "staff-email"))[0]).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a retry that fails again says so, with its error; without JavaScript through a 303 back", async () => {
    const person = await lead({ name: "Retry Fails" });
    const [staff] = await deliveriesOf(person.id, "staff-email");
    await env.DB.prepare("UPDATE deliveries SET status = 'failed', attempts = 13, next_attempt_at = NULL WHERE id = ?").bind(staff.id).run();
    const broken = {
      send: async () => {
        throw new Error("relay refused the message");
      },
    } as unknown as SendEmail;
    const posted = await desk(`/desk/leads/${person.id}`, { intent: "retry", deliveryId: String(staff.id) }, { env: deskEnv({ EMAIL: broken }) });
    expect(posted.response.status).toBe(303);
    expect(posted.response.headers.get("Location")).toBe(`/desk/leads/${person.id}?saved=retry&delivery=${staff.id}`);
    const page = (await desk(posted.response.headers.get("Location")!)).html;
    expect(page).toContain("relay refused the message");
    expect(page).toMatch(/Staff email: (Still failing|Not sent yet, will try again): relay refused the message/);
  });
});

describe("nothing silent, nothing twice", () => {
  const js = { via: "js" };
  const page = (id: number) => `/desk/leads/${id}`;

  it("a stale form names the change, who made it and when; nothing saved", async () => {
    const person = await lead({ name: "Two Tabs" });
    await desk(page(person.id), { intent: "status", formKey: key(), from: "new", to: "signed", expectedFee: "25000" });
    const stale = await desk(page(person.id), { intent: "status", formKey: key(), from: "new", to: "declined", reason: "no-liability", ...js });
    expect(stale.response.status).toBe(400);
    expect(stale.html).toMatch(
      new RegExp(`Already moved to Signed by ${STAFF.replace(/\./g, "\\.")} at [A-Z][a-z]{2} \\d+, \\d+:\\d{2}.(AM|PM); nothing saved`),
    );
    expect(stale.html).toMatch(/aria-invalid="true" aria-describedby="status-to-error"|aria-describedby="status-to-error"/);
    expect(await row(person.id)).toMatchObject({ status: "signed" });
    // Without JavaScript, the same message on the page the post answers with.
    const plain = await desk(page(person.id), { intent: "status", formKey: key(), from: "contacted", to: "declined", reason: "no-liability" });
    expect(plain.html).toContain(`Already moved to Signed by ${STAFF}`);
  });

  it("the status a request already has changes nothing and says so", async () => {
    const person = await lead({ name: "Already There" });
    await desk(page(person.id), { intent: "status", formKey: key(), from: "new", to: "signed" });
    const again = await desk(page(person.id), { intent: "status", formKey: key(), from: "signed", to: "signed", ...js });
    expect(again.html).toContain("Already Signed");
    expect(await historyOf(person.id)).toHaveLength(1);
    // Without JavaScript, a 303 back that says so.
    const plain = await desk(page(person.id), { intent: "status", formKey: key(), from: "signed", to: "signed" });
    expect(plain.response.headers.get("Location")).toBe(`${page(person.id)}?saved=same`);
    expect((await desk(plain.response.headers.get("Location")!)).html).toContain("Already Signed");
  });

  it("a double tap of the same status form answers the first save, and the picker offers no step back", async () => {
    const person = await lead({ name: "Double Tap" });
    const form = { intent: "status", formKey: key(), from: "new", to: "signed", expectedFee: "25000", ...js };
    const first = await desk(page(person.id), form);
    const second = await desk(page(person.id), form);
    for (const answer of [first, second]) expect(answer.html).toContain("Saved: Signed, $25,000");
    expect(await historyOf(person.id)).toHaveLength(1);
    // A closed request: the picker starts empty, nothing chosen for the member.
    const after = (await desk(page(person.id))).html;
    expect(after).toMatch(/<select name="to" required="" class="[^"]*"><option value="" selected="">Choose a status…<\/option>/);
    // Without JavaScript the 303 carries the confirmation.
    const plain = await lead({ name: "Plain Save" });
    const saved = await desk(page(plain.id), { intent: "status", formKey: key(), from: "new", to: "signed", expectedFee: "$25,000" });
    expect(saved.response.headers.get("Location")).toBe(`${page(plain.id)}?saved=status`);
    const confirmed = (await desk(`${page(plain.id)}?saved=status`)).html;
    expect(confirmed).toContain("Saved: Signed, $25,000");
    // Right after a save the picker shows the saved status.
    expect(confirmed).toContain('<option value="signed" selected="">Signed<!-- --> (now)</option>');
  });

  it("a fee with a status that takes none is refused at the fee field; an empty one never blocks", async () => {
    const person = await lead({ name: "Fee Refused" });
    const refused = await desk(page(person.id), { intent: "status", formKey: key(), from: "new", to: "not-a-case", expectedFee: "lots", ...js });
    expect(refused.response.status).toBe(400);
    expect(refused.html).toContain("Only a signed request takes a fee");
    expect(refused.html).toContain('aria-describedby="status-fee-error"');
    expect(await row(person.id)).toMatchObject({ status: "new" });
    const blank = await desk(page(person.id), { intent: "status", formKey: key(), from: "new", to: "not-a-case", expectedFee: "   " });
    expect(blank.response.status).toBe(303);
    expect(await row(person.id)).toMatchObject({ status: "not-a-case", expected_fee_cents: null });
  });

  it("a note form posted twice stores one note, and each save issues a new key", async () => {
    const person = await lead({ name: "Note Twice" });
    const formKey = key();
    const form = { intent: "note", formKey, body: "Called, no answer.", ...js };
    const first = await desk(page(person.id), form);
    const second = await desk(page(person.id), form);
    const issued = (html: string) => html.match(/name="formKey" value="([0-9a-f-]{36})"/g) ?? [];
    expect(first.html).toContain("Note saved");
    expect(issued(first.html).join()).not.toContain(formKey);
    expect(issued(second.html).join()).not.toContain(formKey);
    const notes = (await env.DB.prepare("SELECT body FROM lead_notes WHERE lead_id = ?").bind(person.id).all()).results;
    expect(notes).toEqual([{ body: "Called, no answer." }]);
    // The same words later, from a new form, are a new note.
    await desk(page(person.id), { ...form, formKey: key() });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM lead_notes WHERE lead_id = ?").bind(person.id).first())?.n).toBe(2);
  });

  it("a note to a request erased meanwhile is refused at the note, never said saved", async () => {
    const person = await lead({ name: "Erased Meanwhile" });
    await env.DB.prepare("DELETE FROM leads WHERE id = ?").bind(person.id).run();
    const { response, html } = await desk(page(person.id), { intent: "note", formKey: key(), body: "Called back.", ...js });
    expect(response.status).toBe(400);
    expect(html).toContain("This request no longer exists (it may have been erased); the note was not saved.");
    expect(html).not.toContain("Note saved");
  });

  it("Reply by email writes its subject and greeting in the request's language", async () => {
    const person = await lead({ name: "Ana Ruiz", language: "es" });
    expect(person.language).toBe("es");
    const { html } = await desk(page(person.id));
    expect(html).toContain(`?subject=Su%20solicitud%20de%20consulta%20con%20Kestrel%20Injury%20Law&amp;body=Hola%20Ana%20Ruiz%3A`);
  });

  it("a request without a phone says so near the top", async () => {
    const person = await lead({ name: "No Phone", phone: "" });
    expect((await desk(page(person.id))).html).toContain("No phone given: reply by email");
  });

  it("only a staff member's own visit opens a request: not HEAD, a cross-site load or a prefetch", async () => {
    const person = await lead({ name: "Not Yet Opened" });
    await desk(page(person.id), undefined, { method: "HEAD" });
    await desk(page(person.id), undefined, { headers: { "Sec-Fetch-Site": "cross-site" } });
    await desk(page(person.id), undefined, { headers: { "Sec-Purpose": "prefetch;prerender" } });
    await desk(`${page(person.id)}.data`, undefined, { headers: { "Sec-Fetch-Site": "same-site" } });
    expect(await row(person.id)).toMatchObject({ opened_at: null, opened_by: null });
    await desk(`${page(person.id)}.data`, undefined, { headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(await row(person.id)).toMatchObject({ opened_by: STAFF });
  });

  it("the desk's header links to Access's sign-out on the site's own host, which forgets the cookie", async () => {
    const { html } = await desk("/desk");
    expect(html).toContain(`href="/cdn-cgi/access/logout"`);
    const { response: out } = await desk("/cdn-cgi/access/logout");
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe(`${vars.ACCESS_TEAM_DOMAIN}/cdn-cgi/access/logout`);
    expect(out.headers.get("Set-Cookie")).toMatch(/^CF_Authorization=; .*Max-Age=0/);
  });
});

describe("office minutes", () => {
  // Tuesday 2026-11-24 in Kent (PST): 09:00 is 17:00 UTC.
  const at = (iso: string) => new Date(iso);

  it("counts office hours only", () => {
    expect(officeMinutesBetween(at("2026-11-24T17:00:00Z"), at("2026-11-24T17:20:00Z"))).toBe(20);
    // Sent Monday 19:00, seen Tuesday 08:40: ten minutes of office hours.
    expect(officeMinutesBetween(at("2026-11-24T03:00:00Z"), at("2026-11-24T16:40:00Z"))).toBe(10);
    // Friday 17:00 to Monday 08:45: 30 + 15 (an ordinary Friday: 2026-11-27 is the day after Thanksgiving, a holiday).
    expect(officeMinutesBetween(at("2026-11-21T01:00:00Z"), at("2026-11-23T16:45:00Z"))).toBe(45);
  });
});
