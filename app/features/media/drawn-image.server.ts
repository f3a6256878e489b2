import { createHash } from "node:crypto";
import sharp from "sharp";
import type { DescribedImage } from "./image";
import { describedImageSchema } from "./image-schema";
import { processImage } from "./process-image.server";
import type { Storage } from "./storage.server";

/** An illustration drawn as SVG: the demo photos and portraits, the blog's covers. */
export type Drawing = {
  svg: string;
  alt: string;
  /** The storage folder of its record, e.g. "blog-covers". */
  folder: string;
  /** JPEG quality of the rendering the media pipeline starts from. */
  quality: number;
};

async function readJson(storage: Storage, key: string): Promise<unknown> {
  const stored = await storage.get(key);
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Buffer));
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
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
  const jpeg = await sharp(Buffer.from(drawing.svg)).jpeg({ quality: drawing.quality }).toBuffer();
  const result = await processImage(jpeg, { storage });
  if (!result.success) throw new Error(`The drawing "${drawing.alt}" could not be processed: ${result.error}`);
  const image: DescribedImage = { alt: drawing.alt, ...result.data };
  await storage.put(recordKey, Buffer.from(JSON.stringify(image)), "application/json");
  return image;
}
