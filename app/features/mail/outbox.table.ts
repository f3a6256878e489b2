import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every e-mail the site sends is recorded here. Without SMTP the message is
 * "kept" (and logged); with SMTP it is "sent" or "failed" with the reason.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: ["kept", "sent", "failed"] }).notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_created_at_idx").on(table.createdAt),
    check("mail_outbox_status_check", sql`${table.status} in ('kept', 'sent', 'failed')`),
  ],
);

export type OutboxMessage = typeof mailOutbox.$inferSelect;
