import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/accounts/user.table";
import { listings } from "~/features/listings/listing.table";

export const LEAD_STATUSES = ["new", "contacted", "showing_booked", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Why a lost lead was lost: a short fixed list, so the office can count them. */
export const LOST_REASONS = ["bought_elsewhere", "not_ready", "no_response", "price", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/**
 * How the lead reached its agent: the listing's own agent, the office's
 * rotation (no agent of ours on the listing), a hand-off after it went
 * unanswered, or an administrator's choice.
 */
export const LEAD_ROUTINGS = ["listing", "rotation", "handoff", "admin"] as const;
export type LeadRouting = (typeof LEAD_ROUTINGS)[number];

/** What brought the lead: an enquiry about a listing, or an owner asking for a home's full valuation report. */
export const LEAD_KINDS = ["enquiry", "valuation"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

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
    /** Why a lost lead was lost, with the agent's optional note: set with "lost", cleared by any other status. */
    lostReason: text("lost_reason", { enum: LOST_REASONS }),
    lostNote: text("lost_note"),
    routing: text("routing", { enum: LEAD_ROUTINGS }).notNull().default("listing"),
    /** What brought it: "enquiry" (a listing's form) or "valuation" (the home-value report). */
    source: text("source", { enum: LEAD_KINDS }).notNull().default("enquiry"),
    /** When the current agent got the lead: the unanswered-lead hand-off counts from here. */
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
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
    check("leads_status_check", sql`${table.status} in ('new', 'contacted', 'showing_booked', 'won', 'lost')`),
    check("leads_lost_reason_check", sql`${table.lostReason} in ('bought_elsewhere', 'not_ready', 'no_response', 'price', 'other')`),
    // A lost lead always says why; no other status carries a reason or its note.
    check("leads_lost_reason_status_check", sql`(${table.status} = 'lost') = (${table.lostReason} is not null) and (${table.lostNote} is null or ${table.lostReason} is not null)`),
    check("leads_source_check", sql`${table.source} in ('enquiry', 'valuation')`),
    check("leads_routing_check", sql`${table.routing} in ('listing', 'rotation', 'handoff', 'admin')`),
    // The hand-off's scan: new leads still waiting for their first answer.
    index("leads_unanswered_idx").on(table.assignedAt).where(sql`${table.status} = 'new' and ${table.firstResponseAt} is null`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

export const LEAD_EVENT_KINDS = [
  "received",
  "status",
  "note",
  "showing_requested",
  "showing_confirmed",
  "showing_moved",
  "showing_cancelled",
  "task_added",
  "task_done",
  "task_reopened",
  "assigned",
  "handed_off",
  "reassigned",
] as const;
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
    /** A note's text, the new status, a task's title, or the name of the agent the lead went to. */
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

/**
 * An e-mail an agent wrote to the buyer from the lead's page: queued in the
 * outbox (`mail_id`) from the agent's name with Reply-To the agent, and kept
 * here for the timeline.
 */
export const leadMessages = pgTable(
  "lead_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    /** The buyer's address; cleared with the lead's contact details. */
    toEmail: text("to_email"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** The outbox row that carries it (no foreign key: the outbox's retention deletes old rows). */
    mailId: uuid("mail_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_messages_lead_idx").on(table.leadId, table.createdAt)],
);

/** Answers the office wrote for common questions; the built-in ones live in code (lead-templates.ts). */
export const leadTemplates = pgTable("lead_templates", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A to-do on a lead for whoever holds it (follow up, send disclosures), due on an island day. */
export const leadTasks = pgTable(
  "lead_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneBy: uuid("done_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("lead_tasks_lead_idx").on(table.leadId, table.dueOn),
    index("lead_tasks_open_due_idx").on(table.dueOn).where(sql`${table.doneAt} is null`),
  ],
);

/** One row per agent and island day whose task digest went out: the primary key makes it once, whichever process sends. */
export const leadTaskDigests = pgTable(
  "lead_task_digests",
  {
    agentId: uuid("agent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.day] })],
);

/**
 * The office's rotation: the one row remembers the agent who got the last
 * office lead, and every process takes the next agent after it under the
 * row's lock, so two leads at once go to two agents.
 */
export const leadRotation = pgTable(
  "lead_rotation",
  {
    id: smallint("id").primaryKey().default(1),
    lastAgentId: uuid("last_agent_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("lead_rotation_one_row", sql`${table.id} = 1`)],
);
