import { describe, expect, it } from "vitest";
import type { MarketFigures, MarketReport, SalesFigures } from "./market-report";
import { marketPeriod } from "./market-period";
import { changeWords, daysOnMarketSentence, fewSalesSentence, inventorySentence, percentChange, priceSentence, reportDescription, reportSentences, salesSentence } from "./market-sentences";

const sold = (sales: number, medianPrice: number | null, medianDaysOnMarket: number | null = null): SalesFigures => ({ sales, medianPrice, medianPricePerSqft: null, medianDaysOnMarket });
const coralBay = { name: "Coral Bay", slug: "coral-bay" };

function figures(overrides: Partial<MarketFigures> = {}): MarketFigures {
  return { area: coralBay, period: marketPeriod("2026-11-29"), active: 21, pending: 3, current: sold(14, 1_080_000, 96), previous: sold(11, 1_000_000, 120), monthsOfInventory: 18, months: [], ...overrides };
}

describe("percentChange and changeWords", () => {
  it("rounds to whole percent and says which way", () => {
    expect(percentChange(1_080_000, 1_000_000)).toBe(8);
    expect(percentChange(950, 1000)).toBe(-5);
    expect(percentChange(1000, null)).toBeNull();
    expect(percentChange(1000, 0)).toBeNull();
    expect([changeWords(8), changeWords(-5), changeWords(0)]).toEqual(["rose 8%", "fell 5%", "held level"]);
  });
});

describe("market sentences", () => {
  it("says the median price's change on last year, with the number of sales", () => {
    expect(priceSentence(figures())).toBe("Median sale price in Coral Bay rose 8% on last year, to $1,080,000, on 14 sales.");
    expect(priceSentence(figures({ area: null, previous: sold(3, 1_080_000) }))).toBe("Median sale price on St. John held level on last year, at $1,080,000, on 14 sales.");
    expect(priceSentence(figures({ current: sold(1, 640_000), previous: sold(0, null) }))).toBe(
      "Median sale price in Coral Bay was $640,000 over the last 12 months, on 1 sale; there were no sales the year before to compare.",
    );
    expect(priceSentence(figures({ current: sold(0, null) }))).toBe("No sales closed in Coral Bay in the last 12 months.");
  });

  it("compares the number of sales, the days on market and the inventory", () => {
    expect(salesSentence(figures())).toBe("14 sales closed in Coral Bay in the last 12 months, up from 11 the year before.");
    expect(salesSentence(figures({ current: sold(1, 5), previous: sold(1, 5) }))).toBe("1 sale closed in Coral Bay in the last 12 months, the same as the year before.");
    expect(salesSentence(figures({ current: sold(0, null), previous: sold(0, null) }))).toBeNull();
    expect(daysOnMarketSentence(figures())).toBe("Sales in Coral Bay took a median of 96 days from listing to closing, against 120 the year before.");
    expect(daysOnMarketSentence(figures({ current: sold(2, 5) }))).toBeNull();
    expect(inventorySentence(figures())).toBe("With 21 listings for sale and 1.2 sales a month, Coral Bay has 18.0 months of inventory.");
    expect(inventorySentence(figures({ active: 1, current: sold(0, null), monthsOfInventory: null }))).toBe(
      "1 listing for sale in Coral Bay now, and no sales in the last 12 months to measure their pace by.",
    );
  });

  it("says when an area's sales are too few, and adds the island's figures", () => {
    const few = figures({ current: sold(2, 700_000), previous: sold(0, null), monthsOfInventory: 126 });
    expect(fewSalesSentence(few)).toBe("Only 2 sales closed in Coral Bay in the last 12 months, fewer than the 5 a median needs to say much, so St. John's figures are shown beside Coral Bay's.");
    expect(fewSalesSentence(figures())).toBeNull();
    expect(fewSalesSentence(figures({ area: null, current: sold(1, 5) }))).toBeNull();
    const report: MarketReport = { ...few, island: figures({ area: null }), areas: [] };
    const sentences = reportSentences(report);
    expect(sentences[0]).toMatch(/^Only 2 sales closed in Coral Bay/);
    expect(sentences).toContain("Median sale price on St. John rose 8% on last year, to $1,080,000, on 14 sales.");
  });

  it("writes a meta description with a real figure", () => {
    const text = reportDescription({ ...figures(), island: null, areas: [] });
    expect(text).toBe("Coral Bay real estate market report: median sale price $1,080,000 on 14 sales in the last 12 months, 21 listings for sale, 18.0 months of inventory.");
    expect(text.length).toBeLessThanOrEqual(155);
  });
});
