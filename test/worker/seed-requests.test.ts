import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countRowsRead, rowsReadBy } from "./rows-read";
import { seedRequests } from "./seed-requests";
import { deskClient } from "./desk-client";
import { like } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leads } from "~/db/schema.server";

// The scale tests' two tools (issue 57): 5,000 requests seeded in SQL in a few seconds, and D1's rows read
// counted through the same hook as the bench, the Worker's own reads included.
const N = 5_000;
const now = new Date("2026-11-29T20:00:00.000Z");

describe("seeded requests and rows read", () => {
  it("seeds 5,000 requests and their rows in a few seconds, 45 a day back from the clock", async () => {
    const started = Date.now();
    const seeded = await seedRequests(env.DB, N, { now });
    const took = Date.now() - started;
    console.log(`seedRequests(${N}): ${took} ms`);
    expect(seeded.last - seeded.first + 1).toBe(N);
    const count = (sql: string) => env.DB.prepare(sql).bind(seeded.first, seeded.last).first<Record<string, number | string>>();
    expect(await count("SELECT count(*) AS n, min(created_at) AS oldest, max(created_at) AS newest FROM leads WHERE id BETWEEN ?1 AND ?2")).toEqual({
      n: N,
      oldest: new Date(now.getTime() - (N - 1) * 1_920_000).toISOString(),
      newest: now.toISOString(),
    });
    expect(await count("SELECT count(*) AS n FROM leads WHERE id BETWEEN ?1 AND ?2 AND duplicate_of = id - 1")).toEqual({ n: N / 10 });
    const rows = await count(
      `SELECT (SELECT count(*) FROM call_attempts WHERE lead_id BETWEEN ?1 AND ?2) AS calls,
              (SELECT count(*) FROM lead_answers WHERE lead_id BETWEEN ?1 AND ?2 AND other_party IS NOT NULL) AS answers,
              (SELECT count(*) FROM conflict_matches WHERE lead_id BETWEEN ?1 AND ?2) AS matches,
              (SELECT count(*) FROM lead_owner_changes WHERE lead_id BETWEEN ?1 AND ?2 AND changed_by = 'round-robin') AS roundRobin,
              (SELECT count(*) FROM lead_status_changes WHERE lead_id BETWEEN ?1 AND ?2) AS statuses,
              (SELECT count(DISTINCT status) FROM leads WHERE id BETWEEN ?1 AND ?2) AS kinds`,
    );
    expect(rows).toMatchObject({ calls: (N - 90) * 3, answers: Math.floor(N / 3), matches: 2 * Math.floor(N / 30) });
    expect(rows!.roundRobin).toBeGreaterThan(N / 2);
    expect(rows!.statuses).toBeGreaterThan(N);
    expect(rows!.kinds).toBe(8);
    // Every row the app reads back is one it could have written: the desk lists them.
    expect(await count("SELECT count(*) AS n FROM leads WHERE id BETWEEN ?1 AND ?2 AND email_key IS NULL")).toEqual({ n: 0 });
    expect(took).toBeLessThan(30_000);
  });

  it("counts the rows a query reads, and a page's reads in the Worker", async () => {
    await countRowsRead(env.DB);
    const scan = await rowsReadBy(env.DB, () => env.DB.prepare("SELECT count(*) AS n FROM leads WHERE description LIKE '%nothing like this%'").first("n"));
    expect(scan.result).toBe(0);
    expect(scan.rows).toBeGreaterThanOrEqual(N);
    const one = await rowsReadBy(env.DB, () => env.DB.prepare("SELECT name FROM leads WHERE id = (SELECT max(id) FROM leads)").first("name"));
    expect(one.rows).toBeLessThan(10);
    // drizzle drops meta, and its statements are counted all the same.
    const drizzled = await rowsReadBy(env.DB, () => db(env).select({ id: leads.id }).from(leads).where(like(leads.description, "%nothing like this%")));
    expect(drizzled.result).toEqual([]);
    expect(drizzled.rows).toBeGreaterThanOrEqual(N);
    // So are the Worker's, with waitUntil's work: a desk page read through its fetch.
    const desk = deskClient("maria.lopez@kestrelinjurylaw.example");
    const inbox = await rowsReadBy(env.DB, () => desk("/desk"));
    console.log(`/desk at ${N} requests: ${inbox.rows} rows read`);
    expect(inbox.result.response.status).toBe(200);
    expect(inbox.rows).toBeGreaterThan(25);
  });
});
