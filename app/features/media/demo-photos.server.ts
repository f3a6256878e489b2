import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { DEMO_SCENES, sceneSvg, type Scene } from "./demo-scenes.server";
import type { DescribedImage } from "./image";
import { describedImageSchema } from "./image-schema";
import { processImage } from "./process-image.server";
import { getStorage, type Storage } from "./storage.server";

/** A ready-to-use demo photo: stored variants plus its alt text. */
export type DemoPhoto = DescribedImage;

const PHOTO_WIDTH = 1600;
const PHOTO_HEIGHT = 1067;

async function readJson(storage: Storage, key: string): Promise<unknown> {
  const stored = await storage.get(key);
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return undefined;
  }
}

/** A scene made before, found by the hash of its drawing, so a repeat renders nothing. */
async function findMade(storage: Storage, key: string): Promise<DemoPhoto | null> {
  const parsed = describedImageSchema.safeParse(await readJson(storage, key));
  if (!parsed.success) return null;
  const largest = parsed.data.variants.reduce((a, b) => (b.width > a.width ? b : a));
  return (await storage.exists(largest.key)) ? parsed.data : null;
}

/** Renders one scene as a camera-like JPEG and sends it through the media pipeline like any upload. */
async function makePhoto(scene: Scene, storage: Storage): Promise<DemoPhoto> {
  const svg = sceneSvg(scene, PHOTO_WIDTH, PHOTO_HEIGHT);
  const recordKey = `demo-photos/${createHash("sha256").update(svg).update(scene.alt).digest("hex")}.json`;
  const made = await findMade(storage, recordKey);
  if (made) return made;

  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  const result = await processImage(jpeg, { storage });
  if (!result.success) throw new Error(`Demo photo "${scene.alt}" could not be processed: ${result.error}`);
  const photo: DemoPhoto = { alt: scene.alt, ...result.data };
  await storage.put(recordKey, Buffer.from(JSON.stringify(photo)), "application/json");
  return photo;
}

/** Makes (or finds) the photo of each scene, in order. */
export async function makeDemoPhotos(scenes: readonly Scene[], options: { storage?: Storage } = {}): Promise<DemoPhoto[]> {
  const storage = options.storage ?? getStorage();
  const photos: DemoPhoto[] = new Array(scenes.length);
  let next = 0;
  // One scene per core at a time: sharp already spreads each one over threads.
  const workers = Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, async () => {
    while (next < scenes.length) {
      const index = next++;
      photos[index] = await makePhoto(scenes[index]!, storage);
    }
  });
  await Promise.all(workers);
  return photos;
}

function generate(storage: Storage): Promise<DemoPhoto[]> {
  return makeDemoPhotos(DEMO_SCENES, { storage });
}

const pools = new WeakMap<Storage, Promise<DemoPhoto[]>>();

/**
 * The demo photo pool (about two dozen St. John scenes: villas, cottages,
 * condos, lots, beaches, sunsets, storefronts, interiors), generated and
 * stored on first use. Safe to call repeatedly: the same scenes give the
 * same bytes and so the same content-hash keys, nothing is stored twice,
 * and within one process the work is done once.
 */
export function ensureDemoPhotos(options: { storage?: Storage } = {}): Promise<DemoPhoto[]> {
  const storage = options.storage ?? getStorage();
  let pool = pools.get(storage);
  if (!pool) {
    pool = generate(storage);
    pools.set(storage, pool);
    // A failure (storage unreachable) must not be remembered: the next call tries again.
    pool.catch(() => pools.delete(storage));
  }
  return pool;
}
