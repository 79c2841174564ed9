/**
 * The inbox as staff read it on a phone: each row with its phone number and a call button
 * ("No phone" when none), the source in words, the filters folded behind a "Filters"
 * details; its address: empty filter values answered by a redirect to the address without
 * them, and impossible dates ignored (the page answers 200 without them, never a 500).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { deskClient } from "./desk-client";

const desk = deskClient("intake@kestrelinjurylaw.example");

/** A request stored as the lead service stores it, with the columns the inbox reads. */
async function insertLead(name: string, fields: { phone?: string | null; channel?: string | null; createdAt?: string } = {}) {
  await env.DB.prepare(
    "INSERT INTO leads (created_at, name, email, phone, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, channel) VALUES (?1, ?2, ?3, ?4, 'car-accidents', 'Rear-ended on Central Ave.', '/', '', '', 1, ?5, 'json', 'passed', ?6)",
  )
    .bind(
      fields.createdAt ?? new Date().toISOString(),
      name,
      `${name.toLowerCase().replace(/\W/g, "")}@example.com`,
      fields.phone ?? null,
      crypto.randomUUID(),
      fields.channel ?? null,
    )
    .run();
}

/** The inbox row (its list item) of the request of this name. */
const rowOf = (html: string, name: string) => html.match(new RegExp(`<li[^>]*>(?:(?!</li>).)*${name}(?:(?!</li>).)*</li>`, "s"))?.[0] ?? "";

/** The date box of this name, as rendered. */
const dateBox = (html: string, name: string) => html.match(new RegExp(`<input [^>]*name="${name}"[^>]*>`))?.[0] ?? "";

beforeAll(async () => {
  await insertLead("Phone Caller", { phone: "(253) 555-0142", channel: "paid-search" });
  await insertLead("Mail Only", { phone: null, channel: "organic-search" });
  await insertLead("Old Request", { phone: "206-555-0100 x9", createdAt: "2026-01-15T18:00:00.000Z" });
});

describe("an inbox row", () => {
  it("shows the phone number with a call button, or says there is none", async () => {
    const { text: html } = await desk("/desk?view=all");
    const caller = rowOf(html, "Phone Caller");
    expect(caller).toMatch(/<a [^>]*href="tel:\+12535550142"[^>]*>Call (<[^>]+>)*\(253\) 555-0142/);
    const mailOnly = rowOf(html, "Mail Only");
    expect(mailOnly).toContain("No phone");
    expect(mailOnly).not.toContain("tel:");
    // An extension stays in the number shown; the call goes to the main line.
    expect(rowOf(html, "Old Request")).toContain('href="tel:+12065550100"');
  });

  it("names the source in words, never its slug", async () => {
    const { text: html } = await desk("/desk?view=all");
    expect(rowOf(html, "Phone Caller")).toContain("Paid search");
    expect(rowOf(html, "Phone Caller")).not.toContain("paid-search");
    expect(rowOf(html, "Mail Only")).toContain("Search (not paid)");
  });
});

describe("the filters", () => {
  it("are folded behind a Filters details, the source filter labelled Source with its words", async () => {
    const { text: html } = await desk("/desk");
    expect(html).toMatch(/<details[^>]*>\s*<summary[^>]*>(<[^>]+>)*Filters/);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toMatch(/Source<select name="channel"/);
    expect(html).not.toMatch(/>Channel</);
    expect(html).toContain('<option value="paid-search">Paid search</option>');
  });

  it("say how many are on when folded, and a filtered inbox keeps them folded", async () => {
    const { text: html } = await desk("/desk?channel=paid-search&language=en");
    expect(html).toMatch(/Filters(<[^>]+>)* \(2 on\)/);
    expect(rowOf(html, "Phone Caller")).toBeTruthy();
    expect(html).not.toContain("Mail Only");
  });
});

describe("the inbox's address", () => {
  it("answers empty filter values with a redirect to the address without them", async () => {
    const some = await desk("/desk?q=&status=&caseType=&channel=paid-search&language=&from=&to=");
    expect(some.response.status).toBe(302);
    expect(some.response.headers.get("Location")).toBe("/desk?channel=paid-search");
    const all = await desk("/desk?q=&status=&from=&to=");
    expect(all.response.status).toBe(302);
    expect(all.response.headers.get("Location")).toBe("/desk");
    // The client's data request of the same address is redirected too (React Router's
    // single fetch answers 202 with the redirect in its body).
    const data = await desk("/desk.data?q=&channel=paid-search");
    expect(data.response.status).toBe(202);
    expect(data.text).toContain('"/desk?channel=paid-search"');
    expect(data.text).not.toContain("q=");
  });

  for (const [query, name] of [
    ["to=9999-99-99", "to"],
    ["from=2026-02-30", "from"],
    ["from=2025-13-01", "from"],
    ["to=2026-00-10", "to"],
    ["from=garbage", "from"],
    ["to=%F0%9F%92%A5%00", "to"],
    ["from=99999-01-01", "from"],
  ] as const) {
    it(`ignores an impossible day (${query}): 200, the value dropped`, async () => {
      const { response, text: html } = await desk(`/desk?${query}`);
      expect(response.status).toBe(200);
      // Unfiltered: the old request is listed, the date box is empty, nothing to clear.
      expect(html).toContain("Old Request");
      expect(dateBox(html, name)).toMatch(/^<input type="date"/);
      expect(dateBox(html, name)).not.toMatch(/value="[^"]/);
      expect(html).not.toContain("Clear filters");
    });
  }

  it("keeps a real day, leap days included", async () => {
    const { text: html } = await desk("/desk?from=2024-02-29&to=2026-01-31");
    expect(html).toContain("Old Request");
    expect(html).not.toContain("Phone Caller");
    expect(html).toContain('value="2024-02-29"');
  });
});
