/** What other features may use of favourites on the server; everything else is internal to it. */
export { favourites } from "./favourite.table";
