/** The numbers' calls (issue 58, item 7): per source and per number called, with missed calls not called back in 5 minutes
 * and in an hour, voicemails, first-time callers, hang-ups and blocked calls; a call request counts in its source's cost
 * per signed case like any request. The calls are in March 2031, a month no other test writes. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { numbersData } from "~/desk/numbers/numbers.server";
import { readRange } from "~/lib/period";
import { type CallFacts, callCounts } from "~/phone/call-counts";
import { callFactsInRange } from "~/phone/store.server";
import { costNumbers } from "~/spend/cost-numbers";
import { deskClient } from "./desk-client";
import { callerNumber, callLead, makeCall } from "./phone-calls";

const store = db(env);
const desk = deskClient("intake@kestrelinjurylaw.example");
const range = readRange(new URL("http://x/desk/numbers?range=custom&from=2031-03-01&to=2031-03-31"));
const at = (day: number, hour = 18, minute = 0) => new Date(Date.UTC(2031, 2, day, hour, minute)).toISOString();

async function attempt(leadId: number, attemptedAt: string, formKey: string = crypto.randomUUID()) {
  await env.DB.prepare(
    "INSERT INTO call_attempts (lead_id, attempted_at, attempted_by, outcome, form_key) VALUES (?, ?, 'intake@kestrelinjurylaw.example', 'no-answer', ?)",
  )
    .bind(leadId, attemptedAt, formKey)
    .run();
}

/** Long after every call of these tests: each window has passed. */
const later = new Date("2032-01-01T00:00:00.000Z");

describe("callCounts", () => {
  const row = (over: Partial<CallFacts>): CallFacts => ({
    numberKey: "main",
    status: "missed",
    voicemail: false,
    endedAt: "2031-01-01T18:00:00.000Z",
    calledBackAt: null,
    firstTime: false,
    ...over,
  });
  it("counts per source (the number's first touch; the main line is 'phone') and per number", () => {
    const rows = [
      row({ numberKey: "google-ads", status: "answered", firstTime: true }),
      row({ numberKey: "google-ads-es", voicemail: true, calledBackAt: "2031-01-01T18:04:00.000Z" }),
      row({ numberKey: "google-ads", calledBackAt: "2031-01-01T18:30:00.000Z" }),
      row({ numberKey: "google-ads", calledBackAt: "2031-01-01T19:30:00.000Z" }),
      row({ numberKey: "meta", status: "hang-up" }),
      row({ numberKey: "main", status: "blocked" }),
    ];
    const bySource = callCounts(rows, "source", later);
    expect(bySource.rows.map((r) => r.key)).toEqual(["paid-search", "paid-social", "phone"]);
    expect(bySource.rows[0]).toEqual({
      key: "paid-search",
      calls: 4,
      answered: 1,
      missed: 3,
      notIn5: 2,
      notIn60: 1,
      voicemails: 1,
      firstTime: 1,
      hangUps: 0,
      blocked: 0,
    });
    expect(bySource.totals).toMatchObject({ calls: 6, missed: 3, hangUps: 1, blocked: 1 });
    const byNumber = callCounts(rows, "number", later);
    expect(byNumber.rows.find((r) => r.key === "google-ads")).toMatchObject({ calls: 3, answered: 1, missed: 2, notIn5: 2, notIn60: 1 });
    expect(byNumber.rows.find((r) => r.key === "google-ads-es")).toMatchObject({ calls: 1, notIn5: 0, notIn60: 0, voicemails: 1 });
  });

  it("counts a missed call not called back only once its window has passed, and never a staff phone's call", () => {
    const ended = "2031-01-01T18:00:00.000Z";
    const rows = [row({ endedAt: ended }), row({ status: "staff", endedAt: ended })];
    const at = (minutes: number) => new Date(Date.parse(ended) + minutes * 60_000);
    const counts = (minutes: number, more: CallFacts[] = []) => callCounts([...rows, ...more], "source", at(minutes)).totals;
    expect(counts(2)).toMatchObject({ calls: 1, missed: 1, notIn5: 0, notIn60: 0 });
    expect(counts(6)).toMatchObject({ notIn5: 1, notIn60: 0 });
    expect(counts(61)).toMatchObject({ notIn5: 1, notIn60: 1 });
    // Called back after 7 minutes: late for the 5-minute count, in time for the hour.
    expect(counts(61, [row({ endedAt: ended, calledBackAt: "2031-01-01T18:07:00.000Z" })])).toMatchObject({ calls: 2, notIn5: 2, notIn60: 1 });
  });
});

describe("the calls on the numbers page", () => {
  it("reads each call's voicemail, first call back after it ended and first-time caller from D1, and shows both tables", async () => {
    // A Google Ads caller: missed with a voicemail, called back 3 minutes after; they call again (not first-time), answered.
    const ann = callerNumber();
    const annLead = await callLead(ann, { createdAt: at(2), channel: "paid-search", utmSource: "google" });
    await makeCall({ from: ann, numberKey: "google-ads", at: at(2), durationSeconds: 60, leadId: annLead, opened: true, voicemail: { seconds: 20 } });
    await attempt(annLead, at(2, 18, 4));
    await makeCall({ from: ann, numberKey: "google-ads", at: at(3), answeredBy: "intake@kestrelinjurylaw.example", talkSeconds: 120, leadId: annLead });
    // Called back after 30 minutes; the line's own reach (form key call:…) is no call back.
    const bo = callerNumber();
    const boLead = await callLead(bo, { createdAt: at(4), channel: "paid-search", utmSource: "google" });
    await makeCall({ from: bo, numberKey: "google-ads", at: at(4), durationSeconds: 60, leadId: boLead, opened: true });
    await attempt(boLead, at(4, 18, 2), `call:CA${crypto.randomUUID().replaceAll("-", "")}`);
    await attempt(boLead, at(4, 18, 31));
    // A caller who sent a web request before: not a first-time caller; never called back.
    const cy = callerNumber();
    await callLead(cy, { createdAt: at(1) });
    const cyLead = await callLead(cy, { createdAt: at(5) });
    await makeCall({ from: cy, at: at(5), leadId: cyLead });
    // A hang-up, a blocked call and a withheld number.
    await makeCall({ from: callerNumber(), numberKey: "meta", at: at(6), hangUp: true, durationSeconds: 4 });
    await makeCall({ from: callerNumber(), at: at(7), blocked: true });
    await makeCall({
      from: null,
      at: at(8),
      answeredBy: "intake@kestrelinjurylaw.example",
      leadId: await callLead("+12065559999", { createdAt: at(8) }),
      opened: true,
    });
    // Outside the month: not counted.
    await makeCall({ from: callerNumber(), at: new Date(Date.UTC(2031, 3, 1, 12)).toISOString(), hangUp: true, durationSeconds: 3 });

    const rows = await callFactsInRange(store, range.fromDay, range.toDay);
    expect(rows).toHaveLength(7);
    const bySource = callCounts(rows, "source", later);
    expect(bySource.rows.find((r) => r.key === "paid-search")).toEqual({
      key: "paid-search",
      calls: 3,
      answered: 1,
      missed: 2,
      notIn5: 1,
      notIn60: 0,
      voicemails: 1,
      firstTime: 2,
      hangUps: 0,
      blocked: 0,
    });
    expect(bySource.rows.find((r) => r.key === "phone")).toMatchObject({ calls: 3, answered: 1, missed: 1, notIn5: 1, notIn60: 1, firstTime: 1, blocked: 1 });
    expect(bySource.rows.find((r) => r.key === "paid-social")).toMatchObject({ calls: 1, hangUps: 1, missed: 0, firstTime: 1 });

    const page = await desk("/desk/numbers?range=custom&from=2031-03-01&to=2031-03-31");
    expect(page.response.status).toBe(200);
    expect(page.text).toContain("Calls by source");
    expect(page.text).toContain("Calls by tracking number");
    expect(page.text).toContain("Missed, not called back in 5 min");
    expect(page.text).toContain("Google Ads");
  });

  it("counts a Google Ads call request's signed case under Google Ads in the cost per signed case", async () => {
    const from = callerNumber();
    const leadId = await callLead(from, { createdAt: at(20), channel: "paid-search", utmSource: "google" });
    await env.DB.prepare("UPDATE leads SET status = 'signed', expected_fee_cents = 2500000, first_contact_at = ? WHERE id = ?").bind(at(20, 19), leadId).run();
    const { leads } = await numbersData(store, range);
    const call = leads.find((l) => l.createdAt === at(20) && l.channel === "paid-search");
    expect(call?.adPlatform).toBe("google-ads");
    const spend = {
      platform: [{ platform: "google-ads" as const, campaign: "Car Accident – Kent", campaignKey: "caraccidentkent", month: "2031-03", cents: 150_000 }],
      manual: [],
      maps: [],
      campaigns: new Map<string, string>(),
    };
    const cost = costNumbers(leads, spend, range);
    const paid = cost.bySource.find((r) => r.key === "paid-search")!;
    const google = paid.platforms!.find((p) => p.key === "google-ads")!;
    expect(google.signed).toBe(1);
    expect(google.spendCents).toBe(150_000);
    expect(google.perSigned).toBe(150_000);
  });
});
