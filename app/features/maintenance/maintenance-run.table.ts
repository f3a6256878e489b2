import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * When each background maintenance job last ran. A process claims a run by
 * moving `last_run_at` forward in one statement, so that of several app
 * processes only one does each run.
 */
export const maintenanceRuns = pgTable("maintenance_runs", {
  job: text("job").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
});
