import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { rentalFees, rentalHolidayRules, rentalSeasons } from "./rental-rates.table";
import { createTestRental } from "~/features/booking-requests/booking-test-helpers";
import { seedDemoRates } from "./seed-rates.server";

describe("seedDemoRates", () => {
  it("gives the demo rentals seasons from today on, a Christmas rule and some a damage waiver, once", async () => {
    for (const title of ["Villa Marisol", "Sea Grape Cottage", "Villa Solstice", "Villa Bella Vista", "Tamarind House"]) await createTestRental({ title });
    const now = new Date("2026-11-26T15:00:00Z");
    const added = await seedDemoRates(getDb(), now);
    expect(added).toBe(5 * 4);
    expect(await seedDemoRates(getDb(), now)).toBe(0);
    const seasons = await getDb().select().from(rentalSeasons);
    expect(seasons.every((season) => season.lastNight >= "2026-11-26")).toBe(true);
    expect(new Set(seasons.map((season) => season.name))).toEqual(new Set(["Holidays", "Winter high season", "Summer"]));
    // The rental's base nightly rate is $500: winter is 1.3 times it.
    expect(seasons.find((season) => season.name === "Winter high season")).toMatchObject({ nightlyCents: 65_000, weeklyCents: 390_000, minimumNights: 5 });
    const rules = await getDb().select().from(rentalHolidayRules);
    expect(rules.filter((rule) => rule.firstNight === "2026-12-20")).toHaveLength(5);
    expect(rules.every((rule) => rule.minimumNights === 7)).toBe(true);
    expect(await getDb().select().from(rentalFees)).toHaveLength(3);
  });
});
