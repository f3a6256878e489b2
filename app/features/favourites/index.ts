/** What other parts of the app may use of favourites (safe in the browser); everything else is internal to it. */
export { useMergeLocalFavourites } from "./ui/merge-local-favourites";
