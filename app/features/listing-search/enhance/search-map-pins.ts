import type Supercluster from "supercluster";
import type * as Leaflet from "leaflet";
import type { SearchPoint, SearchPoints } from "../search-points";

/**
 * The search map's pins: a price tag per listing, and a count where
 * listings crowd together (supercluster, by zoom level). A cluster zooms in
 * to where it splits; a tag opens the listing's pop-up (photo, price,
 * facts and a link to its page). Both are
 * keyboard-reachable markers with names, and no two overlap on screen.
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

/** The pop-up of a listing's pin: its photo, price, title, facts and a link to its page. */
export function popupOf(point: SearchPoint): HTMLElement {
  const [, , , price, title, path, photo, facts] = point;
  const box = document.createElement("div");
  box.className = "map-popup";
  if (photo) {
    const image = Object.assign(document.createElement("img"), { src: photo, alt: "", width: 240, height: 160, decoding: "async", className: "map-popup__photo" });
    box.append(image);
  }
  const line = (text: string, className: string, tag: "p" | "strong" = "p") => {
    const element = document.createElement(tag);
    element.className = className;
    element.textContent = text;
    box.append(element);
  };
  if (price) line(price, "map-popup__price");
  line(title, "map-popup__title", "strong");
  if (facts) line(facts, "map-popup__facts");
  const link = Object.assign(document.createElement("a"), { href: path, textContent: "View listing", className: "map-popup__link" });
  box.append(link);
  return box;
}

function tag(text: string, className: string) {
  const span = document.createElement("span");
  span.className = className;
  span.textContent = text;
  return span.outerHTML;
}

/** One marker to draw: a listing, or a count of listings (supercluster's, or pins merged here where they would overlap). */
type Pin = { lat: number; lng: number; count: number; point?: SearchPoint; clusterId?: number; box: Box };
type Box = { left: number; top: number; right: number; bottom: number };

const CLUSTER_SIZE = 44;
/** How much room a price tag takes on screen: its text at about 7.5 px a character, with its padding and border. */
const tagWidth = (text: string) => Math.max(CLUSTER_SIZE, Math.min(160, Math.ceil(text.length * 7.5) + 22));
const GAP = 4;

function boxOf(x: number, y: number, pin: Pick<Pin, "count" | "point">): Box {
  if (pin.count > 1 || !pin.point) return { left: x - CLUSTER_SIZE / 2, top: y - CLUSTER_SIZE / 2, right: x + CLUSTER_SIZE / 2, bottom: y + CLUSTER_SIZE / 2 };
  const width = tagWidth(pin.point[3] || "•");
  // The tag sits at the foot of its marker box, its point on the place.
  return { left: x - width / 2, top: y - 28, right: x + width / 2, bottom: y };
}

const overlaps = (a: Box, b: Box) => a.left < b.right + GAP && b.left < a.right + GAP && a.top < b.bottom + GAP && b.top < a.bottom + GAP;

/**
 * The markers of the view, none covering another: supercluster groups pins
 * by distance, which still lets a cluster's disc and a wide price tag touch;
 * any two that would overlap on screen are counted as one, at the larger.
 */
function layOut(map: Leaflet.Map, features: ReturnType<Supercluster["getClusters"]>, points: readonly SearchPoint[]): Pin[] {
  let pins: Pin[] = features.flatMap((feature) => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
    const point = properties.cluster ? undefined : points[properties.i ?? -1];
    const count = properties.cluster ? (properties.point_count ?? 0) : 1;
    if (!properties.cluster && !point) return [];
    const at = map.latLngToContainerPoint([lat, lng]);
    return [{ lat, lng, count, point, clusterId: properties.cluster ? properties.cluster_id : undefined, box: boxOf(at.x, at.y, { count, point }) }];
  });
  // Merging can grow a tag into a disc that meets another: repeat until nothing overlaps.
  for (let round = 0; round < 8; round++) {
    const placed: Pin[] = [];
    let merged = false;
    for (const pin of [...pins].sort((a, b) => b.count - a.count)) {
      const host = placed.find((other) => overlaps(other.box, pin.box));
      if (!host) {
        placed.push(pin);
        continue;
      }
      merged = true;
      host.count += pin.count;
      host.point = undefined;
      host.clusterId = undefined;
      const at = map.latLngToContainerPoint([host.lat, host.lng]);
      host.box = boxOf(at.x, at.y, host);
    }
    pins = placed;
    if (!merged) break;
  }
  return pins;
}

type Handlers = {
  /** True while the map animates a zoom: a click then would act on markers about to be replaced. */
  busy: () => boolean;
  /** Opens a listing's pop-up (on the map, so that it outlives the redraws of the pins). */
  open: (point: SearchPoint, lat: number, lng: number) => void;
};

/** Redraws the pins for the map's view and zoom. */
export function addPins(L: typeof Leaflet, map: Leaflet.Map, layer: Leaflet.LayerGroup, index: Supercluster, points: readonly SearchPoint[], handlers: Handlers) {
  const view = map.getBounds();
  const features = index.getClusters([view.getWest(), view.getSouth(), view.getEast(), view.getNorth()], Math.floor(map.getZoom()));
  layer.clearLayers();
  for (const pin of layOut(map, features, points)) {
    const { lat, lng, point } = pin;
    if (pin.count > 1 || !point) {
      const size = pin.count;
      const label = `${count.format(size)} listings here: zoom in`;
      const icon = L.divIcon({ className: "map-cluster", html: tag(count.format(size), "map-cluster__count"), iconSize: [CLUSTER_SIZE, CLUSTER_SIZE] });
      const marker = L.marker([lat, lng], { icon, title: label, alt: label, keyboard: true, riseOnHover: true });
      const clusterId = pin.clusterId;
      // A count zooms in to where it splits (or two steps, where counts were joined here).
      const zoom = clusterId !== undefined ? index.getClusterExpansionZoom(clusterId) : map.getZoom() + 2;
      marker.on("click", () => {
        if (!handlers.busy()) map.setView([lat, lng], Math.min(zoom, 18));
      });
      layer.addLayer(marker);
      continue;
    }
    const label = point[3] ? `${point[4]}, ${point[3]}` : point[4];
    // The tag sits at the foot of a 72 × 44 box (the marker's tap target), its point on the place.
    const icon = L.divIcon({ className: "map-price", html: tag(point[3] || "•", "map-price__tag"), iconSize: [72, 44], iconAnchor: [36, 44] });
    const marker = L.marker([lat, lng], { icon, title: label, alt: label, keyboard: true, riseOnHover: true });
    marker.on("click", () => {
      if (!handlers.busy()) handlers.open(point, lat, lng);
    });
    layer.addLayer(marker);
  }
}
