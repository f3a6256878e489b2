import { refuse, type AuditedActor } from "~/shared/access/permissions";
import { recordAudit } from "~/features/audit/index.server";
import { getDb } from "~/shared/db/client.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { planRefund, RefundTooLarge, REFUND_MESSAGES, sendRefunds } from "./refunds.server";
import { stayPageUrl } from "./stay-account.server";
import { parseDollars } from "~/features/rental-rates";
import { ledgerOf } from "./stay-money";
import { viewOf, type StayView } from "./stay-page.server";
import { readStay } from "./stay-record.server";
import type { StayPaymentRow, StripeEventFlagRow } from "./stay-account.table";
import { flagsOfBooking } from "./stripe-event-flags.server";

export const ADMIN_PAYMENT_MESSAGES = {
  notFound: "Booking request not found",
  amount: "Enter the refund in dollars, e.g. 250 or 250.50",
} as const;

export type StayPaymentsPage = StayView & {
  bookingId: string;
  guestName: string;
  email: string;
  guestLink: string | null;
  /** Verified Stripe events for this booking that did not match its payments, newest first. */
  flags: Array<Pick<StripeEventFlagRow, "id" | "eventId" | "eventType" | "problem" | "receivedAt">>;
};

/** A booking's payments as administrators see them, with the guest's page link (refund:stay-payments). */
export async function loadStayPayments(actor: AuditedActor, bookingId: string, now = new Date()): Promise<Result<{ data: StayPaymentsPage }>> {
  const refused = refuse(actor, "refund:stay-payments");
  if (refused) return refused;
  if (!isUuid(bookingId)) return failWith("not_found", ADMIN_PAYMENT_MESSAGES.notFound);
  return runService("loadStayPayments", { bookingId }, async () => {
    const record = await readStay(getDb(), bookingId);
    if (!record) return failWith("not_found", ADMIN_PAYMENT_MESSAGES.notFound);
    const view = await viewOf(record, now);
    const flags = (await flagsOfBooking(getDb(), bookingId)).map(({ id, eventId, eventType, problem, receivedAt }) => ({ id, eventId, eventType, problem, receivedAt }));
    return ok({
      data: { ...view, bookingId, guestName: record.booking.guestName, email: record.booking.email, guestLink: record.account?.depositDueAt ? stayPageUrl(bookingId) : null, flags },
    });
  });
}

/**
 * An administrator's refund of part or all of what a guest paid (a
 * goodwill gesture, a damage settled): never more than what was paid and
 * not yet refunded, checked under the stay's lock so two refunds at once
 * cannot pass it together. Audited; sent to Stripe after the commit.
 */
export async function refundStay(actor: AuditedActor, bookingId: string, amount: unknown): Promise<Result<{ refundCents: number }>> {
  const refused = refuse(actor, "refund:stay-payments");
  if (refused) return refused;
  if (!isUuid(bookingId)) return failWith("not_found", ADMIN_PAYMENT_MESSAGES.notFound);
  const cents = typeof amount === "string" ? parseDollars(amount) : null;
  if (!cents) return fail(ADMIN_PAYMENT_MESSAGES.amount, { amount: ADMIN_PAYMENT_MESSAGES.amount });
  return runService("refundStay", { bookingId }, async () => {
    const outcome = await getDb()
      .transaction(async (tx) => {
        const record = await readStay(tx, bookingId, { lock: true });
        if (!record) return failWith("not_found", ADMIN_PAYMENT_MESSAGES.notFound);
        if (ledgerOf(record.payments).refundableCents <= 0) return fail(REFUND_MESSAGES.nothingPaid, { amount: REFUND_MESSAGES.nothingPaid });
        const rows = await planRefund(tx, record, cents, "by an administrator");
        await recordAudit({ actor, action: "payment.refunded", subject: { type: "booking_request", id: bookingId }, after: { refundCents: cents } }, tx);
        return ok({ rows });
      })
      .catch((error: unknown) => {
        if (error instanceof RefundTooLarge) return fail(error.message, { amount: error.message });
        throw error;
      });
    if (!outcome.success) return outcome;
    await sendRefunds(outcome.rows as StayPaymentRow[]);
    return ok({ refundCents: cents });
  });
}
