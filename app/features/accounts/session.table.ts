import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./user.table";

/**
 * Server-side sessions (docs/decisions/0014). The cookie holds a random token;
 * only its SHA-256 hash is stored, so a copy of this table signs nobody in.
 */
export const sessions = pgTable(
  "sessions",
  {
    /** Hex SHA-256 of the cookie's token. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A random, non-secret id for the browser's interface hints (never the token). */
    hint: text("hint").notNull(),
    /** The browser that signed in, shortened; for a future "your sessions" list. */
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId), index("sessions_expires_at_idx").on(table.expiresAt)],
);

export type Session = typeof sessions.$inferSelect;
