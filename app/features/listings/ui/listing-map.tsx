import { useId } from "react";
import type { LinkDescriptor } from "react-router";
import leafletStylesHref from "leaflet/dist/leaflet.css?url";
import leafletScriptHref from "leaflet/dist/leaflet.js?url";
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
  /** False when another island draws this map (the search map); the listing pages' map island then leaves it alone. */
  enhanced?: boolean;
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

/**
 * A Leaflet map of one or many markers, fitted to them. The server renders a
 * static panel naming the place with its coordinates and an OpenStreetMap
 * link; the map island (../enhance/listing-map-island.ts) loads Leaflet only
 * when the map scrolls near the viewport and draws it over the panel. Tiles
 * come from MAP_TILE_URL when set; otherwise the island's outline is drawn on
 * the sea, so nothing depends on a tile server (docs/decisions/0011).
 */
export function ListingMap({ markers, tileUrl, label, placeName, className, enhanced = true }: Props) {
  const captionId = useId();
  const first = markers[0];
  // A map of no place is drawn only for an island that adds its own (the search map's pins).
  if (!first && enhanced) return null;
  const single = markers.length === 1 && first !== undefined;
  const link = single ? openStreetMapUrl(first.lat, first.lng) : openStreetMapUrl(18.338, -64.74, 13);

  return (
    <div
      className={`listing-map${className ? ` ${className}` : ""}`}
      data-listing-map={enhanced ? "" : undefined}
      data-markers={JSON.stringify(markers)}
      data-tile-url={tileUrl ?? undefined}
      data-leaflet-src={leafletScriptHref}
    >
      <div className="listing-map__canvas" role="region" aria-label={label} aria-describedby={captionId} />
      <div className="listing-map__fallback">
        <IslandSketch markers={markers} />
        <div className="listing-map__label">
          <p className="listing-map__place">{single ? (placeName ?? first.label) : markers.length === 0 ? "St. John" : `${markers.length} places on St. John`}</p>
          {single ? <p className="listing-map__coordinates">{formatCoordinates(first.lat, first.lng)}</p> : null}
        </div>
      </div>
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
