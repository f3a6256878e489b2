import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/accounts/user.table";
import { listings } from "~/features/listings/listing.table";

export const LEAD_STATUSES = ["new", "contacted", "showing_booked", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * An enquiry about a listing, routed to the listing's agent (and the office).
 * The sender's contact details are cleared when a buyer deletes their
 * account; the lead itself stays with the brokerage.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    /** The listing's title when the enquiry was sent, so a lead outlives its listing. */
    listingTitle: text("listing_title").notNull(),
    listingPath: text("listing_path").notNull(),
    /** The agent account the lead was routed to, if the listing has one. */
    agentId: uuid("agent_id").references(() => users.id, { onDelete: "set null" }),
    /** Where the lead was e-mailed: the listing agent's address. */
    agentEmail: text("agent_email"),
    buyerId: uuid("buyer_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    message: text("message").notNull(),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** When the agent first moved the lead on from "new" or wrote a note. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("leads_agent_idx").on(table.agentId, table.createdAt.desc()),
    index("leads_agent_email_idx").on(sql`lower(${table.agentEmail})`, table.createdAt.desc()),
    index("leads_buyer_idx").on(table.buyerId),
    index("leads_created_idx").on(table.createdAt.desc()),
    check("leads_status_check", sql`${table.status} in ('new', 'contacted', 'showing_booked', 'closed')`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

export const LEAD_EVENT_KINDS = ["received", "status", "note", "showing_requested", "showing_confirmed", "showing_moved", "showing_cancelled"] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** A lead's timeline: its arrival, status changes, notes and showings. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: LEAD_EVENT_KINDS }).notNull(),
    /** A note's text, or the new status. */
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_events_lead_idx").on(table.leadId, table.createdAt)],
);

export const SHOWING_STATUSES = ["requested", "confirmed", "cancelled"] as const;
export type ShowingStatus = (typeof SHOWING_STATUSES)[number];

/**
 * A showing request on a lead: up to three preferred times; the agent
 * confirms one (or moves it), and each confirmation, move or cancellation
 * sends both sides an iCalendar message with the next `sequence`.
 */
export const showings = pgTable(
  "showings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    preferredTimes: timestamp("preferred_times", { withTimezone: true }).array().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    status: text("status", { enum: SHOWING_STATUSES }).notNull().default("requested"),
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("showings_lead_idx").on(table.leadId),
    check("showings_status_check", sql`${table.status} in ('requested', 'confirmed', 'cancelled')`),
    check("showings_times_check", sql`cardinality(${table.preferredTimes}) between 1 and 3`),
  ],
);
