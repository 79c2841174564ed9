/**
 * The inbox's search finds people as staff type them (app/desk/inbox/search.ts): a phone number
 * with its country code or an extension (matched on `phone_e164`, so a +52 number never
 * matches a US one), part of a number by its digits, a request number (`#3`, `3`), and
 * names in any order; and a search too long for D1's 50-byte LIKE pattern (a pasted sentence, a
 * long address) is shortened, said on the page, and never a 500.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import { db } from "~/db/client.server";
import { inbox } from "~/desk/inbox/inbox.server";
import { parseSearch } from "~/desk/inbox/search";
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
