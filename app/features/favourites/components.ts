/** The favourites components, for routes and other features' pages; everything else is internal to it. */
export { FavouriteButton } from "./ui/favourite-button";
export { FavouritesList } from "./ui/favourites-list";
