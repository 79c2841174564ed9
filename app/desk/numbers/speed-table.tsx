/** Times to the first call and the first reach per owner or source, in and out of office hours (median and 90th percentile, nearest rank). */
import { type Column, NumberTable } from "~/components/desk/number-table";
import type { ContactTimes, Speed } from "~/leads/lead-numbers";

export const minutes = (m: number | null) => (m === null ? "–" : m < 60 ? `${Math.round(m)} min` : `${Math.floor(m / 60)} h ${Math.round(m % 60)} min`);

const steps = [
  ["First call", "firstAttempt", "officeHours", "in office hours"],
  ["First call", "firstAttempt", "afterHours", "after hours"],
  ["First reach", "firstReach", "officeHours", "in office hours"],
  ["First reach", "firstReach", "afterHours", "after hours"],
] as const;

const figure = (times: ContactTimes, which: "medianMinutes" | "p90Minutes") => minutes(times[which]);

const speedColumns: Column<Speed>[] = steps.flatMap(([what, step, hours, when]) => [
  { head: `${what}, ${when}: median`, value: (row: Speed) => figure(row[step][hours], "medianMinutes") },
  { head: `${what}, ${when}: 90th percentile`, value: (row: Speed) => figure(row[step][hours], "p90Minutes") },
]);

export function SpeedTable({ caption, label, rows, nameOf }: { caption: string; label: string; rows: Speed[]; nameOf: (key: string) => string }) {
  return (
    <NumberTable
      label={caption}
      caption={caption}
      minWidth="min-w-[56rem]"
      rowHeader={label}
      rows={rows}
      rowKey={(row) => row.key}
      rowHead={(row) => nameOf(row.key)}
      columns={speedColumns}
    />
  );
}
