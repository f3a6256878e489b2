import { useId } from "react";
import { niceMax, shortDate, type ChartSeries } from "../chart-series";

/** Distinct on white and from each other (contrast ≥ 3:1 against white for each). */
const COLORS = ["#0f6e7a", "#c2522d", "#6b4fa8", "#7a6a00", "#a0306b"];

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { top: 12, right: 12, bottom: 36, left: 40 };

type ChartProps = {
  /** The chart's accessible name and the table's caption. */
  title: string;
  weeks: readonly string[];
  series: readonly ChartSeries[];
  /** Shown instead of the chart when there is no series at all. */
  emptyMessage: string;
  /** How a series name reads ("sale" → "For sale"). */
  label?: (name: string) => string;
};

/**
 * Weekly counts as stacked bars in a small SVG (no chart library), named by
 * its title and summarised in its description, with the same numbers in a
 * table inside a <details> for screen readers, keyboards and printing.
 */
export function TimeSeriesChart({ title, weeks, series, emptyMessage, label = (name) => name }: ChartProps) {
  const id = useId();
  if (series.length === 0) return <p className="overview-chart__empty">{emptyMessage}</p>;

  const totals = weeks.map((_, index) => series.reduce((sum, item) => sum + (item.points[index]?.count ?? 0), 0));
  const grandTotal = totals.reduce((sum, value) => sum + value, 0);
  const max = niceMax(Math.max(0, ...totals));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(weeks.length, 1);
  const barWidth = Math.max(4, slot * 0.6);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const ticks = [0, max / 4, max / 2, (3 * max) / 4, max].filter(Number.isInteger);
  const first = weeks[0];
  const last = weeks.at(-1);
  const description = `Stacked bars per week from ${first ? shortDate(first) : ""} to ${last ? shortDate(last) : ""}: ${series
    .map((item) => `${label(item.name)} ${item.points.reduce((sum, point) => sum + point.count, 0)}`)
    .join(", ")}; ${grandTotal} in all.`;

  return (
    <figure className="overview-chart">
      <svg
        className="overview-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="overview-chart__grid" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="overview-chart__tick">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={week}>
              {series.map((item, seriesIndex) => {
                const value = item.points[index]?.count ?? 0;
                if (value === 0) return null;
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                return (
                  <rect key={item.name} x={x} y={top} width={barWidth} height={height} fill={COLORS[seriesIndex % COLORS.length]}>
                    <title>{`Week of ${shortDate(week)}: ${label(item.name)} ${value}`}</title>
                  </rect>
                );
              })}
              {/* Every other week is labelled, ending on the current one. */}
              {(weeks.length - 1 - index) % 2 === 1 ? null : (
                <text x={x + barWidth / 2} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" className="overview-chart__tick">
                  {shortDate(week)}
                </text>
              )}
            </g>
          );
        })}
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="overview-chart__axis" />
      </svg>
      <figcaption>
        <ul className="overview-chart__legend" aria-label="Legend">
          {series.map((item, index) => (
            <li key={item.name}>
              <svg className="overview-chart__swatch" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                <rect width="12" height="12" rx="2" fill={COLORS[index % COLORS.length]} />
              </svg>
              {label(item.name)}
            </li>
          ))}
        </ul>
        <details className="overview-chart__data">
          <summary>Show the numbers as a table</summary>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  {series.map((item) => (
                    <th key={item.name} scope="col">
                      {label(item.name)}
                    </th>
                  ))}
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((week, index) => (
                  <tr key={week}>
                    <th scope="row">
                      <time dateTime={week}>{shortDate(week)}</time>
                    </th>
                    {series.map((item) => (
                      <td key={item.name}>{item.points[index]?.count ?? 0}</td>
                    ))}
                    <td>{totals[index]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figcaption>
    </figure>
  );
}
