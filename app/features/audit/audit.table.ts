import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The administrators' audit log: who did what to which record,
 * when, and the record's state before and after. The actor's e-mail is
 * copied so that an entry stays readable after the account is gone; the
 * actor's name and role and the record's name are copied by the database as
 * the entry is written (drizzle/0054_audit_names_at_the_time.sql), so that
 * the log tells each change as it was and is read without looking anyone up.
 * Deleting an account clears its name from the entries that carry it.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email").notNull(),
    /** The acting account's name and role when the entry was written (null without an account). */
    actorName: text("actor_name"),
    actorRole: text("actor_role"),
    /** What happened, e.g. "listing.status" or "listing.delete". */
    action: text("action").notNull(),
    /** The kind of record, e.g. "listing". */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    /** The record's name when the entry was written, for the kinds of record that have one (an account, a listing). */
    subjectName: text("subject_name"),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_created_at_idx").on(sql`${table.createdAt} desc`)],
);

export type AuditEntry = typeof auditLog.$inferSelect;
