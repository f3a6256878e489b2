import { and, asc, eq, gt, inArray, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { openHouses } from "./open-house.table";

/**
 * The one reader of open houses (feed and staff alike) for the listing page,
 * its JSON-LD, the cards and alert e-mails; the feed's writers, which touch
 * only the feed's rows; and the condition the search uses.
 */

/** An open house as the feed's record gives it. */
export type FeedOpenHouseInput = { key: string; startsAt: Date; endsAt: Date; remarks: string | null };

const feedRows = (listingId: string, items: readonly FeedOpenHouseInput[]) =>
  [...new Map(items.map((item) => [item.key, item])).values()].map((item) => ({
    listingId,
    openHouseKey: item.key,
    startsAt: item.startsAt,
    endsAt: item.endsAt,
    remarks: item.remarks,
    source: "mls" as const,
  }));

/** Replaces a feed listing's open houses from the feed with the ones its record lists now. */
export async function replaceFeedOpenHouses(listingId: string, items: readonly FeedOpenHouseInput[], db: Database): Promise<void> {
  await replaceFeedOpenHousesOf([{ listingId, openHouses: items }], db);
}

/**
 * Replaces the feed's open houses of several listings with the ones their
 * records list now, in two statements. One the record still lists keeps the
 * day the site first held it (its times and remarks follow the record).
 */
export async function replaceFeedOpenHousesOf(items: ReadonlyArray<{ listingId: string; openHouses: readonly FeedOpenHouseInput[] }>, db: Database): Promise<void> {
  if (items.length === 0) return;
  const rows = items.flatMap(({ listingId, openHouses: list }) => feedRows(listingId, list));
  const listed = rows.map((row) => sql`(${row.listingId}::uuid, ${row.openHouseKey})`);
  await db
    .delete(openHouses)
    .where(
      and(
        inArray(openHouses.listingId, items.map((item) => item.listingId)),
        eq(openHouses.source, "mls"),
        listed.length > 0 ? sql`(${openHouses.listingId}, ${openHouses.openHouseKey}) not in (${sql.join(listed, sql`, `)})` : undefined,
      ),
    );
  if (rows.length === 0) return;
  await db
    .insert(openHouses)
    .values(rows)
    .onConflictDoUpdate({
      target: [openHouses.listingId, openHouses.openHouseKey],
      set: { startsAt: sql`excluded.starts_at`, endsAt: sql`excluded.ends_at`, remarks: sql`excluded.remarks` },
      setWhere: eq(openHouses.source, "mls"),
    });
}

/** Open houses of feed listings that have none yet, in one statement. */
export async function addFeedOpenHouses(items: ReadonlyArray<{ listingId: string; openHouses: readonly FeedOpenHouseInput[] }>, db: Database): Promise<void> {
  const rows = items.flatMap(({ listingId, openHouses: list }) => feedRows(listingId, list));
  if (rows.length > 0) await db.insert(openHouses).values(rows).onConflictDoNothing();
}

export type OpenHouse = { key: string; startsAt: Date; endsAt: Date; remarks: string | null; source: "mls" | "staff" };

/** A listing's open houses that have not ended, soonest first. */
export async function upcomingOpenHouses(listingId: string, now = new Date(), db: Database = getDb()): Promise<OpenHouse[]> {
  return db
    .select({ key: openHouses.openHouseKey, startsAt: openHouses.startsAt, endsAt: openHouses.endsAt, remarks: openHouses.remarks, source: openHouses.source })
    .from(openHouses)
    .where(and(eq(openHouses.listingId, listingId), gt(openHouses.endsAt, now)))
    .orderBy(asc(openHouses.startsAt), asc(openHouses.openHouseKey));
}

/** An open house's times as pages and e-mails carry them (ISO text). */
export type OpenHouseTimes = { startsAt: string; endsAt: string };

/** The next open house not yet ended of each of `listingIds` (those with none are absent). */
export async function nextOpenHouses(listingIds: readonly string[], now = new Date(), db: Database = getDb()): Promise<Map<string, OpenHouseTimes>> {
  const next = new Map<string, OpenHouseTimes>();
  if (listingIds.length === 0) return next;
  const rows = await db
    .selectDistinctOn([openHouses.listingId], { listingId: openHouses.listingId, startsAt: openHouses.startsAt, endsAt: openHouses.endsAt })
    .from(openHouses)
    .where(and(inArray(openHouses.listingId, [...new Set(listingIds)]), gt(openHouses.endsAt, now)))
    .orderBy(asc(openHouses.listingId), asc(openHouses.startsAt));
  for (const row of rows) next.set(row.listingId, { startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() });
  return next;
}

/** The listing (its id column) holds an open house that overlaps the window [from, to). */
/** The listings whose open houses the site first held after `from` up to `to` (timestamps as PostgreSQL reads them). */
export async function listingsWithOpenHousesScheduledBetween(db: Database, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ listingId: openHouses.listingId })
    .from(openHouses)
    .where(and(gt(openHouses.createdAt, sql`${from}::timestamptz`), lte(openHouses.createdAt, sql`${to}::timestamptz`)));
  return rows.map((row) => row.listingId);
}

/** The listing has an open house the site first held after `after`, in a query that reads listings. */
export function openHouseScheduledAfter(listingId: SQLWrapper, after: SQLWrapper): SQL {
  return sql`exists (select 1 from ${openHouses} where ${openHouses.listingId} = ${listingId} and ${openHouses.createdAt} > ${after})`;
}

export function hasOpenHouseDuring(listingId: SQLWrapper, window: { from: Date; to: Date }): SQL {
  return sql`exists (select 1 from ${openHouses} where ${openHouses.listingId} = ${listingId} and ${openHouses.startsAt} < ${window.to.toISOString()}::timestamptz and ${openHouses.endsAt} > ${window.from.toISOString()}::timestamptz)`;
}
