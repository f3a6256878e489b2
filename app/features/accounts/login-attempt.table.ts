import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Failed sign-ins, for throttling per account and per client address
 * (ASVS V2.2.1). Kept in the database so that every process sees the same
 * counts. Both keys are keyed hashes: no e-mail address or IP is stored.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    emailKey: text("email_key").notNull(),
    addressKey: text("address_key").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("login_attempts_email_idx").on(table.emailKey, table.attemptedAt),
    index("login_attempts_address_idx").on(table.addressKey, table.attemptedAt),
    index("login_attempts_attempted_at_idx").on(table.attemptedAt),
  ],
);
