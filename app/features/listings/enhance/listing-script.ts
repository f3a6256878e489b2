/**
 * The listing pages' islands (docs/decisions/0050): the gallery, the mortgage
 * calculator, the map and the share box's copy button enhance the server's
 * markup; no React runs here.
 */
import { enhanceListingMaps } from "./listing-map-island";
import { enhanceMortgageCalculators } from "./mortgage-island";
import { enhancePhotoGalleries } from "./photo-gallery-island";
import { enhanceCopyLinks } from "./share-copy";

enhancePhotoGalleries();
enhanceMortgageCalculators();
enhanceListingMaps();
enhanceCopyLinks();
