import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { StandardStatus } from "./listing-rules";
import { listings } from "./listing.table";

export const LISTING_EVENT_KINDS = ["listed", "price", "status"] as const;
export type ListingEventKind = (typeof LISTING_EVENT_KINDS)[number];

/**
 * A sale or sold listing's history: when it was listed, each change of its
 * price and each change of its market status. Rows are written by the
 * database itself (trigger `listings_record_events`), so every way a listing
 * changes (forms, the feed import, the portfolio, the command line) leaves
 * the same trace. Rentals have none.
 */
export const listingEvents = pgTable(
  "listing_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ListingEventKind>().notNull(),
    /** The price before a price change (whole dollars); null otherwise. */
    fromPrice: integer("from_price"),
    /** The price after the event: the close price of a sale, else the list price. */
    price: integer("price"),
    /** The market status before a status change; null otherwise. */
    fromStatus: text("from_status").$type<StandardStatus>(),
    /** The market status after the event. */
    status: text("status").$type<StandardStatus>().notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("listing_events_listing_idx").on(table.listingId, table.occurredAt),
    // Saved-search alerts read the price and status changes since their last scan.
    index("listing_events_occurred_at_idx").on(table.occurredAt),
    check("listing_events_kind_check", sql`${table.kind} in ('listed', 'price', 'status')`),
  ],
);

export type ListingEventRow = typeof listingEvents.$inferSelect;
