import { describe, expect, it } from "vitest";
import { searchSummary } from "./saved-search-summary";

describe("a saved search in words", () => {
  it("names each filter in the search form's order", () => {
    expect(
      searchSummary({ status: "for-sale", subcategory: "villa", category: "residential", area: "Coral Bay", minPrice: 500_000, minBeds: 3, minBaths: 2, maxAcres: 1.5, q: "pool" }),
    ).toBe("For sale · Villa · Coral Bay · $500,000 or more · 3+ beds · 2+ baths · up to 1.5 acres · “pool”");
  });

  it("reads ranges both ways, and a search without filters as every listing", () => {
    expect(searchSummary({ maxPrice: 900_000, minAcres: 1, maxAcres: 5, kind: "sold", category: "land" })).toBe("Sold · Land · up to $900,000 · 1 to 5 acres");
    expect(searchSummary({})).toBe("Every listing");
  });
});
