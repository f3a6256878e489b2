import { describe, expect, it } from "vitest";
import { barChart, CHART, niceStep } from "./bar-chart";

describe("niceStep", () => {
  it("rounds a quarter of the largest value up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceStep(7, 4, true)).toBe(2);
    expect(niceStep(2_000_000)).toBe(500_000);
    expect(niceStep(2_100_000)).toBe(1_000_000);
    expect(niceStep(9_000_000)).toBe(2_500_000);
    expect(niceStep(3, 4, true)).toBe(1);
    expect(niceStep(9, 4, true)).toBe(5);
    expect(niceStep(0, 4, true)).toBe(1);
  });
});

describe("barChart", () => {
  it("scales bars to the rounded top and labels every month", () => {
    const chart = barChart([2, 8, 4], ["Jan", "Feb", "Mar"], { whole: true });
    const plot = CHART.height - CHART.bottom - CHART.top;
    expect(chart.top).toBe(8);
    expect(chart.bars.map((bar) => bar.height)).toEqual([plot / 4, plot, plot / 2]);
    expect(chart.bars.map((bar) => bar.y + bar.height)).toEqual([chart.baseline, chart.baseline, chart.baseline]);
    expect(chart.bars.map((bar) => bar.label)).toEqual(["Jan", "Feb", "Mar"]);
    expect(chart.ticks.map((tick) => tick.value)).toEqual([0, 2, 4, 6, 8]);
    expect(chart.ticks[0]!.y).toBe(chart.baseline);
    expect(chart.ticks[4]!.y).toBe(CHART.top);
    // Bars stay inside the plot, left to right.
    expect(chart.bars[0]!.x).toBeGreaterThanOrEqual(CHART.left);
    expect(chart.bars[2]!.x + chart.bars[2]!.width).toBeLessThanOrEqual(CHART.width - CHART.right);
  });

  it("draws no bar for an empty month and keeps its label", () => {
    const chart = barChart([null, 0, 1_000_000], ["Dec", "Jan", "Feb"]);
    expect(chart.bars.map((bar) => bar.height)).toEqual([0, 0, chart.baseline - CHART.top]);
    expect(chart.bars.map((bar) => bar.label)).toEqual(["Dec", "Jan", "Feb"]);
    expect(chart.top).toBe(1_000_000);
  });

  it("keeps a scale when every month is empty", () => {
    const chart = barChart(Array(12).fill(0), Array(12).fill("M"), { whole: true });
    expect(chart.top).toBe(4);
    expect(chart.bars.every((bar) => bar.height === 0)).toBe(true);
  });
});
