import type { ListingCategory, ListingKind } from "./listing-rules";
import { slugify } from "./listing-slug";

/**
 * Where a listing's public page lives, the one rule every link follows:
 * sale and sold listings by id, land on its own paths, rentals by slug
 * (propertyInfo.slug, else the listing's slug, else the id). Pure, for links
 * in the browser too; `publicPathColumns` are the columns it reads.
 */
export type ListingAddress = {
  id: string;
  kind: ListingKind;
  category: ListingCategory;
  slug?: string | null;
  propertyInfo?: { slug?: string | null } | null;
};

/** A rental's slug in its public path: propertyInfo.slug, else the listing's slug, else its id. */
export function rentalSlug(rental: Pick<ListingAddress, "id" | "slug" | "propertyInfo">): string {
  return rental.propertyInfo?.slug?.trim() || rental.slug?.trim() || rental.id;
}

export function listingPublicPath(listing: ListingAddress): string {
  const id = encodeURIComponent(listing.id);
  if (listing.kind === "rental") return `/rental/${encodeURIComponent(rentalSlug(listing))}`;
  if (listing.category === "land") return listing.kind === "sold" ? `/landsold/${id}` : `/landproperty/${id}`;
  return listing.kind === "sold" ? `/soldproperty/${id}` : `/property/${id}`;
}

/** An approved rental's page by its rental name (the villa page): /villa/{the name's slug}. */
export function rentalNamePath(name: string): string {
  return `/villa/${slugify(name)}`;
}
