import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ReviewExperience, ReviewStatus } from "./review-rules";

/**
 * Testimonials: the fields as supplied, status approved on creation.
 * Administrators may hide one (status hidden) or delete it.
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("reviews_rating_check", sql`${table.rating} between 1 and 5`),
    check("reviews_status_check", sql`${table.status} in ('approved', 'hidden')`),
    check("reviews_experience_check", sql`${table.experience} in ('purchase', 'sale', 'rental', 'other')`),
    check("reviews_text_length_check", sql`char_length(${table.text}) <= 2000`),
    index("reviews_approved_created_idx").on(sql`${table.createdAt} desc`).where(sql`${table.status} = 'approved'`),
    index("reviews_created_idx").on(sql`${table.createdAt} desc`),
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
