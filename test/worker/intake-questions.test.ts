/**
 * The questions after Send (decision 0048): the key in the JSON answer and in the confirmation's address,
 * the questions per kind of case in both languages, answers stored once and updated, keys forged, expired
 * and reused after expiry, nothing stored when D1 was down; the desk's summary, staff answers, the filter.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import { intakeQuestionWords } from "~/content/intake-questions";
import { deadlineWords } from "~/content/deadlines";
import { addDays, kentDay } from "~/lib/kent-time";
import { call, decode, ORIGIN } from "./helpers";
import { emailRecorder, formFields, leadsWhere, postJson, postPage, send, ownPhone, validLead } from "./lead-helpers";
import { flakyDatabase, queueRecorder } from "./lead-outage-helpers";
import { flagLine } from "~/leads/deadlines";
import { smsBody } from "~/deliveries/sms.server";
import { intakeRoster } from "~/content/intake-roster";
import { db } from "~/db/client.server";
import { exportFile } from "~/data-requests/person-data.server";
import { findPerson } from "~/data-requests/store.server";
import { personOf } from "~/data-requests/data-request-forms";

type Row = Record<string, unknown>;
const { vars, access, urls } = inject("standIns");
const STAFF = "intake@kestrelinjurylaw.example";
let token = "";

beforeAll(async () => {
  token = ((await (await fetch(`${access}/token`, { method: "POST", body: JSON.stringify({ email: STAFF }) })).json()) as { token: string }).token;
});

const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, "0")).join("");
const text = async (response: Response) => decode((await response.text()).replaceAll("<!-- -->", ""))!;

/** A request sent with JavaScript: its row and the key of its answer. */
async function sent(overrides: Record<string, unknown> = {}) {
  const fields = validLead({ email: `${crypto.randomUUID()}@example.com`, phone: ownPhone(), ...overrides });
  const res = await postJson(fields, { email: emailRecorder() });
  const body = await res.json<{ success: boolean; answersKey?: string; callback?: unknown }>();
  const [row] = await leadsWhere("idempotency_key = ?", fields.idempotencyKey);
  return { body, row: row as unknown as Row & { id: number }, key: body.answersKey! };
}

const questionsPath = (lang: "en" | "es", key: string) =>
  `${lang === "en" ? "/consultation-questions" : "/es/preguntas-de-consulta"}?key=${encodeURIComponent(key)}`;
const answer = (lang: "en" | "es", key: string, fields: Record<string, string | string[]>, origin = ORIGIN, envOverrides?: Partial<Env>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return send(body.toString(), "application/x-www-form-urlencoded", { path: questionsPath(lang, key), headers: { Origin: origin }, envOverrides });
};
const answersOf = async (leadId: number) => (await env.DB.prepare("SELECT * FROM lead_answers WHERE lead_id = ?").bind(leadId).all<Row>()).results;

async function desk(path: string, form?: URLSearchParams) {
  const headers = new Headers({ "Cf-Access-Jwt-Assertion": token, Accept: "text/html", "Sec-Fetch-Site": "same-origin" });
  if (form) (headers.set("Content-Type", "application/x-www-form-urlencoded"), headers.set("Origin", ORIGIN));
  const request = new Request(`${ORIGIN}${path}`, { method: form ? "POST" : "GET", headers, body: form?.toString(), redirect: "manual" });
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    request as Parameters<typeof worker.fetch>[0],
    { ...env, ...vars, EMAIL: emailRecorder().binding, ACK_EMAIL: emailRecorder().binding } as Env,
    ctx,
  );
  const html = await text(response);
  await waitOnExecutionContext(ctx);
  return { response, html };
}

describe("the key", () => {
  it("comes in the JSON answer as `answersKey` only: 256 random bits, stored as its SHA-256, good for 24 hours", async () => {
    const { body, row, key } = await sent();
    expect(Object.keys(body).sort()).toEqual(["answersKey", "callback", "success"]);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = (await env.DB.prepare("SELECT * FROM answer_keys WHERE lead_id = ?").bind(row.id).all<Row>()).results;
    expect(stored!.key_hash).toBe(await sha256(key));
    expect(JSON.stringify(stored)).not.toContain(key);
    const hours = (Date.parse(String(stored!.expires_at)) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it("rides in the no-JavaScript confirmation's address, whose page invites in the visitor's language and is private", async () => {
    for (const [lang, path, confirmation] of [
      ["en", "/kent-wa/truck-accident-lawyer", "/consultation-received"],
      ["es", "/es/kent-wa/abogado-de-accidentes-de-camion", "/es/consulta-recibida"],
    ] as const) {
      const res = await postPage(path, formFields({ email: `${crypto.randomUUID()}@example.com`, sourceUrl: path, sourcePage: path }));
      expect(res.status).toBe(303);
      const location = res.headers.get("location")!;
      expect(location.startsWith(`${confirmation}?call=`)).toBe(true);
      const key = new URL(location, ORIGIN).searchParams.get("key")!;
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const page = await call(location);
      expect(page.headers.get("Cache-Control")).toBe("private, no-store");
      const html = await text(page);
      expect(html).toContain(lang === "en" ? "So the attorney is ready when we call" : "Para que el abogado esté listo cuando le llamemos");
      expect(html).toContain(`href="${questionsPath(lang, key)}"`);
    }
  });

  it("is not made when D1 was down (the queue path): the answer is as before and no invitation appears", async () => {
    const { db } = flakyDatabase();
    const res = await postJson(validLead({ email: `${crypto.randomUUID()}@example.com` }), { envOverrides: { DB: db, LEAD_QUEUE: queueRecorder().binding } });
    const body = await res.json<Row>();
    expect(body.success).toBe(true);
    expect(body).not.toHaveProperty("answersKey");
    // The confirmation page without a key: no invitation.
    expect(await text(await call("/consultation-received"))).not.toContain("So the attorney is ready");
  });
});

describe("the questions page", () => {
  const words = intakeQuestionWords;
  it.each(["en", "es"] as const)("asks each kind of case its own questions (%s), private and not indexed", async (lang) => {
    // Each asks the facts its deadlines turn on (decision 0066).
    const cases = [
      {
        overrides: { caseType: "car-accidents" },
        has: ["otherParty", "injuries", "atWork", "government", "birthDate", "minor"],
        not: ["dogOwner", "property", "relationship", "assault", "medical", "deathDate"],
      },
      {
        overrides: { caseType: "other", sourceUrl: "/dog-bite-accident-lawyer", sourcePage: "/kent-wa/dog-bite-accident-lawyer" },
        has: ["dogOwner", "atWork"],
        not: ["otherParty", "property", "medical"],
      },
      { overrides: { caseType: "premises-liability" }, has: ["property", "assault", "atWork"], not: ["otherParty", "dogOwner", "medical"] },
      {
        overrides: { caseType: "wrongful-death" },
        has: ["relationship", "otherParty", "deathDate", "atWork", "government"],
        not: ["injuries", "dogOwner", "minor", "birthDate"],
      },
      { overrides: { caseType: "workplace-injuries" }, has: ["otherParty", "birthDate", "government"], not: ["atWork"] },
      { overrides: { caseType: "other" }, has: ["assault", "medical", "discoveryDate", "atWork"], not: ["deathDate"] },
    ];
    for (const { overrides, has, not } of cases) {
      const { key } = await sent({ ...overrides, ...(overrides.sourceUrl && { sourceUrl: `${ORIGIN}${overrides.sourceUrl}` }) });
      const res = await call(questionsPath(lang, key));
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      expect(res.headers.get("X-Page-Cache")).toBe("bypass");
      const html = await text(res);
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain('<meta name="robots" content="noindex, follow"');
      expect(html).toContain(words[lang].intro);
      for (const name of has) expect(html, `${overrides.caseType} asks ${name}`).toContain(`name="${name}"`);
      for (const name of not) expect(html, `${overrides.caseType} does not ask ${name}`).not.toContain(`name="${name}"`);
      // Which government, in the page's language: local, the State, federal, a kind not known, no, not sure.
      if (has.includes("government")) for (const choice of Object.values(words[lang].choices.government)) expect(html).toContain(choice);
      // Every question optional: nothing required on the page's form.
      expect(html.match(/<form[\s\S]*?<\/form>/g)!.find((f) => f.includes('name="city"'))).not.toContain("required");
      // The language switch keeps the key, so the other language opens the same questions.
      expect(html).toContain(`href="${questionsPath(lang === "en" ? "es" : "en", key)}"`);
    }
  });

  it("without JavaScript: answers are stored once, updated on a second answer, with the deadline and the other party", async () => {
    const { row, key } = await sent({ caseType: "car-accidents" });
    const first = await answer("en", key, {
      incidentDate: "2024-02-29",
      city: "Kent",
      injuries: ["neck-back", "other"],
      injuriesOther: "Wrist",
      treatment: "doctor",
      otherParty: "Pat Driver",
      represented: "no",
    });
    expect(first.status).toBe(200);
    expect(await text(first)).toContain(intakeQuestionWords.en.saved);
    let rows = await answersOf(row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      updated_by: "visitor",
      incident_date: "2024-02-29",
      deadline_date: "2027-02-28",
      deadline_flags: "",
      other_party: "Pat Driver",
    });
    expect(JSON.parse(String(rows[0]!.answers))).toEqual({
      incidentDate: "2024-02-29",
      city: "Kent",
      injuries: ["neck-back", "other"],
      injuriesOther: "Wrist",
      treatment: "doctor",
      otherParty: "Pat Driver",
      represented: "no",
    });

    // Answered again (a changed mind): the same row, the latest answers.
    const second = await answer("en", key, { incidentDateUnsure: "yes", city: "Auburn", government: "yes" });
    expect(second.status).toBe(200);
    rows = await answersOf(row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ incident_date: null, deadline_date: null, deadline_flags: "government", other_party: null });
    expect(JSON.parse(String(rows[0]!.answers))).toEqual({ incidentDateUnsure: true, city: "Auburn", government: "yes" });
    // The page opened again shows them.
    expect(await text(await call(questionsPath("en", key)))).toContain('value="Auburn"');
  });

  it("the facts the deadline turns on are stored, and the deadline is the earliest they give", async () => {
    const { row, key } = await sent({ caseType: "car-accidents" });
    const res = await answer("es", key, { incidentDate: "2024-02-29", government: "federal", atWork: "no", birthDate: "2007-01-15" });
    expect(res.status).toBe(200);
    const [stored] = await answersOf(row.id);
    expect(JSON.parse(String(stored!.answers))).toEqual({ incidentDate: "2024-02-29", government: "federal", atWork: "no", birthDate: "2007-01-15" });
    // Two years for the federal claim (from 29 February: 28 February), a minor on the incident date.
    expect(stored).toMatchObject({ deadline_date: "2026-02-28", deadline_flags: "minor government" });
    // Wrongful death: three years from the death.
    const death = await sent({ caseType: "wrongful-death" });
    expect((await answer("en", death.key, { incidentDate: "2024-10-31", deathDate: "2024-11-30", government: "no", atWork: "no" })).status).toBe(200);
    expect((await answersOf(death.row.id))[0]).toMatchObject({ deadline_date: "2027-11-30", deadline_flags: "" });
  });

  it.each(["en", "es"] as const)("dates that cannot be are refused in the page's language, tied to their field (%s)", async (lang) => {
    const { row, key } = await sent({ caseType: "wrongful-death" });
    const errors = intakeQuestionWords[lang].errors;
    const cases: [Record<string, string>, string, string][] = [
      [{ incidentDate: "2025-03-10", deathDate: "2025-03-09" }, "deathDate", errors.deathBefore],
      [{ incidentDate: "2025-03-10", birthDate: "2025-03-11" }, "birthDate", errors.birthAfter],
      [{ birthDate: addDays(kentDay(new Date()), 2) }, "birthDate", errors.otherFuture],
      [{ discoveryDate: "2025-02-30" }, "discoveryDate", errors.otherDate],
    ];
    for (const [fields, field, message] of cases) {
      const res = await answer(lang, key, fields);
      expect(res.status).toBe(400);
      const html = await text(res);
      expect(html).toContain(message);
      if (field === "deathDate") expect(html).toMatch(/aria-describedby="q-deathDate-hint q-deathDate-error"/);
    }
    expect(await answersOf(row.id)).toHaveLength(0);
  });

  it("in Spanish, a bad date is said in Spanish, tied to its field, and nothing is stored", async () => {
    const { row, key } = await sent({ language: "es" });
    const future = addDays(kentDay(new Date()), 3);
    const res = await answer("es", key, { incidentDate: future, city: "Kent" });
    expect(res.status).toBe(400);
    const html = await text(res);
    expect(html).toContain(intakeQuestionWords.es.errors.future);
    expect(html).toMatch(/aria-describedby="q-incidentDate-error"/);
    expect(await answersOf(row.id)).toHaveLength(0);
  });

  it("a forged, expired or reused-after-expiry key gets a clear page in the visitor's language and stores nothing", async () => {
    const forged = "A".repeat(43);
    for (const lang of ["en", "es"] as const) {
      const html = await text(await call(questionsPath(lang, forged)));
      expect(html).toContain(intakeQuestionWords[lang].invalid.title);
      expect(html).not.toContain('name="city"');
      expect((await answer(lang, forged, { city: "Kent" })).status).toBe(403);
    }
    expect(await text(await call("/consultation-questions"))).toContain(intakeQuestionWords.en.invalid.title);

    const { row, key } = await sent();
    expect((await answer("en", key, { city: "Kent" })).status).toBe(200);
    await env.DB.prepare("UPDATE answer_keys SET expires_at = ? WHERE lead_id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), row.id)
      .run();
    expect(await text(await call(questionsPath("en", key)))).toContain(intakeQuestionWords.en.invalid.title);
    const reused = await answer("en", key, { city: "Seattle" });
    expect(reused.status).toBe(403);
    expect(await text(reused)).toContain(intakeQuestionWords.en.invalid.title);
    const rows = await answersOf(row.id);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(String(rows[0]!.answers))).toEqual({ city: "Kent" });
  });

  it("another site's post is refused", async () => {
    const { row, key } = await sent();
    expect((await answer("en", key, { city: "Kent" }, "https://evil.example")).status).toBe(403);
    expect(await answersOf(row.id)).toHaveLength(0);
  });

  it("skipping changes nothing about the request", async () => {
    const { row } = await sent();
    const [after] = await leadsWhere("id = ?", row.id);
    expect(after).toEqual(row);
    expect(await answersOf(row.id)).toHaveLength(0);
  });
});

describe("the desk", () => {
  it("shows the summary after the call bar and before the status: deadline, flags, injuries, represented, answered", async () => {
    const { row, key } = await sent({ name: "Summary Person" });
    let page = (await desk(`/desk/leads/${row.id}`)).html;
    expect(page).toContain("Not answered yet");
    expect(page).toContain(deadlineWords.unknown);

    await answer("en", key, { incidentDate: "2020-05-01", injuries: "broken-bones", treatment: "emergency", represented: "yes", minor: "yes" });
    page = (await desk(`/desk/leads/${row.id}`)).html;
    const [bar, summary, status] = ["Call and log the call", "Qualification", "Where it stands"].map((words) => page.indexOf(words));
    expect(bar).toBeGreaterThan(-1);
    expect(summary).toBeGreaterThan(bar);
    expect(status).toBeGreaterThan(summary);
    expect(page).toContain("May 1, 2023");
    expect(page).toContain("Lawsuit for the injury (RCW 4.16.080(2))");
    expect(page).toContain(deadlineWords.flags.past);
    expect(page).toContain(deadlineWords.flags.minor);
    expect(page).toContain("Broken bones");
    expect(page).toContain("Yes, the emergency room");
    expect(page).toContain("Yes: another lawyer already represents them");
    expect(page).toMatch(/Answered .* by the visitor/);
    expect(page).toContain("Every answer");
    expect(page).toContain(intakeQuestionWords.en.questions.minor.label);
    expect(page).toContain(deadlineWords.note);
  });

  it("staff enter or edit every answer: the latest wins, marked as entered by staff, without duplicates", async () => {
    const { row, key } = await sent({ caseType: "car-accidents" });
    await answer("en", key, { city: "Kent" });
    const form = new URLSearchParams({ incidentDate: "2025-01-10", government: "yes", otherParty: "King County Metro", dogOwner: "Not a dog" });
    const saved = await desk(`/desk/leads/${row.id}/answers`, form);
    expect(saved.response.status).toBe(303);
    expect(saved.response.headers.get("location")).toBe(`/desk/leads/${row.id}?saved=answers`);
    const rows = await answersOf(row.id);
    expect(rows).toHaveLength(1);
    // "Yes" without the kind: the federal claim's two years, the earliest a government could need.
    expect(rows[0]).toMatchObject({
      updated_by: STAFF,
      incident_date: "2025-01-10",
      deadline_date: "2027-01-10",
      deadline_flags: "government",
      other_party: "King County Metro",
    });
    const page = (await desk(`/desk/leads/${row.id}?saved=answers`)).html;
    expect(page).toContain("Answers saved");
    expect(page).toContain(`entered by staff (${STAFF})`);
    expect(page).toContain(deadlineWords.flags.government);

    const bad = await desk(`/desk/leads/${row.id}/answers`, new URLSearchParams({ incidentDate: "2025-02-30" }));
    expect(bad.response.status).toBe(400);
    expect(bad.html).toContain(intakeQuestionWords.en.errors.date);
    expect(bad.html).toMatch(/aria-describedby="staff-incidentDate-error"/);
  });

  it('an earlier "yes" (a government, which kind not known) keeps its meaning: shown, kept on an edit, the earliest date', async () => {
    const { row, key } = await sent({ caseType: "car-accidents" });
    await answer("en", key, { incidentDate: "2025-06-30", government: "yes" });
    const page = (await desk(`/desk/leads/${row.id}`)).html;
    expect(page).toContain("June 30, 2027");
    expect(page).toContain("Federal administrative claim (28 U.S.C. § 2401(b))");
    expect(page).toContain(deadlineWords.assumed.governmentKind);
    expect(page).toContain(intakeQuestionWords.en.choices.government.yes);
    const form = (await desk(`/desk/leads/${row.id}/answers`)).html;
    expect(form).toMatch(/<input(?=[^>]*value="yes")[^>]*name="government"[^>]*checked/);
  });

  it("the request page: the earliest date as the deadline with its rule, the others listed, what is not known, what to ask", async () => {
    const { row } = await sent({ caseType: "workplace-injuries", name: "Panel Person" });
    await desk(`/desk/leads/${row.id}/answers`, new URLSearchParams({ incidentDate: "2025-03-31", government: "local", birthDate: "2009-05-01" }));
    const page = (await desk(`/desk/leads/${row.id}`)).html;
    const at = (words: string) => page.indexOf(words);
    // L&I one year, then the local claim and the lawsuit three years on.
    expect(at("March 31, 2026")).toBeGreaterThan(-1);
    expect(at("L&I claim (workers' compensation) (RCW 51.28.050)")).toBeGreaterThan(at("March 31, 2026"));
    expect(at(deadlineWords.others)).toBeGreaterThan(at("RCW 51.28.050"));
    expect(at("Claim to the local government (city, county, district) (RCW 4.96.020)")).toBeGreaterThan(at(deadlineWords.others));
    expect(page).toContain("60 calendar days");
    expect(page).toContain("March 31, 2028");
    expect(page).toContain(deadlineWords.flags.minor);
    expect(page).toContain(deadlineWords.flags.government);
    expect(page).toContain("Under 18 on the incident date (18 on May 1, 2027)");
    // Every rule (L&I, the local claim, the lawsuit) says an attorney confirms it.
    expect(page.match(/An attorney confirms\./g)).toHaveLength(3);
  });

  it("inbox rows carry every flag, the minor and government ones too", async () => {
    const tag = `r${crypto.randomUUID().slice(0, 8)}`;
    const minor = await sent({ name: `Minor ${tag}` });
    const government = await sent({ name: `Government ${tag}` });
    await answer("en", minor.key, { incidentDate: addDays(kentDay(new Date()), -30), birthDate: addDays(kentDay(new Date()), -3650) });
    await answer("en", government.key, { incidentDate: addDays(kentDay(new Date()), -30), government: "state" });
    const html = (await desk(`/desk?q=${tag}&deadline=flagged`)).html;
    const rowOf = (name: string) => html.match(new RegExp(`<li[^>]*>(?:(?!</li>).)*${name}(?:(?!</li>).)*</li>`, "s"))?.[0] ?? "";
    expect(rowOf(`Minor ${tag}`)).toContain(`>${deadlineWords.rowFlags.minor}<`);
    expect(rowOf(`Minor ${tag}`)).not.toContain(deadlineWords.rowFlags.government);
    expect(rowOf(`Government ${tag}`)).toContain(`>${deadlineWords.rowFlags.government}<`);
  });

  it("the inbox filter 'deadline flag' keeps only flagged requests", async () => {
    // Letters first: an all-digit search is read as a phone number.
    const tag = `t${crypto.randomUUID().slice(0, 8)}`;
    const flagged = await sent({ name: `Flagged ${tag}` });
    const calm = await sent({ name: `Calm ${tag}` });
    await answer("en", flagged.key, { incidentDate: addDays(kentDay(new Date()), -(3 * 365 - 30)) });
    await answer("en", calm.key, { incidentDate: addDays(kentDay(new Date()), -30) });
    const all = (await desk(`/desk?q=${tag}`)).html;
    expect(all).toContain(`Flagged ${tag}`);
    expect(all).toContain(`Calm ${tag}`);
    const only = (await desk(`/desk?q=${tag}&deadline=flagged`)).html;
    expect(only).toContain(`Flagged ${tag}`);
    expect(only).not.toContain(`Calm ${tag}`);
  });
});

describe("a person's data", () => {
  it("holds their answers and their keys' expiry, never a key or its hash", async () => {
    const email = `${crypto.randomUUID()}@example.com`;
    const { key } = await sent({ email });
    await answer("en", key, { city: "Kent" });
    const data = await findPerson(db(env), personOf(email)!);
    expect(data.rows.answer_keys).toHaveLength(1);
    const file = JSON.stringify(exportFile(data, new Date(), { staffNames: "hide", firmAddresses: [], firmNumbers: [] }));
    expect(file).toContain('\\"city\\":\\"Kent\\"');
    expect(file).toContain("expires_at");
    expect(file).not.toContain(key);
    expect(file).not.toContain(String(data.rows.answer_keys[0]!.key_hash));
  });
});

describe("the texts", () => {
  const textsAbout = async (leadId: number) =>
    ((await (await fetch(`${urls.twilio}/__received`)).json()) as { body: string }[])
      .map((t) => new URLSearchParams(t.body))
      .filter((form) => form.get("Body")!.includes(`/desk/leads/${leadId}\n`) || form.get("Body")!.endsWith(`/desk/leads/${leadId}`));
  const deadlineTexts = async (leadId: number) =>
    (await env.DB.prepare("SELECT target, status FROM deliveries WHERE lead_id = ? AND channel = 'deadline-sms' ORDER BY id").bind(leadId).all<Row>()).results;
  const sentOn = async (overrides: Record<string, unknown> = {}) => {
    const fields = validLead({ email: `${crypto.randomUUID()}@example.com`, phone: ownPhone(), ...overrides });
    const body = await (await postJson(fields, { email: emailRecorder(), envOverrides: vars as Partial<Env> })).json<{ answersKey: string }>();
    const [row] = await leadsWhere("idempotency_key = ?", fields.idempotencyKey);
    return { row: row as unknown as Row & { id: number }, key: body.answersKey };
  };

  it("the on-call text carries the flags of answers already given", () => {
    const body = smsBody(
      { id: 7, caseType: "car-accidents", language: "en", phone: "(253) 555-0199", sourceUrl: "" } as never,
      "https://x.example",
      flagLine(["past", "minor"]),
    );
    expect(body.split("\n")[1]).toBe("Deadline: PAST the earliest deadline; minor (deadline may be paused)");
  });

  it("a flag raised after the on-call text went is texted once, to the on-call numbers without an owner", async () => {
    const { row, key } = await sentOn();
    expect((await textsAbout(row.id)).length).toBe(2);
    await answer("en", key, { incidentDate: "2020-01-02" }, ORIGIN, vars as Partial<Env>);
    const numbers = vars.ONCALL_NUMBERS.split(",");
    expect((await deadlineTexts(row.id)).map((d) => [d.target, d.status]).sort()).toEqual(numbers.map((n) => [n, "sent"]).sort());
    const flagged = (await textsAbout(row.id)).filter((form) => form.get("Body")!.startsWith(`Request #${row.id}: Deadline: PAST the earliest deadline`));
    expect(flagged).toHaveLength(2);
    // Answered again with the same flag, then a new one: never a second text to the same phone.
    await answer("en", key, { incidentDate: "2020-01-02", minor: "yes" }, ORIGIN, vars as Partial<Env>);
    expect(await deadlineTexts(row.id)).toHaveLength(2);
  });

  it("goes to the owner's roster phone when the request has an owner; no flag, no text", async () => {
    const owner = intakeRoster.find((m) => m.phone)!;
    const { row, key } = await sentOn();
    await env.DB.prepare("UPDATE leads SET owner_email = ? WHERE id = ?").bind(owner.email, row.id).run();
    await answer("en", key, { incidentDate: addDays(kentDay(new Date()), -10) }, ORIGIN, vars as Partial<Env>);
    expect(await deadlineTexts(row.id)).toEqual([]);
    await answer("en", key, { incidentDate: addDays(kentDay(new Date()), -10), government: "yes" }, ORIGIN, vars as Partial<Env>);
    expect((await deadlineTexts(row.id)).map((d) => d.target)).toEqual([owner.phone]);
  });
});
