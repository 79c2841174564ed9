/**
 * The firm's numbers and the exports: a seeded set of requests with known times and
 * outcomes gives the expected counts, rates, fees and contact times (in and out of office
 * hours); the Google Ads file for that set matches Google's upload template line for line;
 * the page shows the chart (SVG, drawn on the server) and the same figures as tables; the
 * exports are staff-only.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import { googleAdsFile } from "~/spend/google-ads";
import { daysBetween, summarize } from "~/desk/numbers/numbers";
import type { NumbersLead } from "~/leads/lead-numbers";
import { addDays } from "~/lib/kent-time";
import { ORIGIN } from "./helpers";

const { vars, access } = inject("standIns");
let token = "";
beforeAll(async () => {
  token = (
    (await (await fetch(`${access}/token`, { method: "POST", body: JSON.stringify({ email: "intake@kestrelinjurylaw.example" }) })).json()) as { token: string }
  ).token;
});

async function desk(path: string, signedIn = true, extra: Partial<Env> = {}) {
  const headers = new Headers(signedIn ? { "Cf-Access-Jwt-Assertion": token } : {});
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers }) as Parameters<typeof worker.fetch>[0],
    { ...env, ...vars, ...extra } as Env,
    ctx,
  );
  // React marks where text pieces meet with <!-- -->: read the text as a person would.
  const text = (await response.text()).replaceAll("<!-- -->", "");
  await waitOnExecutionContext(ctx);
  return { response, text };
}

// Tuesday 2026-11-24 in Kent is PST (UTC-8): 10:00 is 18:00 UTC, 20:00 is 04:00 the next day.
const seeded: NumbersLead[] = [
  // In office hours: contacted after 10, 20, 30 and 90 minutes; one never.
  {
    createdAt: "2026-11-24T18:00:00.000Z",
    channel: "paid-search",
    utmCampaign: "kent-car",
    status: "signed",
    firstContactAt: "2026-11-24T18:10:00.000Z",
    expectedFeeCents: 3_000_000,
  },
  {
    createdAt: "2026-11-24T19:00:00.000Z",
    channel: "paid-search",
    utmCampaign: "kent-car",
    status: "declined",
    firstContactAt: "2026-11-24T19:20:00.000Z",
    expectedFeeCents: null,
  },
  {
    createdAt: "2026-11-24T20:00:00.000Z",
    channel: "organic-search",
    utmCampaign: null,
    status: "signed",
    firstContactAt: "2026-11-24T20:30:00.000Z",
    expectedFeeCents: null,
  },
  {
    createdAt: "2026-11-24T21:00:00.000Z",
    channel: "organic-search",
    utmCampaign: null,
    status: "contacted",
    firstContactAt: "2026-11-24T22:30:00.000Z",
    expectedFeeCents: null,
  },
  { createdAt: "2026-11-24T22:00:00.000Z", channel: null, utmCampaign: null, status: "new", firstContactAt: null, expectedFeeCents: null },
  // After hours (20:00 Tuesday, 02:00 Wednesday): contacted after 12 and 7 hours.
  {
    createdAt: "2026-11-25T04:00:00.000Z",
    channel: "paid-search",
    utmCampaign: "kent-truck",
    status: "signed",
    firstContactAt: "2026-11-25T16:00:00.000Z",
    expectedFeeCents: 1_250_050,
  },
  {
    createdAt: "2026-11-25T10:00:00.000Z",
    channel: "referral",
    utmCampaign: null,
    status: "not-a-case",
    firstContactAt: "2026-11-25T17:00:00.000Z",
    expectedFeeCents: null,
  },
];

describe("the numbers of a seeded set", () => {
  const numbers = summarize(seeded, daysBetween("2026-11-23", "2026-11-25"));

  it("count requests per Kent day, zeros included", () => {
    expect(numbers.days).toEqual([
      { day: "2026-11-23", requests: 0 },
      { day: "2026-11-24", requests: 6 },
      { day: "2026-11-25", requests: 1 },
    ]);
  });

  it("give requests, contacted, signed, the signed rate and expected fees per channel and per campaign", () => {
    // Signed rate is signed ÷ qualified (issue 43): the referral's only request is not a case, so none qualified.
    expect(numbers.bySource).toMatchObject([
      { key: "paid-search", requests: 3, contacted: 3, signed: 2, signedRate: 2 / 3, expectedFeeCents: 4_250_050 },
      { key: "organic-search", requests: 2, contacted: 2, signed: 1, signedRate: 0.5, expectedFeeCents: 0 },
      { key: "direct", requests: 1, contacted: 0, signed: 0, signedRate: 0, expectedFeeCents: 0 },
      { key: "referral", requests: 1, contacted: 1, signed: 0, signedRate: null, expectedFeeCents: 0 },
    ]);
    expect(numbers.byCampaign.map((c) => [c.key, c.requests, c.signed, c.expectedFeeCents])).toEqual([
      ["(no campaign)", 4, 1, 0],
      ["kent-car", 2, 1, 3_000_000],
      ["kent-truck", 1, 1, 1_250_050],
    ]);
    expect(numbers.totals).toMatchObject({ requests: 7, contacted: 6, signed: 3, expectedFeeCents: 4_250_050, notACase: 1, qualified: 6, signedRate: 3 / 6 });
  });

  it("give the median and 90th percentile of the time to first contact, in and out of office hours", () => {
    expect(numbers.firstContact.officeHours).toEqual({ requests: 5, contacted: 4, medianMinutes: 20, p90Minutes: 90 });
    expect(numbers.firstContact.afterHours).toEqual({ requests: 2, contacted: 2, medianMinutes: 7 * 60, p90Minutes: 12 * 60 });
  });
});

describe("the Google Ads offline-conversion file", () => {
  it('matches Google\'s upload template line for line; a click id of other characters is left out, one starting with "-" kept as is', () => {
    const file = googleAdsFile(
      [
        { gclid: "Cj0KCQiA-first_1", gbraid: null, wbraid: null, signedAt: "2026-11-24T18:10:00.000Z", expectedFeeCents: 3_000_000 },
        { gclid: "Cj0KCQiA-second_2", gbraid: null, wbraid: null, signedAt: "2026-07-04T19:30:05.000Z", expectedFeeCents: null },
        { gclid: "=cmd|evil", gbraid: null, wbraid: null, signedAt: "2026-11-25T16:00:00.000Z", expectedFeeCents: 1_250_050 },
        { gclid: "-Cj0KCQiA_dash", gbraid: null, wbraid: null, signedAt: "2026-11-25T16:00:00.000Z", expectedFeeCents: 1_250_050 },
        { gclid: null, gbraid: null, wbraid: "-wb_1", signedAt: "2026-11-26T16:00:00.000Z", expectedFeeCents: null },
        { gclid: "abc def", gbraid: null, wbraid: null, signedAt: "2026-11-25T16:00:00.000Z", expectedFeeCents: null },
      ],
      { conversionName: "Signed client", defaultValue: 5000, currency: "USD" },
    );
    expect(file.split("\r\n")).toEqual([
      "Parameters:TimeZone=America/Los_Angeles,,,,,,",
      "Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
      "Cj0KCQiA-first_1,,,Signed client,2026-11-24 10:10:00,30000,USD",
      "Cj0KCQiA-second_2,,,Signed client,2026-07-04 12:30:05,5000,USD",
      "-Cj0KCQiA_dash,,,Signed client,2026-11-25 08:00:00,12500.5,USD",
      ",,-wb_1,Signed client,2026-11-26 08:00:00,5000,USD",
      "",
    ]);
  });

  it("leaves the value empty when there is no fee and no default", () => {
    const file = googleAdsFile([{ gclid: "abc", gbraid: null, wbraid: null, signedAt: "2026-11-24T18:10:00.000Z", expectedFeeCents: null }], {
      conversionName: "Signed client",
      defaultValue: null,
      currency: "USD",
    });
    expect(file.split("\r\n")[2]).toBe("abc,,,Signed client,2026-11-24 10:10:00,,");
  });
});

describe("the numbers page and the exports", () => {
  beforeAll(async () => {
    // Two requests stored now: one signed from a Google ad click, one new.
    const now = new Date();
    const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    const insert = (name: string, gclid: string | null, status: string, fee: number | null) =>
      env.DB.prepare(
        "INSERT INTO leads (created_at, name, email, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, channel, utm_campaign, gclid, status, first_contact_at, expected_fee_cents) VALUES (?1, ?2, ?3, 'car-accidents', ?4, '/', '', '', 1, ?5, 'json', 'passed', ?6, ?7, ?8, ?9, ?10, ?11)",
      )
        .bind(
          at(120),
          name,
          `${name.toLowerCase().replace(/\W/g, "")}@example.com`,
          '=HYPERLINK("https://evil.example")',
          crypto.randomUUID(),
          gclid ? "paid-search" : "direct",
          gclid ? "kent-car" : null,
          gclid,
          status,
          status === "new" ? null : at(100),
          fee,
        )
        .run();
    await insert("Signed Ad Client", "Cj0KCQiA-page_1", "signed", 2_000_000);
    await insert("Still New", null, "new", null);
    await env.DB.prepare(
      "INSERT INTO lead_status_changes (lead_id, changed_at, changed_by, from_status, to_status, expected_fee_cents, form_key) SELECT id, ?1, 'intake@kestrelinjurylaw.example', 'contacted', 'signed', 2000000, ?2 FROM leads WHERE name = 'Signed Ad Client'",
    )
      .bind(at(30), crypto.randomUUID())
      .run();
  });

  it("shows the chart as SVG drawn on the server, and the figures as tables", async () => {
    const { response, text } = await desk("/desk/numbers");
    expect(response.status).toBe(200);
    expect(text).toContain("Numbers for the last 30 days");
    expect(text).toMatch(/<svg[^>]*viewBox="0 0 640 260"/);
    expect((text.match(/<rect/g) ?? []).length).toBeGreaterThanOrEqual(30);
    expect(text).toContain("<caption>Requests per day, the last 30 days (Kent days)</caption>");
    expect(text).toMatch(
      /<th scope="row" class="[^"]*">Paid search<\/th><td[^>]*>1<\/td><td[^>]*>1<\/td><td[^>]*>1<\/td><td[^>]*>100%<\/td><td[^>]*>\$20,000<\/td>/,
    );
    expect(text).toContain("In office hours");
    expect((await desk("/desk/numbers?range=90")).text).toContain("Numbers for the last 90 days");
    expect((await desk("/desk/numbers?range=custom&from=2026-11-01&to=2026-11-02")).text).toContain("Numbers for 2026-11-01 to 2026-11-02");
  });

  it("draws the chart with no inline style (the CSP drops them), its labels as plain SVG text", async () => {
    const { text } = await desk("/desk/numbers");
    expect(text).not.toContain(" style=");
    const chart = text.match(/<svg[^>]*viewBox="0 0 640 260"[\s\S]*?<\/svg>/)?.[0] ?? "";
    // One SVG: no nested <svg> whose overflow would need a style to show its label.
    expect(chart.match(/<svg/g)).toHaveLength(1);
    for (const value of [0, 1, 2, 3, 4]) expect(chart).toMatch(new RegExp(`<text [^>]*text-anchor="end"[^>]*>${value}</text>`));
    expect(chart.match(/<text [^>]*text-anchor="middle"[^>]*>[A-Z][a-z]{2} \d{1,2}<\/text>/g)).toHaveLength(8);
  });

  it("marks the period shown, for the eye and for screen readers", async () => {
    const current = (html: string) => html.match(/<(a|span) [^>]*aria-current="page"[^>]*>([^<]*)</g) ?? [];
    const thirty = current((await desk("/desk/numbers")).text);
    expect(thirty).toHaveLength(1);
    expect(thirty[0]).toContain(">Last 30 days<");
    expect(thirty[0]).toMatch(/aria-\[current=page\]:bg-ink/);
    expect(current((await desk("/desk/numbers?range=90")).text)[0]).toContain(">Last 90 days<");
    const chosen = current((await desk("/desk/numbers?range=custom&from=2026-11-01&to=2026-11-02")).text);
    expect(chosen).toHaveLength(1);
    expect(chosen[0]).toMatch(/class="[^"]*bg-ink[^"]*"[^>]*>2026-11-01 to 2026-11-02</);
  });

  it("exports the requests as formula-safe CSV, and the Google Ads file of the signed ad clicks", async () => {
    const csv = await desk("/desk/export/requests.csv");
    expect(csv.response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="requests-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv"$/);
    expect(csv.response.headers.get("Cache-Control")).toBe("private, no-store");
    // A report, not a table dump (test/worker/declines-reports.test.ts has its columns): no description, no internal columns.
    expect(csv.text.split("\r\n")[0]).toMatch(/^Request,Received \(Kent time\),Name,/);
    expect(csv.text).not.toContain("HYPERLINK");

    const ads = await desk("/desk/export/google-ads-conversions.csv");
    const lines = ads.text.split("\r\n");
    expect(lines.slice(0, 2)).toEqual([
      "Parameters:TimeZone=America/Los_Angeles,,,,,,",
      "Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
    ]);
    expect(lines.slice(2, -1)).toHaveLength(1);
    expect(lines[2]).toMatch(/^Cj0KCQiA-page_1,,,Signed client,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,20000,USD$/);
    const unset = await desk("/desk/export/google-ads-conversions.csv", true, { GOOGLE_ADS_CONVERSION_NAME: "" as never });
    expect(unset.response.status).toBe(409);
    expect(unset.text).toContain("Set GOOGLE_ADS_CONVERSION_NAME");
  });

  for (const query of [
    "range=custom&from=2026-11-01&to=9999-99-99",
    "to=9999-99-99",
    "range=custom&from=2026-02-30&to=2026-03-05",
    "range=custom&from=garbage&to=%00",
    "range=custom&from=2026-11-01&to=99999-01-01",
  ]) {
    it(`ignores impossible days (${query}): the page and both exports answer 200 for the last 30 days`, async () => {
      const page = await desk(`/desk/numbers?${query}`);
      expect(page.response.status).toBe(200);
      expect(page.text).toContain("Numbers for the last 30 days");
      for (const path of ["/desk/export/requests.csv", "/desk/export/google-ads-conversions.csv"]) {
        const file = await desk(`${path}?${query}`);
        expect(file.response.status, path).toBe(200);
        const [, from, to] = file.response.headers.get("Content-Disposition")!.match(/(\d{4}-\d\d-\d\d)-to-(\d{4}-\d\d-\d\d)\.csv"$/)!;
        expect(daysBetween(from, to), path).toHaveLength(30);
      }
    });
  }

  it("keeps a real leap day, and shows at most 400 days of a longer period", async () => {
    expect((await desk("/desk/numbers?range=custom&from=2024-02-29&to=2024-03-01")).text).toContain("Numbers for 2024-02-29 to 2024-03-01");
    const long = await desk("/desk/numbers?range=custom&from=2020-01-01&to=2026-11-26");
    expect(long.response.status).toBe(200);
    expect(long.text).toContain(`Numbers for ${addDays("2026-11-26", -399)} to 2026-11-26`);
  });

  it("refuses the page and the exports without a valid token, nothing rendered", async () => {
    for (const path of ["/desk/numbers", "/desk/numbers.data", "/desk/export/requests.csv", "/desk/export/google-ads-conversions.csv"]) {
      const { response, text } = await desk(path, false);
      expect(response.status, path).toBe(403);
      expect(text, path).toBe("Forbidden");
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });
});

describe("the privacy notice", () => {
  it("says a signed client's ad click id may be reported to Google, and nothing else of theirs, in both languages", async () => {
    const english = (await desk("/privacy-policy", false)).text;
    expect(english).toContain("we may report to Google the ad&#x27;s click code (gclid)");
    expect(english).toContain("Nothing else of yours is reported");
    const spanish = (await desk("/es/politica-de-privacidad", false)).text;
    expect(spanish).toContain("podemos informar a Google el código de clic de ese anuncio (gclid)");
    expect(spanish).toContain("No informamos nada más sobre usted");
  });
});
