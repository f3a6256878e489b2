/**
 * The /mls page's island (docs/decisions/0051): results follow the filters
 * by swapping in the server's HTML; the map view draws with the listing
 * pages' map island. No React runs here.
 */
import { enhanceSearch } from "./search-island";

enhanceSearch();
