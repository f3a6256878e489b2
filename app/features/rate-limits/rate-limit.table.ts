import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Hits per rate-limit key and fixed window, shared by every process. The key
 * is a keyed hash (rate-limits.server.ts): no IP or e-mail address is stored.
 * A row is of no use once `expires_at` (the window's end) has passed.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: "rate_limit_counters_pkey", columns: [table.key, table.windowStart] }),
    index("rate_limit_counters_expires_idx").on(table.expiresAt),
  ],
);
