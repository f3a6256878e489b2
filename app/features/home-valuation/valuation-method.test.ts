import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adjustmentsFor, distanceFactor, lookbackStart, tierOf, valueHome, type Sale } from "./valuation-method";
import { AS_OF, sale, subject } from "./valuation-test-data";
import { confidenceSentence } from "./valuation-sentence";
import { RANGE_MAX, ROUND_TO_DOLLARS } from "./valuation-constants";
import { AREA_NEIGHBORS, ISLAND_AREAS } from "./valuation-rules";


describe("valueHome, by hand", () => {
  it("prices size through price per square foot with the dampened elasticity", () => {
    // 1,000,000 × (2000 / 1000)^0.75 = 1,681,793 → 1,680,000; one sale: half-width 0.05 + 0.2 = 0.25.
    const valuation = valueHome(subject(), [sale({ livingArea: 1000 })], AS_OF);
    expect(valuation.found && valuation.comparables[0]!.adjustedPrice).toBe(1_681_793);
    expect(valuation).toMatchObject({ found: true, estimate: 1_680_000, low: 1_310_000, high: 2_155_000, confidence: "low" });
  });

  it("prices land per acre", () => {
    // 400,000 × 2^0.6 = 606,287 → 605,000.
    const valuation = valueHome(subject({ type: "land", beds: 0, baths: 0, livingArea: 0, lotAcres: 2 }), [sale({ type: "land", beds: null, baths: null, livingArea: null, lotAcres: 1, closePrice: 400_000 })], AS_OF);
    expect(valuation).toMatchObject({ found: true, estimate: 605_000 });
  });

  it("adjusts beds, baths, view, frontage and condition by the named factors", () => {
    const factors = Object.fromEntries(
      adjustmentsFor(subject({ beds: 4, baths: 3, view: "ocean", waterfront: true, condition: "excellent" }), sale()).map((adjustment) => [adjustment.what, adjustment.factor]),
    );
    expect(factors).toEqual({ bedrooms: 1.02, bathrooms: 1.015, view: 1.12, waterfront: 1.2, condition: 1.12 });
  });

  it("ignores a condo's lot", () => {
    expect(adjustmentsFor(subject({ type: "condo", lotAcres: 0 }), sale({ type: "condo", lotAcres: 2 }))).toEqual([]);
  });

  it("takes sales of the last 24 months up to the day only", () => {
    expect(lookbackStart("2026-11-29")).toBe("2024-11-29");
    expect(lookbackStart("2028-02-29")).toBe("2026-02-28");
    const valuation = valueHome(subject(), [sale({ closeDate: "2024-11-28" }), sale({ closeDate: "2026-11-30" })], AS_OF);
    expect(valuation.found).toBe(false);
  });

  it("keeps homes and land apart", () => {
    expect(valueHome(subject(), [sale({ type: "land", livingArea: null })], AS_OF).found).toBe(false);
  });

  it("widens to neighboring areas and similar types only when the area has fewer than three", () => {
    expect(tierOf(subject(), sale())).toBe(0);
    expect(tierOf(subject(), sale({ area: "Johnson Bay" }))).toBe(1);
    expect(tierOf(subject(), sale({ type: "villa" }))).toBe(1);
    expect(tierOf(subject(), sale({ area: "Cruz Bay" }))).toBe(2);
    expect(tierOf(subject(), sale({ area: "Cruz Bay", type: "condo" }))).toBe(3);
    const local = [sale(), sale({ closePrice: 1_050_000 }), sale({ closePrice: 950_000 })];
    const far = sale({ area: "Cruz Bay", closePrice: 3_000_000 });
    const valuation = valueHome(subject(), [...local, far], AS_OF);
    expect(valuation.found && valuation.comparables.map((comparable) => comparable.sale.id).sort()).toEqual(local.map((entry) => entry.id).sort());
    const widened = valueHome(subject(), [local[0]!, far], AS_OF);
    expect(widened.found && widened.comparables.length).toBe(2);
    expect(widened.found && widened.reach).toBe("island");
  });

  it("says why in words", () => {
    const valuation = valueHome(subject(), [sale({ closeDate: "2025-03-01" }), sale({ closeDate: "2025-06-01", closePrice: 1_200_000 }), sale({ closeDate: "2026-09-01", closePrice: 800_000 })], AS_OF);
    expect(confidenceSentence(valuation, "Coral Bay")).toBe("Based on 3 sales in Coral Bay in the last two years, two of them older than a year: a wide range.");
    expect(valuation.found && valuation.confidence).toBe("low");
    const close = valueHome(subject(), [sale(), sale({ closePrice: 1_020_000 }), sale({ closePrice: 990_000 }), sale({ closePrice: 1_010_000 })], AS_OF);
    expect(confidenceSentence(close, "Coral Bay")).toBe("Based on 4 sales in Coral Bay in the last two years, all within the last year: a narrow range.");
    expect(close.found && close.confidence).toBe("high");
  });
});

describe("valueHome, with the home's place picked on the map", () => {
  const place = { lat: 18.346, lng: -64.711 };
  // Due north of the place by this many kilometers (a degree of latitude is 111.195 km on the method's sphere).
  const north = (km: number) => ({ lat: place.lat + km / 111.19508, lng: place.lng });

  it("halves a comparable's weight every two kilometers, and counts an unlocated sale as three away", () => {
    expect(distanceFactor(0, true)).toBe(1);
    expect(distanceFactor(2, true)).toBe(0.5);
    expect(distanceFactor(4, true)).toBe(0.25);
    expect(distanceFactor(null, true)).toBeCloseTo(0.353553, 6);
    // Past the cap every distance counts as 20 km: 2^-10, never zero.
    expect(distanceFactor(8000, true)).toBe(2 ** -10);
    expect(distanceFactor(5, false)).toBe(1);
  });

  it("as the benchmark's candidate, weighs the nearer of two otherwise equal sales more", () => {
    // Weights 1 and 0.25 → 0.8 and 0.2: 1,000,000 × 2^0.2 = 1,148,698 → 1,150,000 (without the place: 1,000,000 × 2^0.5 → 1,415,000).
    const sales = [sale({ location: place }), sale({ closePrice: 2_000_000, location: north(4) })];
    const near = valueHome(subject({ location: place }), sales, AS_OF, { weighByDistance: true });
    expect(near).toMatchObject({ found: true, estimate: 1_150_000 });
    expect(near.found && near.comparables.map((comparable) => Number(comparable.distanceKm!.toFixed(3)))).toEqual([0, 4]);
    expect(near.found && near.comparables.map((comparable) => Number(comparable.weight.toFixed(4)))).toEqual([0.8, 0.2]);
    const anywhere = valueHome(subject(), sales, AS_OF);
    expect(anywhere).toMatchObject({ found: true, estimate: 1_415_000 });
    expect(anywhere.found && anywhere.comparables.map((comparable) => comparable.distanceKm)).toEqual([null, null]);
    // The site's own estimate does not weigh by distance, but says how far each sale is.
    const shown = valueHome(subject({ location: place }), sales, AS_OF);
    expect(shown).toMatchObject({ found: true, estimate: 1_415_000 });
    expect(shown.found && shown.comparables.map((comparable) => Number(comparable.distanceKm!.toFixed(3)))).toEqual([0, 4]);
  });

  it("weighs a sale without coordinates as one three kilometers off", () => {
    // Weights 1 and 2^-1.5 = 0.353553 → 0.738796 and 0.261204: 1,000,000 × 2^0.261204 = 1,198,469 → 1,200,000.
    const valuation = valueHome(subject({ location: place }), [sale({ location: place }), sale({ closePrice: 2_000_000, location: null })], AS_OF, { weighByDistance: true });
    expect(valuation).toMatchObject({ found: true, estimate: 1_200_000 });
  });

  it("says the sales are within so many kilometers when all are located and near", () => {
    const near = valueHome(subject({ location: place }), [sale({ location: north(0.4) }), sale({ location: north(1.5), closePrice: 1_050_000 }), sale({ location: north(0.9), closePrice: 950_000 })], AS_OF);
    expect(confidenceSentence(near, "Coral Bay")).toBe("Based on 3 sales within 2 km in the last two years, all within the last year: a moderate range.");
    const oneFar = valueHome(subject({ location: place }), [sale({ location: north(0.4) }), sale({ location: north(5) }), sale({ location: north(0.9) })], AS_OF);
    expect(confidenceSentence(oneFar, "Coral Bay")).toMatch(/^Based on 3 sales in Coral Bay in the last two years/);
    const oneUnlocated = valueHome(subject({ location: place }), [sale({ location: north(0.4) }), sale({ location: null }), sale({ location: north(0.9) })], AS_OF);
    expect(confidenceSentence(oneUnlocated, "Coral Bay")).toMatch(/^Based on 3 sales in Coral Bay in the last two years/);
  });
});

const TYPES = ["villa", "single-family", "cottage"] as const;
// Places on and around St. John, and now and then one far off (a feed's bad coordinates).
const arbitraryPlace = fc.option(
  fc.oneof(
    fc.record({ lat: fc.double({ min: 18.3, max: 18.37, noNaN: true }), lng: fc.double({ min: -64.8, max: -64.66, noNaN: true }) }),
    fc.record({ lat: fc.double({ min: -89, max: 89, noNaN: true }), lng: fc.double({ min: -179, max: 179, noNaN: true }) }),
  ),
  { nil: null },
);
const arbitrarySale = fc.record({
  area: fc.constantFrom(...ISLAND_AREAS),
  type: fc.constantFrom(...TYPES),
  beds: fc.integer({ min: 1, max: 6 }),
  baths: fc.integer({ min: 1, max: 6 }),
  livingArea: fc.integer({ min: 600, max: 6000 }),
  lotAcres: fc.double({ min: 0.1, max: 3, noNaN: true }),
  view: fc.constantFrom("none", "partial", "ocean" as const),
  waterfront: fc.boolean(),
  closePrice: fc.integer({ min: 200_000, max: 9_000_000 }),
  daysAgo: fc.integer({ min: 0, max: 720 }),
  location: arbitraryPlace,
});
const arbitrarySubject = fc.record({
  area: fc.constantFrom(...ISLAND_AREAS),
  type: fc.constantFrom(...TYPES),
  beds: fc.integer({ min: 1, max: 6 }),
  baths: fc.integer({ min: 1, max: 6 }),
  livingArea: fc.integer({ min: 600, max: 6000 }),
  lotAcres: fc.double({ min: 0.1, max: 3, noNaN: true }),
  view: fc.constantFrom("none", "partial", "ocean" as const),
  waterfront: fc.boolean(),
  condition: fc.constantFrom("needs-work", "average", "good", "excellent" as const),
  location: arbitraryPlace,
});

const toSales = (drawn: Array<Omit<Sale, "id" | "closeDate"> & { daysAgo: number }>, prefix = "p"): Sale[] =>
  drawn.map(({ daysAgo, ...rest }, index) => ({ ...rest, id: `${prefix}${index}`, closeDate: new Date(Date.parse(`${AS_OF}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10) }));

describe("valueHome, for any facts and sales", () => {
  it("answers the same whatever the order of the sales", () => {
    fc.assert(
      fc.property(arbitrarySubject, fc.array(arbitrarySale, { minLength: 1, maxLength: 12 }), (subjectFacts, drawn) => {
        const sales = toSales(drawn);
        expect(valueHome(subjectFacts, [...sales].reverse(), AS_OF)).toEqual(valueHome(subjectFacts, sales, AS_OF));
      }),
    );
  });

  it("estimates within the comparables' adjusted prices, inside its own range", () => {
    fc.assert(
      fc.property(arbitrarySubject, fc.array(arbitrarySale, { minLength: 1, maxLength: 12 }), (subjectFacts, drawn) => {
        const valuation = valueHome(subjectFacts, toSales(drawn), AS_OF);
        if (!valuation.found) return;
        const adjusted = valuation.comparables.map((comparable) => comparable.adjustedPrice);
        expect(valuation.estimate).toBeGreaterThanOrEqual(Math.min(...adjusted) - ROUND_TO_DOLLARS / 2);
        expect(valuation.estimate).toBeLessThanOrEqual(Math.max(...adjusted) + ROUND_TO_DOLLARS / 2);
        expect(valuation.low).toBeLessThanOrEqual(valuation.estimate);
        expect(valuation.high).toBeGreaterThanOrEqual(valuation.estimate);
      }),
    );
  });

  it("widens as comparables drop", () => {
    // The same sales twice over are more comparables with the same spread: the range must be narrower than with them once.
    fc.assert(
      fc.property(arbitrarySubject, fc.array(arbitrarySale, { minLength: 1, maxLength: 3 }), (subjectFacts, drawn) => {
        const local = drawn.map((entry) => ({ ...entry, area: subjectFacts.area, type: subjectFacts.type }));
        const once = valueHome(subjectFacts, toSales(local, "a"), AS_OF);
        const twice = valueHome(subjectFacts, [...toSales(local, "a"), ...toSales(local, "b")], AS_OF);
        if (!once.found || !twice.found) throw new Error("both find their comparables");
        // Only the cap can make them equal: a range never says less than RANGE_MAX.
        if (once.halfWidth < RANGE_MAX) expect(once.halfWidth).toBeGreaterThan(twice.halfWidth);
        else expect(twice.halfWidth).toBeLessThanOrEqual(once.halfWidth);
      }),
    );
  });

  it("knows every area's neighbors as areas of the island", () => {
    for (const neighbors of Object.values(AREA_NEIGHBORS)) for (const neighbor of neighbors) expect(ISLAND_AREAS).toContain(neighbor);
  });
});
