/** What other parts of the app may use of listing search on the server; everything else is internal to it. */
export { searchListings } from "./search-listings.server";
