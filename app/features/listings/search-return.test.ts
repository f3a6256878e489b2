import { describe, expect, it } from "vitest";
import { backToResultsPath, searchReturnPath } from "./search-return";

const origin = "https://sugarapple.example";

describe("searchReturnPath", () => {
  it("keeps the exact search of this site's /mls, query and all", () => {
    expect(searchReturnPath(`${origin}/mls?minBeds=3&sort=price-desc&page=2&view=map`, origin)).toBe("/mls?minBeds=3&sort=price-desc&page=2&view=map");
    expect(searchReturnPath(`${origin}/mls`, origin)).toBe("/mls");
    expect(searchReturnPath("/mls?q=pool", origin)).toBe("/mls?q=pool");
  });

  it("refuses another origin, another page, and addresses that only look like the search", () => {
    for (const value of [
      "https://evil.example/mls?minBeds=3",
      "//evil.example/mls",
      `${origin}/properties`,
      `${origin}/mls/points.json`,
      `${origin}/mlsx`,
      "javascript:alert(1)",
      `https://user:pass@sugarapple.example/mls`,
      "http://sugarapple.example/mls",
      "",
      null,
      undefined,
    ]) {
      expect(searchReturnPath(value, origin), String(value)).toBeNull();
    }
  });
});

describe("backToResultsPath", () => {
  it("prefers the referrer when it is the search, then the search last shown in the tab", () => {
    expect(backToResultsPath(`${origin}/mls?area=Coral+Bay`, "/mls?minBeds=4", origin)).toBe("/mls?area=Coral+Bay");
    expect(backToResultsPath(`${origin}/property/abc`, "/mls?minBeds=4", origin)).toBe("/mls?minBeds=4");
    expect(backToResultsPath("", "https://evil.example/mls", origin)).toBeNull();
    expect(backToResultsPath("", null, origin)).toBeNull();
  });
});
