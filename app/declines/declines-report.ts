// Declined and referred out, by the Kent month they were closed in (decision 0082): the page's table and its CSV.
import { kentDay } from "~/lib/kent-time";
import { readRange } from "~/lib/period";
import { type DeclineReason, declineReasonLabel, declineReasons } from "./closing";

export interface ClosedLead {
  status: "declined" | "referred-out";
  closedAt: string;
  reason: string | null;
  referredTo: string | null;
}

export const NO_REASON = "(no reason recorded)";

export interface MonthOfDeclines {
  month: string;
  declined: Record<DeclineReason | typeof NO_REASON, number>;
  declinedTotal: number;
  referred: number;
  /** To whom, with how many, most first. */
  referredTo: { name: string; count: number }[];
}

/** Declines per reason and referrals per lawyer, by the Kent month they were closed in: rows are added as they are
 * read, only the months are kept. */
function monthsOfDeclines() {
  const months = new Map<string, MonthOfDeclines & { to: Map<string, number> }>();
  const add = (row: ClosedLead) => {
    const month = kentDay(new Date(row.closedAt)).slice(0, 7);
    let m = months.get(month);
    if (!m) {
      const declined = Object.fromEntries([...declineReasons, NO_REASON].map((r) => [r, 0])) as MonthOfDeclines["declined"];
      m = { month, declined, declinedTotal: 0, referred: 0, referredTo: [], to: new Map() };
      months.set(month, m);
    }
    if (row.status === "declined") {
      const reason = (declineReasons as readonly string[]).includes(row.reason ?? "") ? (row.reason as DeclineReason) : NO_REASON;
      m.declined[reason]++;
      m.declinedTotal++;
    } else {
      m.referred++;
      const name = row.referredTo?.trim() || "(not recorded)";
      m.to.set(name, (m.to.get(name) ?? 0) + 1);
    }
  };
  const done = (): MonthOfDeclines[] =>
    [...months.values()]
      .sort((a, b) => a.month.localeCompare(b.month))
      .map(({ to, ...m }) => ({
        ...m,
        referredTo: [...to].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
      }));
  return { add, done };
}

/** The months of these rows, oldest first. */
export function declinesByMonth(rows: readonly ClosedLead[]): MonthOfDeclines[] {
  const months = monthsOfDeclines();
  rows.forEach(months.add);
  return months.done();
}

/** The months of every page of rows as the pages are read (the store reads them a page at a time), oldest first. */
export async function declinesByMonthOf(pages: AsyncIterable<readonly ClosedLead[]>): Promise<MonthOfDeclines[]> {
  const months = monthsOfDeclines();
  for await (const page of pages) page.forEach(months.add);
  return months.done();
}

export const reasonColumns = [
  ...declineReasons.map((r) => ({ key: r, label: declineReasonLabel[r] })),
  { key: NO_REASON, label: "No reason recorded" },
] as const;

export const DECLINES_COLUMNS = [
  "Month (Kent)",
  ...reasonColumns.map((c) => `Declined: ${c.label}`),
  "Declined in all",
  "Referred out",
  "Referred to",
] as const;

export function declinesCsvRows(months: readonly MonthOfDeclines[]): (string | number)[][] {
  return months.map((m) => [
    m.month,
    ...reasonColumns.map((c) => m.declined[c.key]),
    m.declinedTotal,
    m.referred,
    m.referredTo.map((t) => `${t.name} (${t.count})`).join("; "),
  ]);
}

/** The declines report's period from the address; none given is the last 90 days. */
export function declinesRange(url: URL, now = new Date()) {
  if (!url.searchParams.has("range")) url.searchParams.set("range", "90");
  return readRange(url, now);
}
