/**
 * The home-value page's island: the map on which the owner picks the home's
 * place. Leaflet itself loads only when the map nears the viewport.
 */
import { enhanceValuationMaps } from "./valuation-map-island";

enhanceValuationMaps();
