/** Times to the first call and the first reach per owner or source, in and out of office hours (median and
 * 90th percentile, nearest rank): a table that scrolls sideways on a phone, its box a named region. */
import { cell, num, TableScroll } from "~/components/desk/number-table";
import type { ContactTimes, Speed } from "~/desk/intake-numbers";

export const minutes = (m: number | null) => (m === null ? "–" : m < 60 ? `${Math.round(m)} min` : `${Math.floor(m / 60)} h ${Math.round(m % 60)} min`);

const columns = [
  ["First call", "firstAttempt", "officeHours", "in office hours"],
  ["First call", "firstAttempt", "afterHours", "after hours"],
  ["First reach", "firstReach", "officeHours", "in office hours"],
  ["First reach", "firstReach", "afterHours", "after hours"],
] as const;

const figure = (times: ContactTimes, which: "medianMinutes" | "p90Minutes") => minutes(times[which]);

export function SpeedTable({ caption, label, rows, nameOf }: { caption: string; label: string; rows: Speed[]; nameOf: (key: string) => string }) {
  return (
    <TableScroll label={caption}>
      <table className="w-full min-w-[56rem] border-collapse text-sm">
        <caption className="px-2 py-2 text-left font-bold">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>{label}</th>
            {columns.flatMap(([what, , , when]) => [
              <th key={`${what}-${when}-m`} scope="col" className={num}>{`${what}, ${when}: median`}</th>,
              <th key={`${what}-${when}-p`} scope="col" className={num}>{`${what}, ${when}: 90th percentile`}</th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={cell}>{nameOf(row.key)}</th>
              {columns.flatMap(([, step, hours]) => [
                <td key={`${step}-${hours}-m`} className={num}>{figure(row[step][hours], "medianMinutes")}</td>,
                <td key={`${step}-${hours}-p`} className={num}>{figure(row[step][hours], "p90Minutes")}</td>,
              ])}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
