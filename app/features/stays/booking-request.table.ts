import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/accounts/user.table";
import { listings } from "~/features/listings/listing.table";
import { BOOKING_STATUSES } from "./booking-rules";
import type { Quote } from "~/features/rental-rates";

export const BOOKING_SOURCES = ["rental", "villa"] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export { BOOKING_STATUSES, type BookingStatus } from "./booking-rules";

/** The price breakdown the guest saw when sending the request, in cents, kept as it was then (`totalCents` is what the stay costs). */
export type StoredQuote = Quote;

/**
 * A guest's request to stay at a rental. A rental's page by slug and its villa
 * page by name show the same rental listing; `source` says which page it came
 * from and a villa page request keeps the slug of the rental it chose
 * (`rentalSlug`). Dates are nights: check-out is exclusive.
 */
export const bookingRequests = pgTable(
  "booking_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    source: text("source", { enum: BOOKING_SOURCES }).notNull(),
    /** The slug of the rental chosen by name on a villa page; null for requests from a rental page. */
    rentalSlug: text("rental_slug"),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    guests: integer("guests").notNull(),
    guestName: text("guest_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull().default(""),
    quote: jsonb("quote").$type<StoredQuote>(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending"),
    adminNotes: text("admin_notes").notNull().default(""),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("booking_requests_created_idx").on(table.createdAt.desc()),
    index("booking_requests_listing_created_idx").on(table.listingId, table.createdAt.desc()),
    index("booking_requests_status_created_idx").on(table.status, table.createdAt.desc()),
    check("booking_requests_dates_check", sql`${table.checkOut} > ${table.checkIn}`),
    check("booking_requests_guests_check", sql`${table.guests} >= 1`),
    check("booking_requests_source_check", sql`${table.source} in ('rental', 'villa')`),
    check("booking_requests_status_check", sql`${table.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check("booking_requests_rental_slug_check", sql`(${table.source} = 'villa') = (${table.rentalSlug} is not null)`),
  ],
);

export type BookingRequestRow = typeof bookingRequests.$inferSelect;
export type NewBookingRequestRow = typeof bookingRequests.$inferInsert;
