/** What other parts of the app may use of listing search on the server; everything else is internal to it. */
export { searchListings } from "./search-listings.server";
export { searchCondition } from "./search-condition.server";
export type { Filter, SearchFilters } from "./search-condition.server";
export { MAX_MAP_POINTS, searchPoints } from "./search-points.server";
export { buildSearch, normaliseSearch } from "./search-listings.server";
