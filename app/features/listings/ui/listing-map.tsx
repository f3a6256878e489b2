import { useEffect, useId, useRef, useState } from "react";
import type { LinkDescriptor } from "react-router";
import type * as Leaflet from "leaflet";
import leafletStylesHref from "leaflet/dist/leaflet.css?url";
import mapStylesHref from "./listing-map.css?url";
import { ST_JOHN_BOUNDS, ST_JOHN_OUTLINE } from "./st-john-outline";

export type MapMarker = {
  lat: number;
  lng: number;
  label: string;
  /** A page to open from the marker's popup (e.g. a listing on the MLS map). */
  href?: string;
};

type Props = {
  markers: readonly MapMarker[];
  /** MAP_TILE_URL from the loader; without it the map draws an outline of St. John. */
  tileUrl?: string | null;
  /** The map's accessible name, e.g. "Map of Sugarbird Villa in Chocolate Hole". */
  label: string;
  /** Shown before the map loads (and without JavaScript), e.g. the area's name. */
  placeName?: string | null;
  className?: string;
};

/** The stylesheets a page with a map adds to its `links` (Leaflet's own and ours). */
export const listingMapLinks: LinkDescriptor[] = [
  { rel: "stylesheet", href: leafletStylesHref },
  { rel: "stylesheet", href: mapStylesHref },
];

/** "18.3185° N, 64.7705° W". */
export function formatCoordinates(lat: number, lng: number): string {
  return `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? "N" : "S"}, ${Math.abs(lng).toFixed(4)}° ${lng >= 0 ? "E" : "W"}`;
}

export function openStreetMapUrl(lat: number, lng: number, zoom = 16): string {
  const la = lat.toFixed(5);
  const ln = lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=${zoom}/${la}/${ln}`;
}

/**
 * The island outline and the markers as an inline SVG: the static map shown
 * before Leaflet loads and without JavaScript.
 */
function IslandSketch({ markers }: { markers: readonly MapMarker[] }) {
  const [[south, west], [north, east]] = ST_JOHN_BOUNDS;
  const pad = 0.006;
  const cos = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const scale = 1000 / ((east - west + 2 * pad) * cos);
  const x = (lng: number) => (lng - west + pad) * cos * scale;
  const y = (lat: number) => (north + pad - lat) * scale;
  const width = Math.round(x(east + pad));
  const height = Math.round(y(south - pad));
  const ring = ST_JOHN_OUTLINE.geometry.coordinates[0] ?? [];
  const path = ring.map(([lng = 0, lat = 0], i) => `${i === 0 ? "M" : "L"}${x(lng).toFixed(1)} ${y(lat).toFixed(1)}`).join(" ") + "Z";
  return (
    <svg className="listing-map__sketch" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <path d={path} fill="#efe3c8" stroke="#5d7f4f" strokeWidth="3" strokeLinejoin="round" />
      {markers.map((marker, i) => (
        <circle key={i} cx={x(marker.lng).toFixed(1)} cy={y(marker.lat).toFixed(1)} r="13" fill="#a8401f" stroke="#fff" strokeWidth="5" />
      ))}
    </svg>
  );
}

type LeafletModule = typeof Leaflet;
type LoadState = "waiting" | "loading" | "ready" | "failed";

/**
 * A Leaflet map of one or many markers, fitted to them. Leaflet is its own
 * chunk, imported only in the browser when the map scrolls near the
 * viewport; until then (and without JavaScript) a static panel names the
 * place with its coordinates and an OpenStreetMap link. Tiles come from
 * MAP_TILE_URL when set; otherwise the island's outline is drawn on the sea,
 * so nothing depends on a tile server (docs/decisions/0011).
 */
export function ListingMap({ markers, tileUrl, label, placeName, className }: Props) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ L: LeafletModule; map: Leaflet.Map; layer: Leaflet.LayerGroup } | null>(null);
  const [state, setState] = useState<LoadState>("waiting");
  const captionId = useId();
  const first = markers[0];
  const markersKey = JSON.stringify(markers);

  // Load Leaflet once the map comes near the viewport, then create the map.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    const canvas = canvasRef.current;
    if (!wrapper || !canvas || markers.length === 0) return;
    let cancelled = false;
    const start = () => {
      setState("loading");
      import("leaflet")
        .then((L) => {
          if (cancelled) return;
          const map = L.map(canvas, {
            attributionControl: Boolean(tileUrl),
            scrollWheelZoom: false,
            zoomSnap: 0.25,
          });
          if (tileUrl) {
            L.tileLayer(tileUrl, { maxZoom: 19, attribution: "&copy; OpenStreetMap contributors" }).addTo(map);
          } else {
            L.geoJSON(ST_JOHN_OUTLINE, {
              interactive: false,
              style: { color: "#5d7f4f", weight: 1.5, fillColor: "#efe3c8", fillOpacity: 1 },
            }).addTo(map);
          }
          const layer = L.layerGroup().addTo(map);
          mapRef.current = { L, map, layer };
          setState("ready");
        })
        .catch(() => {
          // A failed chunk leaves the static panel in place; the page works without the map.
          if (!cancelled) setState("failed");
        });
    };
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === "function") {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect();
            start();
          }
        },
        { rootMargin: "200px 0px" },
      );
      observer.observe(wrapper);
    } else {
      start();
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      mapRef.current?.map.remove();
      mapRef.current = null;
    };
    // markers are drawn by the effect below; the map is made once per tile setting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl, markers.length === 0]);

  // Draw the markers and fit the view to them (again whenever they change).
  useEffect(() => {
    const current = mapRef.current;
    if (state !== "ready" || !current) return;
    const { L, map, layer } = current;
    const list: MapMarker[] = JSON.parse(markersKey);
    layer.clearLayers();
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
    if (!tileUrl) {
      // The outline is all there is to see: keep the whole island in view.
      map.fitBounds(points.extend(L.latLngBounds(ST_JOHN_BOUNDS)), { padding: [16, 16] });
    } else if (list.length === 1) {
      map.setView(points.getCenter(), 15);
    } else {
      map.fitBounds(points, { padding: [32, 32], maxZoom: 16 });
    }
  }, [state, markersKey, tileUrl]);

  if (!first) return null;
  const single = markers.length === 1;
  const link = single ? openStreetMapUrl(first.lat, first.lng) : openStreetMapUrl(18.338, -64.74, 13);

  return (
    <div ref={wrapperRef} className={`listing-map${className ? ` ${className}` : ""}`} data-state={state}>
      <div
        ref={canvasRef}
        className="listing-map__canvas"
        role="region"
        aria-label={label}
        aria-describedby={captionId}
      />
      {state !== "ready" ? (
        <div className="listing-map__fallback">
          <IslandSketch markers={markers} />
          <div className="listing-map__label">
            <p className="listing-map__place">{single ? (placeName ?? first.label) : `${markers.length} places on St. John`}</p>
            {single ? <p className="listing-map__coordinates">{formatCoordinates(first.lat, first.lng)}</p> : null}
          </div>
        </div>
      ) : null}
      <p id={captionId} className="listing-map__caption">
        {single ? (
          <>
            {placeName ? `${placeName}, St. John · ` : null}
            {formatCoordinates(first.lat, first.lng)}
            {tileUrl ? null : <span className="listing-map__note"> · Simplified island outline</span>}
            {" · "}
          </>
        ) : null}
        <a href={link} target="_blank" rel="noopener noreferrer">
          Open in OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
