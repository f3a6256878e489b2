import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { DescribedImage } from "~/features/media";

/**
 * The brokerage's agent profiles: what the team page and
 * /agent/{id} show. A profile is not a login: it may share its e-mail with a
 * user account, and the agent's listings are found by that e-mail.
 */
export const agentProfiles = pgTable(
  "agent_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    title: text("title").notNull().default(""),
    /** The portrait's stored variants with its alt text (app/features/media), or none. */
    photo: jsonb("photo").$type<DescribedImage>(),
    phone: text("phone"),
    email: text("email").notNull(),
    /** Plain text; paragraphs are separated by blank lines. */
    bio: text("bio").notNull().default(""),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    specialities: text("specialities").array().notNull().default(sql`'{}'::text[]`),
    status: text("status", { enum: ["active", "inactive"] }).notNull().default("active"),
    /** The team page's order: lower first. */
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("agent_profiles_email_unique").on(sql`lower(${table.email})`),
    index("agent_profiles_status_order_idx").on(table.status, table.sortOrder),
    check("agent_profiles_status_check", sql`${table.status} in ('active', 'inactive')`),
  ],
);

export type AgentProfileRow = typeof agentProfiles.$inferSelect;
export type NewAgentProfileRow = typeof agentProfiles.$inferInsert;
