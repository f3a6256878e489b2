/** What other parts of the app may use of listings (safe in the browser); everything else is internal to it. */
export { listingPublicPath, rentalSlug, rentalNamePath } from "./listing-paths";
export type { ListingAddress } from "./listing-paths";
export { LISTING_KINDS, OFF_MARKET_STATUSES, STANDARD_STATUS_LABELS } from "./listing-rules";
export type { StandardStatus } from "./listing-rules";
export { slugify } from "./listing-slug";
export { rentalName } from "./rental-name";
export { formatPrice, formatNumber } from "./ui/listing-format";
export { enhanceListingMaps } from "./enhance/listing-map-island";
export { daysOnMarket, historyLines } from "./listing-history";
export { ALL_SUBCATEGORIES, LISTING_CATEGORIES, LISTING_LIMITS, LISTING_MESSAGES, LISTING_SUBCATEGORIES, REVIEW_STATUS, REVIEW_STATUS_CHOICES, SUBCATEGORY_LABELS, TIME_PATTERN, isListingCategory, isListingKind, isStandardStatus, isSubcategory, isSubcategoryOf, yearBuiltMax } from "./listing-rules";
export type { ListingCategory, ListingKind, ListingSubcategory } from "./listing-rules";
export { featuredSchema, reviewDecisionSchema, saleListingSchema, soldListingSchema } from "./listing-schema";
export type { ListingValues } from "./listing-schema";
export { nextFreeSlug } from "./listing-slug";
export { rentalJsonLd, saleListingJsonLd } from "./listing-structured-data";
