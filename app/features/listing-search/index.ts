/** What other parts of the app may use of listing search (safe in the browser); everything else is internal to it. */
export { isFilteredSearch, parseSearchQuery, toSearchParams, withImpliedStatus } from "./search-query";
export type { SearchQuery } from "./search-query";
export { SEARCH_RESULTS_HEADING_ID } from "./search-draft";
export { SEARCH_SORT_LABELS, SEARCH_URL_PARAMS, ST_JOHN_AREAS, pageNote, parseSearchView, searchHref } from "./search-query";
export type { SearchSort } from "./search-query";
