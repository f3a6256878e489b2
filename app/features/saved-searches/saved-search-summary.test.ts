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

  it("says when the search keeps to an area of the map", () => {
    expect(searchSummary({ status: "for-sale", polygon: [[18.33, -64.79], [18.34, -64.78], [18.32, -64.77]], maxPrice: 2_000_000 })).toBe(
      "For sale · In a drawn area · up to $2,000,000",
    );
    expect(searchSummary({ bounds: { south: 18.3, west: -64.8, north: 18.37, east: -64.66 } })).toBe("In the map area");
  });
});

describe("a saved search's results link", () => {
  it("opens the map when the search keeps to an area of it", async () => {
    const { savedSearchResultsPath } = await import("./saved-search-rules");
    expect(savedSearchResultsPath("minBeds=3")).toBe("/mls?minBeds=3");
    expect(savedSearchResultsPath("minBeds=3&polygon=abc")).toBe("/mls?minBeds=3&polygon=abc&view=map");
    expect(savedSearchResultsPath("bounds=18.3%2C-64.8%2C18.37%2C-64.66")).toBe("/mls?bounds=18.3%2C-64.8%2C18.37%2C-64.66&view=map");
    expect(savedSearchResultsPath("")).toBe("/mls");
  });
});
