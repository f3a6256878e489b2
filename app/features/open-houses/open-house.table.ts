import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/accounts/user.table";
import { listings } from "~/features/listings/listing.table";

/**
 * A listing's open houses, from the MLS feed (RESO OpenHouse, replaced whole
 * with each change of the listing) or entered by staff for the brokerage's
 * own listings (decision 0101). One table, so that the listing page, its
 * JSON-LD, the cards and the "open house this weekend" search read one set
 * of rows. The table keeps the name it was created with for the feed.
 */
export const openHouses = pgTable(
  "mls_open_houses",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** The feed's OpenHouseKey, or a random id for one entered here. */
    openHouseKey: text("open_house_key").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    remarks: text("remarks"),
    /** mls (the feed writes and replaces it) or staff (entered on the listing's staff page). */
    source: text("source", { enum: ["mls", "staff"] }).notNull().default("mls"),
    /** Who entered a staff open house. */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * When the site first held it (kept while the feed repeats it): a saved search that asks for open houses
     * is alerted to a listing whose open house was scheduled after the search was saved.
     */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.openHouseKey] }),
    index("mls_open_houses_starts_idx").on(table.startsAt),
    index("mls_open_houses_created_idx").on(table.createdAt),
    check("mls_open_houses_times_check", sql`${table.endsAt} >= ${table.startsAt}`),
    check("mls_open_houses_source_check", sql`${table.source} in ('mls', 'staff')`),
  ],
);
