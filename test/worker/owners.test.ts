/**
 * Owners: round-robin at arrival (a fixed `now`, a test roster), the Cron step at the next opening, a
 * holiday, no roster; on the desk, assign to me or a colleague with and without JavaScript, a double post
 * once, a stale form, the history rows; the intake switch page; a request taken by phone.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { RosterMember } from "~/content/intake-roster";
import { db } from "~/db/client.server";
import type { NewLeadRow } from "~/db/schema.server";
import { storeLead } from "~/intake/arrival.server";
import { samePersonOf } from "~/leads/store.server";
import { arrivalOwner, assignWaiting } from "~/owners/round-robin.server";
import { personColumns } from "~/lib/people";
import { atKent, kentDay } from "~/lib/kent-time";
import { deskClient, deskEnv } from "./desk-client";
import { ORIGIN } from "./helpers";
import { emailRecorder, leadsWhere, postJson, validLead } from "./lead-helpers";

const STAFF = "intake@kestrelinjurylaw.example";
const MARIA = "maria.lopez@kestrelinjurylaw.example";
const SAM = "sam.carter@kestrelinjurylaw.example";
const staffEmail = emailRecorder();
const ownersEnv = () => ({ ...deskEnv(), EMAIL: staffEmail.binding }) as Env;
const desk = deskClient(STAFF, ownersEnv);

const store = db(env);
const key = () => crypto.randomUUID();
const at = (day: string, hhmm: string) => atKent(day, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));
const MONDAY = "2026-11-30";
const SATURDAY = "2026-12-05";
const row = async (id: number) => (await leadsWhere("id = ?", id))[0] as unknown as Record<string, unknown>;
const historyOf = async (id: number) =>
  (await env.DB.prepare("SELECT * FROM lead_owner_changes WHERE lead_id = ? ORDER BY id").bind(id).all<Record<string, unknown>>()).results;

/** A roster of its own per test, so round-robin state in this file's database does not leak between tests. */
function rosterFor(tag: string): RosterMember[] {
  const day = { opens: "08:30", closes: "17:30" } as const;
  const week = { 1: day, 2: day, 3: day, 4: day, 5: day };
  return [
    { email: `ana@${tag}.example`, name: "Ana", languages: ["en", "es"], hours: week },
    { email: `ben@${tag}.example`, name: "Ben", languages: ["en"], hours: week },
    { email: `cy@${tag}.example`, name: "Cy", languages: ["en"], hours: week },
  ];
}

function leadRow(createdAt: Date, overrides: Partial<NewLeadRow> = {}): NewLeadRow {
  const k = key();
  return {
    createdAt: createdAt.toISOString(),
    name: "Round Robin",
    email: `${k}@example.com`,
    phone: null,
    caseType: "car-accidents",
    description: "A request for the owner tests.",
    sourcePage: "/",
    sourceUrl: `${ORIGIN}/`,
    pageTitle: "Home",
    privacyConsent: true,
    idempotencyKey: k,
    leadKey: `test:${k}`,
    submittedVia: "json",
    turnstile: "not-configured",
    ...overrides,
  };
}

/** What arrival does at a fixed moment: the owner round-robin picks, stored with its history row. */
async function arrive(now: Date, roster: RosterMember[], overrides: Partial<NewLeadRow> = {}) {
  const lead = leadRow(now, overrides);
  const owner = await arrivalOwner(store, lead, now, roster);
  return (await storeLead(store, { ...lead, ownerEmail: owner })).lead;
}

/** Arrival as `arrivalColumns` does it, at a fixed moment: the same-person link first, then the owner. */
async function arriveLinked(now: Date, roster: RosterMember[], overrides: Partial<NewLeadRow> = {}) {
  const lead = leadRow(now, overrides);
  const duplicateOf = await samePersonOf(store, { ...lead, ...personColumns(lead) });
  const owner = await arrivalOwner(store, { ...lead, duplicateOf }, now, roster);
  return (await storeLead(store, { ...lead, ownerEmail: owner })).lead;
}

/** A request that arrived when nobody was on intake: stored unassigned. */
async function arriveUnassigned(createdAt: Date, overrides: Partial<NewLeadRow> = {}) {
  const lead = leadRow(createdAt, overrides);
  const insert = store
    .insert((await import("~/db/schema.server")).leads)
    .values({ ...lead, ownerEmail: null })
    .toSQL();
  await env.DB.prepare(insert.sql)
    .bind(...insert.params)
    .run();
  return (await leadsWhere("lead_key = ?", lead.leadKey))[0]!;
}

describe("round-robin at arrival", () => {
  it("takes turns among the members on intake, skipping one switched off today, with a history row each", async () => {
    const roster = rosterFor("turns");
    await env.DB.prepare("INSERT INTO intake_switches (day, email, on_intake, changed_at, changed_by) VALUES (?, ?, 0, ?, ?)")
      .bind(MONDAY, roster[1]!.email, at(MONDAY, "08:00").toISOString(), STAFF)
      .run();
    const owners = [];
    for (let i = 0; i < 4; i++) {
      const lead = await arrive(new Date(at(MONDAY, "10:00").getTime() + i * 60_000), roster);
      owners.push(lead.ownerEmail);
      expect(await historyOf(lead.id)).toEqual([
        expect.objectContaining({
          changed_by: "round-robin",
          from_owner: null,
          to_owner: lead.ownerEmail,
          changed_at: lead.createdAt,
          form_key: `arrival:${lead.id}`,
        }),
      ]);
    }
    expect(owners).toEqual([roster[0]!.email, roster[2]!.email, roster[0]!.email, roster[2]!.email]);
  });

  it("a request stored twice (a retried queue message) keeps one arrival row", async () => {
    const lead = leadRow(at(MONDAY, "11:00"));
    const owner = await arrivalOwner(store, lead, at(MONDAY, "11:00"), rosterFor("twice"));
    const first = await storeLead(store, { ...lead, ownerEmail: owner });
    const again = await storeLead(store, { ...lead, ownerEmail: owner });
    expect([first.created, again.created]).toEqual([true, false]);
    expect(await historyOf(first.lead.id)).toEqual([
      expect.objectContaining({ changed_by: "round-robin", to_owner: owner, form_key: `arrival:${first.lead.id}` }),
    ]);
  });

  it("a Spanish request goes to a Spanish speaker first, then everyone if none is on intake", async () => {
    const roster = rosterFor("spanish");
    const first = await arrive(at(MONDAY, "11:00"), roster, { language: "es" });
    const second = await arrive(at(MONDAY, "11:01"), roster, { language: "es" });
    expect([first.ownerEmail, second.ownerEmail]).toEqual([roster[0]!.email, roster[0]!.email]);
    await env.DB.prepare("INSERT INTO intake_switches (day, email, on_intake, changed_at, changed_by) VALUES (?, ?, 0, ?, ?)")
      .bind(MONDAY, roster[0]!.email, at(MONDAY, "11:02").toISOString(), STAFF)
      .run();
    const third = await arrive(at(MONDAY, "11:03"), roster, { language: "es" });
    expect(third.ownerEmail).toBe(roster[1]!.email);
  });

  it("stays unassigned with nobody on intake, on a holiday, or with no roster", async () => {
    const roster = rosterFor("nobody");
    expect(await arrivalOwner(store, leadRow(at(SATURDAY, "10:00")), at(SATURDAY, "10:00"), roster)).toBeNull();
    expect(await arrivalOwner(store, leadRow(at(MONDAY, "19:00")), at(MONDAY, "19:00"), roster)).toBeNull();
    expect(await arrivalOwner(store, leadRow(at("2026-12-25", "10:00")), at("2026-12-25", "10:00"), roster)).toBeNull();
    expect(await arrivalOwner(store, leadRow(at(MONDAY, "10:00")), at(MONDAY, "10:00"), [])).toBeNull();
  });

  it("every storing path goes through it: a posted request has an owner only with a round-robin row", async () => {
    const fields = validLead({ email: `${key()}@example.com` });
    await postJson(fields, { email: emailRecorder() });
    const [stored] = await leadsWhere("idempotency_key = ?", fields.idempotencyKey);
    const history = await historyOf(stored!.id);
    const owner = (stored as unknown as { owner_email: string | null }).owner_email;
    expect(history.map((h) => h.to_owner)).toEqual(owner ? [owner] : []);
  });
});

describe("a person gets one owner", () => {
  it("in office hours a second and third request of the same person get the first one's owner, and take no turn", async () => {
    const roster = rosterFor("oneowner");
    const email = `${key()}@example.com`;
    const first = await arriveLinked(at(MONDAY, "13:00"), roster, { email });
    const second = await arriveLinked(at(MONDAY, "13:01"), roster, { email: email.toUpperCase() });
    const third = await arriveLinked(at(MONDAY, "13:02"), roster, { email, phone: "(253) 555-0148" });
    const other = await arriveLinked(at(MONDAY, "13:03"), roster);
    expect([second.duplicateOf, third.duplicateOf]).toEqual([first.id, first.id]);
    expect([first, second, third, other].map((l) => l.ownerEmail)).toEqual([roster[0]!.email, roster[0]!.email, roster[0]!.email, roster[1]!.email]);
    expect(await historyOf(second.id)).toEqual([
      expect.objectContaining({ changed_by: "same-person", from_owner: null, to_owner: roster[0]!.email, form_key: `arrival:${second.id}` }),
    ]);
    expect((await historyOf(other.id))[0]).toMatchObject({ changed_by: "round-robin" });
    // The page says how the owner came.
    expect((await desk(`/desk/leads/${third.id}`)).text).toContain(`Owner: ${roster[0]!.email} (the owner of the same person's open request)`);
  });

  it("a person whose requests are all closed takes a turn again", async () => {
    const roster = rosterFor("closedperson");
    const email = `${key()}@example.com`;
    const first = await arriveLinked(at(MONDAY, "14:00"), roster, { email });
    await env.DB.prepare("UPDATE leads SET status = 'declined' WHERE id = ?").bind(first.id).run();
    const again = await arriveLinked(at(MONDAY, "14:01"), roster, { email });
    expect(again.duplicateOf).toBe(first.id);
    expect(again.ownerEmail).toBe(roster[1]!.email);
    expect((await historyOf(again.id))[0]).toMatchObject({ changed_by: "round-robin" });
  });

  it("after hours, the Cron step gives the person's later requests the owner it gave the first, without a turn", async () => {
    const roster = rosterFor("oneowner-night");
    const tuesday = "2026-12-01";
    // Only this test's requests wait.
    await env.DB.prepare("UPDATE leads SET status = 'declined' WHERE owner_email IS NULL").run();
    const email = `${key()}@example.com`;
    const first = await arriveUnassigned(at(tuesday, "20:00"), { email, ...personColumns({ email }) });
    const second = await arriveUnassigned(at(tuesday, "21:00"), { email, ...personColumns({ email }), duplicateOf: first.id } as Partial<NewLeadRow>);
    const stranger = await arriveUnassigned(at(tuesday, "22:00"));
    expect(await assignWaiting(store, at("2026-12-02", "08:30"), roster)).toBe(3);
    expect(await Promise.all([first, second, stranger].map(async (l) => (await row(l.id)).owner_email))).toEqual([
      roster[0]!.email,
      roster[0]!.email,
      roster[1]!.email,
    ]);
    expect((await historyOf(second.id))[0]).toMatchObject({ changed_by: "same-person", to_owner: roster[0]!.email });
  });
});

describe("the Cron step at the next opening", () => {
  it("assigns requests that waited, oldest first, round-robin, and leaves assigned and closed ones alone", async () => {
    const roster = rosterFor("opening");
    const friday = "2026-12-04";
    const a = await arriveUnassigned(at(friday, "19:00"));
    const b = await arriveUnassigned(at(friday, "21:00"), { language: "es" });
    const c = await arriveUnassigned(at(SATURDAY, "09:00"));
    const closed = await arriveUnassigned(at(SATURDAY, "10:00"));
    await env.DB.prepare("UPDATE leads SET status = 'not-a-case' WHERE id = ?").bind(closed.id).run();
    const taken = await arriveUnassigned(at(SATURDAY, "11:00"));
    await env.DB.prepare("UPDATE leads SET owner_email = ? WHERE id = ?").bind(STAFF, taken.id).run();
    // Only this test's requests wait: earlier ones in this file were assigned at arrival or are older.
    await env.DB.prepare("UPDATE leads SET status = 'declined' WHERE owner_email IS NULL AND id NOT IN (?, ?, ?, ?)").bind(a.id, b.id, c.id, closed.id).run();

    expect(await assignWaiting(store, at(SATURDAY, "12:00"), roster)).toBe(0);
    expect(await assignWaiting(store, at("2026-12-07", "08:29"), roster)).toBe(0);
    const opening = at("2026-12-07", "08:30");
    expect(await assignWaiting(store, opening, roster)).toBe(3);
    const owners = await Promise.all([a, b, c, closed, taken].map(async (l) => (await row(l.id)).owner_email));
    // Oldest first: a to Ana (never assigned, roster order), b (Spanish) to Ana again, c to Ben.
    expect(owners).toEqual([roster[0]!.email, roster[0]!.email, roster[1]!.email, null, STAFF]);
    expect(await historyOf(c.id)).toEqual([expect.objectContaining({ changed_by: "round-robin", from_owner: null, to_owner: roster[1]!.email })]);
    // Run again (the next minute): nothing more.
    expect(await assignWaiting(store, new Date(opening.getTime() + 60_000), roster)).toBe(0);
    expect(await historyOf(a.id)).toHaveLength(1);
  });

  it("does nothing on a holiday or with no roster", async () => {
    const waiting = await arriveUnassigned(at("2026-12-24", "20:00"));
    expect(await assignWaiting(store, at("2026-12-25", "10:00"), rosterFor("holiday"))).toBe(0);
    expect(await assignWaiting(store, at("2026-12-28", "10:00"), [])).toBe(0);
    expect((await row(waiting.id)).owner_email).toBeNull();
  });
});

describe("assigning on the request page", () => {
  async function unassigned(name: string) {
    return arriveUnassigned(new Date(), { name });
  }
  const assign = (id: number, form: Record<string, string>, origin?: string) => desk(`/desk/leads/${id}`, { intent: "owner", formKey: key(), ...form }, origin);

  it("shows the owner under the call bar, and Assign to me works without JavaScript: a 303 back, a history row", async () => {
    const person = await unassigned("Assign Me");
    const page = (await desk(`/desk/leads/${person.id}`)).text;
    expect(page).toMatch(/Owner<\/h2><p class="text-lg"><span class="font-semibold">Unassigned/);
    expect(page.indexOf('id="call-heading"')).toBeLessThan(page.indexOf('id="owner-heading"'));
    const { response } = await assign(person.id, { from: "", to: "me" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/desk/leads/${person.id}?saved=owner`);
    expect((await row(person.id)).owner_email).toBe(STAFF);
    expect(await historyOf(person.id)).toEqual([expect.objectContaining({ changed_by: STAFF, from_owner: null, to_owner: STAFF })]);
    const after = (await desk(response.headers.get("Location")!)).text;
    expect(after).toContain(`Owner saved: ${STAFF}`);
    expect(after).toContain(`Owner: ${STAFF}`);
    expect(after).not.toContain(">Assign to me<");
  });

  it("to a colleague with JavaScript: the answer in place, the roster's name, and the timeline", async () => {
    const person = await unassigned("Colleague");
    const { response, text } = await assign(person.id, { from: "", to: MARIA, via: "js" });
    expect(response.status).toBe(200);
    expect(text).toContain("Owner saved: María López (placeholder)");
    expect((await row(person.id)).owner_email).toBe(MARIA);
    const page = (await desk(`/desk/leads/${person.id}`)).text;
    expect(page).toContain("Owner: María López (placeholder)");
    await assign(person.id, { from: MARIA, to: SAM });
    expect((await desk(`/desk/leads/${person.id}`)).text).toContain("Owner: María López (placeholder) → Sam Carter (placeholder)");
    expect((await historyOf(person.id)).map((h) => [h.from_owner, h.to_owner, h.changed_by])).toEqual([
      [null, MARIA, STAFF],
      [MARIA, SAM, STAFF],
    ]);
  });

  it("posted twice, applies once and answers the same", async () => {
    const person = await unassigned("Twice");
    const form = { intent: "owner", formKey: key(), from: "", to: SAM };
    const [a, b] = await Promise.all([desk(`/desk/leads/${person.id}`, form), desk(`/desk/leads/${person.id}`, form)]);
    const again = await desk(`/desk/leads/${person.id}`, { ...form, via: "js" });
    expect([a.response.status, b.response.status]).toEqual([303, 303]);
    expect(again.text).toContain("Owner saved: Sam Carter (placeholder)");
    expect(await historyOf(person.id)).toHaveLength(1);
  });

  it("a stale form says who changed the owner and when, and changes nothing", async () => {
    const person = await unassigned("Stale");
    await assign(person.id, { from: "", to: MARIA });
    const { response, text } = await assign(person.id, { from: "", to: "me" });
    expect(response.status).toBe(400);
    expect(text).toMatch(
      /Already given to María López \(placeholder\) by intake@kestrelinjurylaw\.example at [A-Z][a-z]{2} \d+, \d+:\d\d.[AP]M; nothing changed/,
    );
    expect((await row(person.id)).owner_email).toBe(MARIA);
    expect(await historyOf(person.id)).toHaveLength(1);
  });

  it("refuses someone off the roster, another origin, and a request that is gone", async () => {
    const person = await unassigned("Refused");
    const off = await assign(person.id, { from: "", to: "stranger@example.com", via: "js" });
    expect(off.response.status).toBe(400);
    expect(off.text).toContain("Choose a colleague from the list");
    expect(off.text).toMatch(/aria-describedby="owner-to-error"/);
    const forged = await assign(person.id, { from: "", to: "me" }, "https://evil.example");
    expect(forged.response.status).toBe(403);
    expect((await assign(987_654_321, { from: "", to: "me", via: "js" })).text).toContain("This request no longer exists");
    expect(await historyOf(person.id)).toHaveLength(0);
  });
});

describe("a person's data", () => {
  it("holds the changes of owner, staff named as a staff member and round-robin as such, no form key", async () => {
    const email = `${key()}@example.com`;
    const lead = await arrive(at(MONDAY, "14:00"), rosterFor("export"), { email });
    await desk(`/desk/leads/${lead.id}`, { intent: "owner", formKey: key(), from: lead.ownerEmail!, to: SAM });
    const { text } = await desk("/desk/data-requests/export.json", { person: email, formKey: key() });
    const rows = (JSON.parse(text) as { tables: Record<string, Record<string, unknown>[]> }).tables.lead_owner_changes!;
    expect(rows.map(({ changed_by, from_owner, to_owner }) => [changed_by, from_owner, to_owner])).toEqual([
      ["round-robin", null, "a staff member"],
      ["a staff member", "a staff member", "a staff member"],
    ]);
    expect(rows.every((r) => !("form_key" in r))).toBe(true);
  });
});

describe("the intake switch page", () => {
  it("lists the roster for today and switches a member off and back on, without JavaScript", async () => {
    const page = await desk("/desk/intake");
    expect(page.response.status).toBe(200);
    expect(page.text).toContain("Who is on intake today");
    expect(page.text).toContain("Sam Carter (placeholder)");
    const today = kentDay(new Date());
    // On a holiday or a closed day the page offers no switch (the post below still records one).
    if (page.text.includes("nobody is on intake")) expect(page.text).not.toContain("Switch off for today");
    const off = await desk("/desk/intake", { email: SAM, to: "off", shown: "" });
    expect(off.response.status).toBe(303);
    const rows = await env.DB.prepare("SELECT * FROM intake_switches WHERE day = ? AND email = ?").bind(today, SAM).all();
    expect(rows.results).toEqual([expect.objectContaining({ on_intake: 0, changed_by: STAFF })]);
    const after = (await desk(off.response.headers.get("Location")!)).text;
    expect(after).toContain("Saved: Sam Carter (placeholder)");
    expect(after).toMatch(/Sam Carter \(placeholder\)<\/h2><p>Off intake today/);
    expect(after).toContain("Switched off for today by intake@kestrelinjurylaw.example");
    // A second page still showing Sam untouched: stale, says who and when.
    const stale = await desk("/desk/intake", { email: SAM, to: "on", shown: "" });
    expect(stale.response.status).toBe(409);
    expect(stale.text).toContain("already switched off by intake@kestrelinjurylaw.example");
    expect((await desk("/desk/intake", { email: SAM, to: "on", shown: "off" })).response.status).toBe(303);
    expect((await env.DB.prepare("SELECT on_intake FROM intake_switches WHERE day = ? AND email = ?").bind(today, SAM).first())?.on_intake).toBe(1);
  });
});

describe("a request taken by phone", () => {
  const valid = () => ({
    formKey: key(),
    name: "Walk In",
    phone: "253 555 0142",
    email: "",
    caseType: "slip-fall",
    language: "es",
    description: "Fell at a store on Meeker St.",
    owner: "me",
  });

  it("is stored with source phone, no email, the creator as owner (a history row), no acknowledgement, and shows on its page", async () => {
    const form = valid();
    const before = staffEmail.sent.length;
    const { response } = await desk("/desk/leads/new", form);
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/desk\/leads\/\d+\?saved=created$/);
    const id = Number(location.split("/")[3]!.split("?")[0]);
    expect(await row(id)).toMatchObject({
      name: "Walk In",
      email: "",
      phone: "253 555 0142",
      phone_e164: "+12535550142",
      channel: "phone",
      language: "es",
      owner_email: STAFF,
      submitted_via: "desk",
      status: "new",
    });
    expect(await historyOf(id)).toEqual([expect.objectContaining({ changed_by: STAFF, from_owner: null, to_owner: STAFF })]);
    const deliveries = (await env.DB.prepare("SELECT channel FROM deliveries WHERE lead_id = ?").bind(id).all<{ channel: string }>()).results.map(
      (d) => d.channel,
    );
    expect(deliveries).not.toContain("acknowledgement");
    expect(deliveries).not.toContain("sms");
    expect(staffEmail.sent.length).toBeGreaterThanOrEqual(before);
    const page = (await desk(location)).text;
    expect(page).toContain(`Request saved. Owner: ${STAFF}`);
    expect(page).toContain("Phone call or walk-in (entered by staff)");
  });

  it("posted twice, is stored once; a colleague can be the owner", async () => {
    const form = { ...valid(), owner: SAM };
    const [a, b] = await Promise.all([desk("/desk/leads/new", form), desk("/desk/leads/new", form)]);
    expect(a.response.headers.get("Location")).toBe(b.response.headers.get("Location"));
    const id = Number(a.response.headers.get("Location")!.split("/")[3]!.split("?")[0]);
    expect(await leadsWhere("idempotency_key = ?", form.formKey)).toHaveLength(1);
    expect((await row(id)).owner_email).toBe(SAM);
    expect(await historyOf(id)).toEqual([expect.objectContaining({ changed_by: STAFF, to_owner: SAM })]);
  });

  it("answers bad input with a message tied to each field, and keeps what was typed", async () => {
    const { response, text } = await desk("/desk/leads/new", { ...valid(), name: " ", phone: "", email: "", description: "" });
    expect(response.status).toBe(400);
    expect(text).toContain("Write the person's name");
    expect(text).toMatch(/aria-describedby="new-name-error"/);
    expect(text).toContain("Write what happened, in a few words");
    const none = await desk("/desk/leads/new", { ...valid(), phone: "", email: "" });
    expect(none.text).toContain("Write a phone number or an email address: one way to reach them");
    expect(none.text).toMatch(/aria-describedby="new-phone-error"/);
    expect(none.text).toContain('value="Walk In"');
    const bad = await desk("/desk/leads/new", { ...valid(), phone: "12", email: "nope@" });
    expect(bad.text).toContain("Write a phone number with its area code");
    expect(bad.text).toContain("That is not a whole email address");
    const forged = await desk("/desk/leads/new", valid(), "https://evil.example");
    expect(forged.response.status).toBe(403);
  });
});
