import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { listings } from "~/features/listings/listing.table";

/**
 * A rental's seasons: nights from `first_night` to `last_night` (both
 * included) at their own nightly (and maybe weekly) rate, with a minimum stay
 * and the weekdays a stay starting in the season may start on (0 is Sunday;
 * none: any day). Seasons of one rental never overlap: the exclusion
 * constraint rental_seasons_no_overlap refuses it (SQLSTATE 23P01), whichever
 * process saves. Amounts are integer cents.
 */
export const rentalSeasons = pgTable(
  "rental_seasons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    firstNight: date("first_night", { mode: "string" }).notNull(),
    lastNight: date("last_night", { mode: "string" }).notNull(),
    nightlyCents: integer("nightly_cents").notNull(),
    weeklyCents: integer("weekly_cents"),
    minimumNights: integer("minimum_nights").notNull().default(1),
    checkInDays: integer("check_in_days").array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("rental_seasons_listing_idx").on(table.listingId, table.firstNight),
    check("rental_seasons_nights_check", sql`${table.lastNight} >= ${table.firstNight}`),
    check("rental_seasons_rates_check", sql`${table.nightlyCents} >= 0 and coalesce(${table.weeklyCents}, 0) >= 0`),
    check("rental_seasons_minimum_check", sql`${table.minimumNights} between 1 and 365`),
    check("rental_seasons_days_check", sql`${table.checkInDays} <@ array[0, 1, 2, 3, 4, 5, 6]`),
    check("rental_seasons_name_check", sql`length(${table.name}) between 1 and 60`),
  ],
);

/**
 * A rental's holiday rules: a stay starting between `first_night` and
 * `last_night` is at least `minimum_nights` (and starts on one of
 * `check_in_days`, when any are set), whatever its season says. One rental's
 * holiday ranges never overlap (rental_holiday_rules_no_overlap).
 */
export const rentalHolidayRules = pgTable(
  "rental_holiday_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    firstNight: date("first_night", { mode: "string" }).notNull(),
    lastNight: date("last_night", { mode: "string" }).notNull(),
    minimumNights: integer("minimum_nights").notNull(),
    checkInDays: integer("check_in_days").array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("rental_holiday_rules_listing_idx").on(table.listingId, table.firstNight),
    check("rental_holiday_rules_nights_check", sql`${table.lastNight} >= ${table.firstNight}`),
    check("rental_holiday_rules_minimum_check", sql`${table.minimumNights} between 1 and 365`),
    check("rental_holiday_rules_days_check", sql`${table.checkInDays} <@ array[0, 1, 2, 3, 4, 5, 6]`),
    check("rental_holiday_rules_name_check", sql`length(${table.name}) between 1 and 60`),
  ],
);

/** A rental's fees beyond its listing's cleaning fee: a damage waiver charged with every stay (null: none). */
export const rentalFees = pgTable(
  "rental_fees",
  {
    listingId: uuid("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    damageWaiverCents: integer("damage_waiver_cents"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("rental_fees_damage_waiver_check", sql`coalesce(${table.damageWaiverCents}, 0) >= 0`)],
);

export type RentalSeasonRow = typeof rentalSeasons.$inferSelect;
export type RentalHolidayRuleRow = typeof rentalHolidayRules.$inferSelect;
