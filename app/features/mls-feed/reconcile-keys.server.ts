import { and, eq, ne } from "drizzle-orm";
import { listingColumns, selectListings } from "~/features/listings/index.server";
import type { Database } from "~/shared/db/client.server";
import { OFF_FEED, takeOffSite } from "./off-feed.server";
import { FeedRequestError, type ResoClient } from "./reso-client.server";
import { advanceMark } from "./sync-state.server";

const KEYS_PER_PAGE = 1000;

export type Reconciliation = { listed: number; removed: number; error?: string };

/**
 * Deletions the change feed never shows: every ListingKey the feed lists
 * ($select=ListingKey, all pages) against the feed listings on the site;
 * those the feed no longer lists leave the site (kept as off-feed, with
 * their history, should the MLS list them again). Nothing is removed unless
 * the whole list was read, nor when the feed lists no key at all while the
 * site holds feed listings (an MLS answering an empty list by mistake would
 * otherwise empty the site).
 */
export async function reconcileFeedKeys(client: ResoClient, context: { owner: string; leaseMs: number; db: Database }): Promise<Reconciliation> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  let url: string | undefined = client.resourceUrl(client.settings.resources.property, { $select: "ListingKey", $orderby: "ListingKey", $top: KEYS_PER_PAGE });
  try {
    while (url) {
      if (seen.has(url)) return { listed: keys.size, removed: 0, error: "the key list repeated a page; nothing was removed" };
      seen.add(url);
      const page = await client.getPage(url);
      const before = keys.size;
      for (const record of page.value) if (typeof record.ListingKey === "string" && record.ListingKey) keys.add(record.ListingKey);
      if (page.value.length > 0 && keys.size === before) return { listed: keys.size, removed: 0, error: "the key list repeated a page; nothing was removed" };
      url = page.nextLink;
    }
  } catch (error) {
    if (error instanceof FeedRequestError) return { listed: keys.size, removed: 0, error: `the key list could not be read (${error.message}); nothing was removed` };
    throw error;
  }
  const onSite = await selectListings({ id: listingColumns.id, listingKey: listingColumns.listingKey }, context.db).where(
    and(eq(listingColumns.listingSource, "mls"), ne(listingColumns.reviewStatus, OFF_FEED)),
  );
  if (keys.size === 0 && onSite.length > 0) return { listed: 0, removed: 0, error: "the feed listed no keys at all; nothing was removed" };
  const gone = onSite.filter((row) => !keys.has(row.listingKey!));
  for (let start = 0; start < gone.length; start += 200) {
    await context.db.transaction(async (tx) => {
      const now = new Date();
      for (const row of gone.slice(start, start + 200)) await takeOffSite(row.id, now, tx);
      await advanceMark(tx, context.owner, context.leaseMs, null);
    });
  }
  return { listed: keys.size, removed: gone.length };
}
