// An ad platform's cost report (Google Ads, Microsoft Advertising, Meta), known by its column headers, read
// all or nothing: the first bad row is named with its column. Decision 0054.
import { csvRows } from "~/lib/csv";
import { campaignKey, dollarsToCents, reportDay } from "./spend-values";
import type { Platform } from "~/db/statuses";

export const platformName: Record<Platform, string> = { "google-ads": "Google Ads", "microsoft-ads": "Microsoft Advertising", "meta-ads": "Meta" };

/** Refused before the file is read; a year of daily campaigns is far under it. */
export const SPEND_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const SPEND_MAX_ROWS = 20_000;
const MAX_SPREAD_DAYS = 400;
/** The work of one file: the days its rows spread over, added up (400 days × 2,000 rows), counted before any row
 * is spread, so a small file of long rows cannot cost more than this (decision 0065). */
export const SPEND_MAX_DAY_ROWS = MAX_SPREAD_DAYS * 2_000;

export interface SpendRow {
  day: string;
  campaign: string;
  campaignKey: string;
  cents: number;
}

export type SpendRead =
  { ok: true; platform: Platform; rows: SpendRow[]; fromDay: string; toDay: string; currencyNamed: boolean; totalCents: number } | { ok: false; error: string };

/** UTF-8 (with or without a byte-order mark) or UTF-16 (Google's "Excel CSV"). */
export function decodeReport(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  // UTF-16LE without its mark: every other byte of plain text is zero.
  if (bytes.length > 3 && bytes[1] === 0 && bytes[3] === 0 && bytes[0] !== 0) return new TextDecoder("utf-16le").decode(bytes);
  return new TextDecoder("utf-8").decode(bytes);
}

/** A header as compared: "Currency code", "CurrencyCode" and "currency_code" are one. */
const norm = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_.]+/g, "");

interface Layout {
  platform: Platform;
  headerRow: number;
  day?: number;
  starts?: number;
  ends?: number;
  campaign: number;
  amount: number;
  currency?: number;
  /** Meta names its currency in the amount's header: "Amount spent (USD)". */
  headerCurrency?: string;
}

type Found = { ok: true; layout: Layout } | { ok: false; error: string };

const NO_HEADER =
  'No row names the columns of a Google Ads, Microsoft Advertising or Meta cost report (a "Campaign" or "Campaign name" column): nothing was imported. Download the campaign report as CSV and upload it as it came.';

function findLayout(rows: string[][]): Found {
  const headerIndex = rows.slice(0, 40).findIndex((cells) => cells.some((cell) => ["campaign", "campaignname"].includes(norm(cell))));
  if (headerIndex < 0) return { ok: false, error: NO_HEADER };
  const names = rows[headerIndex]!.map(norm);
  const at = (...wanted: string[]) => {
    const i = names.findIndex((name) => wanted.includes(name));
    return i < 0 ? undefined : i;
  };
  const row = headerIndex + 1;
  const missing = (platform: Platform, column: string, columns: string) => ({
    ok: false as const,
    error: `Row ${row}: the header has no "${column}" column, which a ${platformName[platform]} report needs (${columns}). Nothing was imported: download the report again with these columns.`,
  });
  const spent = names.findIndex((name) => name.startsWith("amountspent"));
  if (spent >= 0 || at("reportingstarts") !== undefined) {
    const columns = '"Campaign name", "Amount spent (USD)", and "Day" or "Reporting starts" and "Reporting ends"';
    const campaign = at("campaignname");
    if (campaign === undefined) return missing("meta-ads", "Campaign name", columns);
    if (spent < 0) return missing("meta-ads", "Amount spent (USD)", columns);
    const day = at("day");
    const [starts, ends] = [at("reportingstarts"), at("reportingends")];
    if (day === undefined && (starts === undefined || ends === undefined))
      return missing("meta-ads", starts === undefined ? "Reporting starts" : "Reporting ends", columns);
    const headerCurrency = /\(([^)]*)\)\s*$/.exec(rows[headerIndex]![spent]!)?.[1]?.trim();
    return { ok: true, layout: { platform: "meta-ads", headerRow: row, day, starts, ends, campaign, amount: spent, headerCurrency } };
  }
  if (names.includes("campaignname") || names.includes("spend") || names.includes("timeperiod")) {
    const columns = '"TimePeriod", "Campaign name" and "Spend"';
    const day = at("timeperiod", "gregoriandate", "day", "date");
    const campaign = at("campaignname");
    const amount = at("spend");
    if (day === undefined) return missing("microsoft-ads", "TimePeriod", columns);
    if (campaign === undefined) return missing("microsoft-ads", "Campaign name", columns);
    if (amount === undefined) return missing("microsoft-ads", "Spend", columns);
    return { ok: true, layout: { platform: "microsoft-ads", headerRow: row, day, campaign, amount, currency: at("currencycode", "currency") } };
  }
  const columns = '"Day", "Campaign" and "Cost"';
  const day = at("day", "date");
  const amount = at("cost");
  if (day === undefined) return missing("google-ads", "Day", columns);
  if (amount === undefined) return missing("google-ads", "Cost", columns);
  return { ok: true, layout: { platform: "google-ads", headerRow: row, day, campaign: at("campaign")!, amount, currency: at("currencycode", "currency") } };
}

/** A row that is the report's own furniture: Google's "Total: …" lines, Microsoft's closing "©… Microsoft Corporation". */
const furniture = (cells: string[]) => /^\s*(total\b|©|\(c\)\s*\d{4} microsoft)/i.test(cells[0] ?? "") || cells.every((cell) => cell.trim() === "");

const dayCount = (fromDay: string, toDay: string) => Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000) + 1;

function spread(fromDay: string, count: number, cents: number): { day: string; cents: number }[] {
  const start = Date.parse(`${fromDay}T00:00:00Z`);
  // Whole cents, the first days taking the remainder: the days add up to the row's amount.
  const each = Math.floor(cents / count);
  return Array.from({ length: count }, (_, i) => ({
    day: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    cents: each + (i < cents - each * count ? 1 : 0),
  }));
}

/** Reads a whole report; a file that names a currency must name USD, one that names none is taken as USD. */
export function readSpendReport(bytes: Uint8Array): SpendRead {
  const text = decodeReport(bytes);
  if (text.replace(/^\uFEFF/, "").trim() === "") return { ok: false, error: "The file is empty: nothing was imported." };
  let read = text.includes("\t") ? csvRows(text, "\t") : null;
  if (!read?.ok || !findLayout(read.rows).ok) read = csvRows(text);
  if (!read.ok) return { ok: false, error: `Row ${read.row} ${read.error}. Nothing was imported.` };
  const found = findLayout(read.rows);
  if (!found.ok) return found;
  const { layout } = found;
  const header = read.rows[layout.headerRow - 1]!;
  const refuse = (row: number, column: number, problem: string): SpendRead => ({
    ok: false,
    error: `Row ${row}, column "${header[column]!.trim()}": ${problem}. Nothing was imported: fix the file or download it again.`,
  });
  if (layout.headerCurrency !== undefined && layout.headerCurrency.toUpperCase() !== "USD")
    return refuse(layout.headerRow, layout.amount, `the amounts are in ${layout.headerCurrency}; the firm's spend is in US dollars (USD)`);
  let currencyNamed = layout.headerCurrency !== undefined;
  // First every row is read and checked, and the days they spread over are counted; only a file within its
  // bound is then spread into days.
  const parsed: { campaign: string; key: string; from: string; count: number; cents: number }[] = [];
  let dayRows = 0;
  for (let index = layout.headerRow; index < read.rows.length; index++) {
    const cells = read.rows[index]!;
    const row = index + 1;
    if (furniture(cells)) continue;
    const cell = (column: number | undefined) => (column === undefined ? "" : (cells[column] ?? "").trim());
    const campaign = cell(layout.campaign).replace(/\s+/g, " ");
    if (!campaign) return refuse(row, layout.campaign, "the campaign is empty");
    if (campaign.length > 300) return refuse(row, layout.campaign, "the campaign name is longer than 300 characters");
    const cents = dollarsToCents(cell(layout.amount));
    if (cents === null) return refuse(row, layout.amount, `"${cell(layout.amount).slice(0, 40)}" is not an amount in dollars, like 1,234.56`);
    if (layout.currency !== undefined) {
      const currency = cell(layout.currency).toUpperCase();
      if (currency && currency !== "USD")
        return refuse(row, layout.currency, `the amount is in ${currency.slice(0, 10)}; the firm's spend is in US dollars (USD)`);
      if (currency) currencyNamed = true;
    }
    const dayColumn = layout.day ?? layout.starts!;
    const from = reportDay(cell(dayColumn));
    if (!from) return refuse(row, dayColumn, `"${cell(dayColumn).slice(0, 40)}" is not a day, like 2026-11-03`);
    const to = layout.day === undefined ? reportDay(cell(layout.ends)) : from;
    if (!to || to < from) return refuse(row, layout.ends!, `"${cell(layout.ends).slice(0, 40)}" is not a day on or after the reporting start`);
    const count = dayCount(from, to);
    if (count > MAX_SPREAD_DAYS) return refuse(row, layout.ends!, `the row covers more than ${MAX_SPREAD_DAYS} days: break the report down by day`);
    dayRows += count;
    if (dayRows > SPEND_MAX_DAY_ROWS) {
      return {
        ok: false,
        error: `Row ${row}: the file's rows cover more than ${SPEND_MAX_DAY_ROWS.toLocaleString("en-US")} days of campaigns in all (each row counts every day from its reporting start to its end): break the report down by day or upload a shorter period. Nothing was imported.`,
      };
    }
    parsed.push({ campaign, key: campaignKey(campaign), from, count, cents });
  }
  const totals = new Map<string, SpendRow>();
  for (const { campaign, key, from, count, cents } of parsed) {
    for (const day of spread(from, count, cents)) {
      const id = `${day.day}|${key}`;
      const total = totals.get(id) ?? { day: day.day, campaign, campaignKey: key, cents: 0 };
      total.cents += day.cents;
      totals.set(id, total);
    }
    if (totals.size > SPEND_MAX_ROWS)
      return {
        ok: false,
        error: `The file has more than ${SPEND_MAX_ROWS.toLocaleString("en-US")} days of campaigns: upload a shorter period. Nothing was imported.`,
      };
  }
  const rows = [...totals.values()].sort((a, b) => a.day.localeCompare(b.day) || a.campaign.localeCompare(b.campaign));
  if (rows.length === 0) return { ok: false, error: "The file has no spend under its header: nothing was imported." };
  return {
    ok: true,
    platform: layout.platform,
    rows,
    fromDay: rows[0]!.day,
    toDay: rows.at(-1)!.day,
    currencyNamed,
    totalCents: rows.reduce((sum, r) => sum + r.cents, 0),
  };
}
