import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { valuationRequests } from "~/features/home-valuation/valuation-request.table";
import type { SellerMailKind, SendOutcome } from "./seller-mail-rules";

/**
 * The monthly e-mails for sellers (decision 0148), one mechanism for both
 * kinds: an area's (or the island's) market report, and a valued home's
 * estimate. A subscription is pending until the link in its confirmation
 * e-mail is followed (`confirmed_at`); only a confirmed one is mailed.
 * Unsubscribing deletes it.
 */
export const sellerMailSubscriptions = pgTable(
  "seller_mail_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<SellerMailKind>().notNull(),
    email: text("email").notNull(),
    /** market: the area's slug (`/market/{slug}`); null for the island's report. */
    areaSlug: text("area_slug"),
    /** The area's name as the report or the valuation named it when the subscription was asked for; null for the island. */
    areaName: text("area_name"),
    /** valuation: the valued home's request (and its lead); the subscription goes with it. */
    leadId: uuid("lead_id").references(() => valuationRequests.leadId, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the confirmation link was followed; null while pending, when nothing is sent. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** valuation: the estimate the owner was last told (at the request, then in each e-mail), whole dollars; null when there was none. */
    toldEstimate: integer("told_estimate"),
    /** valuation: the island day of that telling; sales closed from this day on are news. */
    toldOn: date("told_on", { mode: "string" }),
    /** valuation: sales closed on or after `told_on` that the owner already knows of (the request's comparables, or those an e-mail named). */
    toldSaleIds: jsonb("told_sale_ids").$type<string[]>().notNull().default([]),
  },
  (table) => [
    check("seller_mail_subscriptions_kind_check", sql`${table.kind} in ('market', 'valuation')`),
    check(
      "seller_mail_subscriptions_shape_check",
      sql`(${table.kind} = 'market' and ${table.leadId} is null and ${table.toldOn} is null)
        or (${table.kind} = 'valuation' and ${table.leadId} is not null and ${table.areaSlug} is null and ${table.toldOn} is not null)`,
    ),
    check(
      "seller_mail_subscriptions_lengths_check",
      sql`char_length(${table.email}) <= 254 and char_length(${table.areaSlug}) <= 100 and char_length(${table.areaName}) <= 100`,
    ),
    // One market subscription per address and report, whatever the address's case.
    uniqueIndex("seller_mail_subscriptions_market_key").on(sql`lower(${table.email})`, sql`coalesce(${table.areaSlug}, '')`).where(sql`${table.kind} = 'market'`),
    uniqueIndex("seller_mail_subscriptions_lead_key").on(table.leadId),
    // The retention rule's pending subscriptions, oldest first.
    index("seller_mail_subscriptions_pending_idx").on(table.createdAt).where(sql`${table.confirmedAt} is null`),
  ],
);

/**
 * Each subscription's monthly round: one row per subscription and reported
 * month, inserted in the transaction that queues its e-mail (or that decides
 * none is due), so whichever process gets there first does it and every
 * other finds the row: one e-mail per subscription per month.
 */
export const sellerMailSends = pgTable(
  "seller_mail_sends",
  {
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => sellerMailSubscriptions.id, { onDelete: "cascade" }),
    /** The month the e-mail is about, "YYYY-MM": the one before the month it goes out in. */
    month: text("month").notNull(),
    outcome: text("outcome").$type<SendOutcome>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.month] }),
    check("seller_mail_sends_month_check", sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("seller_mail_sends_outcome_check", sql`${table.outcome} in ('sent', 'quiet', 'skipped')`),
  ],
);
