/**
 * The geometry of a month-by-month bar chart, drawn on the server as SVG:
 * a rounded top for the scale (1, 2, 2.5 or 5 times a power of ten per
 * step), a bar per value and a label under each. A month with nothing (null
 * or 0) keeps its label and draws no bar. Pure, so its scale is tested alone.
 */

export const CHART = { width: 360, height: 200, left: 46, right: 6, top: 10, bottom: 24, steps: 4 } as const;

export type ChartBar = { x: number; y: number; width: number; height: number; label: string; labelX: number; value: number | null };
export type ChartTick = { y: number; value: number };
export type ChartGeometry = { bars: ChartBar[]; ticks: ChartTick[]; top: number; baseline: number };

/** The step between grid lines: at least a quarter of `max`, rounded up to 1, 2, 2.5 or 5 times a power of ten (whole numbers when `whole`). */
export function niceStep(max: number, steps: number = CHART.steps, whole = false): number {
  if (!(max > 0)) return 1;
  const raw = max / steps;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw && (!whole || Number.isInteger(candidate)))!;
  return whole ? Math.max(1, Math.ceil(step)) : step;
}

export function barChart(values: ReadonlyArray<number | null>, labels: readonly string[], options: { whole?: boolean } = {}): ChartGeometry {
  const { width, height, left, right, top: margin, bottom, steps } = CHART;
  const step = niceStep(Math.max(0, ...values.map((value) => value ?? 0)), steps, options.whole);
  const top = step * steps;
  const baseline = height - bottom;
  const plot = baseline - margin;
  const slot = (width - left - right) / Math.max(1, values.length);
  const round = (value: number) => Math.round(value * 10) / 10;
  const bars = values.map((value, index) => {
    const barHeight = value ? round((value / top) * plot) : 0;
    const x = round(left + index * slot + slot * 0.15);
    return { x, y: round(baseline - barHeight), width: round(slot * 0.7), height: barHeight, label: labels[index] ?? "", labelX: round(left + (index + 0.5) * slot), value };
  });
  const ticks = Array.from({ length: steps + 1 }, (_, index) => ({ value: index * step, y: round(baseline - (index / steps) * plot) }));
  return { bars, ticks, top, baseline };
}
