import { and, inArray } from "drizzle-orm";
import type { Database } from "~/shared/db/client.server";
import { approvedRental, listingColumns as listing, selectListings } from "~/features/listings/index.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { rentalFees, rentalHolidayRules, rentalSeasons } from "./rental-rates.table";

/** The demo rentals that get seasons, with the weekdays summer stays start on (Saturday at Villa Marisol) and a damage waiver. */
const DEMO_RATES: Array<{ rental: string; summerCheckIn: number[]; damageWaiverCents: number | null }> = [
  { rental: "Villa Solstice", summerCheckIn: [], damageWaiverCents: 14_900 },
  { rental: "Villa Marisol", summerCheckIn: [6], damageWaiverCents: 9_900 },
  { rental: "Villa Bella Vista", summerCheckIn: [], damageWaiverCents: null },
  { rental: "Sea Grape Cottage", summerCheckIn: [], damageWaiverCents: 4_900 },
  { rental: "Tamarind House", summerCheckIn: [], damageWaiverCents: null },
];

/** A season's nightly rate from the base rate, rounded to $5. */
const scaled = (baseDollars: number, factor: number) => Math.round((baseDollars * factor) / 5) * 5 * 100;

/**
 * Demo seasons for the demo rentals, for this winter and the next year from
 * today on: the holidays (Dec 15 – Jan 4, the dearest), winter high season
 * (Jan 5 – Apr 14), summer (Jun 1 – Aug 31, cheaper, Saturday check-in at
 * Villa Marisol), a 7-night Christmas holiday rule (stays starting Dec 20 –
 * Jan 3), and a damage waiver on some. Idempotent: a rental that has any
 * season is left alone.
 */
export async function seedDemoRates(db: Database, now = new Date()): Promise<number> {
  const rentals = await selectListings({ id: listing.id, title: listing.title, nightlyRate: listing.nightlyRate }, db).where(
    and(approvedRental(), inArray(listing.title, DEMO_RATES.map((demo) => demo.rental))),
  );
  if (rentals.length === 0) return 0;
  const seeded = new Set((await db.selectDistinct({ id: rentalSeasons.listingId }).from(rentalSeasons)).map((row) => row.id));
  const today = todayOnIsland(now);
  const year = Number(today.slice(0, 4));
  let added = 0;
  for (const rental of rentals) {
    const demo = DEMO_RATES.find((candidate) => candidate.rental === rental.title);
    if (!demo || seeded.has(rental.id) || !rental.nightlyRate) continue;
    const base = rental.nightlyRate;
    const seasons = [year - 1, year, year + 1].flatMap((first) => [
      { name: "Holidays", firstNight: `${first}-12-15`, lastNight: `${first + 1}-01-04`, factor: 1.6, weekly: true, minimumNights: 7, checkInDays: [] as number[] },
      { name: "Winter high season", firstNight: `${first + 1}-01-05`, lastNight: `${first + 1}-04-14`, factor: 1.3, weekly: true, minimumNights: 5, checkInDays: [] },
      { name: "Summer", firstNight: `${first + 1}-06-01`, lastNight: `${first + 1}-08-31`, factor: 0.85, weekly: false, minimumNights: 4, checkInDays: demo.summerCheckIn },
    ]);
    const coming = seasons.filter((season) => season.lastNight >= today && season.firstNight <= `${year + 1}-12-31`);
    await db.transaction(async (tx) => {
      await tx.insert(rentalSeasons).values(
        coming.map((season) => ({
          listingId: rental.id,
          name: season.name,
          firstNight: season.firstNight,
          lastNight: season.lastNight,
          nightlyCents: scaled(base, season.factor),
          weeklyCents: season.weekly ? scaled(base, season.factor) * 6 : null,
          minimumNights: season.minimumNights,
          checkInDays: season.checkInDays,
        })),
      );
      const christmases = [year - 1, year, year + 1]
        .map((first) => ({ listingId: rental.id, name: "Christmas and New Year", firstNight: `${first}-12-20`, lastNight: `${first + 1}-01-03`, minimumNights: 7 }))
        .filter((rule) => rule.lastNight >= today);
      if (christmases.length > 0) await tx.insert(rentalHolidayRules).values(christmases);
      if (demo.damageWaiverCents !== null) await tx.insert(rentalFees).values({ listingId: rental.id, damageWaiverCents: demo.damageWaiverCents }).onConflictDoNothing();
    });
    added += coming.length;
  }
  return added;
}
