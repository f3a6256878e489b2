import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookingRequests } from "~/features/stays/booking-request.table";

/**
 * The personal link of a post-stay review request: the hash of its token
 * (the token itself is only in the mail), usable once.
 */
export const reviewInvitations = pgTable("review_invitations", {
  bookingRequestId: uuid("booking_request_id")
    .primaryKey()
    .references(() => bookingRequests.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});
