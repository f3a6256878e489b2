import { describe, expect, it } from "vitest";
import { islandMidnight, lastWeeks, niceMax, shortDate, toSeries, weekStart } from "./chart-series";

describe("weeks", () => {
  it("starts a week on Monday on the island's clock (UTC−4)", () => {
    expect(weekStart(new Date("2026-03-04T23:30:00Z")).toISOString()).toBe("2026-03-02T00:00:00.000Z");
    // Monday 00:30 UTC is still Sunday evening on St. John.
    expect(weekStart(new Date("2026-03-09T00:30:00Z")).toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(weekStart(new Date("2026-03-09T03:59:00Z")).toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(weekStart(new Date("2026-03-09T04:00:00Z")).toISOString()).toBe("2026-03-09T00:00:00.000Z");
    expect(islandMidnight("2026-03-09").toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });

  it("lists the last twelve weeks, oldest first, across a year's end", () => {
    const weeks = lastWeeks(new Date("2026-01-07T12:00:00Z"));
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toBe("2026-01-05");
    expect(weeks[0]).toBe("2025-10-20");
  });
});

describe("toSeries", () => {
  it("gives every name a point for every week, zero when nothing was counted", () => {
    const series = toSeries(["2026-03-02", "2026-03-09"], ["sale", "rental"], [
      { name: "sale", date: "2026-03-09", count: 3 },
      { name: "other", date: "2026-03-09", count: 9 },
    ]);
    expect(series).toEqual([
      { name: "sale", points: [{ date: "2026-03-02", count: 0 }, { date: "2026-03-09", count: 3 }] },
      { name: "rental", points: [{ date: "2026-03-02", count: 0 }, { date: "2026-03-09", count: 0 }] },
    ]);
  });
});

describe("labels and axes", () => {
  it("writes short dates and round maxima", () => {
    expect(shortDate("2026-03-02")).toBe("Mar 2");
    expect(shortDate("2025-12-29")).toBe("Dec 29");
    expect([0, 3, 5, 11, 20, 21, 480].map(niceMax)).toEqual([4, 4, 5, 20, 20, 50, 500]);
  });
});
