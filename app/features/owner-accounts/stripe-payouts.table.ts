import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ledgerEntries } from "./trust-ledger.table";

/**
 * Stripe's payouts of the brokerage's Stripe balance to the trust bank
 * account, as Stripe last described them (import-stripe-payouts.server.ts):
 * each bank deposit from Stripe, so the office can match it to the postings
 * it is made of.
 */
export const stripePayouts = pgTable(
  "stripe_payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stripe's `po_…`. */
    stripePayoutId: text("stripe_payout_id").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** The day the deposit reaches the bank, as Stripe expects it. */
    arrivalOn: date("arrival_on", { mode: "string" }).notNull(),
    /** Stripe's status: pending, in_transit, paid, failed or canceled. */
    status: text("status").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("stripe_payouts_arrival_idx").on(table.arrivalOn)],
);

/**
 * The balance transactions a payout is made of (charges, refunds,
 * transfers, with Stripe's fee on each), each matched to the ledger entry
 * that posted the same money, or not yet (null).
 */
export const stripePayoutItems = pgTable(
  "stripe_payout_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stripe's `txn_…`. */
    balanceTransactionId: text("balance_transaction_id").notNull().unique(),
    payoutId: uuid("payout_id")
      .notNull()
      .references(() => stripePayouts.id, { onDelete: "cascade" }),
    /** Stripe's type: charge, payment, refund, payment_refund, transfer, adjustment… */
    type: text("type").notNull(),
    /** Money in is positive, out negative, as Stripe counts it; net = amount − fee. */
    amountCents: integer("amount_cents").notNull(),
    feeCents: integer("fee_cents").notNull(),
    netCents: integer("net_cents").notNull(),
    /** What moved the money: a charge `ch_…`, a refund `re_…`, a transfer `tr_…`. */
    sourceId: text("source_id"),
    /** A charge's or refund's payment intent, by which a guest's payment is found. */
    paymentIntentId: text("payment_intent_id"),
    entryId: uuid("entry_id").references(() => ledgerEntries.id, { onDelete: "set null" }),
  },
  (table) => [index("stripe_payout_items_payout_idx").on(table.payoutId), check("stripe_payout_items_net_check", sql`${table.netCents} = ${table.amountCents} - ${table.feeCents}`)],
);

export type StripePayoutRow = typeof stripePayouts.$inferSelect;
export type StripePayoutItemRow = typeof stripePayoutItems.$inferSelect;
