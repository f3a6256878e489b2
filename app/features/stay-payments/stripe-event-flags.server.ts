import { desc, eq } from "drizzle-orm";
import { recordAudit } from "~/features/audit/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import type { Database } from "~/shared/db/client.server";
import { markUnsafeText } from "~/shared/forms/text";
import { stripeEventFlags, type StripeEventFlagRow } from "./stay-account.table";
import { eventFlaggedMail } from "./stay-payment-mail";
import type { StayRecord } from "./stay-record.server";

/** Who the audit log names for what Stripe's verified webhooks change. */
export const STRIPE_ACTOR = { id: null, email: "stripe-webhook" } as const;

/** A string from an event fit to store and show: well-formed, without NUL, at most 200 characters. */
export function storableText(value: unknown): string | null {
  if (typeof value !== "string") return null;
  return markUnsafeText(value.slice(0, 200));
}

/** A value from an event fit for the flag's details: numbers and booleans as they are, strings made storable, anything else named by its type. */
export function storableValue(value: unknown): unknown {
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined) return value ?? null;
  if (typeof value === "string") return storableText(value);
  return Array.isArray(value) ? "(a list)" : `(${typeof value})`;
}

export type EventFlag = {
  eventId: string | null;
  eventType: string | null;
  /** The stay it concerns, when the event names one of ours (locked in this transaction). */
  record: StayRecord | null;
  paymentId: string | null;
  differences: string[];
  details: Record<string, unknown>;
};

/**
 * Keeps a verified delivery that was not applied, for the office: a flag
 * row (shown on the booking's payments page), an audit entry and, when it
 * concerns one of our stays, a mail to the office naming the differences.
 * It changes no payment.
 */
export async function flagStripeEvent(tx: Database, flag: EventFlag): Promise<void> {
  const differences = flag.differences.map(markUnsafeText);
  const problem = differences.join("; ").slice(0, 2000);
  const bookingId = flag.record?.booking.id ?? null;
  await tx.insert(stripeEventFlags).values({
    eventId: storableText(flag.eventId),
    eventType: storableText(flag.eventType),
    bookingRequestId: bookingId,
    paymentId: flag.paymentId,
    problem,
    details: flag.details,
  });
  await recordAudit(
    {
      actor: STRIPE_ACTOR,
      action: "payment.event_flagged",
      subject: bookingId ? { type: "booking_request", id: bookingId } : { type: "stripe_event", id: storableText(flag.eventId) ?? "(none)" },
      after: { eventId: storableText(flag.eventId), type: storableText(flag.eventType), paymentId: flag.paymentId, problem },
    },
    tx,
  );
  if (flag.record) {
    const reviewUrl = `${getConfig().publicUrl}/admin/admindashboard/bookings/${flag.record.booking.id}`;
    const stay = { propertyName: flag.record.propertyName, checkIn: flag.record.booking.checkIn, checkOut: flag.record.booking.checkOut, guests: flag.record.booking.guests };
    await enqueueMail(tx, { to: getConfig().mail.to ?? site.email, ...eventFlaggedMail({ ...stay, guestName: flag.record.booking.guestName }, storableText(flag.eventType) ?? "event", differences, reviewUrl) });
  }
}

/** The flagged deliveries that name a booking, newest first (its payments page). */
export async function flagsOfBooking(db: Database, bookingId: string): Promise<StripeEventFlagRow[]> {
  return db.select().from(stripeEventFlags).where(eq(stripeEventFlags.bookingRequestId, bookingId)).orderBy(desc(stripeEventFlags.receivedAt)).limit(50);
}
