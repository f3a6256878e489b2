/** What other features may use of listings (safe in the browser); everything else is internal to it. */
export { listingPath } from "./listing-paths";
export { LISTING_KINDS, OFF_MARKET_STATUSES, STANDARD_STATUS_LABELS } from "./listing-rules";
export type { StandardStatus } from "./listing-rules";
export { slugify } from "./listing-slug";
export { rentalName } from "./rental-name";
export { isFilteredSearch, parseSearchQuery, toSearchParams, withImpliedStatus } from "./search-query";
export type { SearchQuery } from "./search-query";
export type { RentalListing } from "./ui/rental-detail";
export { formatPrice, formatNumber } from "./ui/listing-format";
export { shareTargets } from "./ui/share-links";
export { datesSet, guestsSet, initialVillaState, messageSet, villaReducer } from "./villa-state";
export type { BookingDetails, VillaAction, VillaState } from "./villa-state";
