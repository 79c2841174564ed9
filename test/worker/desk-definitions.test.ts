/**
 * "Overdue" and "Reached" mean one thing each (decision 0069): one function counts each, on fixed dates here
 * (a weekend night, a holiday, a closure), and the desk's pages and docs/desk.md say them in the same words.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { deskDefinitions } from "~/content/desk-definitions";
import { isOverdue, overdueAfterMinutes } from "~/lib/overdue";
import { deskClient } from "./desk-client";
import { ownPhone } from "./lead-helpers";

const desk = deskClient("intake@kestrelinjurylaw.example");
const guide = Object.values(import.meta.glob<string>("/docs/desk.md", { query: "?raw", import: "default", eager: true }))[0]!;
/** The guide as it reads: Markdown's bold marks out, lines joined. */
const guideText = guide.replaceAll("**", "").replace(/\s+/g, " ");

describe("Overdue", () => {
  // Friday 2026-12-11 closes at 17:30 Kent (PST, UTC-8): a call due at 17:20 has 10 office minutes that day.
  const friday1720 = "2026-12-12T01:20:00.000Z";
  it.each([
    ["Friday 17:40, 20 real minutes later", "2026-12-12T01:40:00Z", false],
    ["Friday 17:50, after closing: still 10 office minutes", "2026-12-12T01:50:00Z", false],
    ["Saturday 02:00, a weekend night: 10 office minutes", "2026-12-12T10:00:00Z", false],
    ["Sunday 23:00: still 10", "2026-12-14T07:00:00Z", false],
    ["Monday 08:49: 29", "2026-12-14T16:49:00Z", false],
    ["Monday 08:50: 30", "2026-12-14T16:50:00Z", true],
  ])("a call due Friday 17:20 at %s: %s", (_words, now, expected) => {
    expect(isOverdue(friday1720, new Date(now), 30)).toBe(expected);
  });

  it("counts office time only across a holiday and a short day", () => {
    // Christmas Eve 2026 (Thursday) closes at noon; Christmas Day is a holiday; Saturday and Sunday are closed.
    const due = "2026-12-24T19:50:00.000Z"; // 11:50 Kent, ten minutes before the early closing.
    expect(isOverdue(due, new Date("2026-12-26T18:00:00Z"), 30)).toBe(false);
    expect(isOverdue(due, new Date("2026-12-28T16:49:00Z"), 30)).toBe(false); // Monday 08:49: 10 + 19
    expect(isOverdue(due, new Date("2026-12-28T17:00:00Z"), 30)).toBe(true); // Monday 09:00: 10 + 30
  });

  it("in office hours is the real minutes; a call not yet due, or no due time, is never overdue", () => {
    expect(isOverdue("2026-12-08T18:00:00.000Z", new Date("2026-12-08T18:29:00Z"), 30)).toBe(false);
    expect(isOverdue("2026-12-08T18:00:00.000Z", new Date("2026-12-08T18:30:00Z"), 30)).toBe(true);
    expect(isOverdue("2026-12-08T19:00:00.000Z", new Date("2026-12-08T18:30:00Z"), 0)).toBe(false);
    expect(isOverdue(null, new Date("2026-12-08T18:30:00Z"), 0)).toBe(false);
  });

  it("is off when CALL_OVERDUE_MINUTES is empty or not a number, for the badge and the manager alike", () => {
    expect(overdueAfterMinutes({ CALL_OVERDUE_MINUTES: "30" })).toBe(30);
    expect(overdueAfterMinutes({ CALL_OVERDUE_MINUTES: " 45 " })).toBe(45);
    expect(overdueAfterMinutes({ CALL_OVERDUE_MINUTES: "0" })).toBe(0);
    for (const off of ["", "  ", "soon", "-5", undefined]) expect(overdueAfterMinutes({ CALL_OVERDUE_MINUTES: off })).toBeNull();
    expect(isOverdue("2026-12-08T10:00:00.000Z", new Date("2026-12-09T18:30:00Z"), null)).toBe(false);
  });

  it("is said in the same words in the guide and on Due now", async () => {
    const words = deskDefinitions.overdue(Number(env.CALL_OVERDUE_MINUTES));
    expect(guideText).toContain(words);
    expect((await desk("/desk?view=due")).text).toContain(words);
  });
});

describe("Reached", () => {
  // Monday 2024-09-09 in Kent (PDT, UTC-7), apart from every other file's requests.
  beforeAll(async () => {
    const seed = async (status: string, firstContactAt: string | null) =>
      (await env.DB.prepare(
        `INSERT INTO leads (created_at, name, email, phone, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, status, channel, first_contact_at)
         VALUES ('2024-09-09T17:00:00.000Z', 'Reach Person', ?1, ?2, 'car-accidents', 'x', '/', '', '', 1, ?3, 'json', 'passed', ?4, 'organic-search', ?5) RETURNING id`,
      )
        .bind(`${crypto.randomUUID()}@example.com`, ownPhone(), crypto.randomUUID(), status, firstContactAt)
        .first<{ id: number }>())!.id;
    const call = (id: number, outcome: string) =>
      env.DB.prepare("INSERT INTO call_attempts (lead_id, attempted_at, attempted_by, outcome, form_key) VALUES (?1, '2024-09-09T17:10:00.000Z', 'x', ?2, ?3)")
        .bind(id, outcome, crypto.randomUUID())
        .run();
    // Moved to Contacted, then Consultation scheduled, by hand after a voicemail: not reached.
    await call(await seed("consultation-scheduled", null), "voicemail");
    // A call logged as Reached (which also writes first_contact_at).
    await call(await seed("contacted", "2024-09-09T17:10:00.000Z"), "reached");
    // From before calls were logged: the first contact recorded then.
    await seed("contacted", "2024-09-09T18:00:00.000Z");
  });

  it("counts a logged Reached call (or an old first contact), never a move to Contacted alone, and says so as the guide does", async () => {
    const { text } = await desk("/desk/numbers?range=custom&from=2024-09-09&to=2024-09-09");
    expect(text).toContain("3 requests, 2 reached, 0 signed");
    expect(text).toContain(deskDefinitions.reached);
    expect(text).not.toMatch(/contacted or beyond(?! without)/i);
    expect(guideText).toContain(deskDefinitions.reached);
  });
});
