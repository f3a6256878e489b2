import { describe, expect, it } from "vitest";
import { findRentalByName } from "./rental-selection";

const rentals = [
  { id: "1", propertyInfo: { name: "Villa Solstice" } },
  { id: "2", title: "Coral Reef Cottage", propertyInfo: null },
  { id: "3", title: "Old name", propertyInfo: { name: "Casa Bonita" } },
];

describe("findRentalByName", () => {
  it("matches propertyInfo.name, and name when there is no propertyInfo name", () => {
    expect(findRentalByName("Villa Solstice", rentals)?.id).toBe("1");
    expect(findRentalByName("Coral Reef Cottage", rentals)?.id).toBe("2");
    expect(findRentalByName("Old name", rentals)?.id).toBe("3");
  });

  it("treats a URL slug and any letter case as the same name", () => {
    expect(findRentalByName("villa-solstice", rentals)?.id).toBe("1");
    expect(findRentalByName("CASA BONITA", rentals)?.id).toBe("3");
    expect(findRentalByName("coral-reef-cottage", rentals)?.id).toBe("2");
  });

  it("returns null when nothing matches, or there is nothing to match", () => {
    expect(findRentalByName("Villa Nowhere", rentals)).toBeNull();
    expect(findRentalByName("villa-solstice", [])).toBeNull();
  });

  it("never matches an empty name to a rental without one", () => {
    expect(findRentalByName("", [{ id: "x", propertyInfo: {} }])).toBeNull();
  });
});
