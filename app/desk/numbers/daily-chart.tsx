/** Requests per day as an SVG bar chart rendered on the server, with a table for screen readers.
 * The axes are plain lines and <text>: visx's axis needs an inline style the desk's CSP drops. */
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { AXIS, INK, LABEL, ValueGrid } from "~/components/desk/chart-parts";
import { dateFormat } from "~/lib/kent-time";

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 14, right: 10, bottom: 44, left: 50 };

const shortDay = (day: string) => dateFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

export function DailyChart({ days, title }: { days: { day: string; requests: number }[]; title: string }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: days.map((d) => d.day), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({ domain: [0, Math.max(4, ...days.map((d) => d.requests))], range: [innerHeight, 0], nice: true });
  // About eight day labels along the bottom on a desk, half of them on a phone.
  const every = Math.max(1, Math.ceil(days.length / 8));
  const labelled = days.filter((_, i) => i % every === 0);
  // Half the widest label ("Nov 30" at the phone's size), to keep an end label inside the box.
  const halfLabel = 38;
  return (
    <figure className="mt-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="block h-auto w-full max-w-3xl" aria-hidden="true" focusable="false">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <ValueGrid y={y} width={innerWidth} label={(value) => String(value)} />
          {days.map((d) => {
            const height = innerHeight - y(d.requests);
            return <Bar key={d.day} x={x(d.day)} y={innerHeight - height} width={x.bandwidth()} height={height} fill="#8a6418" />;
          })}
          {labelled.map(({ day }, n) => {
            const center = (x(day) ?? 0) + x.bandwidth() / 2;
            const at = Math.min(Math.max(center, halfLabel - MARGIN.left), innerWidth + MARGIN.right - halfLabel);
            return (
              <g key={day} className={n % 2 === 1 ? "max-sm:hidden" : undefined}>
                <line x1={center} x2={center} y1={innerHeight} y2={innerHeight + 6} stroke={AXIS} />
                <text x={at} y={innerHeight + 10} dy="0.9em" textAnchor="middle" fill={INK} className={LABEL}>
                  {shortDay(day)}
                </text>
              </g>
            );
          })}
        </Group>
      </svg>
      <figcaption className="mt-1 text-sm text-muted">{title}</figcaption>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Requests</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{shortDay(d.day)}</th>
              <td>{d.requests}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
