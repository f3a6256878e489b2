/** What other parts of the app may use of listing search (safe in the browser); everything else is internal to it. */
export { isFilteredSearch, parseSearchQuery, toSearchParams, withImpliedStatus } from "./search-query";
export type { SearchQuery } from "./search-query";
export { SEARCH_RESULTS_HEADING_ID } from "./search-draft";
export { SEARCH_FILTER_PARAMS, SEARCH_SORT_LABELS, SEARCH_URL_PARAMS, ST_JOHN_AREAS, pageNote, parseSearchView, searchHref } from "./search-query";
export type { SearchSort } from "./search-query";
export { AREA_NOTES, MAX_AREA_VERTICES, boundsOfPoints, boxText, decodePolygon, encodePolygon, formatBounds, normalBounds, normalPolygon, parseBounds, polygonText } from "./search-area";
export type { LatLng, MapBounds } from "./search-area";
export { SEARCH_POINTS_PATH } from "./search-points";
export type { SearchPoint, SearchPoints } from "./search-points";
export { isNarrowedList, listHref, listPageParams, readListSearch } from "./list-search";
export type { ListFilterField, ListPageSearch } from "./list-search";
