import { getTableColumns, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import type { ImageVariant } from "~/features/media";
import { listingPhotos } from "./listing-photo.table";
import { listings, type NewListingRow } from "./listing.table";
import { slugify, nextFreeSlug } from "./listing-slug";
import { listingAgentContact } from "./listing-sql.server";
import { isUniqueViolation } from "~/shared/db/postgres-errors";
import { rawQuery } from "~/shared/db/raw-query.server";
import { accountVersionOf } from "~/features/accounts/index.server";

/**
 * What the listing services share: the columns they read, the shapes they
 * answer with, and the one way a listing row is inserted (with its unique slug).
 */

const { searchVector: _searchVector, ...columns } = getTableColumns(listings);

/** Every column but the search vector, and the listing's agent by the one rule (`listingAgentContact`). */
export const listingColumns = { ...columns, ...listingAgentContact() };

/** A listing as the services answer it. */
export type Listing = Omit<typeof listings.$inferSelect, "searchVector"> & { agentName: string | null; agentEmail: string | null };

/** A listing photo as pages render it. */
export type ListingPhoto = {
  id: string;
  position: number;
  alt: string;
  storageKey: string;
  width: number;
  height: number;
  variants: ImageVariant[];
};

/** The cover photo of a card (position 0, or the lowest position). */
export type CoverPhoto = Omit<ListingPhoto, "id" | "position">;

// Qualified by hand: Drizzle leaves a one-table query's columns unqualified,
// and inside this subquery a bare "id" would be the photo's.
const coverPhoto = sql<CoverPhoto | null>`(
  select json_build_object('storageKey', p.storage_key, 'alt', p.alt, 'width', p.width, 'height', p.height, 'variants', p.variants)
  from ${listingPhotos} p where p.listing_id = "listings"."id" order by p.position limit 1
)`;

/**
 * The version of what a card's cover photo (`cardColumns.photo`) and its agent (`listingAgentContact`) are read
 * from, with the listing's own row: each row's `xmin`, which every update moves, and the cover's id, since photos
 * saved in one transaction share an `xmin`. The same version means the same row read, so a list read again after
 * a change can take its unchanged rows from memory. Text without spaces.
 */
export const cardVersion = sql<string>`(
  "listings".xmin::text || '/' || coalesce((
    select p.id::text || ':' || p.xmin::text from ${listingPhotos} p where p.listing_id = "listings"."id" order by p.position limit 1
  ), '') || '/' || coalesce(${accountVersionOf(listings.agentId)}, '')
)`;

/** What a search result, a featured tile or a list card shows. */
export const cardColumns = {
  id: listings.id,
  kind: listings.kind,
  category: listings.category,
  subcategory: listings.subcategory,
  title: listings.title,
  slug: listings.slug,
  area: listings.area,
  price: listings.price,
  listPrice: listings.listPrice,
  closePrice: listings.closePrice,
  closeDate: listings.closeDate,
  standardStatus: listings.standardStatus,
  bedroomsTotal: listings.bedroomsTotal,
  bathroomsTotalInteger: listings.bathroomsTotalInteger,
  livingArea: listings.livingArea,
  lotSizeAcres: listings.lotSizeAcres,
  latitude: listings.latitude,
  longitude: listings.longitude,
  featured: listings.featured,
  submittedAt: listings.submittedAt,
  propertyInfo: listings.propertyInfo,
  nightlyRate: listings.nightlyRate,
  maxGuests: listings.maxGuests,
  listOfficeName: listings.listOfficeName,
  buyerOfficeName: listings.buyerOfficeName,
  listingSource: listings.listingSource,
  listingKey: listings.listingKey,
  listedByUs: listings.listedByUs,
  photo: coverPhoto,
};

export type ListingCard = {
  [K in Exclude<keyof typeof cardColumns, "photo">]: Listing[K];
} & { photo: CoverPhoto | null };

/**
 * The slugs taken by each base and its numbered variants (`base`, `base-2`…):
 * every slug from `base` up to, not including, `base.` in byte order, which
 * is `base` itself and `base-…` (slugs hold only a-z, 0-9 and "-"). One index
 * range per base (listings_slug_prefix_idx), at any table size.
 */
export async function takenSlugs(db: Database, bases: readonly string[]): Promise<Map<string, string[]>> {
  const taken = new Map<string, string[]>(bases.map((base) => [base, []]));
  if (bases.length === 0) return taken;
  const list = sql.join([...taken.keys()].map((base) => sql`${base}`), sql`, `);
  const result = await rawQuery<{ base: string; slug: string }>(db, sql`
    select b.base, l.slug
    from unnest(array[${list}]::text[]) as b(base)
    join ${listings} l on l.slug collate "C" >= b.base collate "C" and l.slug collate "C" < (b.base || '.') collate "C"
  `);
  for (const row of result.rows) taken.get(row.base)?.push(row.slug);
  return taken;
}

/** A free slug for a title: its slugified form, or the first free numbered variant. */
export async function allocateSlug(db: Database, title: string): Promise<string> {
  const base = slugify(title);
  return nextFreeSlug(base, (await takenSlugs(db, [base])).get(base) ?? []);
}

/**
 * Inserts a listing with a unique slug made from its title (a rental's
 * propertyInfo.slug is the same slug). A concurrent insert that takes the
 * slug first makes this one try the next.
 */
export async function insertListing(values: Omit<NewListingRow, "slug">, db: Database = getDb()): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const slug = await allocateSlug(db, values.title);
    try {
      const [row] = await db
        .insert(listings)
        .values(withSlug(values, slug))
        .returning({ id: listings.id });
      return row!.id;
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error, "slug")) throw error;
    }
  }
}

/**
 * Inserts many listings in one statement, each with a unique slug made from
 * its title, the batch's slugs allocated by one query. The statement fails
 * whole when the database refuses a row or another writer took a slug
 * meanwhile; the caller may then insert the rows one by one.
 */
export async function insertListings(rows: ReadonlyArray<Omit<NewListingRow, "slug">>, db: Database = getDb()): Promise<void> {
  if (rows.length === 0) return;
  const bases = rows.map((row) => slugify(row.title));
  const taken = await takenSlugs(db, [...new Set(bases)]);
  const values = rows.map((row, position) => {
    const used = taken.get(bases[position]!)!;
    const slug = nextFreeSlug(bases[position]!, used);
    used.push(slug);
    return withSlug(row, slug);
  });
  await db.insert(listings).values(values);
}

/** A row with its slug; a rental's propertyInfo.slug is the same slug. */
function withSlug(values: Omit<NewListingRow, "slug">, slug: string): NewListingRow {
  return { ...values, slug, propertyInfo: values.kind === "rental" ? { ...values.propertyInfo, slug } : values.propertyInfo };
}

/** A listing's photos in order. */
export async function photosOf(listingId: string, db: Database = getDb()): Promise<ListingPhoto[]> {
  return db
    .select({
      id: listingPhotos.id,
      position: listingPhotos.position,
      alt: listingPhotos.alt,
      storageKey: listingPhotos.storageKey,
      width: listingPhotos.width,
      height: listingPhotos.height,
      variants: listingPhotos.variants,
    })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(listingPhotos.position);
}
