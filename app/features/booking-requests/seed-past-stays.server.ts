import { and, inArray } from "drizzle-orm";
import type { Database } from "~/shared/db/client.server";
import { approvedRental, listingColumns as listing, selectListings } from "~/features/listings/index.server";
import { findBookingRequestsOf, insertBookingRequest } from "~/features/stays/index.server";
import { holdStayNights } from "~/features/rental-calendars/index.server";
import { computeQuote } from "~/features/rental-rates";
import { baseRates } from "~/features/rental-rates";
import { isExclusionViolation } from "~/shared/db/postgres-errors";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import { getConfig } from "~/shared/config/env.server";

/** A demo stay already over: which rental, when (days from today), who. */
export type DemoPastStay = { rental: string; start: number; nights: number; guests: number; name: string; email: string };

/**
 * Approved demo stays in the past (with their calendar blocks), for the
 * messages after a stay and the verified reviews. Idempotent like the other
 * demo requests: a stay is added only when its guest has none at that rental.
 * Answers each guest's stay id (by e-mail), added now or before.
 */
export async function seedDemoPastStays(db: Database, stays: readonly DemoPastStay[], now = new Date()): Promise<Map<string, string>> {
  const names = [...new Set(stays.map((stay) => stay.rental))];
  const rentals = await selectListings(
    { id: listing.id, title: listing.title, nightlyRate: listing.nightlyRate, weeklyRate: listing.weeklyRate, cleaningFee: listing.cleaningFee },
    db,
  ).where(and(approvedRental(), inArray(listing.title, names)));
  const byName = new Map(rentals.map((rental) => [rental.title, rental]));
  const today = todayOnIsland(now);
  const ids = new Map<string, string>();
  for (const demo of stays) {
    const rental = byName.get(demo.rental);
    if (!rental) continue;
    const [existing] = await findBookingRequestsOf(db, rental.id, demo.email);
    if (existing) {
      ids.set(demo.email, existing.id);
      continue;
    }
    const checkIn = addDays(today, demo.start);
    const checkOut = addDays(checkIn, demo.nights);
    try {
      const id = await db.transaction(async (tx) => {
        const row = await insertBookingRequest(tx, {
            listingId: rental.id,
            source: "rental",
            checkIn,
            checkOut,
            guests: demo.guests,
            guestName: demo.name,
            email: demo.email,
            quote: computeQuote(baseRates(rental), checkIn, checkOut, getConfig().hotelTaxRate),
            status: "approved",
            approvedAt: new Date(`${addDays(checkIn, -30)}T12:00:00Z`),
            createdAt: new Date(`${addDays(checkIn, -40)}T12:00:00Z`),
          });
        await holdStayNights(tx, { listingId: rental.id, checkIn, checkOut, bookingRequestId: row.id });
        return row.id;
      });
      ids.set(demo.email, id);
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
  }
  return ids;
}
