/**
 * A request's page is bounded by its latest items, whatever one person sent (issue 57, decision 0096): a person with
 * 60 linked requests and 600 events has a page under 150 KB listing 20 events and 5 linked requests, read in at most
 * 1,000 rows; "show all" walks every event exactly once, ties in time included; a bad list or cursor is handled.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { writeCursor } from "~/lib/list-page";
import { deskClient } from "./desk-client";
import { rowsReadBy } from "./rows-read";
import { seedRequests } from "./seed-requests";

const ME = "maria.lopez@kestrelinjurylaw.example";
const desk = deskClient(ME);
let first = 0;
let last = 0;
/** The events of the person's requests the seed wrote (notes and calls, each body unique), and all events. */
const NOTES = 400;
const CALLS = 200;
let allEvents = 0;

beforeAll(async () => {
  ({ first, last } = await seedRequests(env.DB, 61, { tag: "bounds" }));
  // One person: the first request and 60 linked to it. 600 events spread over the 61 requests (what one person's
  // many requests bring); ten at a time share one instant (ties in time).
  const at = "strftime('%Y-%m-%dT%H:%M:%fZ', '2026-06-01T12:00:00Z', '+' || (n / 10) || ' minutes')";
  const lead = "?1 + (n % 61)";
  await env.DB.batch([
    env.DB.prepare("UPDATE leads SET duplicate_of = ?1 WHERE id > ?1 AND id <= ?2").bind(first, last),
    env.DB.prepare(
      `WITH RECURSIVE i(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM i WHERE n < ${NOTES})
       INSERT INTO lead_notes (lead_id, created_at, author, body, form_key) SELECT ${lead}, ${at}, ?2, 'Bounds note ' || n, 'bounds:note:' || n FROM i`,
    ).bind(first, ME),
    env.DB.prepare(
      `WITH RECURSIVE i(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM i WHERE n < ${CALLS})
       INSERT INTO call_attempts (lead_id, attempted_at, attempted_by, outcome, note, form_key)
       SELECT ${lead}, ${at}, ?2, 'no-answer', 'Bounds call ' || n, 'bounds:call:' || n FROM i`,
    ).bind(first, ME),
  ]);
});

/** Every event of the person's requests as the timeline counts them, read apart from the app's code. */
async function countEvents() {
  const group = `(SELECT id FROM leads WHERE id = ?1 OR duplicate_of = ?1)`;
  const counts = await env.DB.batch(
    [
      `SELECT count(*) AS n FROM leads WHERE id IN ${group}`,
      `SELECT count(*) AS n FROM leads WHERE id = ?1 AND opened_at IS NOT NULL`,
      `SELECT count(*) AS n FROM lead_status_changes WHERE lead_id IN ${group}`,
      `SELECT count(*) AS n FROM lead_owner_changes WHERE lead_id = ?1`,
      `SELECT count(*) AS n FROM lead_notes WHERE lead_id IN ${group}`,
      `SELECT count(*) AS n FROM conflict_clearances WHERE lead_id = ?1 OR match_key IN (SELECT match_key FROM conflict_matches WHERE lead_id = ?1)`,
      `SELECT count(*) AS n FROM call_attempts WHERE lead_id IN ${group}`,
      `SELECT count(*) AS n FROM lead_link_changes WHERE lead_id = ?1 OR from_duplicate_of = ?1`,
    ].map((sql) => env.DB.prepare(sql).bind(first)),
  );
  return counts.reduce((sum, c) => sum + Number((c.results[0] as { n: number }).n), 0);
}

/** The part of a page in one section (from its heading's id to the section's end). */
const section = (html: string, id: string) => html.slice(html.indexOf(`id="${id}"`)).split("</section>")[0]!;
const pageLink = (html: string, rel: string) =>
  [...html.matchAll(/<a [^>]*>/g)]
    .find((a) => a[0].includes(`rel="${rel}"`))?.[0]
    .match(/href="([^"]+)"/)?.[1]
    ?.replaceAll("&amp;", "&");
const olderLink = (html: string) => pageLink(html, "next");
const newerLink = (html: string) => pageLink(html, "prev");
/** The events a timeline page lists: "when · who" then what. */
const events = (html: string) => [...html.matchAll(/<li class="rounded border border-ink\/15 bg-white p-3">(.*?)<\/li>/gs)].map((m) => m[1]!);

describe("a request's page with 60 linked requests and 600 events", () => {
  it("is under 150 KB, lists 20 events and 5 linked requests, and its load reads at most 1,000 rows", async () => {
    await desk(`/desk/leads/${first}`); // opened once: later loads are the ones staff repeat
    const { rows, result } = await rowsReadBy(env.DB, () => desk(`/desk/leads/${first}`));
    console.log(`request page: ${rows} rows read, ${result.text.length} bytes`);
    expect(result.response.status).toBe(200);
    expect(result.text.length).toBeLessThan(150_000);
    expect(rows).toBeLessThanOrEqual(1_000);
    const timeline = section(result.text, "timeline");
    expect(events(timeline)).toHaveLength(20);
    expect(timeline).toContain(`href="/desk/leads/${first}/all/events"`);
    const same = result.text.slice(result.text.indexOf("The same person's other requests")).split("</section>")[0]!;
    expect([...same.matchAll(/href="\/desk\/leads\/(\d+)"/g)]).toHaveLength(5);
    expect(same).toContain(`href="/desk/leads/${first}/all/requests"`);
    expect(same).toContain("Show all (60)");
  });

  it("a linked request's page lists its first and 4 latest others, out of 60", async () => {
    const { text } = await desk(`/desk/leads/${first + 1}`);
    const same = text.slice(text.indexOf("The same person's other requests")).split("</section>")[0]!;
    expect([...same.matchAll(/href="\/desk\/leads\/(\d+)"/g)].map((m) => Number(m[1]))).toEqual([first, last - 3, last - 2, last - 1, last]);
    expect(same).toContain("Show all (60)");
  });

  it("show all walks every event once by Older, ties in time included, and back by Newer", async () => {
    allEvents = await countEvents();
    expect(allEvents).toBeGreaterThan(NOTES + CALLS + 60);
    const seen: string[] = [];
    const pages: string[] = [];
    let path: string | undefined = `/desk/leads/${first}/all/events`;
    while (path) {
      const { response, text } = await desk(path);
      expect(response.status).toBe(200);
      const listed = events(text);
      expect(listed.length).toBeLessThanOrEqual(50);
      seen.push(...listed);
      pages.push(path);
      path = olderLink(text);
      expect(pages.length).toBeLessThan(30);
    }
    expect(seen).toHaveLength(allEvents);
    // Each note and each call once: no gap, no repeat, though ten at a time share an instant.
    const numbers = (kind: string) => seen.flatMap((e) => [...e.matchAll(new RegExp(`Bounds ${kind} (\\d+)<`, "g"))].map((m) => Number(m[1])));
    const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(numbers("note").sort((a, b) => a - b)).toEqual(upTo(NOTES));
    expect(numbers("call").sort((a, b) => a - b)).toEqual(upTo(CALLS));
    expect(seen.length).toBe(new Set(seen).size);

    // Newer, from the last page, comes back through the same pages.
    const { text: lastPage } = await desk(pages.at(-1)!);
    const { text: back } = await desk(newerLink(lastPage)!);
    const { text: before } = await desk(pages.at(-2)!);
    expect(events(back)).toEqual(events(before));
  });

  it("the linked requests' page lists all 60 once, 50 then 10", async () => {
    const { text } = await desk(`/desk/leads/${first}/all/requests`);
    const ids = (html: string) => [...html.matchAll(/href="\/desk\/leads\/(\d+)" class="font-semibold underline"/g)].map((m) => Number(m[1]));
    const page1 = ids(text);
    expect(page1).toHaveLength(50);
    expect(olderLink(text)).toMatch(new RegExp(`^/desk/leads/${first}/all/requests\\?after=`));
    const { text: two } = await desk(olderLink(text)!);
    const all = [...page1, ...ids(two)];
    expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => first + 1 + i));
  });

  it("a bad list name is a 404 on a desk page; a bad or foreign cursor is the first page", async () => {
    const bad = await desk(`/desk/leads/${first}/all/passwords`);
    expect(bad.response.status).toBe(404);
    expect(bad.text).toContain("No such list");
    const gone = await desk(`/desk/leads/999999999/all/events`);
    expect(gone.response.status).toBe(404);
    const firstPage = events((await desk(`/desk/leads/${first}/all/events`)).text);
    for (const cursor of ["not-a-cursor", writeCursor({ part: "requests", at: "x", id: 1 }), "%00%ff", "A".repeat(300)]) {
      const { response, text } = await desk(`/desk/leads/${first}/all/events?after=${encodeURIComponent(cursor)}&before=${encodeURIComponent(cursor)}`);
      expect(response.status).toBe(200);
      expect(events(text)).toEqual(firstPage);
    }
  });
});
