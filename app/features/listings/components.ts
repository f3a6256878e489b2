/** The listings components, for routes and other features' pages; everything else is internal to it. */
export type { RentalListing } from "./ui/rental-detail";
export { shareTargets } from "./ui/share-links";
export { CARD_SIZES, cardPrice } from "./ui/listing-card";
export type { CardListing } from "./ui/listing-card";
export { ListingGrid, SortLinks, resultRange } from "./ui/listing-grid";
export { ListingMap, listingMapLinks } from "./ui/listing-map";
export type { MapMarker } from "./ui/listing-map";
export { OtherRentals } from "./ui/other-rentals";
export { Pagination } from "./ui/pagination";
export { JsonLdScript, ListingDetail } from "./ui/listing-detail";
export { RentalDetail } from "./ui/rental-detail";
