import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { leads } from "~/features/leads/lead.table";

/**
 * A full valuation report asked for: the facts the owner gave, what the
 * method answered then and the sales it used, and whether the owner agreed to
 * a monthly e-mail (stored, not yet acted on; decision 0147). One per lead,
 * gone with it.
 */
export const valuationRequests = pgTable(
  "valuation_requests",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    area: text("area").notNull(),
    /** The form's facts (type, beds, baths, living area, lot, view, frontage, condition). */
    facts: jsonb("facts").$type<Record<string, string | number | boolean | null>>().notNull(),
    /** Whole dollars; null when no comparable sale was found. */
    estimate: integer("estimate"),
    low: integer("low"),
    high: integer("high"),
    confidence: text("confidence"),
    comparableIds: jsonb("comparable_ids").$type<string[]>().notNull().default([]),
    monthlyUpdates: boolean("monthly_updates").notNull().default(false),
    /** The home's place when the owner picked it on the map (decision 0150), so the agent sees where it is. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /**
     * The agent's choice of comparables (decision 0149): sales taken out of
     * the method's own choice, sales added to it, and the subject's view and
     * condition where the owner's answer looked wrong (null: the owner's).
     */
    excludedIds: jsonb("excluded_ids").$type<string[]>().notNull().default([]),
    addedIds: jsonb("added_ids").$type<string[]>().notNull().default([]),
    agentView: text("agent_view"),
    agentCondition: text("agent_condition"),
    adjustedAt: timestamp("adjusted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("valuation_requests_lengths_check", sql`char_length(${table.address}) <= 120 and char_length(${table.area}) <= 60`),
    check("valuation_requests_location_check", sql`(${table.latitude} is null) = (${table.longitude} is null) and (${table.latitude} is null or (${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180))`),
    check("valuation_requests_agent_view_check", sql`${table.agentView} is null or ${table.agentView} in ('none', 'partial', 'ocean')`),
    check("valuation_requests_agent_condition_check", sql`${table.agentCondition} is null or ${table.agentCondition} in ('needs-work', 'average', 'good', 'excellent')`),
    check("valuation_requests_range_check", sql`${table.estimate} is null or (${table.low} <= ${table.estimate} and ${table.estimate} <= ${table.high})`),
  ],
);
