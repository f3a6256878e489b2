import { and, asc, eq, gt } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import type { FeedOpenHouse } from "./feed-record";
import { mlsOpenHouses } from "./mls-feed.table";

/** Replaces a feed listing's open houses with the ones its record lists now. */
export async function replaceOpenHouses(listingId: string, openHouses: readonly FeedOpenHouse[], db: Database): Promise<void> {
  await db.delete(mlsOpenHouses).where(eq(mlsOpenHouses.listingId, listingId));
  const unique = [...new Map(openHouses.map((item) => [item.key, item])).values()];
  if (unique.length === 0) return;
  await db.insert(mlsOpenHouses).values(unique.map((item) => ({ listingId, openHouseKey: item.key, startsAt: item.startsAt, endsAt: item.endsAt, remarks: item.remarks })));
}

/** Open houses of listings that have none yet, in one statement. */
export async function addOpenHouses(items: ReadonlyArray<{ listingId: string; openHouses: readonly FeedOpenHouse[] }>, db: Database): Promise<void> {
  const rows = items.flatMap(({ listingId, openHouses }) =>
    [...new Map(openHouses.map((item) => [item.key, item])).values()].map((item) => ({ listingId, openHouseKey: item.key, startsAt: item.startsAt, endsAt: item.endsAt, remarks: item.remarks })),
  );
  if (rows.length > 0) await db.insert(mlsOpenHouses).values(rows);
}

export type OpenHouse = { startsAt: Date; endsAt: Date; remarks: string | null };

/** A listing's open houses that have not ended, soonest first. */
export async function upcomingOpenHouses(listingId: string, now = new Date(), db: Database = getDb()): Promise<OpenHouse[]> {
  return db
    .select({ startsAt: mlsOpenHouses.startsAt, endsAt: mlsOpenHouses.endsAt, remarks: mlsOpenHouses.remarks })
    .from(mlsOpenHouses)
    .where(and(eq(mlsOpenHouses.listingId, listingId), gt(mlsOpenHouses.endsAt, now)))
    .orderBy(asc(mlsOpenHouses.startsAt));
}
