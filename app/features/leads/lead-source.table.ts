import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { leads } from "./lead.table";

/**
 * Where a lead's sender first came from: the campaign parameters, referrer
 * and landing page of their first visit, kept with the enquiry. `channel` is
 * the name the overview counts leads under ("Google Ads", "Direct"). Every
 * text is capped here as in the rules that clean it (`lead-sources/source-rules.ts`).
 */
export const leadSources = pgTable(
  "lead_sources",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    gclid: text("gclid"),
    fbclid: text("fbclid"),
    referrer: text("referrer"),
    landingPath: text("landing_path"),
    /** When the first visit began, as the browser recorded it (never after the enquiry). */
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }),
    /** The lead's arrival, so counts by channel need no join. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_sources_created_idx").on(table.createdAt, table.channel),
    check(
      "lead_sources_lengths_check",
      sql`char_length(${table.channel}) <= 60 and char_length(coalesce(${table.utmSource}, '')) <= 100 and char_length(coalesce(${table.utmMedium}, '')) <= 100
        and char_length(coalesce(${table.utmCampaign}, '')) <= 100 and char_length(coalesce(${table.utmTerm}, '')) <= 100
        and char_length(coalesce(${table.utmContent}, '')) <= 100 and char_length(coalesce(${table.gclid}, '')) <= 200
        and char_length(coalesce(${table.fbclid}, '')) <= 200 and char_length(coalesce(${table.referrer}, '')) <= 300
        and char_length(coalesce(${table.landingPath}, '')) <= 300`,
    ),
  ],
);
