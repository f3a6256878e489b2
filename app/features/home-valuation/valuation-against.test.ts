import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { valueAgainst, valueHome } from "./valuation-method";
import { AS_OF, sale, subject } from "./valuation-test-data";


describe("valueAgainst, over the comparables an agent chose", () => {
  it("gives valueHome's answer over valueHome's own choice", () => {
    const sales = [sale(), sale({ closePrice: 1_200_000 }), sale({ area: "East End", closePrice: 900_000 }), sale({ area: "Cruz Bay", livingArea: 3000 }), sale({ closePrice: 1_100_000, closeDate: "2025-03-01" })];
    const automatic = valueHome(subject(), sales, AS_OF);
    const chosen = automatic.comparables.map((comparable) => comparable.sale);
    expect(valueAgainst(subject(), chosen, AS_OF)).toEqual(automatic);
  });

  it("moves the estimate when a comparable is left out, by the same weighted mean", () => {
    const cheap = sale({ closePrice: 800_000 });
    const dear = sale({ closePrice: 1_250_000 });
    const both = valueAgainst(subject(), [cheap, dear], AS_OF);
    const withoutCheap = valueAgainst(subject(), [dear], AS_OF);
    // Equal weights: the geometric mean of 800,000 and 1,250,000 is 1,000,000; alone, 1,250,000.
    expect(both).toMatchObject({ found: true, estimate: 1_000_000 });
    expect(withoutCheap).toMatchObject({ found: true, estimate: 1_250_000 });
    expect(withoutCheap.comparables.map((comparable) => comparable.sale.id)).toEqual([dear.id]);
  });

  it("uses a sale valueHome left out (another area, beyond the six heaviest) when the agent adds it", () => {
    const near = Array.from({ length: 6 }, () => sale());
    const far = sale({ area: "Cruz Bay", closePrice: 2_000_000 });
    expect(valueHome(subject(), [...near, far], AS_OF).comparables.map((comparable) => comparable.sale.id)).not.toContain(far.id);
    const chosen = valueAgainst(subject(), [...near, far], AS_OF);
    expect(chosen.comparables).toHaveLength(7);
    expect(chosen.comparables.find((comparable) => comparable.sale.id === far.id)?.tier).toBeGreaterThan(0);
    expect(chosen.found && chosen.estimate).toBeGreaterThan(1_000_000);
  });

  it("skips sales that cannot be comparables: land for a home, older than the look-back, a duplicate", () => {
    const kept = sale();
    const valuation = valueAgainst(subject(), [kept, kept, sale({ type: "land", livingArea: null }), sale({ closeDate: "2024-01-01" })], AS_OF);
    expect(valuation.comparables.map((comparable) => comparable.sale.id)).toEqual([kept.id]);
  });

  it("finds nothing over an empty choice", () => {
    expect(valueAgainst(subject(), [], AS_OF)).toEqual({ found: false, comparables: [] });
  });

  it("applies the subject's condition as the agent set it", () => {
    const sales = [sale(), sale({ closePrice: 1_100_000 })];
    const average = valueAgainst(subject(), sales, AS_OF);
    const excellent = valueAgainst(subject({ condition: "excellent" }), sales, AS_OF);
    expect(excellent.found && average.found && excellent.estimate).toBeGreaterThan(average.found ? average.estimate : 0);
  });

  it("answers the same in any order of the chosen sales", () => {
    const sales = [sale(), sale({ closePrice: 1_300_000, area: "East End" }), sale({ closePrice: 700_000, livingArea: 1500 }), sale({ closeDate: "2025-02-02" })];
    fc.assert(
      fc.property(fc.shuffledSubarray(sales, { minLength: sales.length, maxLength: sales.length }), (order) => {
        expect(valueAgainst(subject(), order, AS_OF)).toEqual(valueAgainst(subject(), sales, AS_OF));
      }),
    );
  });
});
