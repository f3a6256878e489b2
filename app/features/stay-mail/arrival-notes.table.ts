import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/accounts/user.table";
import { listings } from "~/features/listings/listing.table";

/**
 * What a guest needs to reach a rental and get in, kept per rental by the
 * administrators and e-mailed before each stay (arrival-mail-job.server.ts).
 */
export const rentalArrivalNotes = pgTable("rental_arrival_notes", {
  listingId: uuid("listing_id")
    .primaryKey()
    .references(() => listings.id, { onDelete: "cascade" }),
  ferry: text("ferry").notNull().default(""),
  car: text("car").notNull().default(""),
  directions: text("directions").notNull().default(""),
  checkIn: text("check_in").notNull().default(""),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
