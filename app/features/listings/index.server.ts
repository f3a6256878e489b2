/** What other features may use of listings on the server; everything else is internal to it. */
export { listingOwnedBy } from "./listing-ownership.server";
export type { ListingOwner } from "./listing-ownership.server";
export { cardColumns, isApproved, newestFirst, rentalNameSql } from "./listing-store.server";
export type { ListingCard } from "./listing-store.server";
export { listings } from "./listing.table";
export { findApprovedVilla, listRentalMenu } from "./approved-rentals.server";
export { countPublicListings, getPublicRentalBySlug, listPublicListingPaths } from "./public-listings.server";
