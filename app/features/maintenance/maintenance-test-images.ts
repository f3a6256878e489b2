import sharp from "sharp";
import { storageKeyOf, type DescribedImage } from "~/features/media/image";
import { processImage } from "~/features/media/process-image.server";
import type { Storage } from "~/features/media/storage.server";

let sequence = 0;

/** A real processed photo in `storage`, different from every other one this makes. */
export async function storeTestImage(storage: Storage): Promise<DescribedImage> {
  sequence += 1;
  const background = `#${((sequence * 2_654_435_761) % 0xffffff).toString(16).padStart(6, "0")}`;
  const jpeg = await sharp({ create: { width: 320 + sequence, height: 200, channels: 3, background } }).jpeg().toBuffer();
  const result = await processImage(jpeg, { storage });
  if (!result.success) throw new Error(`test image not stored: ${result.error}`);
  return { ...result.data, alt: `Test photo ${sequence}` };
}

/** The image's key prefix: the content hash every variant is stored under. */
export { storageKeyOf };

/** Every key in the storage, sorted. */
export async function storedKeys(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}
