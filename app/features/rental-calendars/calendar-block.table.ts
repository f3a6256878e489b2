import { sql } from "drizzle-orm";
import { check, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { listings } from "~/features/listings/listing.table";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { calendarFeeds } from "./calendar-feed.table";

/**
 * A PostgreSQL daterange as its canonical text, e.g. "[2026-03-01,2026-03-08)":
 * the nights from the first date up to, not including, the last (the check-out
 * day). Build values with dateRange() below.
 */
export const daterange = customType<{ data: string; driverData: string }>({
  dataType: () => "daterange",
});

/** The canonical text of the nights from `start` to `end` (exclusive), both YYYY-MM-DD. */
export function dateRange(start: string, end: string): string {
  return `[${start},${end})`;
}

export const CALENDAR_BLOCK_KINDS = ["stay", "import", "manual"] as const;
export type CalendarBlockKind = (typeof CALENDAR_BLOCK_KINDS)[number];

/**
 * The nights a rental is not available: an approved stay, an imported event
 * (Airbnb, VRBO) or a period the owner blocked. No two blocks of one listing
 * overlap: the exclusion constraint calendar_blocks_no_overlap (migration
 * 0005_calendar_blocks_exclusion) refuses it with SQLSTATE 23P01, so that two
 * concurrent approvals can never both succeed.
 */
export const calendarBlocks = pgTable(
  "calendar_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    during: daterange("during").notNull(),
    kind: text("kind", { enum: CALENDAR_BLOCK_KINDS }).notNull(),
    bookingRequestId: uuid("booking_request_id").references(() => bookingRequests.id, { onDelete: "cascade" }),
    feedId: uuid("feed_id").references(() => calendarFeeds.id, { onDelete: "cascade" }),
    /** The UID of an imported event. */
    externalUid: text("external_uid"),
    /** What the calendar shows, e.g. "Airbnb (Not available)"; never a guest's personal data. */
    summary: text("summary"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("calendar_blocks_booking_request_unique").on(table.bookingRequestId),
    index("calendar_blocks_feed_idx").on(table.feedId),
    check("calendar_blocks_kind_check", sql`${table.kind} in ('stay', 'import', 'manual')`),
    check("calendar_blocks_during_check", sql`not isempty(${table.during}) and lower_inf(${table.during}) = false and upper_inf(${table.during}) = false`),
    check("calendar_blocks_stay_check", sql`(${table.kind} = 'stay') = (${table.bookingRequestId} is not null)`),
    check("calendar_blocks_import_check", sql`(${table.kind} = 'import') = (${table.feedId} is not null)`),
  ],
);

export type CalendarBlockRow = typeof calendarBlocks.$inferSelect;
