import type Supercluster from "supercluster";
import type * as Leaflet from "leaflet";
import type { SearchPoint, SearchPoints } from "../search-points";

/**
 * The search map's pins: a price tag per listing, and a count where
 * listings crowd together (supercluster, by zoom level). A cluster zooms in
 * to where it splits; a tag opens the listing's title and link. Both are
 * keyboard-reachable markers with names.
 */

const count = new Intl.NumberFormat("en-US");

/** What the map says under itself: how many of the matches it shows. */
export function pointsStatus(answer: SearchPoints, total: number): string {
  const shown = answer.points.length;
  if (!answer.complete) return `The map shows the first ${count.format(shown)} of ${count.format(total)} listings; narrow the search to see them all.`;
  if (shown === 0) return "No listing of this search has a location on the map.";
  const unmapped = Math.max(0, total - shown);
  const head = shown === 1 ? "1 listing on the map" : `${count.format(shown)} listings on the map`;
  return unmapped > 0 ? `${head}; ${count.format(unmapped)} without a location ${unmapped === 1 ? "is" : "are"} in the list only.` : `${head}.`;
}

function popupOf(point: SearchPoint): HTMLElement {
  const [, , , price, title, path] = point;
  const box = document.createElement("div");
  const name = document.createElement("strong");
  name.textContent = title;
  box.append(name);
  if (price) box.append(document.createElement("br"), price);
  const link = document.createElement("a");
  link.href = path;
  link.textContent = "View listing";
  box.append(document.createElement("br"), link);
  return box;
}

function tag(text: string, className: string) {
  const span = document.createElement("span");
  span.className = className;
  span.textContent = text;
  return span.outerHTML;
}

/** Redraws the pins for the map's view and zoom. */
export function addPins(L: typeof Leaflet, map: Leaflet.Map, layer: Leaflet.LayerGroup, index: Supercluster, points: readonly SearchPoint[]) {
  const view = map.getBounds();
  const clusters = index.getClusters([view.getWest(), view.getSouth(), view.getEast(), view.getNorth()], Math.floor(map.getZoom()));
  layer.clearLayers();
  for (const feature of clusters) {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
    if (properties.cluster && properties.cluster_id !== undefined) {
      const size = properties.point_count ?? 0;
      const label = `${count.format(size)} listings here: zoom in`;
      const icon = L.divIcon({ className: "map-cluster", html: tag(count.format(size), "map-cluster__count"), iconSize: [44, 44] });
      const marker = L.marker([lat, lng], { icon, title: label, alt: label, keyboard: true, riseOnHover: true });
      const clusterId = properties.cluster_id;
      marker.on("click", () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), 18)));
      layer.addLayer(marker);
      continue;
    }
    const point = points[properties.i ?? -1];
    if (!point) continue;
    const label = point[3] ? `${point[4]}, ${point[3]}` : point[4];
    // The tag sits at the foot of a 72 × 44 box (the marker's tap target), its point on the place.
    const icon = L.divIcon({ className: "map-price", html: tag(point[3] || "•", "map-price__tag"), iconSize: [72, 44], iconAnchor: [36, 44], popupAnchor: [0, -28] });
    const marker = L.marker([lat, lng], { icon, title: label, alt: label, keyboard: true, riseOnHover: true });
    marker.bindPopup(popupOf(point));
    layer.addLayer(marker);
  }
}
