import { sql } from "drizzle-orm";
import { check, date, index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { listings } from "~/features/listings/listing.table";
import type { ReviewExperience, ReviewStatus } from "./review-rules";

/**
 * Testimonials: the fields as supplied, status approved on creation (pending
 * when the text holds a link, until an administrator shows it).
 * Administrators may hide one (status hidden) or delete it. A review written
 * through a stay's personal link is a verified stay: it names the rental and
 * the stay's check-in day.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    rating: smallint("rating").notNull(),
    text: text("text").notNull(),
    /** purchase | sale | rental | other (review-rules.ts). */
    experience: text("experience").$type<ReviewExperience>().notNull(),
    /** The property, if the reviewer named one. */
    property: text("property"),
    status: text("status").$type<ReviewStatus>().notNull().default("approved"),
    /** The rental a verified stay was at (null for other testimonials, or once the rental is gone). */
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    /** The check-in day of the verified stay the review was written for; null for other testimonials. */
    stayedOn: date("stayed_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("reviews_rating_check", sql`${table.rating} between 1 and 5`),
    check("reviews_status_check", sql`${table.status} in ('approved', 'pending', 'hidden')`),
    check("reviews_experience_check", sql`${table.experience} in ('purchase', 'sale', 'rental', 'other')`),
    check("reviews_text_length_check", sql`char_length(${table.text}) <= 2000`),
    index("reviews_approved_created_idx").on(sql`${table.createdAt} desc`).where(sql`${table.status} = 'approved'`),
    index("reviews_created_idx").on(sql`${table.createdAt} desc`),
    index("reviews_listing_approved_idx").on(table.listingId, sql`${table.createdAt} desc`).where(sql`${table.status} = 'approved'`),
  ],
);

/**
 * Published reviews per client address, for the rate limit. In the database
 * so that every process counts the same; the key is a keyed hash, never the IP.
 */
export const reviewSubmissions = pgTable(
  "review_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    addressKey: text("address_key").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("review_submissions_address_idx").on(table.addressKey, table.submittedAt)],
);

export type Review = typeof reviews.$inferSelect;
