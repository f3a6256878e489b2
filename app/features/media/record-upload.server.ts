import { getDb } from "~/shared/db/client.server";
import { storageKeyOf, type ProcessedImage } from "./image";
import { mediaUploads } from "./media-upload.table";

/** What an upload stored: the image's key prefix (its content hash) and every key under it. */
export type UploadRecord = { storageKey: string; keys: string[]; uploadedBy: string | null };

/** The record of a processed image: its variants and the manifest beside them. */
export function uploadRecordOf(image: ProcessedImage, uploadedBy: string | null): UploadRecord {
  const storageKey = storageKeyOf(image);
  const keys = [...new Set([...image.variants.map((variant) => variant.key), `${storageKey}/image.json`])];
  return { storageKey, keys, uploadedBy };
}

/** Notes an upload so that the sweep can remove its files if nothing ever uses them. */
export async function recordUpload(record: UploadRecord): Promise<void> {
  await getDb().insert(mediaUploads).values(record);
}
