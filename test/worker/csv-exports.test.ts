/**
 * Every CSV the desk offers opens right in Excel on Windows: its bytes start with one UTF-8 byte-order mark
 * (EF BB BF) and never carry a second, and its first cell and a name with accents decode as written. The CSV
 * addresses are read from the route table, so a new export without a case here fails.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { db } from "~/db/client.server";
import { leadOutcomes, leads } from "~/db/schema.server";
import { REPORT_COLUMNS, type ReportLead, reportRow } from "~/desk/numbers/requests-report";
import { firstReach } from "~/leads/reach";
import { csvLine, UTF8_BOM } from "~/lib/csv";
import { readRange } from "~/lib/period";
import { deskEnv, staffToken } from "./desk-client";
import { ORIGIN } from "./helpers";
import { ownPhone } from "./lead-helpers";
import { seedRequests } from "./seed-requests";

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

/** The requests report as the builder before decision 0091 wrote it: one query with a subquery per request, by number. */
async function reportBefore(range: { fromUtc: string; toUtc: string }, now: Date): Promise<string> {
  const rows = await db(env)
    .select({
      id: l.id,
      createdAt: l.createdAt,
      name: l.name,
      caseType: l.caseType,
      language: l.language,
      channel: l.channel,
      utmCampaign: l.utmCampaign,
      ownerEmail: l.ownerEmail,
      status: l.status,
      expectedFeeCents: l.expectedFeeCents,
      attempts: sql<number>`(SELECT count(*) FROM call_attempts a WHERE a.lead_id = ${l.id})`,
      firstAttemptAt: sql<string | null>`(SELECT min(a.attempted_at) FROM call_attempts a WHERE a.lead_id = ${l.id})`,
      firstReachedAt: firstReach(sql`${l.id}`),
      signedAt: sql<string | null>`(SELECT max(c.changed_at) FROM lead_status_changes c WHERE c.lead_id = ${l.id} AND c.to_status = 'signed')`,
      answers: sql<string | null>`(SELECT la.answers FROM lead_answers la WHERE la.lead_id = ${l.id})`,
      outcomeStatus: o.status,
      reason: o.reason,
      reasonText: o.reasonText,
      referredTo: o.referredTo,
      referralSharePercent: o.referralSharePercent,
    })
    .from(l)
    .leftJoin(o, eq(o.id, sql`(SELECT max(id) FROM lead_outcomes WHERE lead_id = ${l.id})`))
    .where(and(gte(l.createdAt, range.fromUtc), lt(l.createdAt, range.toUtc)))
    .orderBy(l.id);
  return UTF8_BOM + csvLine([...REPORT_COLUMNS]) + rows.map((row) => csvLine(reportRow(row as ReportLead, now))).join("");
}
const l = alias(leads, "l");
const o = alias(leadOutcomes, "o");

/** The database as the Worker gets it, counting the statements it prepares. */
function countingEnv() {
  const count = { statements: 0 };
  const DB = new Proxy(env.DB, {
    get(target, name) {
      if (name === "prepare") return (query: string) => (count.statements++, target.prepare(query));
      const value = Reflect.get(target, name) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { count, env: { ...deskEnv(), DB } as Env };
}

describe("the requests report, streamed in pages of 500", () => {
  // 1,200 requests 45 a day up to this clock, with their calls, moves, fees, answers (in a month no other test uses).
  const now = new Date("2025-03-20T20:00:00.000Z");
  const span = (from: string, to: string) => ({
    query: `range=custom&from=${from}&to=${to}`,
    ...readRange(new URL(`https://x.example/?range=custom&from=${from}&to=${to}`)),
  });
  const all = span("2025-02-20", "2025-03-20");
  const counted = async (query: string) => {
    const counting = countingEnv();
    const response = await worker.fetch(
      new Request(`${ORIGIN}/desk/export/requests.csv?${query}`, {
        headers: { "Cf-Access-Jwt-Assertion": await staffToken("intake@kestrelinjurylaw.example"), "Sec-Fetch-Site": "same-origin" },
      }) as Parameters<typeof worker.fetch>[0],
      counting.env,
      createExecutionContext(),
    );
    const chunks: Uint8Array[] = [];
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    return { response, chunks, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(Buffer.concat(chunks)), statements: counting.count.statements };
  };

  beforeAll(async () => {
    await seedRequests(env.DB, 1_200, { now, tag: "csv" });
  });

  it("gives the same bytes as the builder before it, for a range of 1,200 requests (three pages)", async () => {
    const n = Number(
      await env.DB.prepare("SELECT count(*) AS n FROM leads WHERE created_at >= ?1 AND created_at < ?2").bind(all.fromUtc, all.toUtc).first("n"),
    );
    expect(n).toBeGreaterThanOrEqual(1_200);
    const streamed = await counted(all.query);
    expect(streamed.text).toBe(await reportBefore(all, new Date()));
    expect(streamed.text.split("\r\n")).toHaveLength(n + 2);
  });

  it("is a stream: the header goes first, then one chunk per page; a fixed number of statements per page", async () => {
    const streamed = await counted(all.query);
    expect(streamed.response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(streamed.response.headers.get("Content-Disposition")).toBe('attachment; filename="requests-2025-02-20-to-2025-03-20.csv"');
    expect(streamed.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(streamed.response.headers.get("Content-Length")).toBeNull();
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(streamed.chunks[0])).toBe(UTF8_BOM + csvLine([...REPORT_COLUMNS]));
    expect(streamed.chunks).toHaveLength(1 + 3);
    // One page (under 500 requests), then three: five statements a page, whatever the page's rows.
    const one = await counted(span("2025-03-10", "2025-03-12").query);
    expect(one.chunks).toHaveLength(1 + 1);
    expect(streamed.statements - one.statements).toBe(2 * 5);
  });

  it("is ordered by arrival time: a request stored late (from the queue) comes where it arrived", async () => {
    const arrived = "2025-03-01T18:00:00.000Z";
    await env.DB.prepare(
      `INSERT INTO leads (created_at, name, email, phone, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, lead_key, submitted_via, turnstile, stored_via)
       VALUES (?1, 'Queued Late', 'late@example.com', '', 'car-accidents', 'x', '/', '', '', 1, 'csv-late', 'csv-late', 'json', 'passed', 'queue')`,
    )
      .bind(arrived)
      .run();
    const before = (await reportBefore(all, new Date())).split("\r\n");
    const lines = (await counted(all.query)).text.split("\r\n");
    expect(lines).not.toEqual(before);
    // The same lines; the late one moved from last to its arrival time.
    expect([...lines].sort()).toEqual([...before].sort());
    expect(before.findIndex((line) => line.includes("Queued Late"))).toBe(before.length - 2);
    // Each line's "Received (Kent time)" (the second cell, never quoted here): in order through the file.
    const received = lines.slice(1, -1).map((line) => line.split(",")[1]!);
    expect(received).toEqual([...received].sort());
    expect(received).toContain("2025-03-01 10:00");
  });
});
