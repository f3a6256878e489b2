/** The listing search components, for routes and other features' pages; everything else is internal to it. */
export { SearchForm, SortSelect } from "./ui/search-form";
export { SearchNotes } from "./ui/search-notes";
export { SearchEmpty, SearchToolbar, ViewToggle, matchCount } from "./ui/search-results";
export { ListFilters } from "./ui/list-filters";
export { SearchMap } from "./ui/search-map";
