import { describe, expect, it } from "vitest";
import { rentalName } from "./rental-name";

describe("rentalName", () => {
  it("is the rental's own name, trimmed, else its title", () => {
    expect(rentalName({ title: "Listing 12", propertyInfo: { name: "  Villa Marisol " } })).toBe("Villa Marisol");
    expect(rentalName({ title: "Listing 12", propertyInfo: { name: "   " } })).toBe("Listing 12");
    expect(rentalName({ title: "Listing 12", propertyInfo: null })).toBe("Listing 12");
  });
});
