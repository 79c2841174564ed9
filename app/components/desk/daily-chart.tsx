/**
 * Requests per day as a bar chart, drawn by visx as SVG while the page renders on the
 * server (it needs no JavaScript to be seen), with the same figures as a table for
 * screen readers.
 */
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";

const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 36 };

/** "2026-11-03" as "Nov 3". */
const shortDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export function DailyChart({ days, title }: { days: { day: string; requests: number }[]; title: string }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: days.map((d) => d.day), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({ domain: [0, Math.max(4, ...days.map((d) => d.requests))], range: [innerHeight, 0], nice: true });
  // About eight labels along the bottom, whatever the range.
  const every = Math.max(1, Math.ceil(days.length / 8));
  return (
    <figure className="mt-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {days.map((d) => {
            const height = innerHeight - y(d.requests);
            return <Bar key={d.day} x={x(d.day)} y={innerHeight - height} width={x.bandwidth()} height={height} fill="#8a6418" />;
          })}
          <AxisLeft scale={y} numTicks={4} tickFormat={(v) => String(v)} stroke="#4a4d55" tickStroke="#4a4d55" tickLabelProps={{ fill: "#1c1d21", fontSize: 12, textAnchor: "end" }} />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={days.filter((_, i) => i % every === 0).map((d) => d.day)}
            tickFormat={shortDay}
            stroke="#4a4d55"
            tickStroke="#4a4d55"
            tickLabelProps={{ fill: "#1c1d21", fontSize: 12, textAnchor: "middle" }}
          />
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
