import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/accounts/user.table";
import { listings } from "~/features/listings/listing.table";
import type { CancellationTier } from "./stay-terms-rules";

/**
 * A rental's payment terms, as an administrator set them: the deposit's
 * share, when the balance is charged, how long an unpaid deposit holds the
 * dates, the cancellation policy's tiers and the damage card hold. A rental
 * without a row uses DEFAULT_STAY_TERMS. A booking keeps a copy of the terms
 * as they stood when the guest asked (`stay_accounts.terms`).
 */
export const stayTerms = pgTable(
  "stay_terms",
  {
    listingId: uuid("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    depositPercent: integer("deposit_percent").notNull(),
    balanceDaysBefore: integer("balance_days_before").notNull(),
    depositHoldHours: integer("deposit_hold_hours").notNull(),
    cancellationTiers: jsonb("cancellation_tiers").$type<CancellationTier[]>().notNull(),
    damageHoldCents: integer("damage_hold_cents").notNull().default(0),
    damageHoldDaysBefore: integer("damage_hold_days_before").notNull().default(2),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("stay_terms_deposit_check", sql`${table.depositPercent} between 1 and 100`),
    check("stay_terms_balance_days_check", sql`${table.balanceDaysBefore} between 0 and 365`),
    check("stay_terms_hold_hours_check", sql`${table.depositHoldHours} between 1 and 720`),
    check("stay_terms_damage_check", sql`${table.damageHoldCents} >= 0 and ${table.damageHoldDaysBefore} between 0 and 6`),
  ],
);

export type StayTermsRow = typeof stayTerms.$inferSelect;
