import { integer, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/accounts/user.table";
import { listings } from "~/features/listings/listing.table";
import type { StandardStatus } from "~/features/listings";

/**
 * A listing a buyer keeps. The price and market status it had when saved are
 * kept too, so /account can say what changed since (a price drop, under
 * contract, sold, withdrawn).
 */
export const favourites = pgTable(
  "favourites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    savedPrice: integer("saved_price"),
    savedStatus: text("saved_status").$type<StandardStatus>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.listingId] }), index("favourites_listing_idx").on(table.listingId)],
);

export type FavouriteRow = typeof favourites.$inferSelect;
