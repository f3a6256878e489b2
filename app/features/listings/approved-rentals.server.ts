import { asc, sql } from "drizzle-orm";
import { keptUntilContentChanges } from "~/shared/cache/content-memo.server";
import { getDb } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { listings, type PropertyInfo } from "./listing.table";
import { slugify } from "./listing-slug";
import { cardColumns } from "./listing-store.server";
import { rentalName } from "./rental-name";
import { findRentalByName } from "./rental-selection";
import { listingPublicPath } from "./listing-paths";
import { approvedRental, publicPathColumns } from "./listing-sql.server";
import type { RentalSummary } from "./rental-summary";

/**
 * Approved rentals, in the one order every list of them uses: oldest first
 * (ties by id), so the header's numbering and the rental cards stay put as
 * rentals are added.
 */
const rentalOrder = [asc(listings.createdAt), asc(listings.id)];

/** An approved rental as villa pages, /villas.json and selection by name see it. */
export type ApprovedRental = RentalSummary & {
  title: string;
  propertyInfo: PropertyInfo | null;
};

/** Every approved rental with its public card fields; `name` is its rental name and `slug` its /villa/{slug}. */
export async function listApprovedRentals(): Promise<Result<{ data: ApprovedRental[] }>> {
  return runService("listApprovedRentals", {}, async () => {
    const rows = await getDb()
      .select({
        id: listings.id,
        title: listings.title,
        propertyInfo: listings.propertyInfo,
        area: listings.area,
        maxGuests: listings.maxGuests,
        nightlyRate: listings.nightlyRate,
        bedrooms: listings.bedroomsTotal,
        photo: cardColumns.photo,
      })
      .from(listings)
      .where(approvedRental())
      .orderBy(...rentalOrder);
    const data = rows.map((row): ApprovedRental => {
      const name = rentalName(row);
      return { ...row, name, slug: slugify(name) };
    });
    return ok({ data });
  });
}

/** The approved rentals, read once per content change: every villa page and booking by name reads them. */
export const readApprovedRentals = keptUntilContentChanges(listApprovedRentals, (result) => result.success);

/** The public fields of a rental's card (what /villas.json answers), without the stored names they come from. */
export function rentalSummaryOf({ title: _title, propertyInfo: _propertyInfo, ...summary }: ApprovedRental): RentalSummary {
  return summary;
}

/**
 * The approved rental a page or a booking request names (by propertyInfo.name
 * or title, in any case or as a slug), or null after a warning that lists
 * the names there are.
 */
export async function findApprovedRentalByName(name: string): Promise<Result<{ data: ApprovedRental | null }>> {
  const rentals = await readApprovedRentals();
  if (!rentals.success) return rentals;
  const chosen = findRentalByName(name, rentals.data);
  if (!chosen) logger.warn("Villa not found", { name, available: rentals.data.map((rental) => rental.name) });
  return ok({ data: chosen });
}

/** How many rentals the header's menu names; past that it links to all of them in the search. */
export const RENTAL_MENU_LIMIT = 12;

/** A rental in the header's Rental menu. */
export type RentalMenuEntry = { name: string; path: string };

/**
 * The header's Rental menu: the first `limit` approved rentals, each named by
 * propertyInfo.name (else `Property {n}`, n its 1-based position) and linked
 * to its public page (listingPublicPath), and how many there are in all.
 */
export async function listRentalMenu(limit = RENTAL_MENU_LIMIT): Promise<Result<{ data: RentalMenuEntry[]; total: number }>> {
  return runService("listRentalMenu", {}, async () => {
    const rows = await getDb()
      .select({ ...publicPathColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(listings)
      .where(approvedRental())
      .orderBy(...rentalOrder)
      .limit(limit);
    const data = rows.map((row, index) => ({
      name: row.propertyInfo?.name?.trim() || `Property ${index + 1}`,
      path: listingPublicPath(row),
    }));
    return ok({ data, total: rows[0]?.total ?? 0 });
  });
}
