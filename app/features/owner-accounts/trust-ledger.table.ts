import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/accounts/user.table";
import { stayPayments } from "~/features/stay-payments/stay-account.table";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { ENTRY_KINDS, LEDGER_ACCOUNTS, type Posting } from "./postings";

/**
 * The trust ledger: one row per posting (postings.ts), its lines below. A
 * posting is written whole in one transaction; a deferred trigger refuses a
 * transaction that leaves any entry's debits unequal to its credits. A stay
 * may outlive its booking request (kept for retention), so the details keep
 * what a statement shows.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ENTRY_KINDS }).notNull(),
    /** The island day it counts on: never in a month already closed for its owner. */
    bookedOn: date("booked_on", { mode: "string" }).notNull(),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "restrict" }),
    bookingRequestId: uuid("booking_request_id").references(() => bookingRequests.id, { onDelete: "set null" }),
    /** The guest payment or refund it records, so each is posted once. */
    stayPaymentId: uuid("stay_payment_id").references(() => stayPayments.id, { onDelete: "set null" }),
    note: text("note"),
    details: jsonb("details").$type<Posting["details"]>().notNull().default({}),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ledger_entries_owner_booked_idx").on(table.ownerId, table.bookedOn),
    index("ledger_entries_booked_idx").on(table.bookedOn),
    uniqueIndex("ledger_entries_stay_payment_unique").on(table.stayPaymentId),
    uniqueIndex("ledger_entries_settlement_unique").on(table.bookingRequestId).where(sql`${table.kind} = 'stay_settlement'`),
    check("ledger_entries_kind_check", sql`${table.kind} in ('guest_payment', 'refund', 'stay_settlement', 'late_correction', 'expense', 'payout', 'adjustment', 'tax_remittance', 'brokerage_draw')`),
    check("ledger_entries_adjustment_note_check", sql`${table.kind} <> 'adjustment' or length(trim(${table.note})) > 0`),
  ],
);

/** A posting's line: a debit when positive, a credit when negative, in cents. */
export const ledgerLines = pgTable(
  "ledger_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: "cascade" }),
    account: text("account", { enum: LEDGER_ACCOUNTS }).notNull(),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
  },
  (table) => [
    index("ledger_lines_entry_idx").on(table.entryId),
    index("ledger_lines_owner_idx").on(table.ownerId),
    check("ledger_lines_amount_check", sql`${table.amountCents} <> 0`),
    check("ledger_lines_account_check", sql`${table.account} in ('trust_bank', 'guest_deposits', 'refunds', 'hotel_tax_payable', 'brokerage_income', 'owner_balance')`),
    check("ledger_lines_owner_check", sql`(${table.account} = 'owner_balance') = (${table.ownerId} is not null)`),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type LedgerLineRow = typeof ledgerLines.$inferSelect;
