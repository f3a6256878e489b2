import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { USER_ROLES, USER_STATUSES } from "~/shared/access/user-rules";

export { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from "~/shared/access/user-rules";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    role: text("role", { enum: USER_ROLES }).notNull().default("agent"),
    status: text("status", { enum: USER_STATUSES }).notNull().default("pending"),
    passwordHash: text("password_hash").notNull(),
    /** When the owner proved they receive mail at `email`; null until then. Nothing is matched by e-mail before. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // E-mail addresses are unique regardless of case.
  (table) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`),
    check("users_role_check", sql`${table.role} in ('admin', 'agent', 'buyer', 'owner')`),
    check("users_status_check", sql`${table.status} in ('pending', 'active', 'disabled')`),
  ],
);

export type User = typeof users.$inferSelect;
