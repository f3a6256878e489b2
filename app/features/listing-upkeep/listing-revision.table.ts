import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/accounts/user.table";
import type { ProcessedImage } from "~/features/media";
import { listings } from "~/features/listings/listing.table";

/** A photo of a proposed revision: one the listing has (by id, with its new description) or a new upload. */
export type RevisionPhoto = { existingId: string; alt: string } | { image: ProcessedImage; alt: string };

export const REVISION_STATUSES = ["pending", "rejected"] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];

/**
 * Changes an agent proposes to an approved listing's text and photos, kept
 * apart from the listing so that the approved version stays public until an
 * administrator approves them. One per listing: a new proposal replaces the
 * last. Approval applies it and removes the row; a rejection keeps it, with
 * the reason the agent reads, until the agent proposes again.
 */
export const listingRevisions = pgTable(
  "listing_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** The proposed values of the listing's text columns (the listing form's fields, prices and status aside). */
    proposed: jsonb("proposed").$type<Record<string, unknown>>().notNull(),
    /** The proposed photos in order (the first is the cover). */
    photos: jsonb("photos").$type<RevisionPhoto[]>().notNull().default([]),
    status: text("status").$type<RevisionStatus>().notNull().default("pending"),
    /** Why an administrator rejected it; empty while pending. */
    reason: text("reason").notNull().default(""),
    proposedBy: uuid("proposed_by").references(() => users.id, { onDelete: "set null" }),
    proposedByEmail: text("proposed_by_email").notNull(),
    proposedAt: timestamp("proposed_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("listing_revisions_listing_unique").on(table.listingId),
    check("listing_revisions_status_check", sql`${table.status} in ('pending', 'rejected')`),
    check("listing_revisions_reason_check", sql`char_length(${table.reason}) <= 4000`),
  ],
);

export type ListingRevisionRow = typeof listingRevisions.$inferSelect;
