/**
 * The listing pages' islands (docs/decisions/0050): the gallery, the mortgage
 * calculator, the map, the share box's copy button and "Back to results"
 * enhance the server's markup; no React runs here.
 */
import { enhanceBackToResults } from "./back-to-results";
import { enhanceListingMaps } from "./listing-map-island";
import { enhanceMortgageCalculators } from "./mortgage-island";
import { enhancePhotoGalleries } from "./photo-gallery-island";
import { enhanceCopyLinks } from "./share-copy";

enhancePhotoGalleries();
enhanceMortgageCalculators();
enhanceListingMaps();
enhanceCopyLinks();
enhanceBackToResults();
