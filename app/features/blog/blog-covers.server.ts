import { DEMO_SCENES, getStorage, type Scene, sceneSvg, type Storage, storeDrawing, type TimeOfDay } from "~/features/media/index.server";
import type { DescribedImage } from "~/features/media";
import type { BlogPost } from "./blog-rules";
import { ALL_COVER_NAMES, chooseCover, type CoverName } from "./cover-image-rules";

/**
 * The blog's self-hosted cover images: one illustrated St. John
 * scene per name the cover rule can choose, drawn with the media module's
 * scene painter and sent through processImage like any upload, so they are
 * WebP and JPEG in two widths under /media. Each is made the first time a
 * page needs it (the demo seed warms its posts' covers) and remembered in
 * storage (a small JSON record per scene); later calls only read.
 */
/** Covers show at most about 52rem wide: 960 pixels (and 480) is plenty for an illustration, and half the work of 1600. */
const WIDTH = 960;
const HEIGHT = 640;

type CoverScene = { from: number; seed: number; time: TimeOfDay; alt: string };

/** Each name: which demo drawing (by its seed), redrawn with its own seed and hour, and its alt text. */
const COVER_SCENES: Partial<Record<CoverName, CoverScene>> = {
  "post:welcome-to-our-new-website": { from: 702, seed: 7101, time: "golden", alt: "Colorful shops and offices on a Cruz Bay street in late light (illustration)" },
  "post:getting-to-know-st-john": { from: 502, seed: 5101, time: "golden", alt: "Palm-fringed St. John beach cove with sailboats at anchor (illustration)" },
  "category:Company News": { from: 701, seed: 7102, time: "morning", alt: "Town street with storefronts and awnings in the morning (illustration)" },
  "category:Real Estate": { from: 102, seed: 1101, time: "afternoon", alt: "White villa with a pool deck above the bay (illustration)" },
  "category:Market Analysis": { from: 301, seed: 3101, time: "morning", alt: "Condominium building with balconies facing the water (illustration)" },
  "category:Buying Guide": { from: 202, seed: 2101, time: "golden", alt: "Island cottage with a porch in golden light (illustration)" },
  "category:Property Management": { from: 1001, seed: 10101, time: "morning", alt: "Bright living room opening onto a sea view (illustration)" },
  "category:Lifestyle": { from: 501, seed: 5102, time: "morning", alt: "Quiet white-sand beach with palms in the morning (illustration)" },
  "category:Events": { from: 602, seed: 6101, time: "dusk", alt: "Sailboat on the bay at dusk (illustration)" },
  "category:Finance": { from: 902, seed: 9101, time: "golden", alt: "Harbor with moored sailboats in evening light (illustration)" },
  "category:Investment": { from: 101, seed: 1102, time: "golden", alt: "Infinity pool terrace overlooking the sea (illustration)" },
  "category:Technology": { from: 303, seed: 3102, time: "dusk", alt: "Condominium courtyard with lit windows at dusk (illustration)" },
  "category:Education": { from: 801, seed: 8101, time: "afternoon", alt: "Green hills rolling down to the sea (illustration)" },
  "category:Legal": { from: 401, seed: 4101, time: "afternoon", alt: "Surveyed building lot with boundary stakes (illustration)" },
  "keyword:beach": { from: 502, seed: 5103, time: "midday", alt: "Beach cove with turquoise water and sailboats (illustration)" },
  "keyword:villa": { from: 105, seed: 1103, time: "midday", alt: "Villa with a pool terrace and lounge chairs (illustration)" },
  "keyword:land": { from: 403, seed: 4102, time: "morning", alt: "Hilltop land parcel with water views (illustration)" },
  "keyword:condo": { from: 302, seed: 3103, time: "afternoon", alt: "Condominium pool courtyard with sun loungers (illustration)" },
  "keyword:sunset": { from: 601, seed: 6102, time: "sunset", alt: "Sunset over the water with islands on the horizon (illustration)" },
  "keyword:harbour": { from: 902, seed: 9102, time: "morning", alt: "Bay with moored sailboats seen from the hillside (illustration)" },
  "keyword:hiking": { from: 802, seed: 8102, time: "morning", alt: "Morning haze over the national park's green valleys (illustration)" },
  "keyword:home": { from: 201, seed: 2102, time: "morning", alt: "Yellow cottage with a covered porch among palms (illustration)" },
  "keyword:town": { from: 701, seed: 7103, time: "afternoon", alt: "Small-town street with shops and restaurants (illustration)" },
  default: { from: 901, seed: 9103, time: "afternoon", alt: "Open Caribbean sea under a sky of scattered clouds (illustration)" },
};

function sceneFor(name: CoverName): Scene {
  const spec = COVER_SCENES[name];
  if (!spec) throw new Error(`No blog cover is drawn for ${name}`);
  const drawing = DEMO_SCENES.find((scene) => scene.seed === spec.from);
  if (!drawing) throw new Error(`No demo scene with seed ${spec.from} for the blog cover ${name}`);
  return { ...drawing, seed: spec.seed, time: spec.time, alt: spec.alt };
}

function makeCover(name: CoverName, storage: Storage): Promise<DescribedImage> {
  const scene = sceneFor(name);
  return storeDrawing({ svg: sceneSvg(scene, WIDTH, HEIGHT), alt: scene.alt, folder: "blog-covers", quality: 88 }, storage);
}

const made = new WeakMap<Storage, Map<CoverName, Promise<DescribedImage>>>();

function ensureCover(name: CoverName, storage: Storage): Promise<DescribedImage> {
  let byName = made.get(storage);
  if (!byName) {
    byName = new Map();
    made.set(storage, byName);
  }
  let cover = byName.get(name);
  if (!cover) {
    cover = makeCover(name, storage);
    byName.set(name, cover);
    // A failure (storage unreachable) must not be remembered: the next call tries again.
    cover.catch(() => byName.delete(name));
  }
  return cover;
}

export type BlogCovers = Partial<Record<CoverName, DescribedImage>>;

/**
 * The cover images with these names (default: all), each made on first use
 * and then read from storage; within one process each is made once.
 */
export async function ensureBlogCovers(names: readonly CoverName[] = ALL_COVER_NAMES, options: { storage?: Storage } = {}): Promise<BlogCovers> {
  const storage = options.storage ?? getStorage();
  const wanted = [...new Set(names)];
  const covers: BlogCovers = {};
  // Two at a time: sharp already spreads each one over threads.
  for (let index = 0; index < wanted.length; index += 2) {
    const batch = wanted.slice(index, index + 2);
    const images = await Promise.all(batch.map((name) => ensureCover(name, storage)));
    batch.forEach((name, position) => (covers[name] = images[position]));
  }
  return covers;
}

type CoverPost = Pick<BlogPost, "id" | "coverImage" | "category" | "title" | "tags" | "description">;

/** The stored cover of each post, or the rule's image (made if needed); in the posts' order. */
export async function coversFor(posts: readonly CoverPost[], options: { storage?: Storage } = {}): Promise<DescribedImage[]> {
  const choices = posts.map((post) => chooseCover(post));
  const names = choices.flatMap((choice) => (choice.step === "stored" ? [] : [choice.name]));
  const covers = await ensureBlogCovers(names, options);
  return choices.map((choice) => (choice.step === "stored" ? choice.image : covers[choice.name]!));
}
