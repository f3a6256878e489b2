import { and, inArray } from "drizzle-orm";
import { seedDemoAgreement } from "~/features/rental-agreements/index.server";
import { approvedRental, listingColumns as listing, selectListings } from "~/features/listings/index.server";
import type { Database } from "~/shared/db/client.server";
import { DEFAULT_STAY_TERMS, type StayTermsSnapshot } from "./stay-terms-rules";
import { stayTerms } from "./stay-terms.table";

/** The demo's rental agreement: the points a St. John villa's agreement covers. */
const DEMO_AGREEMENT = [
  "This agreement is between Sugar Apple Realty, as agent for the owner, and the guest named on the booking.",
  "Check-in is from 4:00 PM and check-out by 10:00 AM. The number of guests may not exceed what the booking states.",
  "The villa is for the guests' own vacation use: no parties or events, no smoking indoors, and quiet after 10:00 PM out of respect for the neighbors.",
  "Please leave the villa as you found it. Damage beyond normal wear is the guest's responsibility, up to the damage deposit held and beyond it if the cost is higher.",
  "Cistern water is precious on St. John: please conserve it. Hurricane season runs June through November; travel insurance is strongly recommended.",
].join("\n\n");

const DEMO_TERMS: Record<string, Partial<StayTermsSnapshot>> = {
  "Villa Marisol": { damageHoldCents: 100_000, damageHoldDaysBefore: 2 },
  "Villa Solstice": { depositPercent: 50, balanceDaysBefore: 45, cancellationTiers: [{ daysBefore: 90, refundPercent: 100 }, { daysBefore: 45, refundPercent: 50 }] },
};

/** Demo stay terms and a first agreement for two demo rentals (unless they have some), and the terms each was given, by rental title. Idempotent. */
export async function seedDemoStayTerms(db: Database): Promise<Map<string, { listingId: string; terms: StayTermsSnapshot }>> {
  const rentals = await selectListings({ id: listing.id, title: listing.title }, db).where(and(approvedRental(), inArray(listing.title, Object.keys(DEMO_TERMS))));
  const seeded = new Map<string, { listingId: string; terms: StayTermsSnapshot }>();
  for (const rental of rentals) {
    const terms = { ...DEFAULT_STAY_TERMS, ...DEMO_TERMS[rental.title] };
    await db.insert(stayTerms).values({ listingId: rental.id, ...terms }).onConflictDoNothing();
    await seedDemoAgreement(db, rental.id, DEMO_AGREEMENT);
    seeded.set(rental.title, { listingId: rental.id, terms });
  }
  return seeded;
}
