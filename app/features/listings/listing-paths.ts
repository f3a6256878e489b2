import type { ListingCategory, ListingKind } from "./listing-rules";

/**
 * Where a listing's public page lives: sale and sold listings by
 * id, land on its own paths, rentals by slug (propertyInfo.slug, else the
 * listing's slug, else the id). Pure, for links in the browser too.
 */
export type ListingAddress = {
  id: string;
  kind: ListingKind;
  category: ListingCategory;
  slug?: string | null;
  propertyInfo?: { slug?: string | null } | null;
};

export function listingPath(listing: ListingAddress): string {
  const id = encodeURIComponent(listing.id);
  if (listing.kind === "rental") {
    return `/rental/${encodeURIComponent(listing.propertyInfo?.slug?.trim() || listing.slug?.trim() || listing.id)}`;
  }
  if (listing.category === "land") return listing.kind === "sold" ? `/landsold/${id}` : `/landproperty/${id}`;
  return listing.kind === "sold" ? `/soldproperty/${id}` : `/property/${id}`;
}
