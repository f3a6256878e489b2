import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookingRequests } from "~/features/stays/booking-request.table";
import type { StayTermsSnapshot } from "~/features/rental-rates";
import { rentalAgreements } from "~/features/rental-agreements/rental-agreement.table";

/**
 * The money side of one booking request: the terms as they stood when the
 * guest asked, the total and deposit in cents (from one calculation,
 * stay-money.ts), the deposit's and balance's deadlines once approved, the
 * Stripe customer and saved card, the signed agreement, and the scheduled job's claims
 * (a claim is taken by one statement, so of several processes one acts).
 */
export const stayAccounts = pgTable(
  "stay_accounts",
  {
    bookingRequestId: uuid("booking_request_id")
      .primaryKey()
      .references(() => bookingRequests.id, { onDelete: "cascade" }),
    terms: jsonb("terms").$type<StayTermsSnapshot>().notNull(),
    totalCents: integer("total_cents").notNull(),
    depositCents: integer("deposit_cents").notNull(),
    depositDueAt: timestamp("deposit_due_at", { withTimezone: true }),
    balanceDueOn: date("balance_due_on", { mode: "string" }),
    /**
     * How the guest pays, decided once at approval: "deposit_and_balance"
     * (the deposit now, the balance charged on balance_due_on) or "in_full"
     * (approved inside the balance window: one payment of the whole stay,
     * no balance charge; balance_due_on is null). Null before approval.
     */
    paymentSchedule: text("payment_schedule", { enum: ["deposit_and_balance", "in_full"] }),
    stripeCustomerId: text("stripe_customer_id"),
    /** The card saved at the deposit's checkout (from its verified webhook), charged off-session for the balance and the hold. */
    stripePaymentMethodId: text("stripe_payment_method_id"),
    agreementId: uuid("agreement_id").references(() => rentalAgreements.id, { onDelete: "set null" }),
    agreementVersion: integer("agreement_version"),
    agreementSha256: text("agreement_sha256"),
    signedName: text("signed_name"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signedIp: text("signed_ip"),
    balanceClaimedAt: timestamp("balance_claimed_at", { withTimezone: true }),
    holdClaimedAt: timestamp("hold_claimed_at", { withTimezone: true }),
    holdReleaseClaimedAt: timestamp("hold_release_claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("stay_accounts_money_check", sql`${table.totalCents} >= 0 and ${table.depositCents} between 0 and ${table.totalCents}`),
    check("stay_accounts_schedule_check", sql`${table.paymentSchedule} is null or ${table.paymentSchedule} in ('deposit_and_balance', 'in_full')`),
  ],
);

/** "full" is the one payment of a stay approved inside its balance window (deposit and balance together). */
export const STAY_PAYMENT_KINDS = ["deposit", "balance", "full", "refund", "damage_hold"] as const;
export type StayPaymentKind = (typeof STAY_PAYMENT_KINDS)[number];
export const STAY_PAYMENT_STATUSES = ["pending", "succeeded", "failed", "held", "released"] as const;
export type StayPaymentStatus = (typeof STAY_PAYMENT_STATUSES)[number];

/**
 * Every movement of money for a stay: a deposit or balance charge, a refund
 * (of one charge, `refundOf`) or a damage card hold. A row is written before
 * Stripe is asked, its id is the request's idempotency key and rides in the
 * Stripe object's metadata; only a verified webhook moves its status.
 */
export const stayPayments = pgTable(
  "stay_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingRequestId: uuid("booking_request_id")
      .notNull()
      .references(() => bookingRequests.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: STAY_PAYMENT_KINDS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: STAY_PAYMENT_STATUSES }).notNull().default("pending"),
    /** For a refund: the charge it gives money back from. */
    refundOf: uuid("refund_of"),
    /** Why a refund was made: "cancellation", "paid after cancellation", "paid twice", "by an administrator". */
    reason: text("reason"),
    checkoutSessionId: text("checkout_session_id"),
    paymentIntentId: text("payment_intent_id"),
    refundId: text("refund_id"),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    index("stay_payments_booking_idx").on(table.bookingRequestId, table.createdAt),
    uniqueIndex("stay_payments_checkout_unique").on(table.checkoutSessionId),
    uniqueIndex("stay_payments_refund_unique").on(table.refundId),
    check("stay_payments_amount_check", sql`${table.amountCents} > 0`),
    check("stay_payments_kind_check", sql`${table.kind} in ('deposit', 'balance', 'full', 'refund', 'damage_hold')`),
    check("stay_payments_status_check", sql`${table.status} in ('pending', 'succeeded', 'failed', 'held', 'released')`),
    check("stay_payments_refund_of_check", sql`(${table.kind} = 'refund') = (${table.refundOf} is not null)`),
  ],
);

/** Each Stripe event handled, by its id: a delivery of an event already here changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Verified Stripe deliveries that were not applied because they do not fit
 * what we stored (another session or intent, another amount, currency or
 * booking) or are not a well-formed event: kept for the office, shown on the
 * booking's payments page when they name one of our bookings.
 */
export const stripeEventFlags = pgTable(
  "stripe_event_flags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: text("event_id"),
    eventType: text("event_type"),
    bookingRequestId: uuid("booking_request_id").references(() => bookingRequests.id, { onDelete: "cascade" }),
    paymentId: uuid("payment_id").references(() => stayPayments.id, { onDelete: "set null" }),
    /** The differences in words, for the office. */
    problem: text("problem").notNull(),
    /** What the event said and what we expected, summarized (never the whole payload). */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("stripe_event_flags_booking_idx").on(table.bookingRequestId, table.receivedAt)],
);

export type StripeEventFlagRow = typeof stripeEventFlags.$inferSelect;
export type StayAccountRow = typeof stayAccounts.$inferSelect;
export type StayPaymentRow = typeof stayPayments.$inferSelect;
