/** What other features may use of saved searches on the server; everything else is internal to it. */
export { savedSearchMatches, savedSearches } from "./saved-search.table";
