import { bigserial, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * One row each time the demo data finished loading (outside production).
 * Its absence, not an empty users table, tells a start to load it: a first
 * start stopped half-way is finished by the next one.
 */
export const demoDataLoads = pgTable("demo_data_loads", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
});
