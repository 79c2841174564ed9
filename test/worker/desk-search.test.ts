/**
 * The inbox's search finds people as staff type them (app/desk/inbox/search.ts): a phone number
 * with its country code or an extension (matched on `phone_e164`, so a +52 number never
 * matches a US one), part of a number by its digits, a request number (`#3`, `3`), and
 * names in any order.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import { parseSearch } from "~/desk/inbox/search";
import { ORIGIN } from "./helpers";
import { emailRecorder, leadsWhere, postJson, validLead } from "./lead-helpers";

const { vars, access } = inject("standIns");
let token = "";

beforeAll(async () => {
  token = ((await (await fetch(`${access}/token`, { method: "POST", body: JSON.stringify({ email: "intake@kestrelinjurylaw.example" }) })).json()) as { token: string }).token;
});

async function inboxFor(q: string): Promise<string> {
  const request = new Request(`${ORIGIN}/desk?q=${encodeURIComponent(q)}`, { headers: { "Cf-Access-Jwt-Assertion": token, Accept: "text/html" } });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, ...vars, EMAIL: emailRecorder().binding, ACK_EMAIL: emailRecorder().binding } as Env, ctx);
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
    ["#3", { requestId: 3, phoneE164: null, words: [] }],
    ["# 12", { requestId: 12, phoneE164: null, words: [] }],
    ["3", { requestId: 3, phoneE164: null, words: [{ text: null, digits: null }] }],
    ["0142", { requestId: null, phoneE164: null, words: [{ text: "0142", digits: "0142" }] }],
    ["+1 253 555 0142", { requestId: null, phoneE164: "+12535550142", words: [] }],
    ["253-555-0142 ext. 9", { requestId: null, phoneE164: "+12535550142", words: [] }],
    ["+52 253 555 0142", { requestId: null, phoneE164: "+522535550142", words: [] }],
    ["Garcia Maria", { requestId: null, phoneE164: null, words: [{ text: "Garcia", digits: null }, { text: "Maria", digits: null }] }],
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
  it.each(["+1 253 555 0142", "+12535550142", "253-555-0142 x9", "253-555-0142 ext. 9", "(253) 555-0142"])("%s finds the US number, with or without its extension, never the +52 one", async (typed) => {
    const html = await inboxFor(typed);
    expect(listed(html)).toEqual([plain.id]);
    expect(html).toContain("2 requests");
  });

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
