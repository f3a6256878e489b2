import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { listings } from "~/features/listings/listing.table";

/** An import URL of a rental (the owner's Airbnb or VRBO calendar); its events become blocks. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** "Airbnb", "VRBO" or the owner's own label. */
    label: text("label").notNull(),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("calendar_feeds_listing_url_unique").on(table.listingId, table.url)],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
