/**
 * Every CSV the desk offers opens right in Excel on Windows: its bytes start with one UTF-8 byte-order mark
 * (EF BB BF) and never carry a second, and its first cell and a name with accents decode as written. The CSV
 * addresses are read from the route table, so a new export without a case here fails.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { deskEnv, staffToken } from "./desk-client";
import { ORIGIN } from "./helpers";
import { ownPhone } from "./lead-helpers";

/** A download as the browser saves it: its bytes, before any decoding drops a byte-order mark. */
async function download(path: string): Promise<{ status: number; bytes: Uint8Array }> {
  const headers = { "Cf-Access-Jwt-Assertion": await staffToken("intake@kestrelinjurylaw.example"), "Sec-Fetch-Site": "same-origin" };
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers }) as Parameters<typeof worker.fetch>[0], deskEnv(), ctx);
  const bytes = new Uint8Array(await response.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { status: response.status, bytes };
}
const routeTable = Object.values(import.meta.glob<string>("/app/routes.ts", { query: "?raw", import: "default", eager: true }))[0];
const key = () => crypto.randomUUID();
const NAME = "José Núñez";
const REFERRED_TO = "Peña & Muñoz";
const RANGE = "range=custom&from=2024-06-03&to=2024-06-07";

/** Each CSV address with its first cell, and a cell further in that has accents. */
const exports: Record<string, { first: string; accented: string }> = {
  "/desk/export/requests.csv": { first: "Request", accented: NAME },
  "/desk/export/google-ads-conversions.csv": { first: "Parameters:TimeZone=America/Los_Angeles", accented: "Cj0-bom_gclid" },
  "/desk/export/declines.csv": { first: "Month (Kent)", accented: `${REFERRED_TO} (1)` },
};

beforeAll(async () => {
  // Tuesday 2024-06-04 in Kent; signed from a Google ad, and another referred out.
  const seed = async (status: string, gclid: string | null) =>
    (await env.DB.prepare(
      `INSERT INTO leads (created_at, name, email, phone, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, status, channel, gclid, expected_fee_cents)
       VALUES ('2024-06-04T17:00:00.000Z', ?1, ?2, ?3, 'car-accidents', 'x', '/', '', '', 1, ?4, 'json', 'passed', ?5, 'paid-search', ?6, 1000000) RETURNING id`,
    )
      .bind(NAME, `${key()}@example.com`, ownPhone(), key(), status, gclid)
      .first<{ id: number }>())!.id;
  const change = (id: number, to: string, formKey: string) =>
    env.DB.prepare(
      "INSERT INTO lead_status_changes (lead_id, changed_at, changed_by, from_status, to_status, form_key) VALUES (?1, '2024-06-05T18:00:00.000Z', 'intake@kestrelinjurylaw.example', 'contacted', ?2, ?3)",
    )
      .bind(id, to, formKey)
      .run();
  await change(await seed("signed", "Cj0-bom_gclid"), "signed", key());
  const referred = await seed("referred-out", null);
  const formKey = key();
  await change(referred, "referred-out", formKey);
  await env.DB.prepare(
    "INSERT INTO lead_outcomes (lead_id, status, referred_to, recorded_at, recorded_by, form_key) VALUES (?1, 'referred-out', ?2, '2024-06-05T18:00:00.000Z', 'x', ?3)",
  )
    .bind(referred, REFERRED_TO, formKey)
    .run();
});

describe("every CSV the desk offers", () => {
  it("is listed here: the route table has no other CSV", () => {
    const inTable = [...routeTable.matchAll(/route\("(export\/[^"]+\.csv)"/g)].map((m) => `/desk/${m[1]}`);
    expect(inTable.sort()).toEqual(Object.keys(exports).sort());
  });

  for (const [path, expected] of Object.entries(exports)) {
    it(`${path} starts with one UTF-8 byte-order mark, then its first cell`, async () => {
      const { status, bytes } = await download(`${path}?${RANGE}`);
      expect(status).toBe(200);
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      // Decoded as Excel does with the mark: UTF-8, the mark kept here so it can be counted.
      const text = new TextDecoder("utf-8", { ignoreBOM: true, fatal: true }).decode(bytes);
      expect(text.indexOf("\uFEFF")).toBe(0);
      expect(text.indexOf("\uFEFF", 1)).toBe(-1);
      const cells = text.slice(1).split("\r\n")[0]!.split(",");
      expect(cells[0]).toBe(expected.first);
      expect(text).toContain(expected.accented);
    });
  }
});
