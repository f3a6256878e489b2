import { describe, expect, it } from "vitest";
import { KEY_FIGURE_ROWS, changeText, keyFigureLine } from "./key-figures";
import { marketPeriod } from "./market-period";
import type { MarketFigures } from "./market-report";

const figures: MarketFigures = {
  area: { name: "Coral Bay", slug: "coral-bay" },
  period: marketPeriod("2026-10-31"),
  active: 21,
  pending: 3,
  current: { sales: 14, medianPrice: 1_080_000, medianPricePerSqft: 540, medianDaysOnMarket: 96 },
  previous: { sales: 10, medianPrice: 1_000_000, medianPricePerSqft: null, medianDaysOnMarket: 120 },
  monthsOfInventory: 18,
  months: [],
};

const line = (label: string) => keyFigureLine(KEY_FIGURE_ROWS.find((row) => row.label === label)!, figures);

describe("the key figures in words", () => {
  it("writes each figure as the page's table does, with its year-earlier value and change for a sales figure", () => {
    expect(line("Listings for sale now")).toBe("21");
    expect(line("Closed sales")).toBe("14 (a year earlier 10, +40%)");
    expect(line("Median sale price")).toBe("$1,080,000 (a year earlier $1,000,000, +8%)");
    expect(line("Median price per sq ft (homes)")).toBe("$540 (a year earlier none)");
    expect(line("Median days on market")).toBe("96 (a year earlier 120, −20%)");
    expect(line("Months of inventory")).toBe("18.0");
  });

  it("says none where the report has no value", () => {
    expect(keyFigureLine(KEY_FIGURE_ROWS.find((row) => row.label === "Months of inventory")!, { ...figures, monthsOfInventory: null })).toBe("none");
    expect([changeText(5, 5), changeText(5, null), changeText(4, 5)]).toEqual(["0%", null, "−20%"]);
  });
});
