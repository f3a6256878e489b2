import { and, eq, inArray } from "drizzle-orm";
import { findApprovedStay } from "~/features/stays/index.server";
import { seedDemoPastStays, type DemoPastStay } from "~/features/booking-requests/index.server";
import { listingColumns as listing, selectListings } from "~/features/listings/index.server";
import { seedStayReview } from "~/features/guest-reviews/index.server";
import type { Database } from "~/shared/db/client.server";
import { addDays } from "~/shared/dates/island-days";
import { rentalArrivalNotes } from "./arrival-notes.table";
import type { ArrivalNotes } from "./arrival-mail";
import { stayMessages } from "./stay-message.table";

const FERRY = "Passenger ferries leave Red Hook, St. Thomas, for Cruz Bay every hour on the hour (6:00 AM to midnight, about 20 minutes; $8.15 a person, cash or card). From the airport, allow 45 minutes by taxi to Red Hook.";

const DEMO_NOTES: Record<string, ArrivalNotes> = {
  "Villa Marisol": {
    ferry: FERRY,
    car: "Your Jeep from Island Car Rental waits at the Cruz Bay ferry dock; bring your license. Drive on the LEFT. Four-wheel drive is needed for the villa's driveway.",
    directions: "From Cruz Bay take Route 104 toward Chocolate Hole for 2.5 miles, turn right at the blue mailbox marked Marisol, and follow the concrete drive up to the gate.",
    checkIn: "Check-in from 4:00 PM. The gate code and the lockbox code are 2611; the keys are in the lockbox beside the front door. Our house manager Keisha meets you on arrival: (340) 555-0142.",
  },
  "Sea Grape Cottage": {
    ferry: FERRY,
    car: "A small car is enough; the road to Coral Bay is paved. Rent in Cruz Bay or bring one on the car barge from Red Hook.",
    directions: "Take Centerline Road (Route 10) east to Coral Bay, then Route 107 south for a mile; the cottage is the green one past the church.",
    checkIn: "Check-in from 3:00 PM. The key is in the lockbox on the porch (code 0517).",
  },
  "Villa Solstice": {
    ferry: FERRY,
    car: "Four-wheel drive is a must: the last quarter mile is steep. Your rental company will meet you at the dock.",
    directions: "From Cruz Bay follow Route 20 along the North Shore past Cinnamon Bay; the villa's gate is the first on the left after the Maho Bay sign.",
    checkIn: "Check-in from 4:00 PM. Ring the gate bell; our greeter opens the villa and shows you the pool and the generator.",
  },
  "Tamarind House": {
    ferry: FERRY,
    car: "Any car will do; parking for two beside the house.",
    directions: "From Cruz Bay take Route 104, turn left up Gifft Hill Road, and look for the tamarind tree on the right after the school.",
    checkIn: "Check-in from 3:00 PM; the door code comes by text on the morning of arrival.",
  },
};

type DemoVerifiedStay = DemoPastStay & { review?: { rating: number; text: string; shownName: string } };

/** Fictional past guests (example.com): three wrote a verified review; the last checked out yesterday and gets the review request. */
const DEMO_PAST_STAYS: DemoVerifiedStay[] = [
  {
    rental: "Villa Marisol", start: -130, nights: 7, guests: 6, name: "Hannah Okafor", email: "hannah.okafor@example.com",
    review: { rating: 5, shownName: "Hannah O.", text: "The view from the pool deck is even better than the photos. Keisha met us at the gate with cold drinks and a map of the beaches; we will be back." },
  },
  {
    rental: "Villa Marisol", start: -70, nights: 5, guests: 4, name: "Daniel Reyes", email: "daniel.reyes@example.com",
    review: { rating: 4, shownName: "Daniel R.", text: "Spotless, quiet and close to Hart Bay. The driveway is steep, so do take the four-wheel drive they recommend." },
  },
  {
    rental: "Sea Grape Cottage", start: -45, nights: 4, guests: 2, name: "Chloe Martin", email: "chloe.martin@example.com",
    review: { rating: 5, shownName: "Chloe M.", text: "A perfect little cottage for two, steps from Coral Bay's restaurants. The arrival notes got us from the airport to the door without a single wrong turn." },
  },
  { rental: "Tamarind House", start: -5, nights: 4, guests: 3, name: "Sam Porter", email: "sam.porter@example.com" },
];

/**
 * The demo data of stays: arrival notes for four demo rentals, and past
 * stays, three of them with a verified review written through their link
 * (so the rental pages show verified stays). Idempotent.
 */
export async function seedDemoStays(db: Database, now = new Date()): Promise<{ notes: number; reviews: number }> {
  const rentals = await selectListings({ id: listing.id, title: listing.title }, db).where(
    and(eq(listing.kind, "rental"), inArray(listing.title, Object.keys(DEMO_NOTES))),
  );
  let notes = 0;
  for (const rental of rentals) {
    const inserted = await db.insert(rentalArrivalNotes).values({ listingId: rental.id, ...DEMO_NOTES[rental.title]! }).onConflictDoNothing().returning();
    notes += inserted.length;
  }
  const ids = await seedDemoPastStays(db, DEMO_PAST_STAYS, now);
  let reviews = 0;
  for (const demo of DEMO_PAST_STAYS) {
    const id = ids.get(demo.email);
    if (!id || !demo.review) continue;
    const stay = await findApprovedStay(id, db);
    if (!stay) continue;
    const review = demo.review;
    const written = await db.transaction(async (tx) => {
      const claimed = await tx.insert(stayMessages).values({ bookingRequestId: id, kind: "review_request" }).onConflictDoNothing().returning();
      if (claimed.length === 0) return false;
      await tx.insert(stayMessages).values({ bookingRequestId: id, kind: "pre_arrival" }).onConflictDoNothing();
      const writtenAt = new Date(`${addDays(stay.checkOut, 2)}T15:00:00Z`);
      await seedStayReview(tx, stay, { name: review.shownName, rating: review.rating, text: review.text }, writtenAt);
      return true;
    });
    if (written) reviews += 1;
  }
  return { notes, reviews };
}
