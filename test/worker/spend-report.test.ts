/**
 * The ad platforms' cost reports (decision 0054), read from sample files written from each platform's documented
 * export layout: Google's title lines and "Total:" rows (and its UTF-16 "Excel CSV"), Microsoft's header block and
 * footer, Meta's "Amount spent (USD)". Each refusal names the row and the column.
 */
import { describe, expect, it } from "vitest";
import { decodeReport, readSpendReport } from "~/spend/spend-report";
import { campaignKey, dollars, dollarsToCents, reportDay } from "~/spend/spend-values";
import { fixture } from "./spend-fixtures";

const utf8 = (text: string) => new TextEncoder().encode(text);
const refused = (text: string) => {
  const read = readSpendReport(utf8(text));
  if (read.ok) throw new Error("read, not refused");
  return read.error;
};

describe("the three platforms' files", () => {
  it("Google Ads, UTF-8 with a byte-order mark: title lines and Total rows skipped", () => {
    const read = readSpendReport(fixture("google-ads-campaign-report.csv"));
    expect(read).toMatchObject({ ok: true, platform: "google-ads", fromDay: "2026-11-02", toDay: "2026-11-04", currencyNamed: true, totalCents: 250_215 });
    if (!read.ok) return;
    expect(read.rows).toEqual([
      { day: "2026-11-02", campaign: "Car Accident – Kent", campaignKey: "caraccidentkent", cents: 125_040 },
      { day: "2026-11-02", campaign: "Truck Crash Lawyer", campaignKey: "truckcrashlawyer", cents: 31_000 },
      { day: "2026-11-03", campaign: "Brand – Kestrel", campaignKey: "brandkestrel", cents: 4_215 },
      { day: "2026-11-03", campaign: "Car Accident – Kent", campaignKey: "caraccidentkent", cents: 89_960 },
      { day: "2026-11-04", campaign: "Truck Crash Lawyer", campaignKey: "truckcrashlawyer", cents: 0 },
    ]);
  });

  it("Google Ads' Excel CSV, UTF-16LE and tab-separated, reads the same", () => {
    const bytes = fixture("google-ads-campaign-report-excel.csv");
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfe]);
    const excel = readSpendReport(bytes);
    const plain = readSpendReport(fixture("google-ads-campaign-report.csv"));
    expect(excel).toEqual(plain);
  });

  it("Microsoft Advertising: the report header block and the copyright footer skipped, US dates read", () => {
    const read = readSpendReport(fixture("microsoft-advertising-campaign-report.csv"));
    expect(read).toMatchObject({ ok: true, platform: "microsoft-ads", fromDay: "2026-11-02", toDay: "2026-11-03", currencyNamed: true, totalCents: 30_185 });
    if (read.ok)
      expect(read.rows.map((r) => [r.day, r.campaign, r.cents])).toEqual([
        ["2026-11-02", "car accident kent", 14_327],
        ["2026-11-03", "Bing – Slip and Fall", 3_750],
        ["2026-11-03", "car accident kent", 12_108],
      ]);
  });

  it("Meta: the currency read from the header; a row over several days spread evenly, to the cent", () => {
    const read = readSpendReport(fixture("meta-ads-report.csv"));
    expect(read).toMatchObject({ ok: true, platform: "meta-ads", fromDay: "2026-11-02", toDay: "2026-11-03", currencyNamed: true, totalCents: 14_630 });
    const week = readSpendReport(utf8("Reporting starts,Reporting ends,Campaign name,Amount spent (USD)\n2026-11-01,2026-11-03,Lead Form,100.00\n"));
    expect(week.ok && week.rows.map((r) => [r.day, r.cents])).toEqual([
      ["2026-11-01", 3_334],
      ["2026-11-02", 3_333],
      ["2026-11-03", 3_333],
    ]);
  });

  it("a file that names no currency is taken as US dollars, and says so", () => {
    expect(readSpendReport(utf8("Day,Campaign,Cost\n2026-11-02,Brand,10\n"))).toMatchObject({ ok: true, currencyNamed: false, totalCents: 1_000 });
    expect(readSpendReport(utf8("Reporting starts,Reporting ends,Campaign name,Amount spent\n2026-11-02,2026-11-02,A,1\n"))).toMatchObject({
      ok: true,
      currencyNamed: false,
    });
  });

  it("two rows of one day and campaign (a report segmented by device) add up", () => {
    const read = readSpendReport(utf8("Day,Campaign,Device,Cost\n2026-11-02,Brand,Mobile,10.50\n2026-11-02,brand ,Computers,4.50\n"));
    expect(read.ok && read.rows).toEqual([{ day: "2026-11-02", campaign: "Brand", campaignKey: "brand", cents: 1_500 }]);
  });
});

describe("refused whole, naming the row and the column", () => {
  it("a missing column", () => {
    expect(refused("Campaign report\nDay,Campaign,Clicks\n2026-11-02,Brand,3\n")).toMatch(
      /^Row 2: the header has no "Cost" column, which a Google Ads report needs/,
    );
    expect(refused('"Report Name: x"\n\nTimePeriod,Campaign name,Clicks\n')).toMatch(
      /^Row 3: the header has no "Spend" column, which a Microsoft Advertising report needs/,
    );
    expect(refused("Campaign name,Amount spent (USD)\nA,1\n")).toMatch(/^Row 1: the header has no "Reporting starts" column, which a Meta report needs/);
    expect(refused("Date,Source,Amount\n2026-11-02,x,1\n")).toMatch(/^No row names the columns of a Google Ads, Microsoft Advertising or Meta cost report/);
  });

  it("a bad number, a bad day, an empty campaign", () => {
    expect(refused('Day,Campaign,Cost\n2026-11-02,Brand,10\n2026-11-03,Brand,"1.234,50"\n')).toBe(
      'Row 3, column "Cost": "1.234,50" is not an amount in dollars, like 1,234.56. Nothing was imported: fix the file or download it again.',
    );
    expect(refused("Day,Campaign,Cost\n2026-11-02,Brand,-4\n")).toMatch(/^Row 2, column "Cost": "-4" is not an amount/);
    expect(refused("Day,Campaign,Cost\n2026-02-30,Brand,4\n")).toMatch(/^Row 2, column "Day": "2026-02-30" is not a day/);
    expect(refused("Day,Campaign,Cost\n2026-11-02,,4\n")).toMatch(/^Row 2, column "Campaign": the campaign is empty/);
  });

  it("a currency other than US dollars, in a column or in Meta's header", () => {
    expect(refused("Day,Campaign,Currency code,Cost\n2026-11-02,Brand,USD,1\n2026-11-03,Brand,CAD,2\n")).toMatch(
      /^Row 3, column "Currency code": the amount is in CAD; the firm's spend is in US dollars \(USD\)/,
    );
    expect(refused("Reporting starts,Reporting ends,Campaign name,Amount spent (EUR)\n2026-11-02,2026-11-02,A,1\n")).toMatch(
      /^Row 1, column "Amount spent \(EUR\)": the amounts are in EUR/,
    );
  });

  it("an empty file, a header with nothing under it, a broken quote", () => {
    expect(refused("")).toBe("The file is empty: nothing was imported.");
    expect(readSpendReport(new Uint8Array([0xef, 0xbb, 0xbf]))).toEqual({ ok: false, error: "The file is empty: nothing was imported." });
    expect(refused("Campaign report\nDay,Campaign,Cost\nTotal: Account,--,0.00\n")).toBe("The file has no spend under its header: nothing was imported.");
    expect(refused('Day,Campaign,Cost\n2026-11-02,"Brand,1\n')).toMatch(/^Row 2 has a quote that is never closed/);
  });
});

describe("the cells", () => {
  it("campaign names match without regard to case and spacing", () => {
    expect(campaignKey(" Car  Accident – Kent ")).toBe(campaignKey("car_accident-kent"));
    expect(campaignKey("Truck+Crash")).toBe("truckcrash");
  });

  it("days, amounts and dollars", () => {
    expect([reportDay("2026-11-03"), reportDay("11/3/2026"), reportDay("Nov 3, 2026"), reportDay("November 3, 2026"), reportDay("13/1/2026")]).toEqual([
      "2026-11-03",
      "2026-11-03",
      "2026-11-03",
      "2026-11-03",
      null,
    ]);
    expect([
      dollarsToCents("1,234.56"),
      dollarsToCents("$12"),
      dollarsToCents("0.005"),
      dollarsToCents("12.345"),
      dollarsToCents("1,23"),
      dollarsToCents("--"),
    ]).toEqual([123_456, 1_200, 1, 1_235, null, null]);
    expect([dollars(123_456), dollars(5), dollars(100_000_00)]).toEqual(["$1,234.56", "$0.05", "$100,000.00"]);
  });

  it("decodes UTF-16 with or without its mark", () => {
    const text = "Day\tCampaign";
    const le = new Uint8Array([...text].flatMap((c) => [c.charCodeAt(0), 0]));
    expect(decodeReport(le)).toBe(text);
    expect(decodeReport(new Uint8Array([0xff, 0xfe, ...le]))).toBe(text);
  });
});

describe("the work of one file (issue 53, S9)", () => {
  const meta = (rows: number, campaigns: number) => {
    const lines = ["Reporting starts,Reporting ends,Campaign name,Amount spent (USD)"];
    for (let i = 0; i < rows; i++) lines.push(`2025-01-01,2026-02-04,c${i % campaigns},4.00`);
    return `${lines.join("\n")}\n`;
  };

  it("a 2 MB file of rows spread over 400 days each is refused by its day-rows, before they are spread", () => {
    const rows = Math.floor((2 * 1024 * 1024 - 80) / "2025-01-01,2026-02-04,c0,4.00\n".length);
    const started = Date.now();
    const error = refused(meta(rows, 1));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(error).toBe(
      "Row 2002: the file's rows cover more than 800,000 days of campaigns in all (each row counts every day from its reporting start to its end): break the report down by day or upload a shorter period. Nothing was imported.",
    );
  });

  it("takes a file up to the bound: 2,000 rows of 400 days over 50 campaigns", () => {
    const read = readSpendReport(utf8(meta(2_000, 50)));
    expect(read).toMatchObject({ ok: true, platform: "meta-ads", fromDay: "2025-01-01", toDay: "2026-02-04", totalCents: 800_000 });
    if (read.ok) expect(read.rows).toHaveLength(20_000);
  });
});
