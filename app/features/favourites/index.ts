/** What other features may use of favourites (safe in the browser); everything else is internal to it. */
export { FavouriteButton } from "./ui/favourite-button";
