import { refuse, type AuditedActor } from "~/shared/access/permissions";
import { recordAudit } from "~/features/audit/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { issuesToErrors } from "~/shared/forms/parse-form";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { findBookingRequest, updateBookingRequest, type BookingRequestRow } from "~/features/stays/index.server";
import { holdStayNights, lockRentalCalendar, releaseStayNights } from "~/features/rental-calendars/index.server";
import { decisionMail } from "./booking-mail";
import { BOOKING_MESSAGES, BOOKING_TRANSITIONS, formatDay, transitionMessage, type BookingDecision } from "~/features/stays";
import { bookingDecisionSchema } from "./booking-schema";
import { blocksOverlapping, describeBlock } from "~/features/rental-calendars/index.server";
import { findBookableRental } from "~/features/rental-rates/index.server";
import { rentalName } from "~/features/listings";
import { isExclusionViolation } from "~/shared/db/postgres-errors";
import { isUuid } from "~/shared/lib/uuid";
import { preparePaymentOnApproval, readStay, refundForCancellation, sendRefunds, type PaymentRequest, type StayPaymentRow } from "~/features/stay-payments/index.server";
import { paymentRequestMail, stayCancelledMail } from "~/features/stay-payments";
import { describeCancellationPolicy } from "~/features/rental-rates";
import { currentAgreement } from "~/features/rental-agreements/index.server";

export type DecisionActor = AuditedActor;

/** Thrown inside the transaction to roll it back with a rule's message. */
/** A decision refused inside the transaction: the request is gone, or its status no longer allows it. */
class Refusal extends Error {
  constructor(
    readonly code: "not_found" | "conflict",
    message: string,
  ) {
    super(message);
  }
}

/**
 * An administrator's decision on a booking request: approve
 * (records approvedAt and, in the same transaction, the stay's calendar
 * block, so that the database's exclusion constraint refuses an overlap even
 * between two concurrent approvals), reject (records rejectedAt), or cancel
 * an approved stay (frees its nights). Audited; the guest's e-mail is queued
 * in the same transaction. Only an actor who may decide booking requests
 * (decide:booking-requests) gets past the first line.
 */
export async function decideBookingRequest(
  actor: DecisionActor,
  id: string,
  status: unknown,
  notes: unknown = "",
): Promise<Result<{ id: string; status: BookingDecision }>> {
  const refused = refuse(actor, "decide:booking-requests");
  if (refused) return refused;
  const parsed = bookingDecisionSchema.safeParse({ status, notes });
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(fieldErrors.status ?? fieldErrors.notes ?? formError, fieldErrors);
  }
  if (!isUuid(id)) return failWith("not_found", BOOKING_MESSAGES.notFound);
  const decision = parsed.data.status;
  const adminNotes = parsed.data.notes;

  const result = await runService("decideBookingRequest", { id, decision }, async () => {
    let before: BookingRequestRow | undefined;
    let refunds: StayPaymentRow[] = [];
    try {
      await getDb().transaction(async (tx) => {
        before = (await findBookingRequest(tx, id, { lock: true })) ?? undefined;
        if (!before) throw new Refusal("not_found", BOOKING_MESSAGES.notFound);
        if (!BOOKING_TRANSITIONS[before.status]?.includes(decision)) throw new Refusal("conflict", transitionMessage(before.status, decision));
        const now = new Date();
        const row = await updateBookingRequest(
          tx,
          id,
          {
            status: decision,
            adminNotes,
            decidedBy: actor.id,
            updatedAt: now,
            ...(decision === "approved" ? { approvedAt: now } : decision === "rejected" ? { rejectedAt: now } : {}),
          },
          before.status,
        );
        let payment: PaymentRequest | null = null;
        if (decision === "approved") {
          await lockRentalCalendar(tx, before.listingId);
          await holdStayNights(tx, { listingId: before.listingId, checkIn: before.checkIn, checkOut: before.checkOut, bookingRequestId: id });
          // With card payments on, the stay is held for the deposit and the guest gets their booking page's link.
          payment = await preparePaymentOnApproval(tx, row!, now);
        } else if (decision === "cancelled") {
          await releaseStayNights(tx, id);
          // What the guest paid comes back under the policy stored with the booking.
          const record = await readStay(tx, id, { lock: true });
          if (record) refunds = await refundForCancellation(tx, record, now);
        }
        await recordAudit(
          {
            actor,
            action: `booking.${decision}`,
            subject: { type: "booking_request", id },
            before: { status: before.status, notes: before.adminNotes, checkIn: before.checkIn, checkOut: before.checkOut },
            after: { status: decision, notes: adminNotes, checkIn: before.checkIn, checkOut: before.checkOut },
          },
          tx,
        );
        await queueGuestMail(tx, row!, decision, adminNotes, payment, refunds);
      });
      await sendRefunds(refunds);
      return ok({ id, status: decision });
    } catch (error) {
      if (error instanceof Refusal) return failWith(error.code, error.message);
      if (before && isExclusionViolation(error)) return failWith("conflict", await conflictMessage(before));
      throw error;
    }
  });
  if (!result.success) return result;
  return ok({ id, status: decision });
}

/** Names what is in the way of approving `request`: a stay (guest's first name) or a block (its summary), with dates. */
async function conflictMessage(request: BookingRequestRow): Promise<string> {
  const blocks = await blocksOverlapping(request.listingId, request.checkIn, request.checkOut);
  const other = blocks.find((block) => block.kind !== "stay" || block.guestName !== null);
  const dates = `${formatDay(request.checkIn)} to ${formatDay(request.checkOut)}`;
  return other
    ? `Cannot approve: ${dates} overlaps ${describeBlock(other)}. Nothing was changed.`
    : `Cannot approve: ${dates} overlaps another stay or blocked period. Nothing was changed.`;
}

/** The guest's e-mail about the decision, queued in the decision's transaction. */
async function queueGuestMail(tx: Database, row: BookingRequestRow, decision: BookingDecision, notes: string, payment: PaymentRequest | null, refunds: StayPaymentRow[]) {
  const rental = await findBookableRental(row.listingId, tx);
  const propertyName = rental ? rentalName(rental) : "your rental";
  const stay = { propertyName, checkIn: row.checkIn, checkOut: row.checkOut, guests: row.guests };
  if (payment) {
    const { account } = payment;
    const agreement = Boolean(await currentAgreement(row.listingId, tx));
    const money = {
      totalCents: account.totalCents,
      depositCents: account.depositCents,
      depositDueAt: account.depositDueAt!,
      schedule: account.paymentSchedule ?? "deposit_and_balance",
      balanceDueOn: account.balanceDueOn,
      policy: describeCancellationPolicy(account.terms.cancellationTiers),
      agreement,
    };
    await enqueueMail(tx, { to: row.email, ...paymentRequestMail(stay, money, payment.link, notes) });
    return;
  }
  if (decision === "cancelled" && refunds.length > 0) {
    const refundCents = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
    const mail = stayCancelledMail(stay, refundCents, false);
    await enqueueMail(tx, { to: row.email, ...mail, text: notes ? mail.text.replace("\n\nReply to", `\n\nNote from our team: ${notes}\n\nReply to`) : mail.text });
    return;
  }
  const mail = decisionMail(
    { propertyName, checkIn: row.checkIn, checkOut: row.checkOut, guests: row.guests, guestName: row.guestName, quote: row.quote },
    decision,
    notes,
  );
  await enqueueMail(tx, { to: row.email, ...mail });
}
