/** What the desk's server-drawn charts share: label sizes and colours, and the value grid. Plain <text>:
 * visx's axis needs an inline style the desk's CSP drops. */
import type { scaleLinear } from "@visx/scale";

type ValueScale = ReturnType<typeof scaleLinear<number>>;

/** Label sizes in viewBox units: at least 11 px on a 390 px phone. */
export const LABEL = "text-[21px] sm:text-[13px]";
export const INK = "#1c1d21";
export const AXIS = "#4a4d55";

/** Four horizontal lines across the plot, each with its value at the left; the zero line solid. */
export function ValueGrid({ y, width, label }: { y: ValueScale; width: number; label: (value: number) => string }) {
  return y.ticks(4).map((value) => (
    <g key={value}>
      <line x1={0} x2={width} y1={y(value)} y2={y(value)} stroke={AXIS} strokeOpacity={value === 0 ? 1 : 0.2} />
      <text x={-8} y={y(value)} dy="0.35em" textAnchor="end" fill={INK} className={LABEL}>
        {label(value)}
      </text>
    </g>
  ));
}
