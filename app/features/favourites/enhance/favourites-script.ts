/**
 * The save controls' island, listed in `handle.scripts` of every page that
 * shows listing cards or a listing: no React runs here.
 */
import { enhanceFavourites } from "./favourites-island";

enhanceFavourites();
