import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/accounts/user.table";
import { listings } from "~/features/listings/listing.table";
import type { Statement } from "./statement";
import { ledgerEntries } from "./trust-ledger.table";

/** An expense the office paid for a villa from its owner's money; its ledger entry moves the money. */
export const ownerExpenses = pgTable(
  "owner_expenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "restrict" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    spentOn: date("spent_on", { mode: "string" }).notNull(),
    vendor: text("vendor").notNull(),
    category: text("category").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The receipt's stored image (its content-hash key prefix, as media stores it), if one was uploaded. */
    receiptStorageKey: text("receipt_storage_key"),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: "restrict" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("owner_expenses_owner_spent_idx").on(table.ownerId, table.spentOn),
    check("owner_expenses_amount_check", sql`${table.amountCents} > 0`),
    check("owner_expenses_vendor_check", sql`length(${table.vendor}) between 1 and 120`),
    check("owner_expenses_category_check", sql`length(${table.category}) between 1 and 60`),
  ],
);

/** A payout to an owner; a payout beyond the owner's balance carries the staff member's note. */
export const ownerPayouts = pgTable(
  "owner_payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    method: text("method").notNull(),
    reference: text("reference").notNull().default(""),
    note: text("note"),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: "restrict" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("owner_payouts_owner_paid_idx").on(table.ownerId, table.paidOn),
    check("owner_payouts_amount_check", sql`${table.amountCents} > 0`),
    check("owner_payouts_method_check", sql`${table.method} in ('ach', 'wire', 'check', 'stripe')`),
    /** A Stripe transfer is recorded once, however often its form was sent. */
    uniqueIndex("owner_payouts_stripe_transfer_unique").on(table.reference).where(sql`${table.method} = 'stripe'`),
  ],
);

/**
 * The Stripe Connect account (`acct_…`) an owner is paid through, as the
 * office recorded it; an owner without one is paid by ACH, wire or check.
 */
export const ownerPayoutAccounts = pgTable(
  "owner_payout_accounts",
  {
    ownerId: uuid("owner_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeAccountId: text("stripe_account_id").notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("owner_payout_accounts_stripe_account_check", sql`${table.stripeAccountId} ~ '^acct_[A-Za-z0-9]{6,64}$'`)],
);

/**
 * An owner's closed monthly statements, each the statement as it was sent
 * (`snapshot`). A month is open until its row exists, and read from the
 * ledger meanwhile; a trigger refuses to change or remove a row, and a
 * correction after closing is a posting in the next open month.
 */
export const ownerStatements = pgTable(
  "owner_statements",
  {
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The island month, `YYYY-MM`. */
    month: text("month").notNull(),
    openingCents: integer("opening_cents").notNull(),
    closingCents: integer("closing_cents").notNull(),
    snapshot: jsonb("snapshot").$type<Statement>().notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid("closed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.month] }),
    check("owner_statements_month_check", sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

export type OwnerStatementRow = typeof ownerStatements.$inferSelect;
