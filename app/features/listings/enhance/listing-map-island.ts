import type * as Leaflet from "leaflet";
import type { MapMarker } from "../ui/listing-map";
import { ST_JOHN_BOUNDS, ST_JOHN_OUTLINE } from "../ui/st-john-outline";

type LeafletModule = typeof Leaflet;
type DrawnMap = { L: LeafletModule; map: Leaflet.Map; layer: Leaflet.LayerGroup };

let leafletLoad: Promise<LeafletModule> | undefined;

/** Leaflet's own build (it defines window.L), fetched once per page and only when a map first nears the viewport. */
export function loadLeaflet(src: string): Promise<LeafletModule> {
  leafletLoad ??= new Promise<LeafletModule>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.onload = () => {
      const L = (window as unknown as { L?: LeafletModule }).L;
      if (L) resolve(L);
      else reject(new Error("Leaflet did not load"));
    };
    script.onerror = () => reject(new Error(`Leaflet could not be fetched from ${src}`));
    document.head.append(script);
  });
  return leafletLoad;
}

function markersOf(element: HTMLElement): MapMarker[] {
  try {
    const parsed: unknown = JSON.parse(element.dataset.markers ?? "[]");
    return Array.isArray(parsed) ? (parsed as MapMarker[]) : [];
  } catch {
    return [];
  }
}

/** A map on the canvas with its ground: the configured tiles, or the island's outline on the sea. */
export function createBaseMap(L: LeafletModule, canvas: HTMLElement, tileUrl: string | undefined, options: Leaflet.MapOptions = {}): Leaflet.Map {
  const map = L.map(canvas, { attributionControl: Boolean(tileUrl), scrollWheelZoom: false, zoomSnap: 0.25, ...options });
  if (tileUrl) {
    L.tileLayer(tileUrl, { maxZoom: 19, attribution: "&copy; OpenStreetMap contributors" }).addTo(map);
  } else {
    L.geoJSON(ST_JOHN_OUTLINE, {
      interactive: false,
      style: { color: "#5d7f4f", weight: 1.5, fillColor: "#efe3c8", fillOpacity: 1 },
    }).addTo(map);
  }
  return map;
}

function createMap(L: LeafletModule, element: HTMLElement): DrawnMap {
  const canvas = element.querySelector<HTMLElement>(".listing-map__canvas")!;
  const map = createBaseMap(L, canvas, element.dataset.tileUrl);
  return { L, map, layer: L.layerGroup().addTo(map) };
}

/** Puts the element's markers on the map and fits the view to them. */
function drawMarkers({ L, map, layer }: DrawnMap, element: HTMLElement) {
  const list = markersOf(element);
  layer.clearLayers();
  if (list.length === 0) return;
  const icon = L.divIcon({ className: "map-pin", html: '<span class="map-pin__dot"></span>', iconSize: [28, 36], iconAnchor: [14, 34], popupAnchor: [0, -30] });
  for (const item of list) {
    const marker = L.marker([item.lat, item.lng], { icon, title: item.label, alt: item.label, keyboard: true, riseOnHover: true });
    const popup = document.createElement("div");
    const name = document.createElement("strong");
    name.textContent = item.label;
    popup.append(name);
    if (item.href) {
      const link = document.createElement("a");
      link.href = item.href;
      link.textContent = "View listing";
      popup.append(document.createElement("br"), link);
    }
    marker.bindPopup(popup);
    layer.addLayer(marker);
  }
  const points = L.latLngBounds(list.map((item) => [item.lat, item.lng] as [number, number]));
  if (!element.dataset.tileUrl) {
    // The outline is all there is to see: keep the whole island in view.
    map.fitBounds(points.extend(L.latLngBounds(ST_JOHN_BOUNDS)), { padding: [16, 16] });
  } else if (list.length === 1) {
    map.setView(points.getCenter(), 15);
  } else {
    map.fitBounds(points, { padding: [32, 32], maxZoom: 16 });
  }
}

/**
 * Runs the callback at once on a page without React, and after hydration on
 * a page with it: Leaflet's nodes inside a React element before then would
 * not match the server's markup.
 */
export function afterHydration(callback: () => void) {
  const root = document.documentElement;
  const ready = () => !("__reactRouterContext" in window) || root.dataset.hydrated === "true";
  if (ready()) return callback();
  const watcher = new MutationObserver(() => {
    if (!ready()) return;
    watcher.disconnect();
    callback();
  });
  watcher.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/** Draws one map once it comes near the viewport, and again whenever its markers change (the search page's results). */
function enhanceMap(element: HTMLElement) {
  if (element.dataset.state) return;
  element.dataset.state = "waiting";
  let drawn: DrawnMap | undefined;
  const start = () => {
    element.dataset.state = "loading";
    loadLeaflet(element.dataset.leafletSrc ?? "")
      .then((L) => {
        drawn = createMap(L, element);
        drawMarkers(drawn, element);
        element.dataset.state = "ready";
      })
      .catch((error: unknown) => {
        // The static panel stays in place; the page works without the map.
        element.dataset.state = "failed";
        console.warn(error);
      });
  };
  new MutationObserver(() => {
    if (drawn) drawMarkers(drawn, element);
  }).observe(element, { attributes: true, attributeFilter: ["data-markers"] });
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      afterHydration(start);
    },
    { rootMargin: "200px 0px" },
  );
  observer.observe(element);
}

/**
 * Every listing map on the page that is not yet enhanced (listing-map.tsx
 * renders them with their markers in data attributes). A hydrated page calls
 * it again when it renders a new map.
 */
export function enhanceListingMaps(): void {
  document.querySelectorAll<HTMLElement>("[data-listing-map]").forEach(enhanceMap);
}
