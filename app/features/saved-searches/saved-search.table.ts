import { sql } from "drizzle-orm";
import { check, customType, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/accounts/user.table";
import { listings } from "~/features/listings/listing.table";

/**
 * A map area as PostgreSQL's geometric types hold it (x the longitude), so
 * that the matcher tests `point <@ box` and `point <@ polygon` per search.
 * Written from the text the search's rule spells; read back as that text
 * (the search's query string is what pages read).
 */
const boxColumn = customType<{ data: string; driverData: string }>({ dataType: () => "box" });
const polygonColumn = customType<{ data: string; driverData: string }>({ dataType: () => "polygon" });

export const ALERT_FREQUENCIES = ["instant", "daily", "weekly", "off"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * A buyer's saved /mls search. `query` is the search's URL query string (what
 * the "view results" link opens); the filter columns hold the same search
 * parsed, so that matching a listing against every saved search is one SQL
 * statement. A null filter column means "any".
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull(),
    frequency: text("frequency", { enum: ALERT_FREQUENCIES }).notNull().default("instant"),
    status: text("status"),
    kind: text("kind"),
    category: text("category"),
    subcategory: text("subcategory"),
    minPrice: integer("min_price"),
    maxPrice: integer("max_price"),
    minBeds: integer("min_beds"),
    minBaths: integer("min_baths"),
    minAcres: doublePrecision("min_acres"),
    maxAcres: doublePrecision("max_acres"),
    area: text("area"),
    /** The visible map the search was saved with ("search as I move the map"). */
    bounds: boxColumn("bounds"),
    /** The area drawn on the map. */
    polygon: polygonColumn("polygon"),
    keywords: text("keywords"),
    /** "weekend": only listings with an open house on the island's coming weekend, as of each match. */
    openHouse: text("open_house"),
    /** When the last alert (instant or digest) for this search was queued. */
    lastAlertAt: timestamp("last_alert_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("saved_searches_user_idx").on(table.userId, table.createdAt),
    index("saved_searches_frequency_idx").on(table.frequency).where(sql`${table.frequency} <> 'off'`),
    check("saved_searches_frequency_check", sql`${table.frequency} in ('instant', 'daily', 'weekly', 'off')`),
  ],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * A listing that newly matched a saved search. The primary key makes each
 * listing alert a search at most once, however often it changes; `sentAt`
 * stays null until the alert (instant or digest) carrying it is queued.
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    searchId: uuid("search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.searchId, table.listingId] }),
    index("saved_search_matches_unsent_idx").on(table.searchId).where(sql`${table.sentAt} is null`),
  ],
);

/**
 * How far the alert matcher has read the listings' changes: a single row,
 * so that several processes share one position.
 */
export const alertScanState = pgTable("alert_scan_state", {
  id: integer("id").primaryKey().default(1),
  scannedUntil: timestamp("scanned_until", { withTimezone: true }).notNull().defaultNow(),
});
