/**
 * The inbox's search finds people as staff type them (app/desk/inbox/search.ts): a phone number
 * with its country code or an extension (matched on `phone_e164`, so a +52 number never
 * matches a US one), part of a number by its digits, a request number (`#3`, `3`), and
 * names in any order; and a search too long for D1's 50-byte LIKE pattern (a pasted sentence, a
 * long address) is shortened, said on the page, and never a 500. Through the search index (decision
 * 0090): accents ignored, a two-letter word at a name word's start, a one-letter word dropped with a
 * note, a whole address by its mailbox, and requests stored before the index found while it fills.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import { db } from "~/db/client.server";
import { inbox } from "~/desk/inbox/inbox.server";
import { parseSearch } from "~/desk/inbox/search";
import { ftsQuery, searchText } from "~/search/search-query";
import { fillSearchIndex } from "~/search/store.server";
import { ORIGIN } from "./helpers";
import { emailRecorder, leadsWhere, postJson, validLead } from "./lead-helpers";

const { vars, access } = inject("standIns");
let token = "";

beforeAll(async () => {
  token = (
    (await (await fetch(`${access}/token`, { method: "POST", body: JSON.stringify({ email: "intake@kestrelinjurylaw.example" }) })).json()) as { token: string }
  ).token;
});

async function inboxFor(q: string): Promise<string> {
  const request = new Request(`${ORIGIN}/desk?q=${encodeURIComponent(q)}`, { headers: { "Cf-Access-Jwt-Assertion": token, Accept: "text/html" } });
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    request as Parameters<typeof worker.fetch>[0],
    { ...env, ...vars, EMAIL: emailRecorder().binding, ACK_EMAIL: emailRecorder().binding } as Env,
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  return html;
}

async function lead(overrides: Record<string, unknown>) {
  const fields = validLead({ email: `${crypto.randomUUID()}@example.com`, ...overrides });
  await postJson(fields, { email: emailRecorder() });
  return (await leadsWhere("idempotency_key = ?", fields.idempotencyKey))[0] as unknown as { id: number };
}

/** The request numbers an inbox page lists. */
const listed = (html: string) => [...html.matchAll(/href="\/desk\/leads\/(\d+)"/g)].map((m) => Number(m[1])).sort((a, b) => a - b);

describe("reading what staff typed", () => {
  it.each([
    ["#3", { requestId: 3, phoneE164: null, words: [], shortened: false }],
    ["# 12", { requestId: 12, phoneE164: null, words: [], shortened: false }],
    ["3", { requestId: 3, phoneE164: null, words: [{ text: null, digits: null }], shortened: false }],
    ["0142", { requestId: null, phoneE164: null, words: [{ text: "0142", digits: "0142" }], shortened: false }],
    ["+1 253 555 0142", { requestId: null, phoneE164: "+12535550142", words: [], shortened: false }],
    ["253-555-0142 ext. 9", { requestId: null, phoneE164: "+12535550142", words: [], shortened: false }],
    ["+52 253 555 0142", { requestId: null, phoneE164: "+522535550142", words: [], shortened: false }],
    [
      "Garcia Maria",
      {
        requestId: null,
        phoneE164: null,
        words: [
          { text: "Garcia", digits: null },
          { text: "Maria", digits: null },
        ],
        shortened: false,
      },
    ],
  ])("%s", (typed, expected) => {
    expect(parseSearch(typed)).toEqual(expected);
  });
});

describe("the inbox search", () => {
  let plain: { id: number };
  let withExt: { id: number };
  let mexican: { id: number };
  let maria: { id: number };
  let other: { id: number };

  beforeAll(async () => {
    plain = await lead({ name: "Search Plain", phone: "(253) 555-0142" });
    withExt = await lead({ name: "Search Extension", phone: "253-555-0142 x9" });
    mexican = await lead({ name: "Search Mexico", phone: "+52 253 555 0142" });
    maria = await lead({ name: "Maria Garcia", email: "mg.search@example.com", phone: "(206) 555-0177" });
    other = await lead({ name: "Search Other", phone: "(206) 555-0188" });
  });

  // The extension's request has the same phone_e164: the same person, shown in the first request's row (decision 0047).
  it.each(["+1 253 555 0142", "+12535550142", "253-555-0142 x9", "253-555-0142 ext. 9", "(253) 555-0142"])(
    "%s finds the US number, with or without its extension, never the +52 one",
    async (typed) => {
      const html = await inboxFor(typed);
      expect(listed(html)).toEqual([plain.id]);
      expect(html).toContain("2 requests");
    },
  );

  it("a +52 number finds only the +52 request", async () => {
    expect(listed(await inboxFor("+52 253 555 0142"))).toEqual([mexican.id]);
  });

  it("part of a number finds every request whose phone has those digits", async () => {
    expect(listed(await inboxFor("0142"))).toEqual([plain.id, mexican.id].sort((a, b) => a - b));
    expect(listed(await inboxFor("555-0177"))).toEqual([maria.id]);
  });

  it("a request number, with # or bare, finds that request", async () => {
    expect(listed(await inboxFor(`#${other.id}`))).toEqual([other.id]);
    expect(listed(await inboxFor(String(other.id)))).toEqual([other.id]);
  });

  it("names in any order: every word must match the name or the email", async () => {
    expect(listed(await inboxFor("Garcia Maria"))).toEqual([maria.id]);
    expect(listed(await inboxFor("maria mg.search"))).toEqual([maria.id]);
    expect(listed(await inboxFor("Garcia Nobody"))).toEqual([]);
  });
});

/** What staff paste: a sentence, a long address, a run of one letter, of digits, of LIKE's wildcards, of accents. */
const LONG_EMAIL = "maria.fernanda.gonzalez-ramirez.delacruz@outlook-mail.example.com";
const tooLong = {
  "300 letters": "a".repeat(300),
  "a 300-character sentence": "the other driver ran the red light on the west valley highway and hit my car ".repeat(4).slice(0, 300),
  "300 digits": "2".repeat(300),
  "300 wildcards": "%_\\".repeat(100),
  "300 accented letters": "é".repeat(300),
  "a 65-character email address": LONG_EMAIL,
};
const patternBytes = (text: string) => new TextEncoder().encode(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`).length;

describe("a search too long for D1 (its LIKE patterns take at most 50 bytes)", () => {
  let longMail: { id: number };
  // D1 checks a pattern only when it compares it with a row: the table must hold requests.
  beforeAll(async () => {
    longMail = await lead({ name: "Search Longmail", email: LONG_EMAIL, phone: "(253) 555-0166" });
  });

  it.each(Object.entries(tooLong))("%s: at most 8 words, each pattern within 50 bytes, and said to be shortened", (_, typed) => {
    const search = parseSearch(typed);
    expect(search.shortened).toBe(true);
    expect(search.words.length).toBeGreaterThan(0);
    expect(search.words.length).toBeLessThanOrEqual(8);
    for (const word of search.words) {
      if (word.text) expect(patternBytes(word.text)).toBeLessThanOrEqual(50);
      if (word.digits) expect(patternBytes(word.digits)).toBeLessThanOrEqual(50);
    }
  });

  it("keeps the start of a long word, whole characters, and words up to the limit", () => {
    expect(parseSearch("é".repeat(300)).words).toEqual([{ text: "é".repeat(24), digits: null }]);
    expect(parseSearch(LONG_EMAIL).words).toEqual([{ text: LONG_EMAIL.slice(0, 48), digits: null }]);
    expect(parseSearch("one two three four five six seven eight nine ten").words.map((w) => w.text)).toEqual([
      "one",
      "two",
      "three",
      "four",
      "five",
      "six",
      "seven",
      "eight",
    ]);
    expect(parseSearch("x".repeat(48)).shortened).toBe(false);
    expect(parseSearch("x".repeat(49)).shortened).toBe(true);
  });

  it.each(Object.entries(tooLong))("%s: the inbox query answers, in every view", async (_, typed) => {
    for (const view of ["due", "mine", "unassigned", "all"] as const) {
      const answer = await inbox(db(env), { view, me: "intake@kestrelinjurylaw.example", q: typed });
      expect(answer.total.n).toBeGreaterThanOrEqual(0);
    }
  });

  it("the inbox page answers 200 and says what it searched for; a long address still finds its request", async () => {
    for (const typed of Object.values(tooLong)) {
      const html = await inboxFor(typed);
      expect(html).toContain("Searched for");
      expect(html).toContain("a search reads at most 8 words");
    }
    expect(listed(await inboxFor(LONG_EMAIL))).toEqual([longMail.id]);
    expect(await inboxFor("Garcia Maria")).not.toContain("Searched for");
  });
});

describe("the search index (decision 0090)", () => {
  it("folds accents and case, marks each name word's start, and keeps a phone's digits as searched", () => {
    expect(searchText({ name: "Rosa  Chávez-Núñez", email: " Rosa.Chavez@Example.com ", phone: "+1 (253) 555-0142" })).toEqual({
      name: "^rosa ^chavez-nunez",
      email: "rosa.chavez@example.com",
      digits: "12535550142",
    });
  });

  it("reads each word as a quoted phrase: three characters anywhere, two at a name word's start, digits in the phone", () => {
    expect(ftsQuery(parseSearch('Chávez le O"Brien'))).toBe('{name email} : "chavez" AND name : "^le" AND {name email} : "o""brien"');
    expect(ftsQuery(parseSearch("555-0142"))).toBe('({name email} : "555-0142" OR digits : "5550142")');
    expect(ftsQuery(parseSearch("#12"))).toBeNull();
  });

  it("drops a word of one character and says so", () => {
    expect(parseSearch("J Garcia")).toEqual({ requestId: null, phoneE164: null, words: [{ text: "Garcia", digits: null }], shortened: true });
    expect(parseSearch("J").words).toEqual([]);
  });

  let chavez: { id: number };
  let le: { id: number };
  let lee: { id: number };
  let charles: { id: number };
  let gmail: { id: number };
  beforeAll(async () => {
    chavez = await lead({ name: "Rosa Chávez", phone: "(253) 555-0190" });
    le = await lead({ name: "Minh Le", phone: "(253) 555-0191" });
    lee = await lead({ name: "Lee Searchable", phone: "(253) 555-0192" });
    charles = await lead({ name: "Charles Searchable", phone: "(253) 555-0193" });
    gmail = await lead({ name: "Gail Mailbox", email: "gail.mailbox+intake@gmail.com", phone: "(253) 555-0194" });
    // The Cron's walk done: every request is read through the index alone (until then, the older ones by LIKE too).
    while ((await fillSearchIndex(db(env))) > 0);
  });

  it("finds an accented name typed without its accents, and with them", async () => {
    expect(listed(await inboxFor("chavez"))).toEqual([chavez.id]);
    expect(listed(await inboxFor("Rosa CHÁVEZ"))).toEqual([chavez.id]);
  });

  it("finds a two-letter surname at a name word's start, not inside a word", async () => {
    expect(listed(await inboxFor("Le"))).toEqual([le.id, lee.id]);
    expect(listed(await inboxFor("le minh"))).toEqual([le.id]);
    expect(listed(await inboxFor("Searchable"))).toEqual([lee.id, charles.id]);
  });

  it("finds a whole address however Gmail spells it, and a one-letter word is dropped with a note", async () => {
    expect(listed(await inboxFor("GailMailbox@gmail.com"))).toEqual([gmail.id]);
    expect(listed(await inboxFor("gail.mailbox+intake@gmail.com"))).toEqual([gmail.id]);
    const html = await inboxFor("G Mailbox");
    expect(listed(html)).toEqual([gmail.id]);
    expect(html).toContain("Searched for “Mailbox”: a search reads at most 8 words of 2 characters or more");
  });

  it("finds a request stored before the index while the Cron's walk indexes them, then through the index", async () => {
    // A request from before the index: in leads, not in lead_search.
    const old = await env.DB.prepare(
      `INSERT INTO leads (created_at, name, email, phone, case_type, description, source_page, source_url, page_title, privacy_consent,
         idempotency_key, lead_key, submitted_via, turnstile, notify_status)
       VALUES (?1, 'Olga Unindexed Chávez', 'olga@old.example.com', '(253) 555-0195', 'car-accidents', 'Old.', '/', 'https://x.example/', 'T', 1,
         'old-unindexed', 'old-unindexed', 'json', 'passed', 'sent') RETURNING id`,
    )
      .bind(new Date().toISOString())
      .first<{ id: number }>();
    const newer = await lead({ name: "Newer Indexed", phone: "(253) 555-0196" });
    // As on the day the index is deployed: the walk has not run yet.
    await env.DB.prepare("DELETE FROM backfills WHERE name = 'lead_search'").run();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM lead_search WHERE rowid = ?1").bind(old!.id).first("n")).toBe(0);
    // Before the walk's first run every request is read by LIKE too.
    expect(listed(await inboxFor("unindexed"))).toEqual([old!.id]);
    // Mid-walk: it has indexed the newest request only; the older one is still found, by LIKE (where accents count).
    expect(await fillSearchIndex(db(env), new Date(), 1)).toBe(1);
    expect(await env.DB.prepare("SELECT next_id FROM backfills WHERE name = 'lead_search'").first("next_id")).toBe(newer.id);
    expect(listed(await inboxFor("unindexed 555-0195"))).toEqual([old!.id]);
    expect(listed(await inboxFor("olga chavez"))).toEqual([]);
    expect(listed(await inboxFor("newer indexed"))).toEqual([newer.id]);
    // Walked to the end: the older request is in the index, read as every other.
    while ((await fillSearchIndex(db(env))) > 0);
    expect(await env.DB.prepare("SELECT next_id, done_at IS NOT NULL AS done FROM backfills WHERE name = 'lead_search'").first()).toEqual({
      next_id: 0,
      done: 1,
    });
    expect(listed(await inboxFor("olga chavez"))).toEqual([old!.id]);
    expect(listed(await inboxFor("chavez"))).toEqual([chavez.id, old!.id]);
    // Every request was indexed once, the ones indexed on arrival not again.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM lead_search").first("n")).toBe(await env.DB.prepare("SELECT count(*) AS n FROM leads").first("n"));
  });
});
