/** What other parts of the app may use of favourites on the server; everything else is internal to it. */
export { exportFavourites } from "./favourite-export.server";
export type { FavouriteExport } from "./favourite-export.server";
export { handleFavouritesPost } from "./favourites-endpoint.server";
export { countFavourites, listFavouriteIds, listFavourites, mergeFavourites, removeFavourite, saveFavourite } from "./favourites.server";
export type { FavouriteEntry } from "./favourites.server";
export { seedDemoFavourites } from "./seed-favourites.server";
