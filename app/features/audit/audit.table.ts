import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The administrators' audit log: who did what to which record,
 * when, and the record's state before and after. The actor's e-mail is
 * copied so that an entry stays readable after the account is gone.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email").notNull(),
    /** What happened, e.g. "listing.status" or "listing.delete". */
    action: text("action").notNull(),
    /** The kind of record, e.g. "listing". */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_created_at_idx").on(sql`${table.createdAt} desc`)],
);

export type AuditEntry = typeof auditLog.$inferSelect;
