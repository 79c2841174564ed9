/**
 * A person's data on request (/desk/data-requests), signed in through the local Access
 * stand-in: found by email (any capitals) or phone (any spelling), downloaded as a JSON
 * file, erased with no row of theirs left in any table and every row of anyone else's
 * exactly as it was; a signed client only after a second confirmation; a double post
 * acting once; the audit without the person's data; another origin and no token refused.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import { decode, ORIGIN } from "./helpers";
import { emailRecorder, leadsWhere, postJson, validLead } from "./lead-helpers";

const { vars, access } = inject("standIns");
const STAFF = "privacy@kestrelinjurylaw.example";
const TABLES = ["leads", "lead_status_changes", "lead_notes", "deliveries"] as const;
let token = "";

beforeAll(async () => {
  token = ((await (await fetch(`${access}/token`, { method: "POST", body: JSON.stringify({ email: STAFF }) })).json()) as { token: string }).token;
});

const deskEnv = () => ({ ...env, ...vars, EMAIL: emailRecorder().binding, ACK_EMAIL: emailRecorder().binding }) as Env;

/** A desk request, signed in (unless `token` is ""); a form post comes from this site unless `origin` says otherwise. */
async function desk(path: string, form?: Record<string, string>, options: { origin?: string; token?: string } = {}) {
  const headers = new Headers({ Accept: "text/html" });
  const carried = options.token ?? token;
  if (carried) headers.set("Cf-Access-Jwt-Assertion", carried);
  if (form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    headers.set("Origin", options.origin ?? ORIGIN);
  }
  const request = new Request(`${ORIGIN}${path}`, { method: form ? "POST" : "GET", headers, body: form ? new URLSearchParams(form).toString() : undefined, redirect: "manual" });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], deskEnv(), ctx);
  // React's text separators removed, its entities decoded: the page as it reads.
  const text = decode((await response.text()).replaceAll("<!-- -->", ""))!;
  await waitOnExecutionContext(ctx);
  return { response, text };
}

const key = () => crypto.randomUUID();
type Row = Record<string, unknown>;

/** Stores a request through the site's own endpoint (staff email and acknowledgement sent). */
async function lead(overrides: Record<string, unknown> = {}) {
  const fields = validLead({ email: `${crypto.randomUUID()}@example.com`, ...overrides });
  await postJson(fields, { email: emailRecorder() });
  return (await leadsWhere("idempotency_key = ?", fields.idempotencyKey))[0] as unknown as Row & { id: number };
}

async function delivery(leadId: number, channel: string, target: string, status = "sent", attempts = 1) {
  await env.DB.prepare("INSERT INTO deliveries (lead_id, channel, target, route, status, attempts, sent_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    .bind(leadId, channel, target, channel, status, attempts, status === "sent" ? new Date().toISOString() : null, new Date().toISOString())
    .run();
}

const note = (leadId: number, body: string) => desk(`/desk/leads/${leadId}`, { intent: "note", formKey: key(), body });
const move = (leadId: number, from: string, to: string) => desk(`/desk/leads/${leadId}`, { intent: "status", formKey: key(), from, to });

/** Every row of every table that can hold a person, by table. */
async function dump(): Promise<Record<string, Row[]>> {
  const all: Record<string, Row[]> = {};
  for (const table of TABLES) all[table] = (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY id`).all<Row>()).results;
  return all;
}

/** The dump without the rows these ids name. */
const without = (all: Record<string, Row[]>, ids: Record<string, Set<unknown>>) =>
  Object.fromEntries(Object.entries(all).map(([table, rows]) => [table, rows.filter((row) => !ids[table].has(row.id))]));

const auditRows = async () => (await env.DB.prepare("SELECT * FROM data_requests ORDER BY id").all<Row>()).results;

/** One person with two requests (one from their phone only), a note and a status change,
 * deliveries on several channels; someone else with a request, a note and a delivery to
 * the person's address (someone else's row all the same: never found or erased with theirs). */
async function seed(tag: string) {
  const email = `Pat.${tag}@Example.com`;
  const phone = `(253) 555-${String(1000 + Math.floor(Math.random() * 8999))}`;
  const digits = phone.replace(/\D/g, "");
  const first = await lead({ name: `Pat ${tag}`, email, phone });
  const second = await lead({ name: `Pat ${tag}`, email: email.toLowerCase(), phone: "" });
  const byPhone = await lead({ name: `Pat ${tag} Again`, email: `other.${tag}@example.com`, phone: `+1 ${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}` });
  await note(first.id, `Pat ${tag} called back.`);
  await move(first.id, "new", "contacted");
  await delivery(first.id, "sms", "+12065550100");
  await delivery(first.id, "clio-grow", "clio");
  await delivery(first.id, "webhook", "https://hooks.example/intake", "failed", 0);
  const someoneElse = await lead({ name: `Someone ${tag}`, phone: "(206) 555-0111" });
  await note(someoneElse.id, "Not our person.");
  await delivery(someoneElse.id, "acknowledgement-copy", email.toLowerCase());
  return { email, phone, digits, first, second, byPhone, someoneElse };
}

/** The ids of every row the page's search should find for this person, by table. */
async function idsOf(leadIds: number[], target: string): Promise<Record<string, Set<unknown>>> {
  const list = leadIds.join(",");
  const ids = async (sql: string, ...params: unknown[]) => new Set((await env.DB.prepare(sql).bind(...params).all<Row>()).results.map((r) => r.id));
  return {
    leads: new Set(leadIds),
    lead_status_changes: await ids(`SELECT id FROM lead_status_changes WHERE lead_id IN (${list})`),
    lead_notes: await ids(`SELECT id FROM lead_notes WHERE lead_id IN (${list})`),
    deliveries: await ids(`SELECT id FROM deliveries WHERE lead_id IN (${list})`),
  };
}

const formValue = (html: string, form: string, name: string) => new RegExp(`${form}[\\s\\S]*?name="${name}" value="([^"]+)"`).exec(html)?.[1];

describe("finding a person", () => {
  it("by email, whatever the capitals: every request, with counts, and what daily_counts holds", async () => {
    const p = await seed("find");
    const { response, text } = await desk(`/desk/data-requests?person=${encodeURIComponent(`  ${p.email.toUpperCase()} `)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(text).toContain(`href="/desk/leads/${p.first.id}"`);
    expect(text).toContain(`href="/desk/leads/${p.second.id}"`);
    expect(text).not.toContain(`href="/desk/leads/${p.byPhone.id}"`);
    expect(text).toContain("2 requests, 1 status change, 1 note, ");
    expect(text).not.toContain("Someone find");
    expect(text).toContain("daily_counts holds no personal data");
    expect(text).toContain("within 45 days");
    expect(text).toContain("My Health My Data Act");
    // The phone on their request is offered as a second search.
    expect(text).toContain(`href="/desk/data-requests?person=${encodeURIComponent(p.phone)}"`);
  });

  it("by phone, however it is written: the requests with that number", async () => {
    const p = await seed("phone");
    for (const spelling of [p.digits, `1-${p.digits}`, `+1 (${p.digits.slice(0, 3)}) ${p.digits.slice(3, 6)} ${p.digits.slice(6)}`]) {
      const { text } = await desk(`/desk/data-requests?person=${encodeURIComponent(spelling)}`);
      expect(text, spelling).toContain(`href="/desk/leads/${p.first.id}"`);
      expect(text, spelling).toContain(`href="/desk/leads/${p.byPhone.id}"`);
      expect(text, spelling).not.toContain(`href="/desk/leads/${p.second.id}"`);
    }
  });

  it("a bad address gets a clear message; nobody found says so", async () => {
    const bad = await desk("/desk/data-requests?person=pat%40");
    expect(bad.response.status).toBe(400);
    expect(bad.text).toContain("That is not a whole email address, like name@example.com");
    expect((await desk("/desk/data-requests?person=12ab")).text).toContain("Write a phone number with its area code, like (253) 555-0199");
    expect((await desk("/desk/data-requests?person=")).text).toContain("Write the person's email address or phone number");
    expect((await desk("/desk/data-requests?person=nobody%40example.com")).text).toContain("Nothing: no request from this address.");
  });

  it("is linked from the desk's header", async () => {
    expect((await desk("/desk")).text).toContain('href="/desk/data-requests"');
  });
});

describe("the download", () => {
  it("is a JSON attachment of every row found, every column; recorded once per form", async () => {
    const p = await seed("download");
    const before = await auditRows();
    const formKey = key();
    const form = { person: p.email, formKey };
    const { response, text } = await desk("/desk/data-requests/export.json", form);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="data-request-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const file = JSON.parse(text) as { address: string; tables: Record<string, Row[]>; sentOutsideThisDatabase: string[]; notHeld: { daily_counts: string } };
    expect(file.address).toBe(p.email.toLowerCase());
    const expected = await idsOf([p.first.id, p.second.id], p.email);
    const all = await dump();
    for (const table of TABLES) {
      expect(file.tables[table], table).toEqual(all[table].filter((row) => expected[table].has(row.id)));
    }
    // Every column of the leads table, as stored.
    expect(Object.keys(file.tables.leads[0]).sort()).toEqual(Object.keys(all.leads[0]).sort());
    expect(file.sentOutsideThisDatabase).toEqual(["clio-grow", "staff-email", "acknowledgement", "sms"]);
    expect(file.notHeld.daily_counts).toContain("no personal data");

    await desk("/desk/data-requests/export.json", form);
    const added = (await auditRows()).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ kind: "download", staff: STAFF, subject_kind: "email", copies_outside: null, form_key: formKey });
    expect(JSON.parse(String(added[0].row_counts))).toEqual({ leads: 2, lead_status_changes: 1, lead_notes: 1, deliveries: expected.deliveries.size });
  });

  it("answers only a post", async () => {
    const { response, text } = await desk("/desk/data-requests/export.json?person=pat%40example.com");
    expect(response.status).toBe(405);
    expect(text).toContain("Download button");
  });
});

describe("the erasure", () => {
  it("leaves no row of the person in any table and every row of anyone else's as it was; a double post acts once", async () => {
    const p = await seed("erase");
    const page = (await desk(`/desk/data-requests?person=${encodeURIComponent(p.email)}`)).text;
    const formKey = formValue(page, 'name="intent" value="erase"', "formKey")!;
    expect(formKey).toMatch(/^[0-9a-f-]{36}$/);
    const theirs = await idsOf([p.first.id, p.second.id], p.email);
    const others = without(await dump(), theirs);
    const auditBefore = (await auditRows()).length;

    const form = { intent: "erase", person: p.email.toLowerCase(), formKey };
    const [one, two] = await Promise.all([desk("/desk/data-requests", form), desk("/desk/data-requests", form)]);
    const again = await desk("/desk/data-requests", form);
    for (const { response } of [one, two, again]) {
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(`/desk/data-requests?erased=${formKey}`);
    }

    const after = await dump();
    for (const table of TABLES) expect(after[table].filter((row) => theirs[table].has(row.id)), table).toEqual([]);
    expect(await leadsWhere("lower(email) = ?", p.email.toLowerCase())).toEqual([]);
    expect(after).toEqual(others);
    // The request found by phone only is someone else's as far as an email search goes: kept.
    expect(after.leads.some((l) => l.id === p.byPhone.id)).toBe(true);

    const audit = (await auditRows()).slice(auditBefore);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ kind: "erase", staff: STAFF, subject_kind: "email" });
    expect(JSON.parse(String(audit[0].row_counts))).toEqual({ leads: 2, lead_status_changes: 1, lead_notes: 1, deliveries: theirs.deliveries.size });
    // Only the channels their requests went out on: the failed webhook sent nothing.
    expect(JSON.parse(String(audit[0].copies_outside))).toEqual(["clio-grow", "staff-email", "acknowledgement", "sms"]);

    const done = (await desk(`/desk/data-requests?erased=${formKey}`)).text;
    expect(done).toContain("Erased from the database");
    for (const text of ["Clio Grow (the CRM)", "Emails to the staff inboxes", "Text messages to the on-call phones", "The acknowledgement email to the person"]) expect(done).toContain(text);
    expect(done).not.toContain("Delete the request in each tool set in WEBHOOK_URLS");
  });

  it("by phone: the requests with that number go, the others stay", async () => {
    const p = await seed("erase-phone");
    const theirs = await idsOf([p.first.id, p.byPhone.id], `+1${p.digits}`);
    const others = without(await dump(), theirs);
    const { response } = await desk("/desk/data-requests", { intent: "erase", person: p.phone, formKey: key() });
    expect(response.status).toBe(303);
    expect(await dump()).toEqual(others);
  });

  it("of a signed client asks again first; only the confirmed post erases", async () => {
    const p = await seed("signed");
    await move(p.second.id, "new", "signed");
    const before = await dump();
    const formKey = key();
    const first = await desk("/desk/data-requests", { intent: "erase", person: p.email, formKey });
    expect(first.response.status).toBe(200);
    expect(first.text).toContain(`${p.email.toLowerCase()} is a signed client`);
    expect(first.text).toContain(`Request #${p.second.id} was signed`);
    expect(first.text).toContain('name="confirmSigned" value="yes"');
    expect(await dump()).toEqual(before);

    const confirmed = await desk("/desk/data-requests", { intent: "erase", person: p.email, formKey, confirmSigned: "yes" });
    expect(confirmed.response.status).toBe(303);
    expect(await leadsWhere("id IN (?, ?)", p.first.id, p.second.id)).toEqual([]);
  });

  it("is refused from another origin, and a bad form changes nothing", async () => {
    const p = await seed("forged");
    const before = await dump();
    const forged = await desk("/desk/data-requests", { intent: "erase", person: p.email, formKey: key() }, { origin: "https://evil.example" });
    expect([400, 403]).toContain(forged.response.status);
    const forgedDownload = await desk("/desk/data-requests/export.json", { person: p.email, formKey: key() }, { origin: "https://evil.example" });
    expect([400, 403]).toContain(forgedDownload.response.status);
    expect(forgedDownload.text).not.toContain(p.email.toLowerCase());
    const bad = await desk("/desk/data-requests", { intent: "erase", person: "not an address", formKey: key() });
    expect(bad.response.status).toBe(400);
    expect(bad.text).toContain("Write a phone number with its area code");
    expect(await dump()).toEqual(before);
  });
});

describe("the audit", () => {
  it("holds who, when, what and how many, never the person's name, address or number; the page shows it latest first", async () => {
    const p = await seed("audit");
    await desk("/desk/data-requests/export.json", { person: p.phone, formKey: key() });
    await desk("/desk/data-requests", { intent: "erase", person: p.email, formKey: key() });
    const rows = await auditRows();
    const text = JSON.stringify(rows).toLowerCase();
    for (const personal of [p.email.toLowerCase(), "pat", "audit", p.digits, p.digits.slice(3), String(p.first.description).toLowerCase()]) expect(text, personal).not.toContain(personal);
    // Tied together by a hash of the normalized address.
    const sha = async (value: string) => [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)))].map((b) => b.toString(16).padStart(2, "0")).join("");
    expect(rows.at(-1)).toMatchObject({ subject_kind: "email", subject_hash: await sha(p.email.toLowerCase()) });
    expect(rows.at(-2)).toMatchObject({ subject_kind: "phone", subject_hash: await sha(p.digits) });
    const page = (await desk("/desk/data-requests")).text;
    expect(page.indexOf(String(rows.at(-1)!.subject_hash).slice(0, 12))).toBeLessThan(page.indexOf(String(rows.at(-2)!.subject_hash).slice(0, 12)));
  });
});

describe("the desk's door", () => {
  it.each([
    ["GET", "/desk/data-requests?person=pat%40example.com"],
    ["POST", "/desk/data-requests"],
    ["POST", "/desk/data-requests/export.json"],
    ["GET", "/desk/data-requests.data"],
  ])("%s %s without a token: 403", async (method, path) => {
    const { response, text } = await desk(path, method === "POST" ? { intent: "erase", person: "pat@example.com", formKey: key() } : undefined, { token: "" });
    expect([response.status, text]).toEqual([403, "Forbidden"]);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
