/**
 * Cost per outcome (decision 0054) on a fixed data set, computed by hand below: spend per source and per campaign
 * beside requests, reached, qualified and signed (each person once, not-a-case out of qualified), spend that
 * matches no campaign listed apart, a campaign mapped to a source, monthly amounts, cost per signed case by month.
 */
import { describe, expect, it } from "vitest";
import { type AdTouch, adPlatformOf, costNumbers, monthsBetween, prorate, type SpendFacts } from "~/spend/cost-numbers";
import type { NumbersLead } from "~/leads/lead-numbers";
import { daysBetween, summarize } from "~/desk/numbers/numbers";

const lead = (
  createdAt: string,
  channel: string,
  utmCampaign: string | null,
  status: string,
  reached: boolean,
  fee: number | null = null,
  duplicateOf: number | null = null,
  touch: Omit<AdTouch, "channel"> = {},
): NumbersLead => ({
  createdAt,
  channel,
  utmCampaign,
  status,
  firstContactAt: reached ? createdAt : null,
  expectedFeeCents: fee,
  duplicateOf,
  adPlatform: adPlatformOf({ channel, ...touch }),
});

const NOV = "2026-11-10T18:00:00.000Z";
const DEC = "2026-12-08T18:00:00.000Z";
const handLeads: NumbersLead[] = [
  lead(NOV, "paid-search", "car accident kent", "signed", true, 3_000_000, null, { gclid: "Cj0-a" }), // A: Google Ads
  lead(NOV, "paid-search", "car accident kent", "contacted", true, null, null, { msclkid: "ms-b" }), // B: Microsoft
  lead(NOV, "paid-search", "Car_Accident_Kent", "new", false, null, null, { utmSource: "Bing" }), // C: Microsoft by its tag
  lead(NOV, "paid-search", "car accident kent", "not-a-case", true), // D: spam, no platform known
  lead(NOV, "paid-search", "car accident kent", "signed", true, null, 1, { msclkid: "ms-e" }), // E: A's second request, counted there
  lead(NOV, "paid-social", "kent-injury-lead-form", "signed", true, 1_200_000, null, { utmSource: "facebook" }), // F: Meta
  lead(NOV, "directory", null, "signed", true, 800_000), // G
  lead(NOV, "organic-search", null, "contacted", true, null, null, { utmSource: "google" }), // H: organic, so no platform
  lead(DEC, "paid-search", "car accident kent", "signed", true, 2_000_000, null, { utmSource: "google", wbraid: "0B-i" }), // I: Google Ads
];

const g = (campaign: string, key: string, month: string, cents: number) => ({ platform: "google-ads" as const, campaign, campaignKey: key, month, cents });
const spend: SpendFacts = {
  platform: [
    g("Car Accident – Kent", "caraccidentkent", "2026-11", 215_000), // 1,250.40 + 899.60
    g("Truck Crash Lawyer", "truckcrashlawyer", "2026-11", 31_000),
    g("Brand – Kestrel", "brandkestrel", "2026-11", 4_215),
    g("Car Accident – Kent", "caraccidentkent", "2026-12", 100_000),
    { platform: "microsoft-ads", campaign: "car accident kent", campaignKey: "caraccidentkent", month: "2026-11", cents: 26_435 }, // 143.27 + 121.08
    { platform: "microsoft-ads", campaign: "Bing – Slip and Fall", campaignKey: "bingslipandfall", month: "2026-11", cents: 3_750 },
    { platform: "meta-ads", campaign: "Kent Injury Lead Form", campaignKey: "kentinjuryleadform", month: "2026-11", cents: 11_523 }, // 60.33 + 54.90
    { platform: "meta-ads", campaign: "Spanish – Accidentes", campaignKey: "spanishaccidentes", month: "2026-11", cents: 3_107 },
  ],
  manual: [
    { month: "2026-11", source: "directory", label: "Avvo listing", amountCents: 60_000 },
    { month: "2026-12", source: "directory", label: "Avvo listing", amountCents: 60_000 },
  ],
  maps: [{ campaignKey: "brandkestrel", toCampaignKey: null, toSource: "direct" }],
  campaigns: new Map([
    ["caraccidentkent", "car accident kent"],
    ["kentinjuryleadform", "kent-injury-lead-form"],
  ]),
};

describe("cost per outcome, by hand", () => {
  const numbers = costNumbers(handLeads, spend, { fromDay: "2026-11-01", toDay: "2026-12-31" });
  const row = (rows: typeof numbers.bySource, key: string) => rows.find((r) => r.key === key)!;

  it("per campaign: the ad's campaign matched to utm_campaign without regard to case and spacing", () => {
    // Spend 2,150.00 + 264.35 + 1,000.00 = 3,414.35. People A B C D I = 5 (E counts on A); reached A B D I = 4;
    // qualified 5 - 1 not-a-case = 4; signed A I = 2; fees 30,000 + 20,000 = 50,000.
    // Per request 3,414.35 / 5 = 682.87; per reached / 4 = 853.5875; per signed / 2 = 1,707.175; fees / spend = 14.64.
    expect(row(numbers.byCampaign, "caraccidentkent")).toEqual({
      key: "caraccidentkent",
      name: "car accident kent",
      spendCents: 341_435,
      requests: 5,
      contacted: 4,
      qualified: 4,
      signed: 2,
      expectedFeeCents: 5_000_000,
      perRequest: 68_287,
      perReached: 85_358.75,
      perSigned: 170_717.5,
      feesPerSpend: 5_000_000 / 341_435,
    });
    // Meta's 60.33 + 54.90 = 115.23 for F alone: per request and per signed case 115.23.
    expect(row(numbers.byCampaign, "kentinjuryleadform")).toMatchObject({
      name: "kent-injury-lead-form",
      spendCents: 11_523,
      requests: 1,
      signed: 1,
      perSigned: 11_523,
    });
    expect(row(numbers.byCampaign, "")).toMatchObject({ name: "(no campaign)", spendCents: null, requests: 2, signed: 1, perSigned: null });
  });

  it("per source: every platform's spend in its source, the monthly amounts, the campaign mapped to a source", () => {
    // Paid search: 2,150.00 + 310.00 + 1,000.00 (Google, Brand mapped away) + 264.35 + 37.50 (Microsoft) = 3,761.85;
    // people A B C D I: per request 752.37, per reached 940.4625, per signed 1,880.925.
    expect(row(numbers.bySource, "paid-search")).toMatchObject({
      spendCents: 376_185,
      requests: 5,
      contacted: 4,
      qualified: 4,
      signed: 2,
      perRequest: 75_237,
      perReached: 94_046.25,
      perSigned: 188_092.5,
    });
    // Paid social: 115.23 + 31.07 = 146.30 for F (signed, $12,000): fees ÷ spend 1,200,000 / 14,630 = 82.02.
    expect(row(numbers.bySource, "paid-social")).toMatchObject({
      spendCents: 14_630,
      requests: 1,
      signed: 1,
      perSigned: 14_630,
      feesPerSpend: 1_200_000 / 14_630,
    });
    // Directory: two whole months of 600.00 = 1,200.00 for G.
    expect(row(numbers.bySource, "directory")).toMatchObject({ spendCents: 120_000, requests: 1, signed: 1, perSigned: 120_000 });
    // Direct: Brand's 42.15, mapped there, and no request: no cost per request.
    expect(row(numbers.bySource, "direct")).toMatchObject({ spendCents: 4_215, requests: 0, perRequest: null });
    // Organic search: no spend recorded, which is not $0.
    expect(row(numbers.bySource, "organic-search")).toMatchObject({ spendCents: null, requests: 1, perRequest: null, feesPerSpend: null });
  });

  it("per platform under its source: each platform's spend, requests, signed and cost per signed case, adding up to the source", () => {
    const paid = row(numbers.bySource, "paid-search");
    // Google in paid search: 2,150.00 + 310.00 + 1,000.00 = 3,460.00 (Brand's 42.15 is mapped to Direct); people A and I,
    // both reached and signed, fees 30,000 + 20,000: 1,730.00 per request, per reached and per signed case.
    // Microsoft: 264.35 + 37.50 = 301.85; people B (reached) and C: 150.925 per request, 301.85 per reached, none signed.
    // D has no platform: "Other or not known", no spend recorded for it (nothing typed by hand for paid search).
    expect(paid.platforms).toEqual([
      {
        key: "google-ads",
        name: "Google Ads",
        spendCents: 346_000,
        requests: 2,
        contacted: 2,
        qualified: 2,
        signed: 2,
        expectedFeeCents: 5_000_000,
        perRequest: 173_000,
        perReached: 173_000,
        perSigned: 173_000,
        feesPerSpend: 5_000_000 / 346_000,
      },
      {
        key: "microsoft-ads",
        name: "Microsoft Advertising",
        spendCents: 30_185,
        requests: 2,
        contacted: 1,
        qualified: 2,
        signed: 0,
        expectedFeeCents: 0,
        perRequest: 15_092.5,
        perReached: 30_185,
        perSigned: null,
        feesPerSpend: 0,
      },
      {
        key: "other",
        name: "Other or not known",
        spendCents: null,
        requests: 1,
        contacted: 1,
        qualified: 0,
        signed: 0,
        expectedFeeCents: 0,
        perRequest: null,
        perReached: null,
        perSigned: null,
        feesPerSpend: null,
      },
    ]);
    // They add up to the source's row, which is unchanged: 3,460.00 + 301.85 = 3,761.85 over 2 + 2 + 1 = 5 people, 2 signed.
    expect(paid.platforms!.reduce((sum, p) => sum + (p.spendCents ?? 0), 0)).toBe(paid.spendCents);
    expect(paid.platforms!.reduce((sum, p) => sum + p.requests, 0)).toBe(paid.requests);
    expect(paid.platforms!.reduce((sum, p) => sum + p.signed, 0)).toBe(paid.signed);
    // Meta in paid social: 115.23 + 31.07 = 146.30 for F, signed.
    expect(row(numbers.bySource, "paid-social").platforms).toEqual([
      expect.objectContaining({ key: "meta-ads", spendCents: 14_630, requests: 1, signed: 1, perSigned: 14_630 }),
    ]);
    // Google's Brand campaign mapped to Direct: a Google Ads row there, with no request.
    expect(row(numbers.bySource, "direct").platforms).toEqual([
      expect.objectContaining({ key: "google-ads", spendCents: 4_215, requests: 0, perRequest: null }),
    ]);
    // No ad reaches a directory or organic search: no platform rows.
    expect(row(numbers.bySource, "directory").platforms).toBeUndefined();
    expect(row(numbers.bySource, "organic-search").platforms).toBeUndefined();
  });

  it('a typed monthly amount for a source with platforms is its own row, "Other or not known"', () => {
    // November's facts, as the database gives them for a November period.
    const november = {
      ...spend,
      platform: spend.platform.filter((r) => r.month === "2026-11"),
      manual: [{ month: "2026-11", source: "paid-search", label: "Yelp ads", amountCents: 9_000 }],
    };
    const typed = costNumbers(
      handLeads.filter((l) => l.createdAt === NOV),
      november,
      { fromDay: "2026-11-01", toDay: "2026-11-30" },
    );
    const paid = row(typed.bySource, "paid-search");
    // November only: Google 2,150.00 + 310.00, Microsoft 301.85, typed 90.00 = 2,851.85; D alone is not known.
    expect(paid.spendCents).toBe(285_185);
    expect(paid.platforms!.map((p) => [p.key, p.spendCents, p.requests])).toEqual([
      ["google-ads", 246_000, 1],
      ["microsoft-ads", 30_185, 2],
      ["other", 9_000, 1],
    ]);
  });

  it("totals, the spend without a campaign, the unmatched spend listed", () => {
    // 3,761.85 + 146.30 + 1,200.00 + 42.15 = 5,150.30. People A B C D F G H I = 8, reached 7, qualified 7, signed A F G I = 4,
    // fees 30,000 + 12,000 + 8,000 + 20,000 = 70,000. Per request 643.7875, per reached 735.757…, per signed 1,287.575.
    expect(numbers.totals).toMatchObject({
      spendCents: 515_030,
      requests: 8,
      contacted: 7,
      qualified: 7,
      signed: 4,
      expectedFeeCents: 7_000_000,
      perRequest: 64_378.75,
      perSigned: 128_757.5,
    });
    expect(numbers.totals.perReached).toBeCloseTo(73_575.714, 2);
    // Monthly amounts 1,200.00 and Brand 42.15.
    expect(numbers.sourceOnlyCents).toBe(124_215);
    expect(numbers.unmatched).toEqual([
      { platform: "google-ads", campaign: "Truck Crash Lawyer", cents: 31_000 },
      { platform: "microsoft-ads", campaign: "Bing – Slip and Fall", cents: 3_750 },
      { platform: "meta-ads", campaign: "Spanish – Accidentes", cents: 3_107 },
    ]);
  });

  it("cost per signed case by month, requests by the month they came", () => {
    // November: 2,502.15 + 301.85 + 146.30 + 600.00 = 3,550.30 over A F G = 1,183.43; December: 1,000.00 + 600.00 over I.
    expect(numbers.byMonth).toEqual([
      { month: "2026-11", spendCents: 355_030, signed: 3, perSigned: 355_030 / 3 },
      { month: "2026-12", spendCents: 160_000, signed: 1, perSigned: 160_000 },
    ]);
  });

  it("no spend at all: every spend reads as not recorded, never $0", () => {
    const none = costNumbers(handLeads, { platform: [], manual: [], maps: [], campaigns: new Map() }, { fromDay: "2026-11-01", toDay: "2026-11-30" });
    expect(none.totals.spendCents).toBeNull();
    expect(none.bySource.every((r) => r.spendCents === null)).toBe(true);
    expect(none.byMonth).toEqual([{ month: "2026-11", spendCents: null, signed: 3, perSigned: null }]);
  });
});

describe("the ad platform of a request", () => {
  it.each([
    [{ channel: "paid-search", gclid: "x" }, "google-ads"],
    [{ channel: "paid-search", gbraid: "x" }, "google-ads"],
    [{ channel: "paid-search", msclkid: "x" }, "microsoft-ads"],
    [{ channel: "paid-search", utmSource: "Bing" }, "microsoft-ads"],
    [{ channel: "paid-search", utmSource: "google" }, "google-ads"],
    [{ channel: "paid-social", utmSource: "instagram" }, "meta-ads"],
    [{ channel: "paid-social", fbclid: "x" }, "meta-ads"],
    [{ channel: "display", utmSource: "google" }, "google-ads"],
    [{ channel: "paid-search", utmSource: "yelp" }, null],
    [{ channel: "organic-search", utmSource: "google" }, null],
    [{ channel: "social", fbclid: "x" }, null],
    [{ channel: null, gclid: "x" }, null],
  ] as [AdTouch, string | null][])("%o is %s", (touch, platform) => {
    expect(adPlatformOf(touch)).toBe(platform);
  });
});

describe("months", () => {
  it("a monthly amount counts for its days in the period", () => {
    expect(prorate(60_000, "2026-11", "2026-11-16", "2026-12-31")).toBe(30_000);
    expect(prorate(60_000, "2026-11", "2026-10-01", "2026-12-31")).toBe(60_000);
    expect(prorate(10_000, "2026-02", "2026-02-01", "2026-02-01")).toBe(357);
    expect(prorate(60_000, "2026-10", "2026-11-01", "2026-11-30")).toBe(0);
  });

  it("the months of a period", () => {
    expect(monthsBetween("2026-11-28", "2027-02-01")).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
  });
});

describe("a long period's numbers, in one pass", () => {
  // 40,000 people in one source, campaign and owner: a group copied whole at each push, or office hours worked out
  // again for each table, takes minutes at this size; a linear pass takes a second or two (98 s before, 2.4 s after, measured).
  it("summarize and costNumbers of 40,000 people finish in seconds, with the figures of their parts", () => {
    const start = Date.parse("2025-11-01T08:00:00.000Z");
    const people: NumbersLead[] = Array.from({ length: 40_000 }, (_, i) => {
      const createdAt = new Date(start + i * 900_000).toISOString();
      return { ...lead(createdAt, "paid-search", "kent-car", i % 4 === 0 ? "signed" : "contacted", i % 2 === 0, 100_000), ownerEmail: "sam@example.com" };
    });
    const days = daysBetween("2025-11-01", "2026-12-05");
    const began = Date.now();
    const numbers = summarize(people, days);
    const cost = costNumbers(people, { platform: [], manual: [], maps: [], campaigns: new Map() }, { fromDay: "2025-11-01", toDay: "2026-12-05" });
    const took = Date.now() - began;
    console.log(`summarize + costNumbers of 40,000 people: ${took} ms`);
    expect(numbers.totals).toMatchObject({ requests: 40_000, signed: 10_000, contacted: 20_000 });
    expect(numbers.bySource).toHaveLength(1);
    expect(numbers.firstContact.officeHours.requests + numbers.firstContact.afterHours.requests).toBe(40_000);
    expect(cost.byMonth.reduce((n, m) => n + m.signed, 0)).toBe(10_000);
    expect(took).toBeLessThan(15_000);
  });
});
