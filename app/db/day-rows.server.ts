// What the numbers' day tables (`lead_days`, `call_days`; decisions 0091, 0097) share.
import { sql, type SQL } from "drizzle-orm";
import { addDays, startOfKentDay } from "~/lib/kent-time";
import type { callDays, leadDays } from "./schema.server";

export const daySpan = (day: string) => ({ fromUtc: startOfKentDay(day).toISOString(), toUtc: startOfKentDay(addDays(day, 1)).toISOString() });

export function missingDays(today: string, firstDay: string, have: ReadonlySet<string>, budget: number): string[] {
  const missing: string[] = [];
  for (let day = today; day >= firstDay && missing.length < budget; day = addDays(day, -1)) if (!have.has(day)) missing.push(day);
  return missing;
}

/** The runs of days from `fromDay` to `toDay` without a row, each one span to read live. */
export function liveSpans(fromDay: string, toDay: string, have: ReadonlySet<string>): { fromUtc: string; toUtc: string }[] {
  const spans: { fromUtc: string; toUtc: string }[] = [];
  let start: string | null = null;
  for (let day = fromDay; day <= addDays(toDay, 1); day = addDays(day, 1)) {
    const open = day <= toDay && !have.has(day);
    if (open && start === null) start = day;
    if (!open && start !== null) {
      spans.push({ fromUtc: daySpan(start).fromUtc, toUtc: daySpan(day).fromUtc });
      start = null;
    }
  }
  return spans;
}

/** The day row `d` of `table` whose span holds `at` (found by its start's index, not a scan of the earlier days). */
export const holdsMoment = (table: typeof leadDays | typeof callDays, at: SQL) =>
  sql`d.from_utc = (SELECT max(m.from_utc) FROM ${table} m WHERE m.from_utc <= ${at}) AND d.to_utc > ${at}`;
