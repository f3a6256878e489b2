/** What other parts of the app may use of favourites (safe in the browser); everything else is internal to it. */
export { countLocalFavourites } from "./favourite-store";
export { useMergeLocalFavourites } from "./ui/merge-local-favourites";
