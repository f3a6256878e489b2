import { describe, expect, it } from "vitest";
import { formatDate, formatPrice, formatTime, paragraphs, plural, propertyTypeLabel, statusLabel } from "./listing-format";

describe("listing formats", () => {
  it("writes prices in whole dollars", () => {
    expect(formatPrice(1_250_000)).toBe("$1,250,000");
    expect(formatPrice(null)).toBe("Price on request");
  });

  it("writes a date-only value without shifting the day", () => {
    expect(formatDate("2025-04-18")).toBe("April 18, 2025");
    expect(formatDate(null)).toBe("");
    expect(formatDate("soon")).toBe("");
  });

  it("writes times on the 12-hour clock", () => {
    expect(formatTime("16:00")).toBe("4:00 PM");
    expect(formatTime("10:30")).toBe("10:30 AM");
    expect(formatTime("00:15")).toBe("12:15 AM");
    expect(formatTime("12:00")).toBe("12:00 PM");
    expect(formatTime("25:00")).toBe("");
  });

  it("names market statuses and property types for the public", () => {
    expect(statusLabel("Closed")).toBe("Sold");
    expect(statusLabel("ActiveUnderContract")).toBe("Under Contract");
    expect(propertyTypeLabel({ subcategory: "single-family", propertyType: null, propertySubType: null, category: "residential" })).toBe("Single-family home");
    expect(propertyTypeLabel({ subcategory: null, propertyType: "Residential", propertySubType: "Townhouse", category: "residential" })).toBe("Townhouse");
    expect(propertyTypeLabel({ subcategory: null, propertyType: null, propertySubType: null, category: "land" })).toBe("Land");
  });

  it("splits a description into paragraphs", () => {
    expect(paragraphs("One\nline.\n\n  Two.  \n\n\n")).toEqual(["One line.", "Two."]);
    expect(paragraphs(null)).toEqual([]);
  });

  it("counts in words", () => {
    expect(plural(1, "bedroom")).toBe("1 bedroom");
    expect(plural(3, "bedroom")).toBe("3 bedrooms");
  });
});

describe("short prices for map pins", () => {
  it("print thousands as K and millions as M, rounded to what fits on a pin", async () => {
    const { formatShortPrice } = await import("./listing-format");
    expect([950, 10_000, 325_000, 999_499, 999_500, 1_850_000, 2_900_000, 9_949_999, 12_400_000].map(formatShortPrice)).toEqual([
      "$950", "$10K", "$325K", "$999K", "$1M", "$1.9M", "$2.9M", "$9.9M", "$12M",
    ]);
  });
});
