import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "~/features/accounts/user.table";
import type { ListingCategory, ListingKind, ListingSubcategory, StandardStatus } from "./listing-rules";

/** A rental's public identity: name (header falls back to `Property {n}`), slug (falls back to the id). */
export type PropertyInfo = { name?: string; slug?: string };
/** Free-form property data (name, bedrooms, amenities…): any JSON object. */
export type ListingDetails = Record<string, unknown>;

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/** Only approved rows are public; every search index is partial on this. */
const approved = sql`review_status = 'approved'`;

/**
 * One table for every listing (docs/decisions/0009-listing-model.md): the
 * spec's sale, sold and rental listings and its residential, commercial and
 * land portfolios, told apart by kind, category and subcategory. RESO Data
 * Dictionary names (camelCase here, snake_case in SQL) where one exists.
 */
export const listings = pgTable(
  "listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** RESO ListingKey of an imported record; null for listings entered here. */
    listingKey: text("listing_key"),
    kind: text("kind").$type<ListingKind>().notNull(),
    category: text("category").$type<ListingCategory>().notNull(),
    subcategory: text("subcategory").$type<ListingSubcategory>(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    /** The neighbourhood, e.g. "Cruz Bay". */
    area: text("area"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    details: jsonb("details").$type<ListingDetails>().notNull().default({}),

    // RESO Data Dictionary fields. Prices are whole US dollars.
    listPrice: integer("list_price"),
    closePrice: integer("close_price"),
    closeDate: date("close_date", { mode: "string" }),
    /** What price filters and sorts use: the close price of a sale, else the list price. */
    price: integer("price").generatedAlwaysAs(sql`coalesce(close_price, list_price)`),
    standardStatus: text("standard_status").$type<StandardStatus>().notNull().default("Active"),
    propertyType: text("property_type"),
    propertySubType: text("property_sub_type"),
    bedroomsTotal: integer("bedrooms_total"),
    bathroomsTotalInteger: integer("bathrooms_total_integer"),
    /** Square feet. */
    livingArea: integer("living_area"),
    lotSizeAcres: numeric("lot_size_acres", { precision: 10, scale: 4, mode: "number" }),
    yearBuilt: integer("year_built"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),

    // The listing's agent, stored one way (decision 0104): our agent's account, or else the attribution
    // the listing came with. Read only through `listingAgentContact` (listing-sql.server.ts).
    /** Our agent's account: a listing of the brokerage names its agent here, and then carries no agent e-mail. */
    agentId: uuid("agent_id").references(() => users.id, { onDelete: "set null" }),
    /** The MLS's list agent (ListAgentFullName), or the agent a listing without an account of ours was listed by. */
    listAgentName: text("list_agent_name"),
    /** The list agent's e-mail when the listing names no account of ours (an agent not yet registered); never another firm's. */
    listAgentEmail: text("list_agent_email"),
    listOfficeName: text("list_office_name"),
    /** The selling office of a closed sale (MLS attribution). */
    buyerOfficeName: text("buyer_office_name"),
    /** A virtual tour's https address (the feed's VirtualTourURLUnbranded, or the agent's). */
    virtualTourUrl: text("virtual_tour_url"),

    // The MLS feed (features/mls-feed): null source means entered here or imported from a file.
    /** "mls" for a listing the feed sync keeps: the sync updates it, and removes it when it leaves the feed. */
    listingSource: text("listing_source").$type<"mls">(),
    /** The feed's ModificationTimestamp of the record last applied. */
    feedModifiedAt: timestamp("feed_modified_at", { withTimezone: true }),
    listOfficeKey: text("list_office_key"),
    listOfficePhone: text("list_office_phone"),
    listAgentKey: text("list_agent_key"),
    /** The feed names the brokerage's own office (MLS_OFFICE_ID) as the listing office: shown as ours, not as a courtesy. */
    listedByUs: boolean("listed_by_us").notNull().default(false),

    // Review (kept apart from the market status).
    reviewStatus: text("review_status").notNull().default("pending"),
    adminNotes: text("admin_notes").notNull().default(""),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    featured: boolean("featured").notNull().default(false),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),

    // Rentals.
    propertyInfo: jsonb("property_info").$type<PropertyInfo>(),
    maxGuests: integer("max_guests"),
    nightlyRate: integer("nightly_rate"),
    weeklyRate: integer("weekly_rate"),
    cleaningFee: integer("cleaning_fee"),
    minimumNights: integer("minimum_nights"),
    amenities: jsonb("amenities").$type<string[]>().notNull().default([]),
    houseRules: text("house_rules"),
    /** "HH:MM", 24-hour. */
    checkInTime: text("check_in_time"),
    checkOutTime: text("check_out_time"),

    /** Full-text search over title, area and description (the MLS keyword). */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(area, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
  },
  (table) => [
    uniqueIndex("listings_slug_unique").on(table.slug),
    // Byte order, whatever the database's collation: a slug and its numbered variants are one range.
    index("listings_slug_prefix_idx").on(sql`${table.slug} collate "C"`),
    uniqueIndex("listings_listing_key_unique").on(table.listingKey),
    uniqueIndex("listings_rental_slug_unique")
      .on(sql`(${table.propertyInfo} ->> 'slug')`)
      .where(sql`kind = 'rental'`),
    // Dashboards: each kind newest first, and an agent's own listings.
    index("listings_kind_submitted_idx").on(table.kind, table.submittedAt.desc()),
    index("listings_agent_email_idx").on(sql`lower(${table.listAgentEmail})`, table.submittedAt.desc()),
    // Saved-search alerts read the listings changed since their last scan, every minute.
    index("listings_updated_at_idx").on(table.updatedAt),
    // The public search (all partial on approved rows).
    index("listings_search_vector_idx").using("gin", table.searchVector).where(approved),
    // Leading columns for the market status and price order; the trailing
    // ones let a count check category, bedrooms, bathrooms and acreage
    // without reading the table.
    index("listings_public_market_price_idx")
      .on(table.kind, table.standardStatus, table.price, table.category, table.bedroomsTotal, table.bathroomsTotalInteger, table.lotSizeAcres)
      .where(approved),
    index("listings_public_subcategory_idx").on(table.category, table.subcategory, table.price).where(approved),
    index("listings_public_submitted_idx").on(table.submittedAt.desc()).where(approved),
    index("listings_public_closed_idx").on(table.closeDate.desc()).where(sql`${approved} and kind = 'sold'`),
    index("listings_public_bedrooms_idx").on(table.bedroomsTotal, table.price).where(approved),
    index("listings_public_acres_idx").on(table.lotSizeAcres).where(approved),
    index("listings_public_area_idx").on(table.area, table.price).where(approved),
    // Map searches: the listings in the visible map or a drawn area (`point <@ box`, `point <@ polygon`).
    index("listings_public_location_idx").using("gist", sql`point(${table.longitude}, ${table.latitude})`).where(approved),
    index("listings_public_size_idx")
      .on(table.livingArea.desc().nullsLast(), table.lotSizeAcres.desc().nullsLast())
      .where(approved),
    index("listings_public_featured_idx")
      .on(table.kind, table.submittedAt.desc())
      .where(sql`${approved} and featured`),
    index("listings_agent_id_idx").on(table.agentId),

    // One way: a listing that names our agent's account takes the agent's e-mail from the account.
    check("listings_agent_one_way_check", sql`${table.agentId} is null or ${table.listAgentEmail} is null`),
    check("listings_listing_source_check", sql`${table.listingSource} is null or ${table.listingSource} = 'mls'`),
    index("listings_listing_source_idx").on(table.listingSource, table.listingKey).where(sql`listing_source is not null`),
    check("listings_kind_check", sql`${table.kind} in ('sale', 'sold', 'rental')`),
    check("listings_category_check", sql`${table.category} in ('residential', 'commercial', 'land')`),
    check(
      "listings_subcategory_check",
      sql`${table.subcategory} is null
        or (${table.category} = 'residential' and ${table.subcategory} in ('single-family', 'condo', 'villa', 'cottage', 'multi-family'))
        or (${table.category} = 'commercial' and ${table.subcategory} in ('retail', 'office', 'mixed-use'))
        or (${table.category} = 'land' and ${table.subcategory} in ('lot', 'estate-parcel'))`,
    ),
    check(
      "listings_standard_status_check",
      sql`${table.standardStatus} in ('Active', 'ActiveUnderContract', 'Pending', 'Closed', 'Withdrawn', 'Expired')`,
    ),
    // A sold listing is Closed, Closed means sold, and a closed sale has its price and date.
    check("listings_sold_closed_check", sql`(${table.kind} = 'sold') = (${table.standardStatus} = 'Closed')`),
    check(
      "listings_sold_close_check",
      sql`${table.kind} <> 'sold' or (${table.closePrice} is not null and ${table.closeDate} is not null)`,
    ),
    check("listings_sale_price_check", sql`${table.kind} <> 'sale' or ${table.listPrice} is not null`),
    check(
      "listings_rental_terms_check",
      sql`${table.kind} <> 'rental' or (${table.nightlyRate} is not null and ${table.maxGuests} is not null and ${table.minimumNights} is not null)`,
    ),
    check(
      "listings_prices_check",
      sql`coalesce(${table.listPrice}, 0) >= 0 and coalesce(${table.closePrice}, 0) >= 0
        and coalesce(${table.nightlyRate}, 0) >= 0 and coalesce(${table.weeklyRate}, 0) >= 0
        and coalesce(${table.cleaningFee}, 0) >= 0`,
    ),
    check("listings_bedrooms_check", sql`${table.bedroomsTotal} between 0 and 50`),
    check("listings_bathrooms_check", sql`${table.bathroomsTotalInteger} between 0 and 50`),
    check("listings_guests_check", sql`${table.maxGuests} between 1 and 50`),
    check("listings_nights_check", sql`${table.minimumNights} between 1 and 365`),
    check(
      "listings_size_check",
      sql`coalesce(${table.livingArea}, 0) >= 0 and coalesce(${table.lotSizeAcres}, 0) >= 0`,
    ),
    check("listings_coordinates_check", sql`${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180`),
    check("listings_title_check", sql`char_length(btrim(${table.title})) between 1 and 160`),
    check("listings_slug_check", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("listings_review_status_check", sql`char_length(${table.reviewStatus}) between 1 and 40`),
    check(
      "listings_times_check",
      sql`${table.checkInTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.checkOutTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
  ],
);

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
