import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ImageVariant } from "~/features/media";
import { listings } from "~/features/listings/listing.table";

/**
 * The feed sync's one state row (id 1): the high-water mark it resumes from
 * (ModificationTimestamp plus ListingKey, so that records sharing a
 * timestamp are not skipped), and the lease of the process running a pass.
 * A pass renews its lease after every page; a crashed process's lease runs
 * out and the next pass resumes from the mark.
 */
export const mlsFeedState = pgTable(
  "mls_feed_state",
  {
    id: integer("id").primaryKey(),
    markTimestamp: timestamp("mark_timestamp", { withTimezone: true, precision: 3 }),
    markKey: text("mark_key"),
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    lastReconciledAt: timestamp("last_reconciled_at", { withTimezone: true }),
  },
  (table) => [check("mls_feed_state_single_check", sql`${table.id} = 1`)],
);

export type SyncRunError = { key?: string; reason: string };

/** One pass of the sync, for the admin dashboard and `npm run feed:sync`. */
export const mlsSyncRuns = pgTable(
  "mls_sync_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** running, succeeded, failed (the pass stopped: the feed or database went away). */
    status: text("status").notNull().default("running"),
    /** What the running pass is doing (reading, saving, reconciling); null once it has ended. */
    stage: text("stage"),
    pages: integer("pages").notNull().default(0),
    /** Records read from the feed so far (saved or skipped), written with each page. */
    read: integer("read").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    removed: integer("removed").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    photos: integer("photos").notNull().default(0),
    reconciled: integer("reconciled").notNull().default(0),
    /** The first problems of the pass, each with the record's key when there is one. */
    errors: jsonb("errors").$type<SyncRunError[]>().notNull().default([]),
    errorCount: integer("error_count").notNull().default(0),
  },
  (table) => [
    index("mls_sync_runs_started_idx").on(table.startedAt.desc()),
    check("mls_sync_runs_status_check", sql`${table.status} in ('running', 'succeeded', 'failed')`),
    check("mls_sync_runs_stage_check", sql`${table.stage} in ('starting', 'reading', 'saving', 'reconciling')`),
  ],
);

/**
 * A feed listing's Media records. The sync writes what the feed says
 * (url, Order, MediaModificationTimestamp); the photo fetcher turns pending
 * rows into images through the media pipeline, and a changed timestamp or
 * URL makes a row pending again.
 */
export const mlsMedia = pgTable(
  "mls_media",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    mediaKey: text("media_key").notNull(),
    position: integer("position").notNull(),
    url: text("url").notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true, precision: 3 }),
    alt: text("alt"),
    /** pending (to fetch), ready (variants stored), failed (given up until the feed changes it). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    width: integer("width"),
    height: integer("height"),
    variants: jsonb("variants").$type<ImageVariant[]>(),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.mediaKey] }),
    index("mls_media_due_idx").on(table.nextAttemptAt, table.position).where(sql`status = 'pending'`),
    check("mls_media_status_check", sql`${table.status} in ('pending', 'ready', 'failed')`),
  ],
);
