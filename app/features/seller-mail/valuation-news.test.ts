import { describe, expect, it } from "vitest";
import { ESTIMATE_MOVE_THRESHOLD } from "./seller-mail-rules";
import { estimateChange, estimateSentence, hasNews, newsHeadline, newSales, saleSentence, toldAfter, valuationNews, type AreaSale, type EstimateNow, type Told } from "./valuation-news";

const at = (estimate: number): EstimateNow => ({ found: true, estimate, low: estimate - 100_000, high: estimate + 150_000, confidence: "medium" });
const sale = (id: string, closeDate: string, overrides: Partial<AreaSale> = {}): AreaSale => ({ id, type: "single-family", beds: 3, lotAcres: 0.5, closeDate, closePrice: 1_100_000, path: `/soldproperty/${id}`, ...overrides });
const told: Told = { estimate: 1_200_000, on: "2026-10-01", saleIds: ["known"] };

describe("whether a valued home's estimate moved", () => {
  it("moves at the threshold (3%) either way, and not below it", () => {
    expect(ESTIMATE_MOVE_THRESHOLD).toBe(0.03);
    expect(estimateChange(1_000_000, at(1_030_000))).toEqual({ kind: "moved", from: 1_000_000, to: 1_030_000, percent: 3, up: true });
    expect(estimateChange(1_000_000, at(1_025_000))).toBeNull();
    expect(estimateChange(1_000_000, at(975_000))).toBeNull();
    expect(estimateChange(1_000_000, at(970_000))).toEqual({ kind: "moved", from: 1_000_000, to: 970_000, percent: 3, up: false });
    expect(estimateChange(1_200_000, at(1_250_000))).toEqual({ kind: "moved", from: 1_200_000, to: 1_250_000, percent: 4, up: true });
  });

  it("counts a first estimate as news, and none today as no move", () => {
    expect(estimateChange(null, at(900_000))).toEqual({ kind: "first", to: 900_000 });
    expect(estimateChange(900_000, { found: false })).toBeNull();
    expect(estimateChange(null, { found: false })).toBeNull();
  });
});

describe("which sales are new", () => {
  it("takes sales closed on or after the day the owner was last told, except those already named, oldest first", () => {
    const sales = [sale("later", "2026-10-20"), sale("before", "2026-09-30"), sale("known", "2026-10-01"), sale("same-day", "2026-10-01")];
    expect(newSales(told, sales).map((entry) => entry.id)).toEqual(["same-day", "later"]);
    expect(hasNews(valuationNews(told, at(1_210_000), sales))).toBe(true);
    expect(hasNews(valuationNews(told, at(1_210_000), [sale("before", "2026-09-30")]))).toBe(false);
  });

  it("remembers after an e-mail today's estimate, today and the sales closed today", () => {
    const sales = [sale("today", "2026-11-01"), sale("yesterday", "2026-10-31")];
    expect(toldAfter(told, at(1_250_000), sales, "2026-11-01")).toEqual({ estimate: 1_250_000, on: "2026-11-01", saleIds: ["today"] });
    expect(toldAfter(told, { found: false }, [], "2026-11-01")).toEqual({ estimate: 1_200_000, on: "2026-11-01", saleIds: [] });
  });
});

describe("what changed, in words", () => {
  it("names a sale by its bedrooms and kind, or a lot by its acres", () => {
    expect(saleSentence(sale("a", "2026-10-12"), "Coral Bay")).toBe("A 3-bedroom home sold in Coral Bay on October 12, 2026, for $1,100,000.");
    expect(saleSentence(sale("b", "2026-10-12", { type: "villa", beds: 8, closePrice: 4_250_000 }), "Coral Bay")).toBe("An 8-bedroom villa sold in Coral Bay on October 12, 2026, for $4,250,000.");
    expect(saleSentence(sale("c", "2026-03-02", { type: "land", beds: null, lotAcres: 1.25, closePrice: 395_000 }), "Fish Bay")).toBe("A 1.25-acre lot sold in Fish Bay on March 2, 2026, for $395,000.");
    expect(saleSentence(sale("d", "2026-03-02", { type: "condo", beds: null }), "Cruz Bay")).toBe("A condo sold in Cruz Bay on March 2, 2026, for $1,100,000.");
  });

  it("says how the estimate moved, or that it held, with the range", () => {
    const rose = estimateChange(1_200_000, at(1_250_000));
    expect(estimateSentence(rose, at(1_250_000), 1_200_000)).toBe("Your estimate rose 4% to $1,250,000, from $1,200,000 when we last wrote. The range is $1,150,000 to $1,400,000, with medium confidence.");
    expect(estimateSentence(null, at(1_210_000), 1_200_000)).toBe("Your estimate is $1,210,000, within 3% of the $1,200,000 we last told you. The range is $1,110,000 to $1,360,000, with medium confidence.");
    expect(estimateSentence(null, at(1_200_000), 1_200_000)).toMatch(/^Your estimate is \$1,200,000, the same as we last told you\./);
    expect(estimateSentence({ kind: "first", to: 900_000 }, at(900_000), null)).toMatch(/^We can now estimate your home: \$900,000/);
  });

  it("puts the biggest news in the subject", () => {
    expect(newsHeadline({ estimate: estimateChange(1_200_000, at(1_140_000)), sales: [sale("a", "2026-10-12")] }, "Coral Bay")).toBe("Your home's estimate fell 5% to $1,140,000");
    expect(newsHeadline({ estimate: null, sales: [sale("a", "2026-10-12")] }, "Coral Bay")).toBe("A 3-bedroom home sold in Coral Bay");
    expect(newsHeadline({ estimate: null, sales: [sale("a", "2026-10-12"), sale("b", "2026-10-13")] }, "Coral Bay")).toBe("2 sales closed in Coral Bay");
  });
});
