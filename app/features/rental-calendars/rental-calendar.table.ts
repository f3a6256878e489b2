import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { listings } from "~/features/listings/listing.table";

/** A rental's secret iCalendar export token (GET /calendar/:token.ics); regenerating replaces it. */
export const rentalCalendars = pgTable(
  "rental_calendars",
  {
    listingId: uuid("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    exportToken: text("export_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("rental_calendars_export_token_unique").on(table.exportToken)],
);

export type RentalCalendarRow = typeof rentalCalendars.$inferSelect;
