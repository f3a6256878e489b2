import { describe, expect, it } from "vitest";
import { describeChange, favouriteChanges } from "./favourite-change";

describe("favouriteChanges", () => {
  it("says only that a listing left the site, whatever else changed", () => {
    expect(favouriteChanges({ price: 100, status: "Active" }, null)).toEqual([{ kind: "gone" }]);
    expect(favouriteChanges({ price: 100, status: "Active" }, { price: 90, status: "Withdrawn", public: false })).toEqual([{ kind: "gone" }]);
  });

  it("lists a new status before a price change, and a sold listing only as sold", () => {
    expect(favouriteChanges({ price: 500_000, status: "Active" }, { price: 480_000, status: "Pending", public: true })).toEqual([
      { kind: "pending" },
      { kind: "price-drop", from: 500_000, to: 480_000 },
    ]);
    expect(favouriteChanges({ price: 500_000, status: "Active" }, { price: 450_000, status: "Closed", public: true })).toEqual([{ kind: "sold" }]);
    expect(favouriteChanges({ price: 500_000, status: "ActiveUnderContract" }, { price: 500_000, status: "Active", public: true })).toEqual([
      { kind: "back-on-market" },
    ]);
  });

  it("compares no price that is unknown on either side", () => {
    expect(favouriteChanges({ price: null, status: "Active" }, { price: 300_000, status: "Active", public: true })).toEqual([]);
  });
});

describe("describeChange", () => {
  it("gives the amounts and the percentage of a price change", () => {
    expect(describeChange({ kind: "price-drop", from: 325_000, to: 299_000 })).toBe("Price drop: $325,000 → $299,000 (−8.0%)");
    expect(describeChange({ kind: "price-rise", from: 200_000, to: 210_000 })).toBe("Price increase: $200,000 → $210,000 (+5.0%)");
    expect(describeChange({ kind: "price-rise", from: 0, to: 10 })).toBe("Price increase: $0 → $10");
    expect(describeChange({ kind: "withdrawn" })).toBe("Withdrawn from the market");
  });
});
