import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** First-party page views: path, referrer and time only; nothing personal. */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    path: text("path").notNull(),
    referrer: text("referrer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("page_views_created_at_idx").on(table.createdAt)],
);
