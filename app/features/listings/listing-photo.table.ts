import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ImageVariant } from "~/features/media";
import { listings } from "./listing.table";

/** A listing's photos, in order (position 0 is the cover), each with its alt text. */
export const listingPhotos = pgTable(
  "listing_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    alt: text("alt").notNull(),
    /** The media module's key prefix for the image (its content hash): every variant lives under it. */
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The re-encoded sizes and formats (app/features/media), largest first or in any order. */
    variants: jsonb("variants").$type<ImageVariant[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("listing_photos_listing_position_unique").on(table.listingId, table.position),
    check("listing_photos_position_check", sql`${table.position} >= 0`),
    check("listing_photos_size_check", sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);

export type ListingPhotoRow = typeof listingPhotos.$inferSelect;
