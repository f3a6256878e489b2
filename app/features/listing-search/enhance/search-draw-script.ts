/**
 * Leaflet-Geoman's drawing tools, loaded by the search map on the first
 * "Draw an area". It extends the page's Leaflet (window.L), which the map
 * loaded before this script.
 */
import "@geoman-io/leaflet-geoman-free";
