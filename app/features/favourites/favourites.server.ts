import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { preparedQuery, UNNAMED } from "~/shared/db/prepared-query.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { lockAccount } from "~/features/accounts/index.server";
import { cardColumns, isApproved, joinListing, listingColumns, selectListings, type ListingCard } from "~/features/listings/index.server";
import { favouriteChanges, type FavouriteChange } from "./favourite-change";
import { FAVOURITE_LIMITS, FAVOURITE_MESSAGES } from "./favourite-rules";
import { favourites } from "./favourite.table";

/**
 * A buyer's favourites. Each keeps the price and market status its listing
 * had when saved, so the account page can say what changed since. Only
 * listings on the public site (approved) can be saved; an account holds at
 * most FAVOURITE_LIMITS.max of them, counted under a lock on the account's
 * row so that two saves at once cannot pass the limit together.
 */

/** The price a buyer compares: a rental's nightly rate, else the list price (a sold listing's close price). */
const comparablePrice = sql<number | null>`case when ${listingColumns.kind} = 'rental' then ${listingColumns.nightlyRate} else ${listingColumns.price} end`;
const isPublic = sql<boolean>`${isApproved}`;

export type FavouriteIds = { ids: string[] };

async function idsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: favourites.listingId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), favourites.listingId);
  return rows.map((row) => row.id);
}

/** The header's saved count: every signed-in buyer's page asks, so the statement is built once. */
const favouriteCount = preparedQuery((db) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(favourites)
    .where(eq(favourites.userId, sql.placeholder("userId")))
    .prepare(UNNAMED),
);

/** How many listings a buyer keeps (the header's saved count). */
export async function countFavourites(userId: string): Promise<Result<{ count: number }>> {
  return runService("countFavourites", { userId }, async () => {
    const [row] = await favouriteCount().execute({ userId });
    return ok({ count: row?.count ?? 0 });
  });
}

/** The ids of the listings a buyer keeps, newest first. */
export async function listFavouriteIds(userId: string): Promise<Result<FavouriteIds>> {
  return runService("listFavouriteIds", { userId }, async () => ok({ ids: await idsOf(getDb(), userId) }));
}

/** Inserts the public listings among `listingIds` not yet kept, up to the limit; answers how many it could not add for the limit. */
async function addFavourites(tx: Database, userId: string, listingIds: readonly string[], now: Date): Promise<{ added: number; overLimit: number }> {
  // The account row is locked, so two requests at once count the same favourites.
  await lockAccount(tx, userId);
  const kept = new Set(await idsOf(tx, userId));
  const candidates = await selectListings({ id: listingColumns.id, price: comparablePrice, status: listingColumns.standardStatus }, tx).where(
    and(inArray(listingColumns.id, [...new Set(listingIds)]), isPublic),
  );
  const fresh = candidates.filter((listing) => !kept.has(listing.id));
  const room = Math.max(0, FAVOURITE_LIMITS.max - kept.size);
  const taken = fresh.slice(0, room);
  if (taken.length > 0) {
    await tx
      .insert(favourites)
      .values(taken.map((listing) => ({ userId, listingId: listing.id, savedPrice: listing.price, savedStatus: listing.status, createdAt: now })))
      .onConflictDoNothing();
  }
  return { added: taken.length, overLimit: fresh.length - taken.length };
}

/** Saves one listing. Saving one already kept changes nothing (its saved price stays the one it had then). */
export async function saveFavourite(userId: string, listingId: string, options: { now?: Date } = {}): Promise<Result<FavouriteIds>> {
  if (!isUuid(listingId)) return fail(FAVOURITE_MESSAGES.badListing);
  const now = options.now ?? new Date();
  return runService("saveFavourite", { userId, listingId }, async () =>
    getDb().transaction(async (tx): Promise<Result<FavouriteIds>> => {
      const before = await idsOf(tx, userId);
      if (before.includes(listingId)) return ok({ ids: before });
      const { added, overLimit } = await addFavourites(tx, userId, [listingId], now);
      if (overLimit > 0) return failWith("conflict", FAVOURITE_MESSAGES.full);
      if (added === 0) return failWith("not_found", FAVOURITE_MESSAGES.unavailable);
      return ok({ ids: await idsOf(tx, userId) });
    }),
  );
}

/** Removes one listing from the buyer's favourites; removing one not kept changes nothing. */
export async function removeFavourite(userId: string, listingId: string): Promise<Result<FavouriteIds>> {
  if (!isUuid(listingId)) return fail(FAVOURITE_MESSAGES.badListing);
  return runService("removeFavourite", { userId, listingId }, async () =>
    getDb().transaction(async (tx) => {
      await tx.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)));
      return ok({ ids: await idsOf(tx, userId) });
    }),
  );
}

export type MergeOutcome = FavouriteIds & { added: number; overLimit: number };

/**
 * Merges the list a browser kept before signing in: public listings not yet
 * kept are added (up to the limit), the rest ignored, as a listing saved in
 * the browser may have left the site since. Merging the same list again
 * adds nothing.
 */
export async function mergeFavourites(userId: string, listingIds: readonly string[], options: { now?: Date } = {}): Promise<Result<MergeOutcome>> {
  if (listingIds.length > FAVOURITE_LIMITS.max) return fail(FAVOURITE_MESSAGES.tooMany);
  if (!listingIds.every(isUuid)) return fail(FAVOURITE_MESSAGES.badListing);
  const now = options.now ?? new Date();
  return runService("mergeFavourites", { userId, count: listingIds.length }, async () =>
    getDb().transaction(async (tx) => {
      const { added, overLimit } = listingIds.length > 0 ? await addFavourites(tx, userId, listingIds, now) : { added: 0, overLimit: 0 };
      return ok({ ids: await idsOf(tx, userId), added, overLimit });
    }),
  );
}

export type FavouriteEntry = {
  listing: ListingCard;
  savedAt: Date;
  savedPrice: number | null;
  /** What changed since it was saved, most important first; empty when nothing did. */
  changes: FavouriteChange[];
  /** False once the listing left the public site: the card links nowhere. */
  public: boolean;
};

/** A buyer's saved listings with their cards, newest saved first: one statement for every view of the list. */
const savedListings = preparedQuery((db) => {
  const query = db
    .select({
      listing: cardColumns,
      savedAt: favourites.createdAt,
      savedPrice: favourites.savedPrice,
      savedStatus: favourites.savedStatus,
      price: comparablePrice,
      public: isPublic,
    })
    .from(favourites)
    .$dynamic();
  return joinListing(query, favourites.listingId)
    .where(eq(favourites.userId, sql.placeholder("userId")))
    .orderBy(desc(favourites.createdAt), favourites.listingId)
    .prepare(UNNAMED);
});

/** The account page's list: every favourite with its listing as it is now and what changed since it was saved, newest first. */
export async function listFavourites(userId: string): Promise<Result<{ data: FavouriteEntry[] }>> {
  return runService("listFavourites", { userId }, async () => {
    const rows = await savedListings().execute({ userId });
    const data = rows.map((row) => ({
      listing: row.listing as ListingCard,
      savedAt: row.savedAt,
      savedPrice: row.savedPrice,
      public: row.public,
      changes: favouriteChanges(
        { price: row.savedPrice, status: row.savedStatus },
        { price: row.price, status: row.listing.standardStatus, public: row.public },
      ),
    }));
    return ok({ data });
  });
}
