import { bigint, pgSequence, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Each running app process that keeps public pages, and the highest change
 * mark it has applied (cleared its kept pages for). A request that changed
 * public content waits until every live process (one whose `seen_at` its
 * heartbeat keeps recent) has applied its mark, so that the page seen after
 * the save is the new one, whichever process serves it (decision 0118).
 */
export const contentListeners = pgTable("content_listeners", {
  id: uuid("id").primaryKey(),
  appliedMark: bigint("applied_mark", { mode: "number" }).notNull().default(0),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Moved by the public-content triggers in the changing transaction: a request compares it before and after to know it changed something. */
export const publicContentChanges = pgSequence("public_content_changes");

/** Numbers the marks sent after a change: a process that has applied a mark has applied every change committed before it was issued. */
export const publicContentMarks = pgSequence("public_content_marks");
