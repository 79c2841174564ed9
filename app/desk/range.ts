/**
 * The period the desk's numbers and exports cover: the last 30 or 90 days, or chosen
 * days (Kent days, both included), read from the address with one schema.
 */
import * as z from "zod/mini";
import { addDays, kentDay, startOfKentDay } from "~/lib/office-hours";

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const rangeQuery = z.object({
  range: z.catch(z.enum(["30", "90", "custom"]), "30"),
  from: z.catch(z.optional(day), undefined),
  to: z.catch(z.optional(day), undefined),
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

/** The range as query parameters, for links to exports. */
export const rangeSearch = (r: Range) =>
  new URLSearchParams(r.range === "custom" ? { range: "custom", from: r.fromDay, to: r.toDay } : { range: r.range }).toString();
