import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { addListingPhotos, deleteListingPhotos, listingColumns, photosOf, selectListings } from "~/features/listings/index.server";
import { storageKeyOf } from "~/features/media";
import { getDb, type Database } from "~/shared/db/client.server";
import { mlsMedia } from "./mls-feed.table";
import type { FeedMedia } from "./feed-record";

/**
 * A feed listing's Media rows and the photos built from them. The sync
 * records what the feed lists; a new URL or MediaModificationTimestamp makes
 * a row pending, so an unchanged photo is never fetched again. The
 * listing's photos are the ready rows in Order, rebuilt whenever that list
 * changes, so the first photo shows as soon as it is ready.
 */
export const MAX_PHOTOS_PER_LISTING = 40;

/** Whether a ready feed photo uses the stored image `storageKey` (the upload sweep keeps its files). */
export const mlsMediaUsesImage = (storageKey: SQL) => sql`exists (select 1 from mls_media where status = 'ready' and strpos(variants::text, ${storageKey}) > 0)`;

/** Records a listing's media as the feed lists them; answers how many were queued for fetching. */
export async function recordFeedMedia(listingId: string, media: readonly FeedMedia[], db: Database): Promise<number> {
  return recordFeedMediaOf([{ listingId, media }], db);
}

/**
 * Records the media of several listings as the feed lists them, in a few
 * statements whatever their number (a page of changed listings); answers how
 * many were queued for fetching.
 */
export async function recordFeedMediaOf(items: ReadonlyArray<{ listingId: string; media: readonly FeedMedia[] }>, db: Database): Promise<number> {
  if (items.length === 0) return 0;
  const ids = [...new Set(items.map((item) => item.listingId))];
  const existing = await db
    .select({ listingId: mlsMedia.listingId, mediaKey: mlsMedia.mediaKey, url: mlsMedia.url, modifiedAt: mlsMedia.modifiedAt, status: mlsMedia.status, position: mlsMedia.position })
    .from(mlsMedia)
    .where(inArray(mlsMedia.listingId, ids));
  const byListing = new Map<string, typeof existing>();
  for (const row of existing) byListing.set(row.listingId, [...(byListing.get(row.listingId) ?? []), row]);
  let queued = 0;
  const rows: Array<typeof mlsMedia.$inferInsert> = [];
  const gone: SQL[] = [];
  const reordered = new Set<string>();
  for (const { listingId, media } of items) {
    const kept = dedupe(media).slice(0, MAX_PHOTOS_PER_LISTING);
    const keys = new Set(kept.map((item) => item.key));
    const before = new Map((byListing.get(listingId) ?? []).map((row) => [row.mediaKey, row]));
    for (const row of before.values()) {
      if (keys.has(row.mediaKey)) continue;
      gone.push(and(eq(mlsMedia.listingId, listingId), eq(mlsMedia.mediaKey, row.mediaKey))!);
      if (row.status === "ready") reordered.add(listingId);
    }
    for (const [position, item] of kept.entries()) {
      const was = before.get(item.key);
      const changed = !was || was.url !== item.url || (was.modifiedAt?.getTime() ?? null) !== (item.modifiedAt?.getTime() ?? null);
      if (changed) queued++;
      if (was && was.status === "ready" && (changed || was.position !== position)) reordered.add(listingId);
      rows.push({ listingId, mediaKey: item.key, position, url: item.url, modifiedAt: item.modifiedAt, alt: item.alt });
    }
  }
  for (let start = 0; start < gone.length; start += 500) await db.delete(mlsMedia).where(or(...gone.slice(start, start + 500)));
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insert(mlsMedia)
      .values(rows.slice(start, start + 1000))
      .onConflictDoUpdate({
        target: [mlsMedia.listingId, mlsMedia.mediaKey],
        set: {
          position: sql`excluded.position`,
          alt: sql`excluded.alt`,
          // A new URL or timestamp means a new photo: fetch it again.
          status: sql`case when mls_media.url is distinct from excluded.url or mls_media.modified_at is distinct from excluded.modified_at then 'pending' else mls_media.status end`,
          attempts: sql`case when mls_media.url is distinct from excluded.url or mls_media.modified_at is distinct from excluded.modified_at then 0 else mls_media.attempts end`,
          nextAttemptAt: sql`case when mls_media.url is distinct from excluded.url or mls_media.modified_at is distinct from excluded.modified_at then now() else mls_media.next_attempt_at end`,
          url: sql`excluded.url`,
          modifiedAt: sql`excluded.modified_at`,
        },
      });
  }
  for (const listingId of reordered) await rebuildFeedPhotos(listingId, db);
  return queued;
}

/** The media of listings that have none yet, in a few statements; answers how many were queued. */
export async function addNewFeedMedia(items: ReadonlyArray<{ listingId: string; media: readonly FeedMedia[] }>, db: Database): Promise<number> {
  const rows = items.flatMap(({ listingId, media }) =>
    dedupe(media)
      .slice(0, MAX_PHOTOS_PER_LISTING)
      .map((item, position) => ({ listingId, mediaKey: item.key, position, url: item.url, modifiedAt: item.modifiedAt, alt: item.alt })),
  );
  for (let start = 0; start < rows.length; start += 1000) await db.insert(mlsMedia).values(rows.slice(start, start + 1000));
  return rows.length;
}

function dedupe(media: readonly FeedMedia[]): FeedMedia[] {
  const seen = new Set<string>();
  return media.filter((item) => !seen.has(item.key) && Boolean(seen.add(item.key)));
}

/** Makes the listing's photos the ready media rows in Order (nothing is written when they already are). */
export async function rebuildFeedPhotos(listingId: string, db: Database = getDb()): Promise<void> {
  const ready = await db
    .select({ alt: mlsMedia.alt, width: mlsMedia.width, height: mlsMedia.height, variants: mlsMedia.variants })
    .from(mlsMedia)
    .where(and(eq(mlsMedia.listingId, listingId), eq(mlsMedia.status, "ready")))
    .orderBy(asc(mlsMedia.position));
  const [listing] = await selectListings({ title: listingColumns.title }, db).where(eq(listingColumns.id, listingId));
  if (!listing) return;
  const current = await photosOf(listingId, db);
  const wanted = ready.filter((row) => row.variants && row.variants.length > 0 && row.width && row.height);
  const same =
    current.length === wanted.length &&
    current.every((photo, index) => photo.storageKey === storageKeyOf({ variants: wanted[index]!.variants! }) && photo.alt === altOf(wanted[index]!.alt, listing.title, index));
  if (same) return;
  if (current.length > 0) {
    const removed = await deleteListingPhotos(listingId, current.map((photo) => photo.id), db);
    if (!removed.success) throw new Error(`The photos of listing ${listingId} could not be replaced: ${removed.error}`);
  }
  if (wanted.length === 0) return;
  const added = await addListingPhotos(
    listingId,
    wanted.map((row, index) => ({ width: row.width!, height: row.height!, variants: row.variants!, alt: altOf(row.alt, listing.title, index) })),
    db,
  );
  if (!added.success) throw new Error(`The photos of listing ${listingId} could not be recorded: ${added.error}`);
}

/** The feed's description of a photo, else "{title}, photo N". */
function altOf(alt: string | null, title: string, index: number): string {
  const text = alt?.trim().slice(0, 200);
  return text || (title ? `${title.slice(0, 150)}, photo ${index + 1}` : "");
}
