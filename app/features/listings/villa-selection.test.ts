import { describe, expect, it } from "vitest";
import { findVillaByName } from "./villa-selection";

const villas = [
  { id: "1", propertyInfo: { name: "Villa Solstice" } },
  { id: "2", title: "Coral Reef Cottage", propertyInfo: null },
  { id: "3", title: "Old name", propertyInfo: { name: "Casa Bonita" } },
];

describe("findVillaByName", () => {
  it("matches propertyInfo.name, and name when there is no propertyInfo name", () => {
    expect(findVillaByName("Villa Solstice", villas)?.id).toBe("1");
    expect(findVillaByName("Coral Reef Cottage", villas)?.id).toBe("2");
    expect(findVillaByName("Old name", villas)?.id).toBe("3");
  });

  it("treats a URL slug and any letter case as the same name", () => {
    expect(findVillaByName("villa-solstice", villas)?.id).toBe("1");
    expect(findVillaByName("CASA BONITA", villas)?.id).toBe("3");
    expect(findVillaByName("coral-reef-cottage", villas)?.id).toBe("2");
  });

  it("returns null when nothing matches, or there is nothing to match", () => {
    expect(findVillaByName("Villa Nowhere", villas)).toBeNull();
    expect(findVillaByName("villa-solstice", [])).toBeNull();
  });

  it("never matches an empty name to a villa without one", () => {
    expect(findVillaByName("", [{ id: "x", propertyInfo: {} }])).toBeNull();
  });
});
