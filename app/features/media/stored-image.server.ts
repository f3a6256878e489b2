import type { ImageVariant, ProcessedImage } from "./image";
import { processedImageSchema } from "./image-schema";
import { contentTypeForKey, getStorage, type Storage, type StoredObject } from "./storage.server";

/**
 * A processed image read back by its content hash: the manifest that
 * processImage writes last, beside the variants, and the file of one
 * variant. Most images are sent at /media by their variant keys; this is for
 * an image a route sends only after checking who asks (an expense's receipt).
 */

const CONTENT_HASH = /^[0-9a-f]{64}$/;

/** Where the manifest of the image with this content hash is stored. */
export const manifestKey = (hash: string) => `${hash}/image.json`;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The stored image's manifest; null when there is none, or it does not read as one. */
export async function readImageManifest(storage: Storage, hash: string): Promise<ProcessedImage | null> {
  const stored = await storage.get(manifestKey(hash));
  if (!stored) return null;
  try {
    const parsed = processedImageSchema.safeParse(JSON.parse((await readAll(stored.body)).toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The largest JPEG of the image stored under `hash`, opened to stream, with
 * the type its key stands for (every browser opens a JPEG, and a receipt is
 * read at its largest); null when the image or that file is missing.
 */
export async function openLargestJpeg(hash: string, options: { storage?: Storage } = {}): Promise<StoredObject | null> {
  if (!CONTENT_HASH.test(hash)) return null;
  const storage = options.storage ?? getStorage();
  const image = await readImageManifest(storage, hash);
  const largest = image?.variants.filter((variant) => variant.format === "jpeg").reduce<ImageVariant | null>((best, variant) => (!best || variant.width > best.width ? variant : best), null);
  if (!largest) return null;
  const file = await storage.get(largest.key);
  return file ? { ...file, contentType: contentTypeForKey(largest.key) } : null;
}
