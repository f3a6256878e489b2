/** The saved searches components, for routes and other features' pages; everything else is internal to it. */
export { SaveSearchForm } from "./ui/save-search-form";
export { PendingSearchForm, SavedSearchList } from "./ui/saved-search-list";
