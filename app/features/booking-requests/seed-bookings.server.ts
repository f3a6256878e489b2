import { and, inArray } from "drizzle-orm";
import type { Database } from "~/shared/db/client.server";
import { approvedRental, listingColumns as listing, selectListings } from "~/features/listings/index.server";
import { findBookingRequestsOf, insertBookingRequest } from "~/features/stays/index.server";
import { holdStayNights } from "~/features/rental-calendars/index.server";
import { computeQuote } from "~/features/rental-rates";
import { loadRentalRates } from "~/features/rental-rates/index.server";
import { isExclusionViolation } from "~/shared/db/postgres-errors";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import { getConfig } from "~/shared/config/env.server";
import { seedDemoStayPayments } from "~/features/stay-payments/index.server";

type DemoRequest = {
  rental: string;
  /** Days from today. */
  start: number;
  nights: number;
  guests: number;
  name: string;
  email: string;
  message: string;
  status: "pending" | "approved";
};

/** Fictional guests (example.com addresses) for the demo rentals, dated from today so they stay in the future. */
const DEMO_REQUESTS: DemoRequest[] = [
  { rental: "Villa Marisol", start: 21, nights: 7, guests: 6, name: "Priya Natarajan", email: "priya.n@example.com", message: "Celebrating our anniversary with friends.", status: "approved" },
  { rental: "Villa Marisol", start: 45, nights: 5, guests: 4, name: "Tom Becker", email: "tom.becker@example.com", message: "", status: "pending" },
  { rental: "Sea Grape Cottage", start: 14, nights: 4, guests: 2, name: "Lena Fischer", email: "lena.f@example.com", message: "Honeymoon, arriving on the late ferry.", status: "pending" },
  { rental: "Villa Solstice", start: 60, nights: 7, guests: 8, name: "Marcus Hill", email: "marcus.hill@example.com", message: "Family reunion.", status: "approved" },
  { rental: "Villa Bella Vista", start: 30, nights: 6, guests: 5, name: "Ana Souza", email: "ana.souza@example.com", message: "Do you provide beach chairs?", status: "pending" },
  { rental: "Tamarind House", start: 10, nights: 5, guests: 3, name: "Grace Liu", email: "grace.liu@example.com", message: "", status: "approved" },
];

/**
 * Demo booking requests: a few pending and approved ones on the approved
 * demo rentals, approved ones with their calendar block. Idempotent: a
 * request is added only when its guest has none for that rental yet.
 */
export async function seedDemoBookings(db: Database, now = new Date()): Promise<number> {
  const names = [...new Set(DEMO_REQUESTS.map((request) => request.rental))];
  const rentals = await selectListings(
    { id: listing.id, title: listing.title, nightlyRate: listing.nightlyRate, weeklyRate: listing.weeklyRate, cleaningFee: listing.cleaningFee },
    db,
  ).where(and(approvedRental(), inArray(listing.title, names)));
  const byName = new Map(rentals.map((rental) => [rental.title, rental]));
  const today = todayOnIsland(now);
  let added = 0;
  for (const demo of DEMO_REQUESTS) {
    const rental = byName.get(demo.rental);
    if (!rental) continue;
    const [existing] = await findBookingRequestsOf(db, rental.id, demo.email);
    if (existing) continue;
    const checkIn = addDays(today, demo.start);
    const checkOut = addDays(checkIn, demo.nights);
    try {
      await db.transaction(async (tx) => {
        const row = await insertBookingRequest(tx, {
            listingId: rental.id,
            source: "rental",
            checkIn,
            checkOut,
            guests: demo.guests,
            guestName: demo.name,
            email: demo.email,
            message: demo.message,
            quote: computeQuote(await loadRentalRates(rental, { from: today }, tx), checkIn, checkOut, getConfig().hotelTaxRate),
            status: demo.status,
            approvedAt: demo.status === "approved" ? now : null,
          });
        if (demo.status === "approved") {
          await holdStayNights(tx, { listingId: rental.id, checkIn, checkOut, bookingRequestId: row.id });
        }
      });
      added += 1;
    } catch (error) {
      // Dates already taken (seeded on another day): leave this one out.
      if (!isExclusionViolation(error)) throw error;
    }
  }
  await seedDemoStayPayments(db, now);
  return added;
}
