import { barChart, CHART } from "../bar-chart";

type Props = {
  values: ReadonlyArray<number | null>;
  labels: readonly string[];
  /** How a value on the scale reads ("$1.5M", "4"). */
  formatTick: (value: number) => string;
  whole?: boolean;
};

/**
 * A bar chart drawn on the server, hidden from screen readers: the same
 * numbers are in the table beside it, which is what they read.
 */
export function BarChart({ values, labels, formatTick, whole }: Props) {
  const chart = barChart(values, labels, { whole });
  return (
    <svg className="bar-chart" viewBox={`0 0 ${CHART.width} ${CHART.height}`} aria-hidden="true" focusable="false">
      {chart.ticks.map((tick) => (
        <g key={tick.value}>
          <line className="bar-chart__grid" x1={CHART.left} x2={CHART.width - CHART.right} y1={tick.y} y2={tick.y} />
          <text className="bar-chart__tick" x={CHART.left - 6} y={tick.y} dy="0.32em" textAnchor="end">
            {formatTick(tick.value)}
          </text>
        </g>
      ))}
      {chart.bars.map((bar, index) => (
        <g key={index}>
          {bar.height > 0 ? <rect className="bar-chart__bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={2} /> : null}
          <text className="bar-chart__label" x={bar.labelX} y={CHART.height - 8} textAnchor="middle">
            {bar.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
