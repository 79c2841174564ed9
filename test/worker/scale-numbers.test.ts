/**
 * The numbers page at 5,000 requests (issue 57): with the Cron's day rows built, the page for 30, 90 or 400 days reads
 * a few thousand rows at most (a row per day of requests and one of calls, today live, the call taps, spend and its
 * campaigns), not every request of the period with its calls and history (about 45 rows each before decision 0091),
 * nor every phone call with its voicemail, call back and earlier calls (decision 0097).
 */
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { keyNewCampaigns } from "~/spend/store.server";
import { dropLeadDays, rebuildMissingDays } from "~/leads/store.server";
import { dropCallDays, rebuildMissingCallDays } from "~/phone/store.server";
import { addDays, kentDay } from "~/lib/kent-time";
import { deskClient } from "./desk-client";
import { rowsReadBy } from "./rows-read";
import { seedRequests } from "./seed-requests";

const N = 5_000;
const desk = deskClient("intake@kestrelinjurylaw.example");

beforeAll(async () => {
  await seedRequests(env.DB, N);
  // What the Cron does each minute, run until done.
  while ((await rebuildMissingDays(db(env), new Date(), 200)) > 0);
  while ((await rebuildMissingCallDays(db(env), new Date(), 200)) > 0);
  while ((await keyNewCampaigns(db(env))) > 0);
}, 120_000);

describe(`the numbers page at ${N} requests`, () => {
  const today = kentDay(new Date());
  for (const [label, query] of [
    ["400 days", `range=custom&from=${addDays(today, -399)}&to=${today}`],
    ["90 days", "range=90"],
    ["30 days", "range=30"],
  ] as const)
    it(`reads at most 3,000 rows for ${label}`, async () => {
      const { rows, result } = await rowsReadBy(env.DB, () => desk(`/desk/numbers?${query}`));
      console.log(`/desk/numbers ${label} at ${N} requests: ${rows} rows read`);
      expect(result.response.status).toBe(200);
      expect(result.text).toContain("Requests");
      expect(rows).toBeLessThanOrEqual(3_000);
    });

  it("streams the requests report of 400 days in pages of 500, at most 8 rows read per request and 5,000 per page", async () => {
    const query = `range=custom&from=${addDays(today, -399)}&to=${today}`;
    const { rows, result } = await rowsReadBy(env.DB, () => desk(`/desk/export/requests.csv?${query}`));
    const requests = result.text.split("\r\n").length - 2;
    const pages = Math.ceil(requests / 500);
    console.log(`requests.csv 400 days at ${N} requests: ${rows} rows read, ${(rows / requests).toFixed(2)} per request, ${Math.round(rows / pages)} per page`);
    expect(requests).toBe(N);
    expect(rows).toBeLessThanOrEqual(8 * requests);
    expect(rows).toBeLessThanOrEqual(5_000 * pages);
    // The others read what their own rows cost: the signings, or the moves to declined and referred out, of the period.
    const moves = async (statuses: string) =>
      Number(await env.DB.prepare(`SELECT count(*) AS n FROM lead_status_changes WHERE to_status IN (${statuses})`).first("n"));
    for (const [path, rowsOf] of [
      ["/desk/export/google-ads-conversions.csv", await moves("'signed'")],
      ["/desk/export/declines.csv", await moves("'declined', 'referred-out'")],
      ["/desk/declines", await moves("'declined', 'referred-out'")],
    ] as const) {
      const other = await rowsReadBy(env.DB, () => desk(`${path}?${query}`));
      console.log(`${path} 400 days at ${N} requests: ${other.rows} rows read for ${rowsOf} moves`);
      expect(other.result.response.status).toBe(200);
      expect(other.rows).toBeLessThanOrEqual(8 * rowsOf);
    }
  });

  it("drops a request's days, its first's and (erasure) its linked requests' reading a few rows", async () => {
    const linked = await env.DB.prepare("SELECT id, duplicate_of AS first FROM leads WHERE duplicate_of IS NOT NULL ORDER BY id DESC LIMIT 1").first<{
      id: number;
      first: number;
    }>();
    const drop = await rowsReadBy(env.DB, () => dropLeadDays(db(env), linked!.id).run());
    const erase = await rowsReadBy(env.DB, () => dropLeadDays(db(env), [linked!.first, linked!.id], { linked: true }).run());
    console.log(`day drops at ${N} requests: ${drop.rows} rows read (a change), ${erase.rows} (an erasure of two)`);
    expect(drop.rows).toBeLessThanOrEqual(20);
    expect(erase.rows).toBeLessThanOrEqual(40);
  });

  it("drops a call's day (and, coming in, those of later calls from its number; erasing, its person's) reading a few rows", async () => {
    const call = await env.DB.prepare(
      "SELECT id, call_sid AS sid, from_e164 AS phone, started_at AS at, lead_id AS lead FROM phone_calls WHERE lead_id IS NOT NULL ORDER BY id LIMIT 1",
    ).first<{
      id: number;
      sid: string;
      phone: string;
      at: string;
      lead: number;
    }>();
    const json = (values: unknown[]) => JSON.stringify(values);
    const write = await rowsReadBy(env.DB, () => dropCallDays(db(env), sql`x.id = ${call!.id}`).run());
    const arrival = await rowsReadBy(env.DB, () =>
      dropCallDays(db(env), sql`x.call_sid = ${call!.sid} OR (x.from_e164 = ${call!.phone} AND x.started_at > ${call!.at})`).run(),
    );
    const erase = await rowsReadBy(env.DB, () =>
      dropCallDays(
        db(env),
        sql`x.id IN (SELECT value FROM json_each(${json([call!.id])})) OR x.lead_id IN (SELECT value FROM json_each(${json([call!.lead])})) OR x.from_e164 IN (SELECT value FROM json_each(${json([call!.phone])}))`,
      ).run(),
    );
    console.log(`call day drops at ${N} requests: ${write.rows} rows read (a call write), ${arrival.rows} (a call in), ${erase.rows} (an erasure)`);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM call_days").first("n")).toBeGreaterThan(100);
    expect(Math.max(write.rows, arrival.rows, erase.rows)).toBeLessThanOrEqual(30);
  });
});
