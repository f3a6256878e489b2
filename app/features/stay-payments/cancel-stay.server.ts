import { recordAudit } from "~/features/audit/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { getDb, type Database } from "~/shared/db/client.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { updateBookingRequest } from "~/features/stays/index.server";
import { releaseStayNights } from "~/features/rental-calendars/index.server";
import { planRefund, sendRefunds } from "./refunds.server";
import { datesReleasedMail, stayCancelledMail } from "./stay-payment-mail";
import { cancellationRefundCents, ledgerOf } from "./stay-money";
import { mailStay, readStay, type StayRecord } from "./stay-record.server";
import type { StayPaymentRow } from "./stay-account.table";

export const CANCEL_MESSAGES = {
  notOpen: "This stay is no longer open, so it cannot be canceled.",
  notFound: "Booking not found",
  paid: "A payment arrived for this stay meanwhile; it is kept and the stay stays booked.",
} as const;

/**
 * The refund a cancellation today earns under the policy stored with the
 * booking (a share of what was paid and not yet refunded), recorded as
 * pending refunds in `tx`; send them after the commit with sendRefunds.
 * `record` must have been read with its lock in `tx`.
 */
export async function refundForCancellation(tx: Database, record: StayRecord, now: Date): Promise<StayPaymentRow[]> {
  if (!record.account) return [];
  const ledger = ledgerOf(record.payments);
  const cents = cancellationRefundCents(ledger.refundableCents, record.account.terms.cancellationTiers, todayOnIsland(now), record.booking.checkIn);
  return planRefund(tx, record, cents, "cancellation");
}

export type CancelledBy = { by: "guest"; ip: string } | { by: "release" };

/**
 * Cancels a stay for its guest (from their booking page: a pending request
 * or an approved stay, refunded under the stored policy) or for the
 * payments job (an approved stay whose deposit was not paid in time; only
 * while nothing has been paid). The nights are freed in the same
 * transaction, the guest is e-mailed, and the change audited; refunds go to
 * Stripe after the commit.
 */
export async function cancelStay(bookingId: string, options: CancelledBy & { now?: Date }): Promise<Result<{ refundCents: number }>> {
  const now = options.now ?? new Date();
  return runService("cancelStay", { bookingId, by: options.by }, async () => {
    const outcome = await getDb().transaction(async (tx) => {
      const record = await readStay(tx, bookingId, { lock: true });
      if (!record) return failWith("not_found", CANCEL_MESSAGES.notFound);
      const { booking } = record;
      const open = options.by === "guest" ? booking.status === "approved" || booking.status === "pending" : booking.status === "approved";
      if (!open) return failWith("conflict", CANCEL_MESSAGES.notOpen);
      if (options.by === "release") {
        const due = record.account?.depositDueAt;
        if (!due || due >= now) return failWith("conflict", CANCEL_MESSAGES.notOpen);
        if (ledgerOf(record.payments).chargedCents > 0) return failWith("conflict", CANCEL_MESSAGES.paid);
      }
      await updateBookingRequest(tx, bookingId, { status: "cancelled", updatedAt: now });
      await releaseStayNights(tx, bookingId);
      const refunds = options.by === "guest" ? await refundForCancellation(tx, record, now) : [];
      const refundCents = refunds.reduce((sum, row) => sum + row.amountCents, 0);
      await recordAudit(
        {
          actor: { id: null, email: options.by === "guest" ? `guest:${booking.email}` : "stay-payments-job" },
          action: options.by === "guest" ? "booking.cancelled_by_guest" : "booking.released_unpaid",
          subject: { type: "booking_request", id: bookingId },
          before: { status: booking.status, checkIn: booking.checkIn, checkOut: booking.checkOut },
          after: { status: "cancelled", refundCents, ...(options.by === "guest" ? { ip: options.ip } : {}) },
        },
        tx,
      );
      const mail = options.by === "guest" ? stayCancelledMail(mailStay(record), refundCents, true) : datesReleasedMail(mailStay(record));
      await enqueueMail(tx, { to: booking.email, ...mail });
      return ok({ refundCents, refunds });
    });
    if (!outcome.success) return outcome;
    await sendRefunds(outcome.refunds);
    return ok({ refundCents: outcome.refundCents });
  });
}
