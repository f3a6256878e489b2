import { and, inArray, notExists, eq, sql } from "drizzle-orm";
import { accountIdsByEmail } from "~/features/accounts/index.server";
import { type CoverKind, coverScene, DEMO_SCENES, ensureDemoPhotos, makeDemoPhotos } from "~/features/media/index.server";
import type { DescribedImage } from "~/features/media";
import type { Database } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";
import { listingEvents } from "./listing-event.table";
import { listingPhotos } from "./listing-photo.table";
import { listings } from "./listing.table";
import { demoListingRows } from "./listing-demo-data";
import { DEMO_AGENTS } from "./listing-demo-types";
import type { ListingCategory, ListingSubcategory } from "./listing-rules";

type PhotoGroup = "villa" | "cottage" | "condo" | "land" | "commercial" | "interior" | "scenery";

/** Sorts the media module's demo scenes by what they show (read from their alt text). */
function groupOf(photo: DescribedImage): PhotoGroup {
  const alt = photo.alt.toLowerCase();
  if (/living room|bedroom/.test(alt)) return "interior";
  if (/villa|infinity pool/.test(alt)) return "villa";
  if (/cottage/.test(alt)) return "cottage";
  if (/condominium/.test(alt)) return "condo";
  if (/\blot\b|parcel|survey/.test(alt)) return "land";
  if (/storefront|shops|town street/.test(alt)) return "commercial";
  return "scenery";
}

/** Which groups make up a listing's gallery, cover first. */
const GALLERY: Record<ListingSubcategory, PhotoGroup[]> = {
  villa: ["villa", "interior", "scenery", "interior", "scenery"],
  "single-family": ["villa", "interior", "scenery", "interior"],
  cottage: ["cottage", "interior", "scenery"],
  condo: ["condo", "interior", "scenery"],
  "multi-family": ["condo", "interior", "scenery"],
  lot: ["land", "scenery", "scenery"],
  "estate-parcel": ["land", "scenery", "land", "scenery"],
  retail: ["commercial", "commercial", "scenery"],
  office: ["commercial", "scenery"],
  "mixed-use": ["commercial", "commercial", "scenery"],
};

/** A varied, repeatable gallery for the n-th demo listing: different covers, no photo twice. */
export function pickDemoPhotos(
  listing: { category: ListingCategory; subcategory: ListingSubcategory | null },
  index: number,
  pool: readonly DescribedImage[],
): DescribedImage[] {
  if (pool.length === 0) return [];
  const groups = new Map<PhotoGroup, DescribedImage[]>();
  for (const photo of pool) groups.set(groupOf(photo), [...(groups.get(groupOf(photo)) ?? []), photo]);
  const fallback = listing.category === "land" ? "lot" : listing.category === "commercial" ? "retail" : "villa";
  const chosen: DescribedImage[] = [];
  for (const [slot, group] of GALLERY[listing.subcategory ?? fallback].entries()) {
    const candidates = groups.get(group)?.length ? groups.get(group)! : pool;
    for (let step = 0; step < candidates.length; step++) {
      const photo = candidates[(index + slot + step) % candidates.length]!;
      if (!chosen.includes(photo)) {
        chosen.push(photo);
        break;
      }
    }
  }
  return chosen;
}

export type SeedListingsOptions = {
  /** The demo photo pool; the media module's generated scenes by default. */
  photos?: () => Promise<readonly DescribedImage[]>;
  /** Each listing's own cover, drawn for it; the media module's cover scenes by default. */
  covers?: (wanted: ReadonlyArray<{ kind: CoverKind; index: number }>) => Promise<readonly DescribedImage[]>;
  /** Hears of each default picture drawn, of how many (the slow part of a first start, so it reports progress). */
  onPicture?: (made: number, total: number) => void;
};

/** What a listing's own cover shows, by its kind of property. */
function coverKindOf(listing: { category: ListingCategory; subcategory: ListingSubcategory | null }): CoverKind {
  if (listing.category === "land") return "land";
  if (listing.category === "commercial") return "commercial";
  if (listing.subcategory === "cottage") return "cottage";
  if (listing.subcategory === "condo" || listing.subcategory === "multi-family") return "condo";
  return "villa";
}

const drawCovers = (wanted: ReadonlyArray<{ kind: CoverKind; index: number }>, onEach?: () => void) =>
  makeDemoPhotos(wanted.map(({ kind, index }) => coverScene(kind, index)), { onEach });

/**
 * Loads the demo listings (listing-demo-data.ts), attributed to the demo
 * agents, then gives every demo listing without photos a gallery from the
 * media module's demo pool. Idempotent: listings are matched by slug and
 * never duplicated or overwritten; photos are added only where none exist.
 * If the photos cannot be made, the listings stay without them (logged).
 */
export async function seedDemoListings(db: Database, options: SeedListingsOptions = {}): Promise<{ listings: number; photos: number }> {
  const agentIds = await accountIdsByEmail(db, [...DEMO_AGENTS]);

  const demo = demoListingRows();
  const inserted = await db
    .insert(listings)
    .values(demo.map(({ row, agentEmail }) => {
      // One way (decision 0104): a demo agent with an account is named by it, and the listing keeps no address of theirs.
      const agentId = agentIds.get(agentEmail) ?? null;
      return agentId ? { ...row, agentId, listAgentEmail: null } : { ...row, agentId };
    }))
    .onConflictDoNothing()
    .returning({ id: listings.id, slug: listings.slug });
  // A sale inserted as closed has only its close in its history; the day it was listed comes from the demo data,
  // as a feed's closed sale carries its listing date, so its page and the market reports know its days on market.
  const listedBySlug = new Map(demo.flatMap(({ row, listedAt }) => (listedAt ? [[row.slug, { occurredAt: listedAt, price: row.listPrice ?? null }] as const] : [])));
  const listedEvents = inserted.flatMap(({ id, slug }) => {
    const listed = listedBySlug.get(slug);
    return listed ? [{ listingId: id, kind: "listed" as const, status: "Active" as const, ...listed }] : [];
  });
  if (listedEvents.length > 0) await db.insert(listingEvents).values(listedEvents);

  const slugs = demo.map(({ row }) => row.slug);
  const bare = await db
    .select({ id: listings.id, slug: listings.slug, category: listings.category, subcategory: listings.subcategory })
    .from(listings)
    .where(
      and(
        inArray(listings.slug, slugs),
        notExists(db.select({ one: sql`1` }).from(listingPhotos).where(eq(listingPhotos.listingId, listings.id))),
      ),
    );
  if (bare.length === 0) return { listings: inserted.length, photos: 0 };

  let pool: readonly DescribedImage[];
  let covers: readonly DescribedImage[];
  const indexes = bare.map((listing) => slugs.indexOf(listing.slug));
  const pictures = (options.photos ? 0 : DEMO_SCENES.length) + (options.covers ? 0 : bare.length);
  let made = 0;
  const onEach = () => options.onPicture?.(++made, pictures);
  try {
    pool = await (options.photos ?? (() => ensureDemoPhotos({ onEach })))();
    covers = await (options.covers ?? ((wanted) => drawCovers(wanted, onEach)))(bare.map((listing, at) => ({ kind: coverKindOf(listing), index: indexes[at]! })));
  } catch (error) {
    logger.warn("Demo photos could not be made; the demo listings have none for now", { error });
    return { listings: inserted.length, photos: 0 };
  }

  // Each listing's own cover first, then a gallery from the shared pool (its first pick, the pool's cover, dropped).
  const photoRows = bare.flatMap((listing, at) =>
    [covers[at], ...pickDemoPhotos(listing, indexes[at]!, pool).slice(1)].filter((photo) => photo !== undefined).map((photo, position) => ({
      listingId: listing.id,
      position,
      alt: photo.alt,
      storageKey: photo.variants[0]!.key.split("/")[0]!,
      width: photo.width,
      height: photo.height,
      variants: photo.variants,
    })),
  );
  if (photoRows.length > 0) await db.insert(listingPhotos).values(photoRows).onConflictDoNothing();
  return { listings: inserted.length, photos: photoRows.length };
}
