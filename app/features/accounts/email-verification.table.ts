import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./user.table";

/** Single-use e-mail verification links; only the token's SHA-256 hash is stored. */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    /** Hex SHA-256 of the token in the e-mailed link. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address the link was sent to: it verifies that address only, not one the account has since changed to. */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("email_verification_tokens_user_id_idx").on(table.userId)],
);
