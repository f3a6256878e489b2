import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { leads } from "../lead.table";

export const CRM_EVENTS = ["lead.created", "lead.status_changed"] as const;
export type CrmEvent = (typeof CRM_EVENTS)[number];

export const CRM_DELIVERY_STATUSES = ["queued", "sending", "delivered", "failed"] as const;
export type CrmDeliveryStatus = (typeof CRM_DELIVERY_STATUSES)[number];

/**
 * Every event posted to the CRM webhook, written in the transaction of the
 * change it reports, then delivered by a sender in each process as the mail
 * outbox delivers mail: "queued" until claimed, "sending" while a sender
 * holds its lease, "delivered" once the CRM answered 2xx. A failed attempt
 * goes back to "queued" with a later `next_attempt_at` (exponential backoff)
 * until its retries run out or the CRM refuses it for good (a 4xx other than
 * 408 and 429), when it is "failed" with the reason.
 */
export const crmDeliveries = pgTable(
  "crm_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    event: text("event", { enum: CRM_EVENTS }).notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** The JSON body exactly as it is posted (and signed). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: CRM_DELIVERY_STATUSES }).notNull().default("queued"),
    /** Attempts started (a claim counts as one, so a crashed attempt counts too). */
    attempts: integer("attempts").notNull().default(0),
    /** When the event was queued or an administrator queued it again; retries stop a while after it. */
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** The CRM's answer or the network error of the last failed attempt, one line of at most 500 characters. */
    lastError: text("last_error"),
    /** The HTTP status of the last answer, if there was one. */
    lastStatus: integer("last_status"),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("crm_deliveries_created_idx").on(table.createdAt.desc()),
    index("crm_deliveries_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'queued'`),
    index("crm_deliveries_lease_idx").on(table.leaseUntil).where(sql`${table.status} = 'sending'`),
    check("crm_deliveries_status_check", sql`${table.status} in ('queued', 'sending', 'delivered', 'failed')`),
    check("crm_deliveries_event_check", sql`${table.event} in ('lead.created', 'lead.status_changed')`),
    check("crm_deliveries_failed_at_check", sql`${table.status} <> 'failed' or ${table.failedAt} is not null`),
    check("crm_deliveries_delivered_at_check", sql`${table.status} <> 'delivered' or ${table.deliveredAt} is not null`),
  ],
);

export type CrmDeliveryRow = typeof crmDeliveries.$inferSelect;
