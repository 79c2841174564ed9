/**
 * The inbox's views (decision 0045): Due now is the bare inbox, the calls whose time has come, a passed
 * limitation deadline first, then one within six months, then the longest due; nothing decided, not yet
 * due or a duplicate of an open request; each row with its calls, wait, owner and an overdue mark in
 * words. Mine, Unassigned and All; the request page shows the next call's time by the call bar.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { deskClient } from "./desk-client";
import { db } from "~/db/client.server";
import { inbox, type InboxFilter } from "~/desk/inbox/inbox.server";
import { storedFlags } from "~/leads/deadlines";
import { addDays, atKent, kentDay } from "~/lib/kent-time";
import { officeMinutesBetween } from "~/lib/office-hours";
import { isOverdue } from "~/lib/overdue";

const ME = "intake@kestrelinjurylaw.example";
const desk = deskClient(ME);

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
async function request(
  name: string,
  fields: { due?: string | null; owner?: string | null; status?: string; duplicateOf?: number; deadline?: string; flags?: string; attempts?: number } = {},
): Promise<number> {
  const { meta } = await env.DB.prepare(
    `INSERT INTO leads (created_at, name, email, phone, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, owner_email, call_due_at, status, duplicate_of)
     VALUES (?1, ?2, 'q@example.com', '(253) 555-0177', 'car-accidents', 'x', '/', '', '', 1, ?3, 'json', 'passed', ?4, ?5, ?6, ?7)`,
  )
    .bind(
      minutesAgo(600),
      name,
      crypto.randomUUID(),
      fields.owner ?? null,
      fields.due === undefined ? minutesAgo(5) : fields.due,
      fields.status ?? "new",
      fields.duplicateOf ?? null,
    )
    .run();
  const id = Number(meta.last_row_id);
  if (fields.deadline || fields.flags) {
    await env.DB.prepare(
      "INSERT INTO lead_answers (lead_id, answers, updated_at, updated_by, deadline_date, deadline_flags) VALUES (?1, '{}', ?2, 'visitor', ?3, ?4)",
    )
      .bind(id, minutesAgo(0), fields.deadline ?? null, fields.flags ?? "")
      .run();
  }
  for (let i = 0; i < (fields.attempts ?? 0); i++) {
    await env.DB.prepare("INSERT INTO call_attempts (lead_id, attempted_at, attempted_by, outcome, form_key) VALUES (?1, ?2, 'x', 'no-answer', ?3)")
      .bind(id, minutesAgo(300), crypto.randomUUID())
      .run();
  }
  return id;
}

const names = (html: string) => [...html.matchAll(/<li[^>]*><a [^>]*href="\/desk\/leads\/\d+"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
const rowOf = (html: string, name: string) => html.match(new RegExp(`<li[^>]*>(?:(?!</li>).)*${name}(?:(?!</li>).)*</li>`, "s"))?.[0] ?? "";

let openId = 0;
beforeAll(async () => {
  const today = kentDay(new Date());
  // Eight days late: overdue by any week's office hours, whatever day the tests run.
  await request("Due Longest", { due: minutesAgo(8 * 24 * 60), owner: "sam.carter@kestrelinjurylaw.example", attempts: 2 });
  await request("Due Lately", { due: minutesAgo(2), owner: ME });
  await request("Deadline Soon", { due: minutesAgo(1), deadline: addDays(today, 60) });
  await request("Deadline Passed", { due: minutesAgo(1), deadline: addDays(today, -3) });
  await request("Deadline Far", { due: minutesAgo(3), deadline: addDays(today, 700) });
  await request("Not Yet Due", { due: new Date(Date.now() + 3_600_000).toISOString(), owner: ME });
  await request("Reached Already", { due: null, status: "contacted", owner: ME });
  await request("Signed Forced", { due: minutesAgo(10), status: "signed" });
  openId = await request("Open Original", { due: null, status: "contacted" });
  await request("Linked Copy", { due: minutesAgo(20), duplicateOf: openId });
  await request("Flag Government", { due: minutesAgo(1), deadline: addDays(today, 700), flags: "government" });
  await request("Flag Minor", { due: minutesAgo(4), flags: "minor" });
});

describe("Due now", () => {
  it("is the bare inbox: due calls only, passed deadlines first, then within six months, then another deadline flag, then the longest due", async () => {
    const { response, text: html } = await desk("/desk");
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Due now<\/h1>/);
    expect(html).toContain('aria-current="page"');
    expect(names(html)).toEqual(["Deadline Passed", "Deadline Soon", "Flag Minor", "Flag Government", "Due Longest", "Deadline Far", "Due Lately"]);
  });

  it("shows each row's calls so far, wait, owner by name, a call button, and an overdue mark in words", async () => {
    const { text: html } = await desk("/desk?view=due");
    const longest = rowOf(html, "Due Longest");
    expect(longest).toContain("2 calls");
    expect(longest).toContain("due 8 days ago");
    expect(longest).toContain("Sam Carter (placeholder)");
    expect(longest).toContain("Overdue");
    expect(longest).toMatch(/Waiting 10 h/);
    expect(longest).toContain('href="tel:+12535550177"');
    const lately = rowOf(html, "Due Lately");
    expect(lately).not.toContain("Overdue");
    expect(lately).toContain(ME);
    expect(rowOf(html, "Deadline Passed")).toContain("Deadline passed");
    expect(rowOf(html, "Deadline Soon")).toContain("Deadline within 6 months");
    expect(rowOf(html, "Deadline Soon")).toContain("Unassigned");
    expect(rowOf(html, "Flag Government")).toContain(">Government<");
    expect(rowOf(html, "Flag Minor")).toContain(">Minor<");
    expect(rowOf(html, "Deadline Far")).not.toMatch(/Deadline (passed|within)|>Minor<|>Government</);
  });
});

describe("the other views", () => {
  it("Mine: the signed-in staff member's requests, the next due first", async () => {
    const { text: html } = await desk("/desk?view=mine");
    expect(names(html)).toEqual(["Due Lately", "Not Yet Due", "Reached Already"]);
  });

  it("Unassigned: open requests without an owner, newest first, a person once", async () => {
    const { text: html } = await desk("/desk?view=unassigned");
    expect(names(html)).toEqual(["Flag Minor", "Flag Government", "Open Original", "Deadline Far", "Deadline Passed", "Deadline Soon"]);
    expect(rowOf(html, "Open Original")).toContain("2 requests");
  });

  it("All, and any search: every request, newest first", async () => {
    // Twelve requests; the linked copy is folded into its first request's row.
    expect(names((await desk("/desk?view=all")).text)).toHaveLength(11);
    expect(names((await desk("/desk?q=Signed")).text)).toEqual(["Signed Forced"]);
  });
});

describe("the request page", () => {
  it("says when the next call is due by the call bar, or that none is", async () => {
    const due = await request("Page Due", { due: "2026-12-08T17:00:00.000Z" });
    expect((await desk(`/desk/leads/${due}`)).text).toMatch(/Next call due:<\/span> Dec 8, 9:00\sAM \(Kent time\)/);
    expect((await desk(`/desk/leads/${openId}`)).text).toContain("No call due");
  });
});

describe('one "six months" in Due now and the filter (soonLimit)', () => {
  const inboxOn = (day: string, filters: Partial<InboxFilter>) => inbox(db(env), { q: "Edge", now: atKent(day, 12 * 60), ...filters });
  const called = (rows: { name: string }[]) => rows.map((r) => r.name);

  it.each([
    // 31 August: six months on is 28 February, never 3 March.
    ["2026-08-31", "2027-02-28", "2027-02-27", "2027-03-01"],
    // 31 August before a leap year: 29 February.
    ["2027-08-31", "2028-02-29", "2028-02-28", "2028-03-01"],
  ])("on %s a deadline on %s is not flagged, %s is, %s is not", async (day, limit, before, after) => {
    const ids = [
      await request("Edge After", { due: "2026-08-01T16:00:00.000Z", deadline: after }),
      await request("Edge Limit", { due: "2026-08-02T16:00:00.000Z", deadline: limit }),
      await request("Edge Before", { due: "2026-08-03T16:00:00.000Z", deadline: before }),
    ];
    try {
      expect(called((await inboxOn(day, { view: "due" })).rows)).toEqual(["Edge Before", "Edge After", "Edge Limit"]);
      expect(called((await inboxOn(day, { deadline: "flagged" })).rows)).toEqual(["Edge Before"]);
      for (const row of (await inboxOn(day, {})).rows)
        expect(storedFlags(row.deadlineDate, row.deadlineFlags, atKent(day, 12 * 60)), row.name).toEqual(row.name === "Edge Before" ? ["soon"] : []);
    } finally {
      await env.DB.prepare(`DELETE FROM leads WHERE id IN (${ids.join(", ")})`).run();
    }
  });
});

describe("Overdue on the inbox", () => {
  // A call due every five hours over the last three days: the nights and any weekend among them.
  const dues = Array.from({ length: 15 }, (_, i) => minutesAgo(20 + i * 300));
  beforeAll(async () => {
    for (const [i, due] of dues.entries()) await request(`Spread ${String(i).padStart(2, "0")}`, { due });
  });

  it("marks a row as the manager's reminder counts it: office minutes only", async () => {
    const { text: html } = await desk("/desk?view=due&q=Spread");
    const now = new Date();
    for (const [i, due] of dues.entries()) {
      // A row within a minute of the line could cross it between the page and here.
      if (Math.abs(officeMinutesBetween(new Date(due), now) - 30) < 2) continue;
      expect(rowOf(html, `Spread ${String(i).padStart(2, "0")}`).includes("Overdue"), `due ${due}`).toBe(isOverdue(due, now, 30));
    }
  });
});
