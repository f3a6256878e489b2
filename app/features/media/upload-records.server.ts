import { and, gte, inArray, lt, notInArray } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { mediaUploads, type MediaUploadRow } from "./media-upload.table";

/** Up to `limit` upload records made before `cutoff`, oldest first, leaving out the ids in `skip`. */
export async function listUploadsRecordedBefore(cutoff: Date, options: { skip: readonly string[]; limit: number }): Promise<MediaUploadRow[]> {
  const skip = options.skip.length > 0 ? notInArray(mediaUploads.id, [...options.skip]) : undefined;
  return getDb()
    .select()
    .from(mediaUploads)
    .where(and(lt(mediaUploads.createdAt, cutoff), skip))
    .orderBy(mediaUploads.createdAt, mediaUploads.id)
    .limit(options.limit);
}

/** Which of these images (key prefixes) an upload recorded at or after `cutoff` still waits on. */
export async function imagesUploadedSince(storageKeys: readonly string[], cutoff: Date): Promise<Set<string>> {
  const rows = await getDb()
    .selectDistinct({ storageKey: mediaUploads.storageKey })
    .from(mediaUploads)
    .where(and(inArray(mediaUploads.storageKey, [...storageKeys]), gte(mediaUploads.createdAt, cutoff)));
  return new Set(rows.map((row) => row.storageKey));
}

/** Deletes these upload records (their files are the caller's concern). */
export async function deleteUploadRecords(ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await getDb().delete(mediaUploads).where(inArray(mediaUploads.id, [...ids]));
}
