import { and, eq, inArray } from "drizzle-orm";
import { approvedRental, listingColumns as listing, selectListings } from "~/features/listings/index.server";
import type { Database } from "~/shared/db/client.server";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { stayAccounts, stayPayments } from "./stay-account.table";
import { rentalAgreements, stayTerms } from "~/features/rental-rates/stay-terms.table";
import { balanceDueOn, DEFAULT_STAY_TERMS, quoteTotalCents, splitTotal, type StayTermsSnapshot } from "./stay-money";
import { agreementDigest } from "~/features/rental-rates/index.server";

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

/**
 * Demo stay terms and agreements for two demo rentals, and the money side of
 * Priya's approved stay at Villa Marisol (its deposit paid), so that the
 * stay terms and booking payments pages show something at work. Idempotent.
 */
export async function seedDemoStayPayments(db: Database, now = new Date()): Promise<void> {
  const rentals = await selectListings({ id: listing.id, title: listing.title }, db).where(and(approvedRental(), inArray(listing.title, Object.keys(DEMO_TERMS))));
  for (const rental of rentals) {
    const terms = { ...DEFAULT_STAY_TERMS, ...DEMO_TERMS[rental.title] };
    await db.insert(stayTerms).values({ listingId: rental.id, ...terms }).onConflictDoNothing();
    await db.insert(rentalAgreements).values({ listingId: rental.id, version: 1, body: DEMO_AGREEMENT, sha256: agreementDigest(DEMO_AGREEMENT) }).onConflictDoNothing();
  }
  const marisol = rentals.find((rental) => rental.title === "Villa Marisol");
  if (!marisol) return;
  const [stay] = await db
    .select()
    .from(bookingRequests)
    .where(and(eq(bookingRequests.listingId, marisol.id), eq(bookingRequests.email, "priya.n@example.com"), eq(bookingRequests.status, "approved")));
  if (!stay) return;
  const terms = { ...DEFAULT_STAY_TERMS, ...DEMO_TERMS["Villa Marisol"] };
  const totalCents = quoteTotalCents(stay.quote);
  const { depositCents } = splitTotal(totalCents, terms.depositPercent);
  const [account] = await db
    .insert(stayAccounts)
    .values({ bookingRequestId: stay.id, terms, totalCents, depositCents, depositDueAt: now, paymentSchedule: "deposit_and_balance", balanceDueOn: balanceDueOn(stay.checkIn, terms.balanceDaysBefore), stripeCustomerId: "cus_demo" })
    .onConflictDoNothing()
    .returning();
  if (account && depositCents > 0) {
    await db.insert(stayPayments).values({ bookingRequestId: stay.id, kind: "deposit", amountCents: depositCents, status: "succeeded", paymentIntentId: "pi_demo_deposit", settledAt: now });
  }
}
