import type { Database } from "~/shared/db/client.server";
import { findBookingRequestsOf } from "~/features/stays/index.server";
import { stayAccounts, stayPayments } from "./stay-account.table";
import { seedDemoStayTerms } from "~/features/rental-rates/index.server";
import { balanceDueOn, quoteTotalCents, splitTotal } from "./stay-money";

/**
 * Demo stay terms and agreements for two demo rentals (rental-rates' seed
 * step), and the money side of Priya's approved stay at Villa Marisol (its
 * deposit paid), so that the stay terms and booking payments pages show
 * something at work. Idempotent.
 */
export async function seedDemoStayPayments(db: Database, now = new Date()): Promise<void> {
  const terms = await seedDemoStayTerms(db);
  const marisol = terms.get("Villa Marisol");
  if (!marisol) return;
  const [stay] = await findBookingRequestsOf(db, marisol.listingId, "priya.n@example.com", "approved");
  if (!stay) return;
  const { terms: stayTerms } = marisol;
  const totalCents = quoteTotalCents(stay.quote);
  const { depositCents } = splitTotal(totalCents, stayTerms.depositPercent);
  const [account] = await db
    .insert(stayAccounts)
    .values({ bookingRequestId: stay.id, terms: stayTerms, totalCents, depositCents, depositDueAt: now, paymentSchedule: "deposit_and_balance", balanceDueOn: balanceDueOn(stay.checkIn, stayTerms.balanceDaysBefore), stripeCustomerId: "cus_demo" })
    .onConflictDoNothing()
    .returning();
  if (account && depositCents > 0) {
    await db.insert(stayPayments).values({ bookingRequestId: stay.id, kind: "deposit", amountCents: depositCents, status: "succeeded", paymentIntentId: "pi_demo_deposit", settledAt: now });
  }
}
