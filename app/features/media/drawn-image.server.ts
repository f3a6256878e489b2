import { createHash } from "node:crypto";
import sharp from "sharp";
import type { DescribedImage } from "./image";
import { describedImageSchema } from "./image-schema";
import { processImage } from "./process-image.server";
import { getConfig } from "~/shared/config/env.server";
import { createDiskStorage, type Storage } from "./storage.server";
import { manifestKey } from "./stored-image.server";

/** An illustration drawn as SVG: the demo photos and portraits, the blog's covers. */
export type Drawing = {
  svg: string;
  alt: string;
  /** The storage folder of its record, e.g. "blog-covers". */
  folder: string;
  /** JPEG quality of the rendering the media pipeline starts from. */
  quality: number;
};

async function readObject(storage: Storage, key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const stored = await storage.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Buffer));
  return { bytes: Buffer.concat(chunks), contentType: stored.contentType };
}

async function readJson(storage: Storage, key: string): Promise<unknown> {
  const stored = await readObject(storage, key);
  if (!stored) return undefined;
  try {
    return JSON.parse(stored.bytes.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** A drawing stored before, found by its record; null when the record or its largest file is missing. */
async function findStored(storage: Storage, key: string): Promise<DescribedImage | null> {
  const parsed = describedImageSchema.safeParse(await readJson(storage, key));
  if (!parsed.success) return null;
  const largest = parsed.data.variants.reduce((a, b) => (b.width > a.width ? b : a));
  return (await storage.exists(largest.key)) ? parsed.data : null;
}

/** Copies an image's files and then its manifest (whose presence says every file is there); false when one is missing. */
async function copyImage(image: DescribedImage, from: Storage, to: Storage): Promise<boolean> {
  const hash = image.variants[0]!.key.split("/")[0]!;
  for (const key of [...image.variants.map((variant) => variant.key), manifestKey(hash)]) {
    const stored = await readObject(from, key);
    if (!stored) return false;
    await to.put(key, stored.bytes, stored.contentType);
  }
  return true;
}

let drawingsCache: { dir: string; storage: Storage } | null = null;

/** The folder shared between databases (DEMO_DRAWINGS_CACHE), where each picture is drawn once for all of them. */
function sharedDrawings(): Storage | null {
  const dir = getConfig().demoDrawingsCacheDir;
  if (!dir) return null;
  if (drawingsCache?.dir !== dir) drawingsCache = { dir, storage: createDiskStorage(dir) };
  return drawingsCache.storage;
}

/**
 * Renders a drawing as a JPEG and sends it through the media pipeline like
 * any upload (WebP and JPEG in each width under /media), once: a small JSON
 * record named by the hash of the drawing and its alt text remembers the
 * result, so a repeat only reads it.
 */
export async function storeDrawing(drawing: Drawing, storage: Storage): Promise<DescribedImage> {
  const hash = createHash("sha256").update(drawing.svg).update(drawing.alt).digest("hex");
  const recordKey = `${drawing.folder}/${hash}.json`;
  const earlier = await findStored(storage, recordKey);
  if (earlier) return earlier;
  const shared = sharedDrawings();
  const drawnBefore = shared ? await findStored(shared, recordKey) : null;
  if (shared && drawnBefore && (await copyImage(drawnBefore, shared, storage))) {
    await storage.put(recordKey, Buffer.from(JSON.stringify(drawnBefore)), "application/json");
    return drawnBefore;
  }
  const jpeg = await sharp(Buffer.from(drawing.svg)).jpeg({ quality: drawing.quality }).toBuffer();
  const result = await processImage(jpeg, { storage });
  if (!result.success) throw new Error(`The drawing "${drawing.alt}" could not be processed: ${result.error}`);
  const image: DescribedImage = { alt: drawing.alt, ...result.data };
  await storage.put(recordKey, Buffer.from(JSON.stringify(image)), "application/json");
  // The record goes last: a record in the shared folder means its files are all there.
  if (shared && (await copyImage(image, storage, shared))) await shared.put(recordKey, Buffer.from(JSON.stringify(image)), "application/json");
  return image;
}
