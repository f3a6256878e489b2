import { afterEach, describe, expect, it, vi } from "vitest";
import { findVillaByName, villaName } from "./villa-selection";

const villas = [
  { id: "1", propertyInfo: { name: "Villa Solstice" } },
  { id: "2", title: "Coral Reef Cottage", propertyInfo: null },
  { id: "3", title: "Old name", propertyInfo: { name: "Casa Bonita" } },
];

afterEach(() => vi.restoreAllMocks());

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

  it("returns null and warns with the available names when nothing matches", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(findVillaByName("Villa Nowhere", villas)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Villa not found: "Villa Nowhere". Available villas: Villa Solstice, Coral Reef Cottage, Casa Bonita',
    );
  });

  it("warns that none are available when the list is empty", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(findVillaByName("villa-solstice", [])).toBeNull();
    expect(warn).toHaveBeenCalledWith('Villa not found: "villa-solstice". Available villas: (none)');
  });

  it("never matches an empty name to a villa without one", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(findVillaByName("", [{ id: "x", propertyInfo: {} }])).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("villaName", () => {
  it("prefers propertyInfo.name", () => {
    expect(villaName(villas[2]!)).toBe("Casa Bonita");
    expect(villaName(villas[1]!)).toBe("Coral Reef Cottage");
    expect(villaName({})).toBeUndefined();
  });
});
