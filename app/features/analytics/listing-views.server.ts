import { and, count, desc, gte, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { pageViews } from "./page-view.table";

/** The public paths of listing pages (sale, sold, land, rental, villa). */
const LISTING_PAGE = "^/(property|soldproperty|landproperty|landsold|rental|villa)/[^/]+$";

/**
 * First-party views of listing pages since `since`: the `limit` most viewed
 * paths, and the counts of `alsoPaths` (the listings enquired about) whether
 * or not they are among them. With GA4 configured no first-party views are
 * recorded, and every count is zero.
 */
export async function countListingViews(since: Date, alsoPaths: readonly string[] = [], options: { limit?: number; db?: Database } = {}): Promise<Map<string, number>> {
  const db = options.db ?? getDb();
  const recent = gte(pageViews.createdAt, since);
  const [top, asked] = await Promise.all([
    db
      .select({ path: pageViews.path, count: count() })
      .from(pageViews)
      .where(and(recent, sql`${pageViews.path} ~ ${LISTING_PAGE}`))
      .groupBy(pageViews.path)
      .orderBy(desc(count()), pageViews.path)
      .limit(options.limit ?? 10),
    alsoPaths.length === 0
      ? Promise.resolve([])
      : db.select({ path: pageViews.path, count: count() }).from(pageViews).where(and(recent, inArray(pageViews.path, [...alsoPaths]))).groupBy(pageViews.path),
  ]);
  return new Map([...top, ...asked].map((row) => [row.path, row.count]));
}
