import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/accounts/user.table";
import { listings } from "~/features/listings/listing.table";
import { CLEANING_FEE_KEEPERS, COMMISSION_BASES, PAYOUT_SCHEDULES } from "./contract-in-force";

/** Which owner the brokerage manages a rental (a villa) for: one owner per villa at a time. */
export const ownerVillas = pgTable(
  "owner_villas",
  {
    listingId: uuid("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "restrict" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("owner_villas_owner_idx").on(table.ownerId)],
);

/**
 * A villa's management contract, version by version: each version governs
 * the stays that check out from its `effective_from` day on, until the next
 * version's (contract-in-force.ts). Versions are added, never edited.
 */
export const managementContracts = pgTable(
  "management_contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "restrict" }),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    commissionBasisPoints: integer("commission_basis_points").notNull(),
    commissionAppliesTo: text("commission_applies_to", { enum: COMMISSION_BASES }).notNull(),
    cleaningFeeTo: text("cleaning_fee_to", { enum: CLEANING_FEE_KEEPERS }).notNull(),
    damageWaiverOwnerBasisPoints: integer("damage_waiver_owner_basis_points").notNull(),
    payoutSchedule: text("payout_schedule", { enum: PAYOUT_SCHEDULES }).notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("management_contracts_listing_from_unique").on(table.listingId, table.effectiveFrom),
    check("management_contracts_commission_check", sql`${table.commissionBasisPoints} between 0 and 10000`),
    check("management_contracts_waiver_check", sql`${table.damageWaiverOwnerBasisPoints} between 0 and 10000`),
    check("management_contracts_applies_to_check", sql`${table.commissionAppliesTo} in ('rent', 'rent_and_cleaning')`),
    check("management_contracts_cleaning_check", sql`${table.cleaningFeeTo} in ('owner', 'brokerage')`),
    check("management_contracts_payout_check", sql`${table.payoutSchedule} in ('monthly', 'quarterly', 'on_request')`),
  ],
);

export type ManagementContractRow = typeof managementContracts.$inferSelect;
