/**
 * Numbers that manage intake (decision 0047) on a fixed data set stored in D1, computed by hand below:
 * per owner and per source, each person once (a linked request folds into its first), not-a-case and
 * linked requests apart, signed ÷ qualified, reach rate, calls until reached, and the times to first
 * call and first reach (nearest-rank median and 90th percentile) in and out of office hours.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import { type Numbers, summarize, daysBetween } from "~/desk/numbers/numbers";
import { numbersData } from "~/desk/numbers/numbers.server";
import { db } from "~/db/client.server";
import { decode, ORIGIN } from "./helpers";

const { vars, access } = inject("standIns");
const MARIA = "maria.lopez@kestrelinjurylaw.example";
const SAM = "sam.carter@kestrelinjurylaw.example";

interface Seed {
  at: string;
  channel: string;
  owner: string | null;
  status: string;
  fee?: number;
  campaign?: string;
  duplicateOf?: number;
  calls?: [string, string][];
}

async function seed(lead: Seed): Promise<number> {
  const reached = lead.calls?.find(([, outcome]) => outcome === "reached")?.[0] ?? null;
  const { meta } = await env.DB.prepare(
    `INSERT INTO leads (created_at, name, email, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, channel, utm_campaign, owner_email, status, expected_fee_cents, first_contact_at, duplicate_of)
     VALUES (?1, 'Seeded', ?2, 'car-accidents', 'x', '/', '', '', 1, ?2, 'json', 'passed', ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
  )
    .bind(lead.at, crypto.randomUUID(), lead.channel, lead.campaign ?? null, lead.owner, lead.status, lead.fee ?? null, reached, lead.duplicateOf ?? null)
    .run();
  const id = Number(meta.last_row_id);
  for (const [at, outcome] of lead.calls ?? [])
    await env.DB.prepare("INSERT INTO call_attempts (lead_id, attempted_at, attempted_by, outcome, form_key) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(id, at, MARIA, outcome, crypto.randomUUID())
      .run();
  return id;
}

// Wednesday 2026-10-14 in Kent is PDT (UTC-7): office hours 8:30-17:30 are 15:30Z-00:30Z.
let numbers: Numbers;
beforeAll(async () => {
  // R1 10:00, paid, María: no answer at +5 min, reached at +20 min (2 calls); signed, $20,000.
  await seed({
    at: "2026-10-14T17:00:00.000Z",
    channel: "paid-search",
    campaign: "kent-car",
    owner: MARIA,
    status: "signed",
    fee: 2_000_000,
    calls: [
      ["2026-10-14T17:05:00.000Z", "no-answer"],
      ["2026-10-14T17:20:00.000Z", "reached"],
    ],
  });
  // R2 11:00, paid, María: reached at +10 min (1 call); contacted. Its person signs on R6 below.
  const r2 = await seed({
    at: "2026-10-14T18:00:00.000Z",
    channel: "paid-search",
    owner: MARIA,
    status: "contacted",
    calls: [["2026-10-14T18:10:00.000Z", "reached"]],
  });
  // R3 12:00, organic, Sam: reached at +30 min (1 call); not a case.
  await seed({ at: "2026-10-14T19:00:00.000Z", channel: "organic-search", owner: SAM, status: "not-a-case", calls: [["2026-10-14T19:30:00.000Z", "reached"]] });
  // R4 13:00, organic, Sam: voicemail at +40 min, no answer later; never reached.
  await seed({
    at: "2026-10-14T20:00:00.000Z",
    channel: "organic-search",
    owner: SAM,
    status: "new",
    calls: [
      ["2026-10-14T20:40:00.000Z", "voicemail"],
      ["2026-10-14T22:00:00.000Z", "no-answer"],
    ],
  });
  // R5 20:00 (after hours), paid, unassigned: first call at +13 h, reached at +14 h on the 3rd call; declined.
  await seed({
    at: "2026-10-15T03:00:00.000Z",
    channel: "paid-search",
    owner: null,
    status: "declined",
    calls: [
      ["2026-10-15T16:00:00.000Z", "voicemail"],
      ["2026-10-15T16:30:00.000Z", "busy"],
      ["2026-10-15T17:00:00.000Z", "reached"],
    ],
  });
  // R6: R2's person again the next day (organic, Sam's): counted under R2 (paid, María); signed here, $5,000.
  await seed({
    at: "2026-10-15T18:00:00.000Z",
    channel: "organic-search",
    owner: SAM,
    status: "signed",
    fee: 500_000,
    duplicateOf: r2,
    calls: [["2026-10-15T18:05:00.000Z", "reached"]],
  });
  // R7 21:00 (after hours), organic, unassigned: never called.
  await seed({ at: "2026-10-15T04:00:00.000Z", channel: "organic-search", owner: null, status: "new" });
  // R8 Thursday 12:00, paid, Sam: spam, marked not a case, never called.
  await seed({ at: "2026-10-15T19:00:00.000Z", channel: "paid-search", owner: SAM, status: "not-a-case" });
  const range = { fromUtc: "2026-10-14T07:00:00.000Z", toUtc: "2026-10-16T07:00:00.000Z", fromDay: "2026-10-14", toDay: "2026-10-15" };
  numbers = summarize((await numbersData(db(env as Env), range)).leads, daysBetween("2026-10-14", "2026-10-15"));
});

const times = (contacted: number, requests: number, medianMinutes: number | null, p90Minutes: number | null) => ({
  contacted,
  requests,
  medianMinutes,
  p90Minutes,
});

describe("intake numbers of a fixed set, computed by hand", () => {
  it("count each person once, the linked request apart, per Kent day", () => {
    // People R1-R5, R7, R8; R6 is linked to R2. Oct 14 (Kent): R1-R5, R7; Oct 15: R8.
    expect(numbers.linked).toBe(1);
    expect(numbers.days).toEqual([
      { day: "2026-10-14", requests: 6 },
      { day: "2026-10-15", requests: 1 },
    ]);
  });

  it("per source: the person under their first request's source, signed ÷ qualified", () => {
    expect(numbers.bySource).toEqual([
      // Paid: R1, R2 (signed via R6), R5, R8 (not a case). Qualified 3, signed 2; reached R1, R2, R5: 3 of 4;
      // calls until reached 2, 1, 3: mean 2; fees $20,000 + R6's $5,000.
      {
        key: "paid-search",
        requests: 4,
        notACase: 1,
        qualified: 3,
        contacted: 3,
        signed: 2,
        signedRate: 2 / 3,
        reachRate: 3 / 4,
        attemptsUntilReached: 2,
        expectedFeeCents: 2_500_000,
      },
      // Organic: R3 (not a case), R4, R7. Qualified 2, signed 0; reached R3 only: 1 of 3 in 1 call.
      {
        key: "organic-search",
        requests: 3,
        notACase: 1,
        qualified: 2,
        contacted: 1,
        signed: 0,
        signedRate: 0,
        reachRate: 1 / 3,
        attemptsUntilReached: 1,
        expectedFeeCents: 0,
      },
    ]);
    // All: 7 people, 2 not a case, 5 qualified, 2 signed (2/5); reached 4 of 7; calls (2 + 1 + 1 + 3) / 4.
    expect(numbers.totals).toEqual({
      key: "all",
      requests: 7,
      notACase: 2,
      qualified: 5,
      contacted: 4,
      signed: 2,
      signedRate: 2 / 5,
      reachRate: 4 / 7,
      attemptsUntilReached: 1.75,
      expectedFeeCents: 2_500_000,
    });
  });

  it("per owner: the first request's owner, unassigned apart", () => {
    expect(numbers.byOwner).toEqual([
      // Sam: R3 (not a case), R4, R8 (not a case): qualified 1; reached R3 in 1 call.
      {
        key: SAM,
        requests: 3,
        notACase: 2,
        qualified: 1,
        contacted: 1,
        signed: 0,
        signedRate: 0,
        reachRate: 1 / 3,
        attemptsUntilReached: 1,
        expectedFeeCents: 0,
      },
      // Unassigned (""): R5 (reached in 3 calls), R7.
      {
        key: "",
        requests: 2,
        notACase: 0,
        qualified: 2,
        contacted: 1,
        signed: 0,
        signedRate: 0,
        reachRate: 1 / 2,
        attemptsUntilReached: 3,
        expectedFeeCents: 0,
      },
      // María: R1 (2 calls), R2 (1 call, signed via R6): both signed.
      {
        key: MARIA,
        requests: 2,
        notACase: 0,
        qualified: 2,
        contacted: 2,
        signed: 2,
        signedRate: 1,
        reachRate: 1,
        attemptsUntilReached: 1.5,
        expectedFeeCents: 2_500_000,
      },
    ]);
  });

  it("times to first call and first reach, nearest-rank median and 90th percentile, in and out of office hours", () => {
    const [paid, organic] = numbers.speedBySource;
    // Paid in hours: R1, R2, R8. Calls at 5 and 10 min: median rank ceil(0.5 × 2) = 1 → 5, 90th rank ceil(0.9 × 2) = 2 → 10.
    // Reaches at 20 and 10 min → sorted 10, 20. R6's reach the next day does not count: R2's person was reached first.
    expect(paid).toEqual({
      key: "paid-search",
      firstAttempt: { officeHours: times(2, 3, 5, 10), afterHours: times(1, 1, 780, 780) },
      firstReach: { officeHours: times(2, 3, 10, 20), afterHours: times(1, 1, 840, 840) },
    });
    // Organic in hours: R3 (30, reached 30), R4 (40, never reached); after hours R7, never called.
    expect(organic).toEqual({
      key: "organic-search",
      firstAttempt: { officeHours: times(2, 2, 30, 40), afterHours: times(0, 1, null, null) },
      firstReach: { officeHours: times(1, 2, 30, 30), afterHours: times(0, 1, null, null) },
    });
    const owners = Object.fromEntries(numbers.speedByOwner.map((s) => [s.key, s]));
    expect(owners[MARIA]).toEqual({
      key: MARIA,
      firstAttempt: { officeHours: times(2, 2, 5, 10), afterHours: times(0, 0, null, null) },
      firstReach: { officeHours: times(2, 2, 10, 20), afterHours: times(0, 0, null, null) },
    });
    expect(owners[""]!.firstAttempt.afterHours).toEqual(times(1, 2, 780, 780));
    // Every source, first reach in hours: 10, 20, 30 of 5 → median rank 3 × 0.5 → 2nd = 20, 90th rank ceil(2.7) = 3rd = 30.
    expect(numbers.firstContact).toEqual({ officeHours: times(3, 5, 20, 30), afterHours: times(1, 2, 840, 840) });
  });

  it("the page shows them per owner by name, the linked and not-a-case apart, and the method", async () => {
    const token = (
      (await (await fetch(`${access}/token`, { method: "POST", body: JSON.stringify({ email: "intake@kestrelinjurylaw.example" }) })).json()) as {
        token: string;
      }
    ).token;
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}/desk/numbers?range=custom&from=2026-10-14&to=2026-10-15`, { headers: { "Cf-Access-Jwt-Assertion": token } }) as Parameters<
        typeof worker.fetch
      >[0],
      { ...env, ...vars } as Env,
      ctx,
    );
    const text = decode((await response.text()).replaceAll("<!-- -->", ""))!;
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(text).toContain("7 requests, 4 reached, 2 signed (40% of 5 qualified), expected fees $25,000.");
    expect(text).toContain("Shown apart: 2 not a case (spam among them), and 1 request linked to an earlier request of the same person (counted there, once).");
    expect(text).toMatch(/>María López \(placeholder\)<\/th><td[^>]*>2<\/td><td[^>]*>2<\/td><td[^>]*>2<\/td><td[^>]*>100%<\/td><td[^>]*>\$25,000<\/td>/);
    expect(text).toMatch(/>Unassigned<\/th><td[^>]*>2<\/td>/);
    expect(text).toContain('<caption class="px-2 py-2 text-left font-bold">Time to first call and first reach per owner</caption>');
    expect(text).toContain("nearest-rank");
  });
});
