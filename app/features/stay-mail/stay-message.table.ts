import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookingRequests } from "~/features/stays/booking-request.table";

export const STAY_MESSAGE_KINDS = ["pre_arrival", "review_request"] as const;
export type StayMessageKind = (typeof STAY_MESSAGE_KINDS)[number];

/**
 * Which of a stay's messages have been queued: one row per stay and kind,
 * inserted in the transaction that queues the mail, so that whichever process
 * runs the job and however often, each stay gets each message once.
 */
export const stayMessages = pgTable(
  "stay_messages",
  {
    bookingRequestId: uuid("booking_request_id")
      .notNull()
      .references(() => bookingRequests.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: STAY_MESSAGE_KINDS }).notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingRequestId, table.kind] }),
    check("stay_messages_kind_check", sql`${table.kind} in ('pre_arrival', 'review_request')`),
  ],
);
