import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { MailAttachment } from "./mail-message";

export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed", "kept"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every e-mail the site sends, written in the same transaction as the change
 * that causes it. A sender in each process delivers due rows: "queued" until
 * claimed, "sending" while a sender holds its lease, then "sent". A message
 * the mail server refuses for good (a 5xx reply) is "failed" at once; any
 * other failed attempt goes back to "queued" with a later `next_attempt_at`,
 * and when the retries run out the row is "failed" with the last error.
 * Without SMTP a message is "kept" (and logged) instead of sent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    /** From's display name when it is not MAIL_FROM's (an agent's name); the address is always MAIL_FROM's. */
    fromName: text("from_name"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** The HTML alternative of the text, when the message has one. */
    html: text("html"),
    /** Extra message headers (e.g. List-Unsubscribe). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** An iCalendar invitation (METHOD:REQUEST or CANCEL) sent as the message's text/calendar part. */
    calendar: text("calendar"),
    /** Files sent with the message (a valuation's PDF), their bytes in base64. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /**
     * Parts of the message that are secrets (a single-use link's token): kept
     * while the message may still be delivered, replaced by "[redacted]" in
     * the text, calendar and headers by the update that marks it sent.
     */
    secrets: text("secrets").array(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("queued"),
    /** Delivery attempts started (a claim counts as one, so a crashed attempt counts too). */
    attempts: integer("attempts").notNull().default(0),
    /** When the message was queued or last requeued by an administrator; retries stop a day after it. */
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While "sending": until when the claiming sender holds the row; after that another sender may retry it. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** The server's refusal or the last error, passwords blanked out, one line of at most 500 characters. */
    lastError: text("last_error"),
    /** When the message became "failed": refused for good, or its retries ran out. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_created_at_idx").on(table.createdAt),
    index("mail_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'queued'`),
    index("mail_outbox_lease_idx").on(table.leaseUntil).where(sql`${table.status} = 'sending'`),
    check("mail_outbox_status_check", sql`${table.status} in ('queued', 'sending', 'sent', 'failed', 'kept')`),
    check("mail_outbox_attempts_check", sql`${table.attempts} >= 0`),
    check("mail_outbox_sent_secrets_check", sql`${table.status} <> 'sent' or ${table.secrets} is null`),
    check("mail_outbox_failed_at_check", sql`${table.status} <> 'failed' or ${table.failedAt} is not null`),
  ],
);

export type OutboxMessage = typeof mailOutbox.$inferSelect;
