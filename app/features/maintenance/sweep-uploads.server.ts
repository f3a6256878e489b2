import {
  deleteUploadRecords,
  getStorage,
  imagesUploadedSince,
  listUploadsRecordedBefore,
  type Storage,
  UPLOAD_TOKEN_MAX_AGE_MS,
} from "~/features/media/index.server";
import { logger } from "~/shared/lib/logger.server";
import { findUsedStorageKeys } from "./media-references.server";

/**
 * An upload's receipt is good for 24 hours (upload-token.server.ts); its
 * record is swept an hour after that, so that a form saved at the last
 * moment, or a clock a little ahead, never loses its photo.
 */
export const UPLOAD_SWEEP_AGE_MS = UPLOAD_TOKEN_MAX_AGE_MS + 60 * 60 * 1000;
const BATCH = 200;
const CONTENT_HASH = /^[0-9a-f]{64}$/;

export type SweepSummary = { records: number; imagesDeleted: number; imagesKept: number };

/**
 * Removes the files of uploads older than UPLOAD_SWEEP_AGE_MS that no row
 * uses (listing photos, portraits, covers, `/media/` links in posts) and
 * that no newer upload of the same image still waits on, then their
 * records. A used image's record goes too: the row that uses it owns the
 * files from then on. A file that fails to delete keeps its record for the
 * next run.
 */
export async function sweepUploads(options: { now?: Date; storage?: Storage } = {}): Promise<SweepSummary> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - UPLOAD_SWEEP_AGE_MS);
  const summary: SweepSummary = { records: 0, imagesDeleted: 0, imagesKept: 0 };
  const failed = new Set<string>();
  for (;;) {
    const batch = await listUploadsRecordedBefore(cutoff, { skip: [...failed], limit: BATCH });
    if (batch.length === 0) break;

    const candidates = [...new Set(batch.map((record) => record.storageKey))];
    const used = await findUsedStorageKeys(candidates);
    for (const storageKey of await imagesUploadedSince(candidates, cutoff)) used.add(storageKey);

    const done: string[] = [];
    for (const storageKey of candidates) {
      const records = batch.filter((record) => record.storageKey === storageKey);
      if (used.has(storageKey)) {
        summary.imagesKept += 1;
        done.push(...records.map((record) => record.id));
        continue;
      }
      try {
        await deleteUpload(storageKey, records.flatMap((record) => record.keys), options.storage ?? getStorage());
        summary.imagesDeleted += 1;
        done.push(...records.map((record) => record.id));
      } catch (error) {
        logger.error("An unused upload's files could not be deleted", { storageKey, error });
        for (const record of records) failed.add(record.id);
      }
    }
    await deleteUploadRecords(done);
    summary.records += done.length;
    if (batch.length < BATCH) break;
  }
  return summary;
}

/** Every file of the image: its whole content-hash folder, or the recorded keys for any other prefix. */
async function deleteUpload(storageKey: string, keys: string[], storage: Storage) {
  if (CONTENT_HASH.test(storageKey)) {
    await storage.deletePrefix(`${storageKey}/`);
    return;
  }
  for (const key of new Set(keys)) await storage.delete(key);
}
