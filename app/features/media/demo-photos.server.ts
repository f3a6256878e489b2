import { availableParallelism } from "node:os";
import { DEMO_SCENES, sceneSvg, type Scene } from "./island-scenes.server";
import type { DescribedImage } from "./image";
import { storeDrawing } from "./drawn-image.server";
import { getStorage, type Storage } from "./storage.server";

/** A ready-to-use demo photo: stored variants plus its alt text. */
export type DemoPhoto = DescribedImage;

const PHOTO_WIDTH = 1600;
const PHOTO_HEIGHT = 1067;

/** Renders one scene as a camera-like JPEG and sends it through the media pipeline like any upload. */
function makePhoto(scene: Scene, storage: Storage): Promise<DemoPhoto> {
  return storeDrawing({ svg: sceneSvg(scene, PHOTO_WIDTH, PHOTO_HEIGHT), alt: scene.alt, folder: "demo-photos", quality: 90 }, storage);
}

/** Makes (or finds) the photo of each scene, in order; `onEach` hears of each one made (a start-up's progress line). */
export async function makeDemoPhotos(scenes: readonly Scene[], options: { storage?: Storage; onEach?: () => void } = {}): Promise<DemoPhoto[]> {
  const storage = options.storage ?? getStorage();
  const photos: DemoPhoto[] = new Array(scenes.length);
  let next = 0;
  // One scene per core at a time: sharp already spreads each one over threads.
  const workers = Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, async () => {
    while (next < scenes.length) {
      const index = next++;
      photos[index] = await makePhoto(scenes[index]!, storage);
      options.onEach?.();
    }
  });
  await Promise.all(workers);
  return photos;
}

function generate(storage: Storage, onEach?: () => void): Promise<DemoPhoto[]> {
  return makeDemoPhotos(DEMO_SCENES, { storage, onEach });
}

const pools = new WeakMap<Storage, Promise<DemoPhoto[]>>();

/**
 * The demo photo pool (about two dozen St. John scenes: villas, cottages,
 * condos, lots, beaches, sunsets, storefronts, interiors), generated and
 * stored on first use. Safe to call repeatedly: the same scenes give the
 * same bytes and so the same content-hash keys, nothing is stored twice,
 * and within one process the work is done once (`onEach` hears of each
 * photo only from the call that makes them).
 */
export function ensureDemoPhotos(options: { storage?: Storage; onEach?: () => void } = {}): Promise<DemoPhoto[]> {
  const storage = options.storage ?? getStorage();
  let pool = pools.get(storage);
  if (!pool) {
    pool = generate(storage, options.onEach);
    pools.set(storage, pool);
    // A failure (storage unreachable) must not be remembered: the next call tries again.
    pool.catch(() => pools.delete(storage));
  }
  return pool;
}
