/** Cost per signed case by month: an SVG bar chart drawn on the server (visx scales, plain <text> labels, as the
 * daily chart), with its table beside it; a month without spend or without a signed case has no bar. */
import { cell, num, TableScroll } from "~/components/desk/number-table";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { INK, LABEL, ValueGrid } from "~/components/desk/chart-parts";
import type { MonthCost } from "./cost-numbers";
import { dollars } from "./spend-values";
import { dateFormat } from "~/lib/kent-time";

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 14, right: 10, bottom: 44, left: 86 };

export const monthName = (month: string) => dateFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-15T12:00:00Z`));
const wholeDollarsFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const wholeDollars = (cents: number) => wholeDollarsFormat.format(cents / 100);

export function perSignedText(m: MonthCost): string {
  if (m.spendCents === null) return "no spend recorded";
  return m.perSigned === null ? "no signed case" : dollars(Math.round(m.perSigned));
}

export function CostChart({ months, title }: { months: MonthCost[]; title: string }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: months.map((m) => m.month), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear({ domain: [0, Math.max(100_00, ...months.map((m) => m.perSigned ?? 0))], range: [innerHeight, 0], nice: true });
  const every = Math.max(1, Math.ceil(months.length / 6));
  return (
    <figure className="mt-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="block h-auto w-full max-w-3xl" aria-hidden="true" focusable="false">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <ValueGrid y={y} width={innerWidth} label={wholeDollars} />
          {months.map((m) => {
            const height = m.perSigned === null ? 0 : innerHeight - y(m.perSigned);
            return <Bar key={m.month} x={x(m.month)} y={innerHeight - height} width={x.bandwidth()} height={height} fill="#8a6418" />;
          })}
          {months.map((m, i) =>
            i % every === 0 ? (
              <text key={m.month} x={(x(m.month) ?? 0) + x.bandwidth() / 2} y={innerHeight + 10} dy="0.9em" textAnchor="middle" fill={INK} className={LABEL}>
                {monthName(m.month)}
              </text>
            ) : null,
          )}
        </Group>
      </svg>
      <figcaption className="mt-1 text-sm text-muted">{title}</figcaption>
      <TableScroll label="cost per signed case by month">
        <table className="w-full min-w-[28rem] border-collapse text-sm">
          <caption className="px-2 py-2 text-left font-bold">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                Month
              </th>
              <th scope="col" className={num}>
                Spend
              </th>
              <th scope="col" className={num}>
                Signed
              </th>
              <th scope="col" className={num}>
                Cost per signed case
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row" className={cell}>
                  {monthName(m.month)}
                </th>
                <td className={num}>{m.spendCents === null ? "no spend recorded" : dollars(m.spendCents)}</td>
                <td className={num}>{m.signed}</td>
                <td className={num}>{perSignedText(m)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </figure>
  );
}
