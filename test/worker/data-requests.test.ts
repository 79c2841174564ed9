/**
 * A person's data on request (/desk/data-requests), signed in through the local Access
 * stand-in: found by a POST (never an address in a URL) by mailbox or phone_e164 (an
 * extension too), downloaded as a JSON file without the firm's wiring, erased only after
 * asking once more, with no row of theirs left in any table with a lead's id and every row
 * of anyone else's exactly as it was; every erasure and download recorded once, by its own
 * key, and a key reused for another action or person refused; a missing request's desk
 * page; the audit without the person's data; another origin and no token refused.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import { CALL_LOG, CALL_RECORDINGS, outsideCopies, TEXT_THREAD } from "~/content/outside-copies";
import { alertBody } from "~/texting/channels.server";
import { channelLabel } from "~/deliveries/channel.server";
import { channels, laterChannels } from "~/deliveries/registry.server";
import { db } from "~/db/client.server";
import { personOf } from "~/data-requests/data-request-forms";
import { erasePerson, findPerson } from "~/data-requests/store.server";
import { inbox } from "~/desk/inbox/inbox.server";
import { decode, ORIGIN } from "./helpers";
import { emailRecorder, leadsWhere, postJson, validLead } from "./lead-helpers";

const { vars, access } = inject("standIns");
const STAFF = "privacy@kestrelinjurylaw.example";
const OTHER_STAFF = "intake@kestrelinjurylaw.example";
let token = "";
let otherToken = "";

const tokenFor = async (email: string) =>
  ((await (await fetch(`${access}/token`, { method: "POST", body: JSON.stringify({ email }) })).json()) as { token: string }).token;

beforeAll(async () => {
  token = await tokenFor(STAFF);
  otherToken = await tokenFor(OTHER_STAFF);
});

const deskEnv = (extra: Partial<Env> = {}) => ({ ...env, ...vars, EMAIL: emailRecorder().binding, ACK_EMAIL: emailRecorder().binding, ...extra }) as Env;

/** A desk request, signed in (unless `token` is ""); a form post comes from this site unless `origin` says otherwise. */
async function desk(path: string, form?: Record<string, string>, options: { origin?: string; token?: string; env?: Partial<Env> } = {}) {
  const headers = new Headers({ Accept: "text/html" });
  const carried = options.token ?? token;
  if (carried) headers.set("Cf-Access-Jwt-Assertion", carried);
  if (form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    headers.set("Origin", options.origin ?? ORIGIN);
  }
  const request = new Request(`${ORIGIN}${path}`, {
    method: form ? "POST" : "GET",
    headers,
    body: form ? new URLSearchParams(form).toString() : undefined,
    redirect: "manual",
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], deskEnv(options.env), ctx);
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
  await env.DB.prepare(
    "INSERT INTO deliveries (lead_id, channel, target, route, status, attempts, sent_at, created_at, last_error) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(
      leadId,
      channel,
      target,
      channel,
      status,
      attempts,
      status === "sent" ? new Date().toISOString() : null,
      new Date().toISOString(),
      status === "failed" ? `POST ${target} answered 500` : null,
    )
    .run();
}

const note = (leadId: number, body: string) => desk(`/desk/leads/${leadId}`, { intent: "note", formKey: key(), body });
const move = (leadId: number, from: string, to: string) => desk(`/desk/leads/${leadId}`, { intent: "status", formKey: key(), from, to });
const call = (leadId: number, outcome: string, note = "") => desk(`/desk/leads/${leadId}`, { intent: "attempt", formKey: key(), outcome, note });

/** The tables with a row about one person, as the schema has them: `leads` and every table with a `lead_id`. */
async function tablesWithLeadId(): Promise<string[]> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).all<{ name: string }>();
  const withLeadId: string[] = [];
  for (const { name } of tables) {
    const { results: columns } = await env.DB.prepare(`PRAGMA table_info("${name}")`).all<{ name: string }>();
    if (columns.some((column) => column.name === "lead_id")) withLeadId.push(name);
  }
  return ["leads", ...withLeadId];
}

/** Every row of every table that can hold a person, by table. */
async function dump(): Promise<Record<string, Row[]>> {
  const all: Record<string, Row[]> = {};
  for (const table of await tablesWithLeadId()) all[table] = (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY id`).all<Row>()).results;
  return all;
}

/** The dump without the rows these ids name. */
const without = (all: Record<string, Row[]>, ids: Record<string, Set<unknown>>) =>
  Object.fromEntries(Object.entries(all).map(([table, rows]) => [table, rows.filter((row) => !ids[table]!.has(row.id))]));

const auditRows = async () => (await env.DB.prepare("SELECT * FROM data_requests ORDER BY id").all<Row>()).results;

/** One person with two requests (one from their phone only), a note, a logged call and a status change,
 * deliveries on several channels; someone else with a request, a note and a delivery to
 * the person's address (someone else's row all the same: never found or erased with theirs). */
async function seed(tag: string) {
  // A domain of its own: the acknowledgement caps count per domain and day (decision 0035).
  const email = `Pat.${tag}@${tag}.Example.com`;
  const phone = `(253) 555-${String(1000 + Math.floor(Math.random() * 8999))}`;
  const digits = phone.replace(/\D/g, "");
  const first = await lead({ name: `Pat ${tag}`, email, phone });
  const second = await lead({ name: `Pat ${tag}`, email: email.toLowerCase(), phone: "" });
  const byPhone = await lead({
    name: `Pat ${tag} Again`,
    email: `other.${tag}@example.com`,
    phone: `+1 ${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)} ext. 4`,
  });
  await note(first.id, `Pat ${tag} called back.`);
  await move(first.id, "new", "contacted");
  await call(first.id, "voicemail", `Left a voicemail for Pat ${tag}.`);
  await delivery(first.id, "sms", "+12065550100");
  await delivery(first.id, "clio-grow", "clio");
  await delivery(first.id, "webhook", "https://hooks.example/intake", "failed", 0);
  const someoneElse = await lead({ name: `Someone ${tag}`, phone: "(206) 555-0111" });
  await note(someoneElse.id, "Not our person.");
  await call(someoneElse.id, "no-answer");
  await delivery(someoneElse.id, "acknowledgement-copy", email.toLowerCase());
  return { email, phone, digits, first, second, byPhone, someoneElse };
}

/** The ids of every row of these requests, by table (every table with a lead's id). */
async function idsOf(leadIds: number[]): Promise<Record<string, Set<unknown>>> {
  const list = leadIds.join(",");
  const ids: Record<string, Set<unknown>> = { leads: new Set(leadIds) };
  for (const table of (await tablesWithLeadId()).slice(1)) {
    ids[table] = new Set((await env.DB.prepare(`SELECT id FROM ${table} WHERE lead_id IN (${list})`).all<Row>()).results.map((r) => r.id));
  }
  return ids;
}

const formValue = (html: string, form: string, name: string) => new RegExp(`${form}[\\s\\S]*?name="${name}" value="([^"]+)"`).exec(html)?.[1];

const find = (person: string, options?: Parameters<typeof desk>[2]) => desk("/desk/data-requests", { intent: "find", person }, options);

/** The first erase post: the page asks once more; its form's keys. */
async function askErase(person: string, options?: Parameters<typeof desk>[2]) {
  const asked = await desk("/desk/data-requests", { intent: "ask-erase", person }, options);
  const form = 'name="intent" value="erase"';
  return {
    ...asked,
    formKey: formValue(asked.text, form, "formKey")!,
    confirmKey: formValue(asked.text, form, "confirmKey")!,
    person: formValue(asked.text, form, "person")!,
  };
}

/** Asks, then confirms: the whole erasure as staff do it. */
async function eraseThroughDesk(person: string) {
  const asked = await askErase(person);
  const erased = await desk("/desk/data-requests", { intent: "erase", person: asked.person, formKey: asked.formKey, confirmKey: asked.confirmKey });
  return { ...asked, erased };
}

describe("finding a person", () => {
  it("by email, whatever the capitals, in a POST: every request, with counts, and what daily_counts holds", async () => {
    const p = await seed("find");
    const { response, text } = await find(`  ${p.email.toUpperCase()} `);
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
    // The phone on their request is offered as a second find: a POST too.
    expect(text).toMatch(
      new RegExp(
        `<form[^>]*method="post"[^>]*>(?:(?!</form>)[\\s\\S])*name="intent" value="find"(?:(?!</form>)[\\s\\S])*name="person" value="${p.phone.replace(/[()]/g, "\\$&")}"`,
      ),
    );
  });

  it("never puts an address in a URL: no link or GET form carries it, and a GET with ?person= finds nothing", async () => {
    const p = await seed("nourl");
    const { text } = await find(p.email);
    expect(text).toContain(`href="/desk/leads/${p.first.id}"`);
    const addresses = [p.email.toLowerCase(), encodeURIComponent(p.email.toLowerCase()), p.phone, encodeURIComponent(p.phone), p.digits];
    for (const href of text.matchAll(/(?:href|action)="([^"]*)"/g))
      for (const address of addresses) expect(href[1]!.toLowerCase(), href[1]).not.toContain(address.toLowerCase());
    expect(text).not.toMatch(/<form[^>]*method="get"/i);
    expect(text).not.toContain("?person=");
    const byGet = await desk(`/desk/data-requests?person=${encodeURIComponent(p.email)}`);
    expect(byGet.response.status).toBe(200);
    expect(byGet.text).not.toContain(`href="/desk/leads/${p.first.id}"`);
  });

  it("by phone, however it is written, an extension too: the requests with that number", async () => {
    const p = await seed("phone");
    const d = p.digits;
    for (const spelling of [
      d,
      `1-${d}`,
      `+1 (${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6)}`,
      `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)} x9`,
      `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)} ext. 4`,
    ]) {
      const { text } = await find(spelling);
      expect(text, spelling).toContain(`href="/desk/leads/${p.first.id}"`);
      expect(text, spelling).toContain(`href="/desk/leads/${p.byPhone.id}"`);
      expect(text, spelling).not.toContain(`href="/desk/leads/${p.second.id}"`);
    }
  });

  it("a bad address gets a clear message; nobody found says so", async () => {
    const bad = await find("pat@");
    expect(bad.response.status).toBe(400);
    expect(bad.text).toContain("That is not a whole email address, like name@example.com");
    expect((await find("12ab")).text).toContain("Write a phone number with its area code, like (253) 555-0199");
    expect((await find("")).text).toContain("Write the person's email address or phone number");
    expect((await find("nobody@example.com")).text).toContain("Nothing: no request from this address.");
  });

  it("is linked from the desk's header", async () => {
    expect((await desk("/desk")).text).toContain('href="/desk/data-requests"');
  });
});

describe("a person's data covers every table with a lead's id", () => {
  it("find, download and erase each reach every table sqlite_master lists", async () => {
    const tables = await tablesWithLeadId();
    expect(tables).toEqual(expect.arrayContaining(["leads", "deliveries", "lead_notes", "lead_status_changes", "call_attempts", "lead_answers"]));
    const p = await seed("coverage");
    const theirs = [p.first.id, p.second.id];
    const derived = await deriveRows(theirs, p.someoneElse.id);
    const downloadKey = key();
    const file = JSON.parse((await desk("/desk/data-requests/export.json", { person: p.email, formKey: downloadKey })).text) as {
      tables: Record<string, Row[]>;
    };
    const download = (await auditRows()).find((row) => row.form_key === downloadKey)!;
    // An erasure without a confirmation of its own (a post that lost a race) deletes no derived row either.
    const data = await findPerson(db(env), personOf(p.email)!);
    expect(await erasePerson(db(env), { data, staff: STAFF, formKey: key(), at: new Date(), confirmKey: "never-given" })).toBe(false);
    const untouched = await derived.left();
    // Their name is found by the inbox's search before the erasure, through the index (decision 0090).
    const searched = async () => (await inbox(db(env), { view: "all", q: "Pat coverage" })).rows.map((row) => row.id);
    const indexed = async () =>
      (await env.DB.prepare(`SELECT rowid AS id FROM lead_search WHERE lead_search MATCH '"coverage"'`).all<{ id: number }>()).results.map((r) => r.id);
    expect(await searched()).toContain(p.first.id);
    expect(await indexed()).toEqual(expect.arrayContaining(theirs));
    expect(untouched).toEqual({ names: derived.names, search: [...theirs, p.someoneElse.id], days: ["2000-01-01", "their-day"] });
    const { erased, formKey } = await eraseThroughDesk(p.email);
    expect(erased.response.status).toBe(303);
    const erasure = (await auditRows()).find((row) => row.form_key === formKey)!;
    for (const table of tables) {
      expect(Object.keys(file.tables), `download: ${table}`).toContain(table);
      expect(Object.keys(JSON.parse(String(download.row_counts))), `find: ${table}`).toContain(table);
      expect(Object.keys(JSON.parse(String(erasure.row_counts))), `erase: ${table}`).toContain(table);
      const column = table === "leads" ? "id" : "lead_id";
      const left = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} IN (${theirs.join(",")})`).first<{ n: number }>();
      expect(left?.n, `left in ${table}`).toBe(0);
    }
    expect(file.tables.conflict_names).toEqual(theirs.map((id, i) => ({ id: derived.names[i], lead_id: id, role: "person", name: "Pat coverage" })));
    expect(await derived.left()).toEqual({ names: derived.names.slice(theirs.length), search: [p.someoneElse.id], days: ["2000-01-01"] });
    // Nothing of theirs is left to find: no index row, no filed name, no search hit (the request found by their phone
    // only is not theirs to an email's erasure, and stays).
    expect((await indexed()).sort((a, b) => a - b)).toEqual([p.byPhone.id, p.someoneElse.id].sort((a, b) => a - b));
    expect(await searched()).toEqual([p.byPhone.id]);
    expect(await env.DB.prepare(`SELECT count(*) AS n FROM conflict_names WHERE lead_id IN (${theirs.join(",")})`).first("n")).toBe(0);
  });
});

/** Rows of the derived tables (migration 0029) for these requests and someone else's, and what is left of them: the
 * names and index rows their arrival wrote (decision 0090), a name on the firm's list, and the numbers' days. */
async function deriveRows(theirs: number[], someoneElse: number) {
  const filed = await env.DB.prepare(
    `SELECT id FROM conflict_names WHERE lead_id IN (${[...theirs, someoneElse].join(",")}) AND role = 'person' ORDER BY lead_id = ${someoneElse}, id`,
  ).all<{ id: number }>();
  const listed = await env.DB.prepare(
    "INSERT INTO conflict_names (lead_id, role, name, name_key) VALUES (NULL, 'client', 'Pat coverage', 'coverage pat') RETURNING id",
  ).first<{
    id: number;
  }>();
  const names = [...filed.results.map((row) => row.id), listed!.id];
  expect(names).toHaveLength(theirs.length + 2);
  const arrived = await env.DB.prepare("SELECT created_at AS at FROM leads WHERE id = ?1").bind(theirs[0]).first<{ at: string }>();
  const day = (name: string, from: string, to: string) =>
    env.DB.prepare("INSERT INTO lead_days (day, from_utc, to_utc, rows, built_at) VALUES (?1, ?2, ?3, '[]', ?2) ON CONFLICT DO NOTHING")
      .bind(name, from, to)
      .run();
  await day("their-day", new Date(Date.parse(arrived!.at) - 60_000).toISOString(), new Date(Date.parse(arrived!.at) + 60_000).toISOString());
  await day("2000-01-01", "2000-01-01T08:00:00.000Z", "2000-01-02T08:00:00.000Z");
  const ids = (sql: string) => env.DB.prepare(sql).all<Row>();
  const left = async () => ({
    names: (await ids(`SELECT id FROM conflict_names WHERE id IN (${names.join(",")}) ORDER BY id`)).results.map((r) => r.id),
    search: (await ids(`SELECT rowid AS id FROM lead_search WHERE rowid IN (${[...theirs, someoneElse].join(",")})`)).results.map((r) => r.id),
    days: (await ids("SELECT day FROM lead_days WHERE day IN ('their-day', '2000-01-01') ORDER BY day")).results.map((r) => r.day),
  });
  return { names, left };
}

describe("texts in a person's data", () => {
  it("a photo's row goes with them without Twilio's address; their STOP is shown, and kept by an erasure", async () => {
    const p = await seed("texts");
    const e164 = `+1${p.digits}`;
    const at = new Date().toISOString();
    const message = await env.DB.prepare(
      "INSERT INTO text_messages (lead_id, direction, body, from_e164, to_e164, message_sid, status, sent_by, media_count, created_at, updated_at) VALUES (?1, 'inbound', 'my car', ?2, '+12535550100', ?3, 'received', 'visitor', 1, ?4, ?4) RETURNING id",
    )
      .bind(p.first.id, e164, `MM${crypto.randomUUID().replaceAll("-", "")}`, at)
      .first<{ id: number }>();
    await env.DB.prepare(
      "INSERT INTO text_media (text_message_id, lead_id, position, content_type, twilio_url) VALUES (?1, ?2, 0, 'image/jpeg', 'https://api.twilio.com/secret-media')",
    )
      .bind(message!.id, p.first.id)
      .run();
    await env.DB.prepare("INSERT INTO text_opt_outs (phone_e164, keyword, opted_out_at) VALUES (?1, 'STOP', ?2) ON CONFLICT DO NOTHING").bind(e164, at).run();
    const download = await desk("/desk/data-requests/export.json", { person: p.email, formKey: key() });
    expect(download.text).not.toContain("secret-media");
    const file = JSON.parse(download.text) as { tables: Record<string, Row[]>; text_opt_outs: Row[]; keptAfterErasure: Record<string, string> };
    expect(file.tables.text_media).toEqual([expect.objectContaining({ lead_id: p.first.id, position: 0, content_type: "image/jpeg" })]);
    expect(file.text_opt_outs).toEqual([{ phone: e164, keyword: "STOP", opted_out_at: at }]);
    expect(file.keptAfterErasure.text_opt_outs).toContain("deleting it would let texts to that number start again");
    const { erased, formKey } = await eraseThroughDesk(p.email);
    expect(erased.response.status).toBe(303);
    expect(JSON.parse(String((await auditRows()).find((row) => row.form_key === formKey)!.row_counts))).toMatchObject({ text_messages: 1, text_media: 1 });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM text_media WHERE lead_id = ?").bind(p.first.id).first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT keyword FROM text_opt_outs WHERE phone_e164 = ?").bind(e164).first("keyword")).toBe("STOP");
  });
});

describe("the download", () => {
  it("is a JSON attachment of the person's rows, recorded once per form key with the request numbers", async () => {
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
    const expected = await idsOf([p.first.id, p.second.id]);
    for (const [table, ids] of Object.entries(expected))
      expect(
        file.tables[table]!.map((row) => Number(row.id)),
        table,
      ).toEqual([...ids].map(Number).sort((a, b) => a - b));
    // What they wrote, as stored.
    expect(file.tables.leads![0]).toMatchObject({
      name: p.first.name,
      email: p.first.email,
      phone: p.first.phone,
      description: p.first.description,
      case_type: p.first.case_type,
    });
    expect(file.sentOutsideThisDatabase).toEqual(["Clio Grow", "Staff email", "Visitor acknowledgement", "On-call text"]);
    expect(file.notHeld.daily_counts).toContain("no personal data");

    // The same form again: the file again, recorded once.
    expect((await desk("/desk/data-requests/export.json", form)).response.status).toBe(200);
    const added = (await auditRows()).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ kind: "download", staff: STAFF, subject_kind: "email", copies_outside: null, form_key: formKey });
    expect(JSON.parse(String(added[0]!.lead_ids))).toEqual([p.first.id, p.second.id]);
    expect(JSON.parse(String(added[0]!.row_counts))).toEqual({
      leads: 2,
      lead_status_changes: 1,
      lead_notes: 1,
      deliveries: expected.deliveries!.size,
      call_attempts: 1,
      lead_answers: 0,
      call_reminders: 0,
      lead_owner_changes: expect.any(Number),
      lead_link_changes: 0,
      answer_keys: 2,
      conflict_matches: 0,
      conflict_clearances: 0,
      conflict_names: 2,
      text_messages: 0,
      text_media: 0,
      consultations: 0,
      lead_outcomes: 0,
      non_engagement_letters: 0,
      agreements: 0,
      agreement_events: 0,
      call_recordings: 0,
      phone_calls: 0,
    });
  });

  it("holds no wiring: deliveries as channel, status and date; no targets, hosts, internal columns or staff addresses", async () => {
    const p = await seed("wiring");
    const oncall = vars.ONCALL_NUMBERS!.split(",")[0]!;
    const webhook = vars.WEBHOOK_URLS!.split(",")[0]!;
    await delivery(p.first.id, "sms", oncall);
    await delivery(p.first.id, "webhook", webhook);
    await delivery(p.first.id, "clio-grow", `${vars.CLIO_GROW_BASE_URL}/inbox_leads`, "failed", 3);
    await note(p.first.id, `Asked ${OTHER_STAFF} to call them from ${oncall}; ${STAFF} follows up.`);
    const { text } = await desk("/desk/data-requests/export.json", { person: p.email, formKey: key() });
    const file = JSON.parse(text) as { tables: Record<string, Row[]> };
    for (const wiring of [
      oncall,
      oncall.slice(2),
      "+12065550100",
      webhook,
      new URL(webhook).host,
      new URL(vars.CLIO_GROW_BASE_URL!).host,
      "hooks.example",
      STAFF,
      OTHER_STAFF,
      vars.LEAD_TO_ADDRESSES ?? env.LEAD_TO_ADDRESSES,
    ]) {
      expect(text, wiring).not.toContain(wiring);
    }
    for (const internal of [
      "idempotency_key",
      "lead_key",
      "email_key",
      "phone_e164",
      "turnstile",
      "notify_last_error",
      "form_key",
      "last_error",
      "receiver_id",
      "dedupe_key",
    ]) {
      for (const rows of Object.values(file.tables)) for (const row of rows) expect(Object.keys(row), internal).not.toContain(internal);
    }
    for (const row of file.tables.deliveries!) expect(Object.keys(row).sort()).toEqual(["channel", "date", "id", "lead_id", "status"]);
    expect(file.tables.deliveries!.map((row) => row.channel)).toEqual(expect.arrayContaining(["On-call text", "Webhook", "Clio Grow", "Staff email"]));
    expect(file.tables.lead_notes!.at(-1)).toMatchObject({
      author: "a staff member",
      body: "Asked a staff member to call them from a staff member's phone; a staff member follows up.",
    });
    expect(file.tables.lead_status_changes![0]).toMatchObject({ changed_by: "a staff member", from_status: "New", to_status: "Contacted" });
    expect(file.tables.leads![0]).toMatchObject({ status: "Contacted" });
    expect(file.tables.call_attempts![0]).toMatchObject({
      attempted_by: "a staff member",
      outcome: "Left a voicemail",
      note: "Left a voicemail for Pat wiring.",
      call_back_at: null,
    });
    // Counsel may decide otherwise: DATA_EXPORT_STAFF_NAMES = "show" keeps who did what.
    const shown = (
      await desk(
        "/desk/data-requests/export.json",
        { person: p.email, formKey: key() },
        { env: { DATA_EXPORT_STAFF_NAMES: "show" } as unknown as Partial<Env> },
      )
    ).text;
    expect(shown).toContain(`"changed_by": "${STAFF}"`);
    expect(shown).not.toContain(webhook);
  });

  it("answers only a post", async () => {
    const { response, text } = await desk("/desk/data-requests/export.json?person=pat%40example.com");
    expect(response.status).toBe(405);
    expect(text).toContain("Download button");
  });
});

describe("the erasure", () => {
  it("asks once more, everyone: the first post erases nothing and gives a confirmation key", async () => {
    const p = await seed("ask");
    const before = await dump();
    const auditBefore = (await auditRows()).length;
    const asked = await askErase(p.email);
    expect(asked.response.status).toBe(200);
    expect(asked.text).toContain(`Erase 2 requests #${p.first.id}, #${p.second.id} of ${p.email.toLowerCase()}? This cannot be undone.`);
    expect(asked.confirmKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await dump()).toEqual(before);
    expect(await auditRows()).toHaveLength(auditBefore);
    // Stored only as its hash, bound to who asked, the person and the request numbers.
    const stored = await env.DB.prepare("SELECT * FROM data_request_confirmations").all<Row>();
    expect(JSON.stringify(stored.results)).not.toContain(asked.confirmKey);
    expect(stored.results.at(-1)).toMatchObject({ staff: STAFF, lead_ids: JSON.stringify([p.first.id, p.second.id]), used_by: null });
  });

  it("leaves no row of the person and every row of anyone else's as it was; a double post acts once", async () => {
    const p = await seed("erase");
    const theirs = await idsOf([p.first.id, p.second.id]);
    const others = without(await dump(), theirs);
    const auditBefore = (await auditRows()).length;
    const asked = await askErase(p.email);
    const form = { intent: "erase", person: asked.person, formKey: asked.formKey, confirmKey: asked.confirmKey };
    const [one, two] = await Promise.all([desk("/desk/data-requests", form), desk("/desk/data-requests", form)]);
    for (const { response } of [one, two]) {
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(`/desk/data-requests?erased=${asked.formKey}`);
    }
    const after = await dump();
    expect(after).toEqual(others);
    expect(await leadsWhere("lower(email) = ?", p.email.toLowerCase())).toEqual([]);
    // The request found by phone only is someone else's as far as an email search goes: kept.
    expect(after.leads!.some((l) => l.id === p.byPhone.id)).toBe(true);

    const audit = (await auditRows()).slice(auditBefore);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ kind: "erase", staff: STAFF, subject_kind: "email", lead_ids: JSON.stringify([p.first.id, p.second.id]) });
    expect(JSON.parse(String(audit[0]!.row_counts))).toEqual({
      leads: 2,
      lead_status_changes: 1,
      lead_notes: 1,
      deliveries: theirs.deliveries!.size,
      call_attempts: 1,
      lead_answers: 0,
      call_reminders: 0,
      lead_owner_changes: expect.any(Number),
      lead_link_changes: 0,
      answer_keys: 2,
      conflict_matches: 0,
      conflict_clearances: 0,
      conflict_names: 2,
      text_messages: 0,
      text_media: 0,
      consultations: 0,
      lead_outcomes: 0,
      non_engagement_letters: 0,
      agreements: 0,
      agreement_events: 0,
      call_recordings: 0,
      phone_calls: 0,
    });
    // Only the channels their requests went out on: the failed webhook sent nothing.
    expect(JSON.parse(String(audit[0]!.copies_outside))).toEqual(["clio-grow", "staff-email", "acknowledgement", "sms"]);

    const done = (await desk(`/desk/data-requests?erased=${asked.formKey}`)).text;
    expect(done).toContain("Erased from the database");
    expect(done).toContain(`Requests #${p.first.id}, #${p.second.id}:`);
    for (const text of ["Clio Grow (the CRM)", "Emails to the staff inboxes", "Text messages to the on-call phones", "The acknowledgement email to the person"])
      expect(done).toContain(text);
    expect(done).not.toContain("Delete the request in each tool set in WEBHOOK_URLS");
  });

  it("a reposted erase form deletes nothing new (a request that came since stays) and records nothing twice", async () => {
    const p = await seed("repost");
    const { erased, formKey, confirmKey, person } = await eraseThroughDesk(p.email);
    expect(erased.response.status).toBe(303);
    const auditAfterFirst = await auditRows();
    const since = await lead({ name: "Pat repost Since", email: p.email });
    const before = await dump();
    const again = await desk("/desk/data-requests", { intent: "erase", person, formKey, confirmKey });
    expect(again.response.status).toBe(303);
    expect(again.response.headers.get("Location")).toBe(`/desk/data-requests?erased=${formKey}`);
    expect(await dump()).toEqual(before);
    expect((await leadsWhere("id = ?", since.id)).length).toBe(1);
    expect(await auditRows()).toEqual(auditAfterFirst);
  });

  it("without the confirmation key, or with an expired, spent or foreign one, is refused and changes nothing", async () => {
    const p = await seed("refused");
    const q = await seed("refused-other");
    const before = await dump();
    const auditBefore = await auditRows();
    const erase = (fields: Record<string, string>, options?: Parameters<typeof desk>[2]) =>
      desk("/desk/data-requests", { intent: "erase", person: p.email, formKey: key(), ...fields }, options);

    const none = await erase({});
    expect(none.response.status).toBe(409);
    expect(none.text).toContain("Erasing asks once more: find the person, press Erase, then confirm.");
    expect((await erase({ confirmKey: "made-up-key" })).text).toContain("This confirmation is not known");

    // Another staff member's confirmation.
    const theirs = await askErase(p.email, { token: otherToken });
    expect((await erase({ confirmKey: theirs.confirmKey })).text).toContain("This confirmation was given to another staff member");
    // A confirmation for another person.
    const forQ = await askErase(q.email);
    expect((await erase({ confirmKey: forQ.confirmKey })).text).toContain("This confirmation was given for another person");
    // Expired: ten minutes.
    const old = await askErase(p.email);
    await env.DB.prepare("UPDATE data_request_confirmations SET expires_at = ? WHERE used_by IS NULL AND expires_at > ?")
      .bind(new Date(Date.now() - 1000).toISOString(), new Date().toISOString())
      .run();
    expect((await erase({ confirmKey: old.confirmKey })).text).toContain("This confirmation expired (it is good for 10 minutes)");
    // Their requests changed since the confirmation.
    const stale = await askErase(p.email);
    const since = await lead({ name: "Pat refused Since", email: p.email });
    const changed = await erase({ confirmKey: stale.confirmKey });
    expect(changed.response.status).toBe(409);
    expect(changed.text).toContain(
      `Their requests changed since you pressed Erase (then #${p.first.id}, #${p.second.id}, now #${p.first.id}, #${p.second.id}, #${since.id})`,
    );

    const after = await dump();
    expect(
      without(after, {
        ...Object.fromEntries(Object.keys(after).map((t) => [t, new Set()])),
        leads: new Set([since.id]),
        deliveries: new Set(after.deliveries!.filter((d) => d.lead_id === since.id).map((d) => d.id)),
        // Given an owner on arrival when someone is on intake.
        lead_owner_changes: new Set(after.lead_owner_changes!.filter((o) => o.lead_id === since.id).map((o) => o.id)),
        answer_keys: new Set(after.answer_keys!.filter((d) => d.lead_id === since.id).map((d) => d.id)),
        // Its name, filed for the conflict check as it arrived.
        conflict_names: new Set(after.conflict_names!.filter((n) => n.lead_id === since.id).map((n) => n.id)),
      }),
    ).toEqual(before);
    expect(await auditRows()).toEqual(auditBefore);
  });

  it("a download's key cannot erase, an erasure's key cannot download, and a key serves one person", async () => {
    const p = await seed("keys");
    const q = await seed("keys-other");
    const downloadKey = key();
    await desk("/desk/data-requests/export.json", { person: p.email, formKey: downloadKey });
    const before = await dump();
    const auditBefore = await auditRows();
    const asked = await askErase(p.email);
    const refused = await desk("/desk/data-requests", { intent: "erase", person: asked.person, formKey: downloadKey, confirmKey: asked.confirmKey });
    expect(refused.response.status).toBe(409);
    expect(refused.text).toContain("This form was already used for a download: find the person again.");
    expect(await dump()).toEqual(before);
    expect(await auditRows()).toEqual(auditBefore);
    // A download's key shows no erasure result.
    expect((await desk(`/desk/data-requests?erased=${downloadKey}`)).text).not.toContain("Erased from the database");
    // The same download key for another person.
    const other = await desk("/desk/data-requests/export.json", { person: q.email, formKey: downloadKey });
    expect(other.response.status).toBe(409);
    expect(other.text).toBe("This form was already used for another person: find the person again.");

    const { formKey } = await eraseThroughDesk(p.email);
    const download = await desk("/desk/data-requests/export.json", { person: p.email, formKey });
    expect(download.response.status).toBe(409);
    expect(download.text).toContain("This form was already used for an erasure");
    const reused = await askErase(q.email);
    const forQ = await desk("/desk/data-requests", { intent: "erase", person: reused.person, formKey, confirmKey: reused.confirmKey });
    expect(forQ.response.status).toBe(409);
    expect(forQ.text).toContain("This form was already used for another person");
    expect((await leadsWhere("id = ?", q.first.id)).length).toBe(1);
  });

  it("by phone, extensions included: the requests with that number go, the others stay", async () => {
    const p = await seed("erase-phone");
    const withExtension = await lead({ name: "Pat Ext", phone: `${p.digits.slice(0, 3)}-${p.digits.slice(3, 6)}-${p.digits.slice(6)} x9` });
    const theirs = await idsOf([p.first.id, p.byPhone.id, withExtension.id]);
    const others = without(await dump(), theirs);
    const { erased } = await eraseThroughDesk(`${p.digits.slice(0, 3)}-${p.digits.slice(3, 6)}-${p.digits.slice(6)} x9`);
    expect(erased.response.status).toBe(303);
    expect(await dump()).toEqual(others);
  });

  it("by phone, a request stored before the normalized columns (not yet backfilled) is found and erased too", async () => {
    const p = await seed("erase-old-row");
    const old = await lead({ name: "Pat Old Row", phone: `${p.digits.slice(0, 3)}.${p.digits.slice(3, 6)}.${p.digits.slice(6)} ext. 9` });
    // As a row from before migration 0008 looks until the Cron trigger reaches it.
    await env.DB.prepare("UPDATE leads SET email_key = NULL, phone_e164 = NULL, phone_ext = NULL WHERE id = ?").bind(old.id).run();
    const { erased } = await eraseThroughDesk(`+1 ${p.digits}`);
    expect(erased.response.status).toBe(303);
    expect(await leadsWhere("id = ?", old.id)).toEqual([]);
  });

  it("of a signed client says so before the confirmation", async () => {
    const p = await seed("signed");
    await move(p.second.id, "new", "signed");
    const asked = await askErase(p.email);
    expect(asked.text).toContain(`${p.email.toLowerCase()} is a signed client: request #${p.second.id} was signed`);
    expect(asked.text).toContain("Yes, erase it, with the client's file");
    const confirmed = await desk("/desk/data-requests", { intent: "erase", person: asked.person, formKey: asked.formKey, confirmKey: asked.confirmKey });
    expect(confirmed.response.status).toBe(303);
    expect(await leadsWhere("id IN (?, ?)", p.first.id, p.second.id)).toEqual([]);
  });

  it("is refused from another origin, and a bad form changes nothing", async () => {
    const p = await seed("forged");
    const before = await dump();
    const forged = await desk("/desk/data-requests", { intent: "erase", person: p.email, formKey: key() }, { origin: "https://evil.example" });
    expect(forged.response.status).toBe(403);
    const forgedDownload = await desk("/desk/data-requests/export.json", { person: p.email, formKey: key() }, { origin: "https://evil.example" });
    expect(forgedDownload.response.status).toBe(403);
    expect(forgedDownload.text).not.toContain(p.email.toLowerCase());
    const bad = await desk("/desk/data-requests", { intent: "erase", person: "not an address", formKey: key() });
    expect(bad.response.status).toBe(400);
    expect(bad.text).toContain("Write a phone number with its area code");
    expect(await dump()).toEqual(before);
  });
});

describe("copies outside the database, in words", () => {
  it("every delivery channel the site has or had, and the text thread, says where its copy is and what staff do", () => {
    const names = new Set([...channels, ...laterChannels].map((c) => c.name).concat(Object.keys(channelLabel), TEXT_THREAD, CALL_LOG, CALL_RECORDINGS));
    const words = outsideCopies as Record<string, { where: string; todo: string }>;
    for (const name of names) {
      expect(words[name], `${name} has no words in app/content/outside-copies.ts`).toBeDefined();
      expect(words[name]!.where.length, name).toBeGreaterThan(10);
      expect(words[name]!.todo.length, name).toBeGreaterThan(10);
      if (name.includes("-")) expect(words[name]!.where, name).not.toContain(name);
    }
    // No words for a channel that does not exist.
    for (const name of Object.keys(words)) expect(names.has(name), name).toBe(true);
  });

  it("the new-text alert's copy is described as an alert is written now: the request number and type of case, not the name", () => {
    const alert = alertBody({ id: 42, caseType: "car-accidents" }, "https://x.example");
    expect(alert).toContain("#42");
    const { where } = outsideCopies["text-alert"];
    expect(where).toContain("the request number and type of case");
    expect(where).not.toMatch(/^[^(]*the person's name/);
  });

  it("after a find and an erasure, visitor texts, consultation emails and the text thread are named in words, never by channel", async () => {
    const email = `copies.${key()}@example.com`;
    const person = await lead({ name: "Cora Copies", email });
    await delivery(person.id, "visitor-text", "+12535550166");
    await delivery(person.id, "consultation-email", `${email} · invitation · consultation 1 · v0`);
    await delivery(person.id, "agreement-copy", `1:${email}`);
    await env.DB.prepare(
      `INSERT INTO text_messages (lead_id, direction, body, from_e164, to_e164, message_sid, status, sent_by, created_at, updated_at)
       VALUES (?1, 'inbound', 'Here is a photo of the car', '+12535550166', '+12535550100', ?2, 'received', 'person', ?3, ?3)`,
    )
      .bind(person.id, `SM${key().replaceAll("-", "")}`, new Date().toISOString())
      .run();
    const named = ["visitor-text", "consultation-email", "agreement-copy", TEXT_THREAD] as const;
    const found = (await find(email)).text;
    const copies = found.match(/Copies went outside the database to: ([^<]*)\./)?.[1] ?? "";
    for (const channel of named) {
      expect(copies).toContain(outsideCopies[channel].where);
      expect(copies).not.toContain(channel);
    }
    const { erased } = await eraseThroughDesk(email);
    const done = (await desk(erased.response.headers.get("Location")!)).text;
    for (const channel of named) expect(done).toContain(`${outsideCopies[channel].where}:</span> ${outsideCopies[channel].todo}`);
  });
});

describe("a request that is not there", () => {
  it("erased: a desk page (404) saying when and by whom, with the way back to the inbox", async () => {
    const p = await seed("gone");
    await eraseThroughDesk(p.email);
    const { response, text } = await desk(`/desk/leads/${p.first.id}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(text).toMatch(new RegExp(`Request #${p.first.id} was erased on [^<]+ by ${STAFF.replace(".", "\\.")}`));
    expect(text).toContain('href="/desk"');
    expect(text).toContain("Signed in as");
    expect(text).not.toContain("Oops! Page not found");
  });

  it("never there (or erased before the audit kept numbers): a desk page (404) that says so", async () => {
    const { response, text } = await desk("/desk/leads/987654");
    expect(response.status).toBe(404);
    expect(text).toContain("There is no request #987654 (it may have been erased).");
    expect(text).toContain("Signed in as");
    expect(text).toContain('href="/desk"');
    expect(text).not.toContain("Oops! Page not found");
  });
});

describe("the audit", () => {
  it("holds who, when, what and how many, never the person's name, address or number; the page shows it latest first", async () => {
    const p = await seed("audit");
    await desk("/desk/data-requests/export.json", { person: p.phone, formKey: key() });
    await eraseThroughDesk(p.email);
    const rows = await auditRows();
    const text = JSON.stringify(rows).toLowerCase();
    for (const personal of [p.email.toLowerCase(), "pat", "audit", p.digits, p.digits.slice(3), String(p.first.description).toLowerCase()])
      expect(text, personal).not.toContain(personal);
    // Tied together by a hash of the normalized address: the mailbox, or the E.164 number.
    const sha = async (value: string) =>
      [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)))].map((b) => b.toString(16).padStart(2, "0")).join("");
    expect(rows.at(-1)).toMatchObject({ subject_kind: "email", subject_hash: await sha(p.email.toLowerCase()) });
    expect(rows.at(-2)).toMatchObject({ subject_kind: "phone", subject_hash: await sha(`+1${p.digits}`) });
    const page = (await desk("/desk/data-requests")).text;
    expect(page.indexOf(String(rows.at(-1)!.subject_hash).slice(0, 12))).toBeLessThan(page.indexOf(String(rows.at(-2)!.subject_hash).slice(0, 12)));
  });
});

describe("the desk's door", () => {
  it.each([
    ["GET", "/desk/data-requests"],
    ["POST", "/desk/data-requests"],
    ["POST", "/desk/data-requests/export.json"],
    ["GET", "/desk/data-requests.data"],
  ])("%s %s without a token: 403", async (method, path) => {
    const { response, text } = await desk(path, method === "POST" ? { intent: "find", person: "pat@example.com" } : undefined, { token: "" });
    expect([response.status, text]).toEqual([403, "Forbidden"]);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
