/** The period the desk's numbers and exports cover (Kent days, both included), read from the address.
 * A day that is not a real one is dropped, never an error. */
import * as z from "zod/mini";
import { addDays, isCalendarDay, kentDay, startOfKentDay } from "~/lib/kent-time";

/** The longest chosen period, in days: what one chart can show a bar for. */
export const MAX_DAYS = 400;

/** The date arithmetic would roll 2026-02-30 over and throw on 9999-99-99: a real day in 2000-2099. */
const inDeskYears = (text: string) => isCalendarDay(text) && text >= "2000" && text < "2100";

export const calendarDay = z.string().check(z.refine(inDeskYears));

const rangeQuery = z.object({
  range: z.catch(z.enum(["30", "90", "custom"]), "30"),
  from: z.catch(z.optional(calendarDay), undefined),
  to: z.catch(z.optional(calendarDay), undefined),
});

export interface Range {
  label: string;
  range: "30" | "90" | "custom";
  fromDay: string;
  toDay: string;
  fromUtc: string;
  toUtc: string;
}

export function readRange(url: URL, now = new Date()): Range {
  const query = rangeQuery.parse(Object.fromEntries(url.searchParams));
  const today = kentDay(now);
  let { from, to } = query;
  const custom = query.range === "custom" && from && to && from <= to;
  if (!custom) {
    to = today;
    from = addDays(today, -(Number(query.range === "90" ? 90 : 30) - 1));
  } else if (from! < addDays(to!, -(MAX_DAYS - 1))) {
    // Longer than a chart can show: the last MAX_DAYS days of it, and the label says so.
    from = addDays(to!, -(MAX_DAYS - 1));
  }
  const fromDay = from!;
  const toDay = to!;
  return {
    label: custom ? `${fromDay} to ${toDay}` : `the last ${query.range === "90" ? 90 : 30} days`,
    range: custom ? "custom" : query.range === "90" ? "90" : "30",
    fromDay,
    toDay,
    fromUtc: startOfKentDay(fromDay).toISOString(),
    toUtc: startOfKentDay(addDays(toDay, 1)).toISOString(),
  };
}

export const rangeSearch = (r: Range) =>
  new URLSearchParams(r.range === "custom" ? { range: "custom", from: r.fromDay, to: r.toDay } : { range: r.range }).toString();
