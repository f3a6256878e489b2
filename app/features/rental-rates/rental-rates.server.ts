import { and, asc, eq, gte, sql } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { isUuid } from "~/shared/lib/uuid";
import { isApproved, listingColumns as listing, publicPathColumns, selectListings } from "~/features/listings/index.server";
import { listingPublicPath, rentalName } from "~/features/listings";
import { rentalFees, rentalHolidayRules, rentalSeasons } from "./rental-rates.table";
import { baseRates, type HolidayRule, type RentalRates, type Season } from "./stay-rates";

/** The listing columns a rental's base rates come from (whole dollars). */
export type BaseRateListing = { id: string; nightlyRate: number | null; weeklyRate: number | null; cleaningFee: number | null };

const seasonColumns = {
  id: rentalSeasons.id,
  name: rentalSeasons.name,
  firstNight: rentalSeasons.firstNight,
  lastNight: rentalSeasons.lastNight,
  nightlyCents: rentalSeasons.nightlyCents,
  weeklyCents: rentalSeasons.weeklyCents,
  minimumNights: rentalSeasons.minimumNights,
  checkInDays: rentalSeasons.checkInDays,
};

const holidayColumns = {
  id: rentalHolidayRules.id,
  name: rentalHolidayRules.name,
  firstNight: rentalHolidayRules.firstNight,
  lastNight: rentalHolidayRules.lastNight,
  minimumNights: rentalHolidayRules.minimumNights,
  checkInDays: rentalHolidayRules.checkInDays,
};

/**
 * A rental's rates: its listing's base rates, its seasons and holiday rules
 * (those ending on or after `from`, when given: a booking never needs past
 * ones) and its damage waiver, in date order.
 */
export async function loadRentalRates(rental: BaseRateListing, options: { from?: string } = {}, db: Database = getDb()): Promise<RentalRates> {
  // One after another: `db` may be a transaction, one connection that runs one query at a time.
  const seasons = await db
    .select(seasonColumns)
    .from(rentalSeasons)
    .where(and(eq(rentalSeasons.listingId, rental.id), options.from ? gte(rentalSeasons.lastNight, options.from) : undefined))
    .orderBy(asc(rentalSeasons.firstNight));
  const holidays = await db
    .select(holidayColumns)
    .from(rentalHolidayRules)
    .where(and(eq(rentalHolidayRules.listingId, rental.id), options.from ? gte(rentalHolidayRules.lastNight, options.from) : undefined))
    .orderBy(asc(rentalHolidayRules.firstNight));
  const fees = await db.select({ damageWaiverCents: rentalFees.damageWaiverCents }).from(rentalFees).where(eq(rentalFees.listingId, rental.id));
  return {
    ...baseRates(rental),
    damageWaiverCents: fees[0]?.damageWaiverCents ?? null,
    seasons: seasons satisfies Season[],
    holidays: holidays satisfies HolidayRule[],
  };
}

/** A rental as the rates page shows it. */
export type RateRental = BaseRateListing & { name: string; minimumNights: number | null; approved: boolean; publicPath: string };

/** Any rental listing (approved or not: rates may be set before it is public), or null. */
export async function findRateRental(listingId: unknown, db: Database = getDb()): Promise<RateRental | null> {
  if (!isUuid(listingId)) return null;
  const [row] = await selectListings(
    {
      ...publicPathColumns,
      title: listing.title,
      nightlyRate: listing.nightlyRate,
      weeklyRate: listing.weeklyRate,
      cleaningFee: listing.cleaningFee,
      minimumNights: listing.minimumNights,
      approved: sql<boolean>`${isApproved}`,
    },
    db,
  ).where(and(eq(listing.id, listingId), eq(listing.kind, "rental")));
  if (!row) return null;
  return {
    id: row.id,
    name: rentalName(row),
    nightlyRate: row.nightlyRate,
    weeklyRate: row.weeklyRate,
    cleaningFee: row.cleaningFee,
    minimumNights: row.minimumNights,
    approved: row.approved,
    publicPath: listingPublicPath(row),
  };
}
