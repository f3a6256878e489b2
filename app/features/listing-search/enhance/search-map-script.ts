/**
 * The search map's island, loaded by the page once a map is shown: every
 * match clustered with supercluster, "Search as I move the map", and drawing
 * an area (its own script, loaded on the first "Draw an area").
 */
import { enhanceSearchMaps } from "./search-map-island";

enhanceSearchMaps();
