import { firstName } from "~/features/rental-calendars/index.server";
import { readStay } from "~/features/stay-payments/index.server";
import { refuse, type Actor } from "~/shared/access/permissions";
import { dayInZone, todayOnIsland } from "~/shared/dates/island-days";
import { getDb, type Database } from "~/shared/db/client.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { contractInForce } from "./contract-in-force";
import { closedThrough, insertPosting, lockOwnerLedger, postedStayPayments, readPostings } from "./ledger-store.server";
import { guestPaymentReceived, lateCorrection, refundPaid, staySettled, type LateCorrectionDetails, type SettlementDetails } from "./postings";
import { bookingDay } from "./statement";
import { settlementDifference, settleStay, stayMoneyKept, stayMoneyOfQuote } from "./stay-settlement";
import { contractVersions, ownerOfVilla } from "./villa-management.server";

/**
 * Brings a stay's money into the trust ledger: each guest charge and refund
 * that succeeded is posted once (by its payment row), and on or after the
 * checkout day the stay is settled once, under the contract in force on its
 * checkout, on the money it kept (paid less refunded). A refund that succeeds
 * after the settlement is a late correction in the owner's first open month.
 * A stay cancelled with nothing paid has nothing to settle. Running it again
 * changes nothing.
 */

type StayPayment = { id: string; kind: string; status: string; amountCents: number; createdAt: Date; settledAt: Date | null };

const isCharge = (payment: StayPayment) => ["deposit", "balance", "full"].includes(payment.kind) && payment.status === "succeeded";
const isRefund = (payment: StayPayment) => payment.kind === "refund" && payment.status === "succeeded";
const dayOf = (payment: StayPayment) => dayInZone(payment.settledAt ?? payment.createdAt);
const sum = (payments: readonly StayPayment[]) => payments.reduce((total, payment) => total + payment.amountCents, 0);

export async function settleStayMoney(actor: Actor, bookingId: string, now = new Date()): Promise<Result<{ settled: boolean }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  return settleStayMoneyFor(actor.id, bookingId, now);
}

/**
 * The same without a permission check, for this feature's own callers: the
 * office's services once they have checked, and the settlement job, whose
 * postings name no user (`createdBy` null: posted by the site itself).
 */
export async function settleStayMoneyFor(createdBy: string | null, bookingId: string, now = new Date()): Promise<Result<{ settled: boolean }>> {
  return runService("settleStayMoney", { bookingId }, () =>
    getDb().transaction(async (tx) => {
      const record = await readStay(tx, bookingId, { lock: true });
      if (!record) return fail("No such stay.");
      const { booking, payments } = record;
      const ownerId = await ownerOfVilla(tx, booking.listingId);
      if (!ownerId) return fail("This villa is not managed for an owner.");
      if (!booking.quote) return fail("This stay has no stored price to settle.");
      await lockOwnerLedger(tx, ownerId);
      const posted = await postedStayPayments(tx, bookingId);
      const charges = payments.filter(isCharge);
      const refunds = payments.filter(isRefund);
      for (const charge of charges.filter((payment) => !posted.has(payment.id))) {
        await insertPosting(tx, guestPaymentReceived({ bookingId, bookedOn: dayOf(charge) }, charge.amountCents), { createdBy, stayPaymentId: charge.id });
      }
      const cancelled = booking.status === "cancelled" || booking.status === "rejected";
      const quote = stayMoneyOfQuote(booking.quote);
      const stayPostings = await readPostings(tx, { bookingId });
      const settledEntry = stayPostings.find((posting) => posting.kind === "stay_settlement");
      const closed = await closedThrough(tx, ownerId);
      if (settledEntry) {
        // Each correction divides the stay again and moves only the change from the division already posted.
        const { contract, settlement } = settledEntry.details as SettlementDetails;
        let current = stayPostings.filter((posting) => posting.kind === "late_correction").reduce((division, posting) => settlementDifference(division, (posting.details as LateCorrectionDetails).difference), settlement);
        let refundedCents = sum(refunds.filter((refund) => posted.has(refund.id)));
        for (const refund of refunds.filter((payment) => !posted.has(payment.id))) {
          refundedCents += refund.amountCents;
          const after = settleStay(stayMoneyKept(quote, sum(charges) - refundedCents, cancelled), contract);
          const correction = lateCorrection({ bookingId, ownerId, bookedOn: bookingDay(dayOf(refund), closed) }, refund.amountCents, settlementDifference(current, after));
          await insertPosting(tx, correction, { createdBy, stayPaymentId: refund.id });
          current = after;
        }
        return ok({ settled: true });
      }
      for (const refund of refunds.filter((payment) => !posted.has(payment.id))) {
        await insertPosting(tx, refundPaid({ bookingId, bookedOn: dayOf(refund) }, refund.amountCents), { createdBy, stayPaymentId: refund.id });
      }
      const due = booking.checkOut <= todayOnIsland(now) && booking.status !== "pending";
      if (!due || (cancelled && sum(charges) === 0)) return ok({ settled: false });
      return settle(tx, createdBy, { bookingId, ownerId, listingId: booking.listingId, checkIn: booking.checkIn, guestFirstName: firstName(booking.guestName), checkOut: booking.checkOut, closed, cancelled, quote, paidCents: sum(charges), refundedCents: sum(refunds) });
    }),
  );
}

async function settle(
  tx: Database,
  createdBy: string | null,
  stay: { bookingId: string; ownerId: string; listingId: string; checkIn: string; guestFirstName: string; checkOut: string; closed: string | null; cancelled: boolean; quote: ReturnType<typeof stayMoneyOfQuote>; paidCents: number; refundedCents: number },
): Promise<Result<{ settled: boolean }>> {
  const contract = contractInForce(await contractVersions(tx, stay.listingId), stay.checkOut);
  if (!contract) return fail("This villa had no management contract in force on the checkout day.");
  const money = stayMoneyKept(stay.quote, stay.paidCents - stay.refundedCents, stay.cancelled);
  const details: SettlementDetails = {
    checkOut: stay.checkOut,
    money,
    settlement: settleStay(money, contract),
    contract,
    stay: { listingId: stay.listingId, checkIn: stay.checkIn, guestFirstName: stay.guestFirstName },
  };
  const bookedOn = bookingDay(stay.checkOut, stay.closed);
  await insertPosting(tx, staySettled({ bookingId: stay.bookingId, ownerId: stay.ownerId, bookedOn, refundedCents: stay.refundedCents }, details), { createdBy });
  return ok({ settled: true });
}
