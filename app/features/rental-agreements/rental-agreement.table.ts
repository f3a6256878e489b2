import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/accounts/user.table";
import { listings } from "~/features/listings/listing.table";

/**
 * A rental's agreement, one row per version: an edit adds a version and
 * never changes an earlier one, so a guest's signature always points at the
 * words they saw. `sha256` is the hex digest of `body` as UTF-8.
 */
export const rentalAgreements = pgTable(
  "rental_agreements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    body: text("body").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [unique("rental_agreements_version_unique").on(table.listingId, table.version), check("rental_agreements_version_check", sql`${table.version} >= 1`)],
);

export type RentalAgreementRow = typeof rentalAgreements.$inferSelect;
