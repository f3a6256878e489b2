/**
 * The map area of a search, as it lives in the URL: the visible map
 * (`bounds=south,west,north,east`, degrees rounded to four decimals, about
 * 11 m) or an area drawn on it (`polygon=…`, its corners in the compact
 * polyline encoding, written with the URL-safe base64 alphabet). Pure and
 * browser-safe: the server parses what the search page's script writes.
 * Bad input is ignored with a note, never thrown.
 */

/** A point as [latitude, longitude]. */
export type LatLng = readonly [number, number];
export type MapBounds = { south: number; west: number; north: number; east: number };

/** A drawn area has at least 3 corners and at most this many: a hand-drawn shape needs far fewer, and the search stays cheap. */
export const MAX_AREA_VERTICES = 50;
/** Decimal places kept: four is about 11 m on the ground. */
const PRECISION = 1e4;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** The longest encoded area read: each coordinate takes at most five characters at this precision. */
const MAX_POLYGON_CHARS = MAX_AREA_VERTICES * 2 * 5;

export const AREA_NOTES = {
  bounds: "The map area in the address could not be read, so the whole island is searched.",
  polygon: "The drawn area in the address could not be read, so it was ignored.",
  tooManyCorners: `The drawn area had more than ${MAX_AREA_VERTICES} corners, so it was ignored. Please draw it again with fewer.`,
  both: "The drawn area is searched; the map area in the address was ignored.",
} as const;

/** A coordinate rounded to the precision the URL keeps. */
export const roundCoordinate = (value: number): number => Math.round(value * PRECISION) / PRECISION || 0;

const isLatitude = (value: number) => Number.isFinite(value) && value >= -90 && value <= 90;
const isLongitude = (value: number) => Number.isFinite(value) && value >= -180 && value <= 180;

/** Plain decimal degrees only (no exponents, no hex): what a map writes. */
const DEGREES = /^-?\d{1,3}(?:\.\d{1,15})?$/;

/** The bounds as the URL spells them: "18.3,-64.8,18.37,-64.66". */
export function formatBounds(bounds: MapBounds): string {
  return [bounds.south, bounds.west, bounds.north, bounds.east].map((value) => String(roundCoordinate(value))).join(",");
}

/** The bounds rounded, with a west–east span that never crosses the antimeridian; null when empty or outside the globe. */
export function normalBounds(bounds: MapBounds): MapBounds | null {
  const rounded = {
    south: roundCoordinate(Math.max(-90, bounds.south)),
    west: roundCoordinate(Math.max(-180, bounds.west)),
    north: roundCoordinate(Math.min(90, bounds.north)),
    east: roundCoordinate(Math.min(180, bounds.east)),
  };
  const values = [rounded.south, rounded.west, rounded.north, rounded.east];
  if (!values.every(Number.isFinite)) return null;
  if (!isLatitude(rounded.south) || !isLatitude(rounded.north) || !isLongitude(rounded.west) || !isLongitude(rounded.east)) return null;
  return rounded.south < rounded.north && rounded.west < rounded.east ? rounded : null;
}

/** `south,west,north,east` → bounds; null when it is not four plain numbers making an area on the globe. */
export function parseBounds(raw: string): MapBounds | null {
  const parts = raw.split(",").map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => DEGREES.test(part))) return null;
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  if (!isLatitude(south) || !isLatitude(north) || !isLongitude(west) || !isLongitude(east)) return null;
  return normalBounds({ south, west, north, east });
}

function encodeNumber(value: number): string {
  // Zigzag (negatives become odd), then five bits a character, low bits first; 32 marks "more follows".
  let rest = value < 0 ? -2 * value - 1 : 2 * value;
  let out = "";
  while (rest >= 32) {
    out += ALPHABET[32 + (rest % 32)];
    rest = Math.floor(rest / 32);
  }
  return out + ALPHABET[rest];
}

/** The corners of an area (rounded), each as the difference from the one before: a few characters a corner. */
export function encodePolygon(points: readonly LatLng[]): string {
  let lat = 0;
  let lng = 0;
  let out = "";
  for (const [pointLat, pointLng] of points) {
    const nextLat = Math.round(pointLat * PRECISION);
    const nextLng = Math.round(pointLng * PRECISION);
    out += encodeNumber(nextLat - lat) + encodeNumber(nextLng - lng);
    lat = nextLat;
    lng = nextLng;
  }
  return out;
}

/** Twice the signed area (shoelace): zero when the corners lie on one line. */
function doubledArea(points: readonly LatLng[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [y1, x1] = points[i]!;
    const [y2, x2] = points[(i + 1) % points.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/**
 * The corners of a drawn area as the search keeps them: rounded, without a
 * repeated corner (nor the closing copy of the first), 3 to MAX_AREA_VERTICES
 * of them on the globe, enclosing some area. Null otherwise, with the reason.
 */
export function normalPolygon(points: readonly LatLng[]): { points: LatLng[] } | { error: string } {
  const rounded: LatLng[] = [];
  for (const [lat, lng] of points) {
    const point: LatLng = [roundCoordinate(lat), roundCoordinate(lng)];
    if (!isLatitude(point[0]) || !isLongitude(point[1])) return { error: AREA_NOTES.polygon };
    const last = rounded[rounded.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) rounded.push(point);
  }
  const first = rounded[0];
  const last = rounded[rounded.length - 1];
  if (rounded.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) rounded.pop();
  if (rounded.length > MAX_AREA_VERTICES) return { error: AREA_NOTES.tooManyCorners };
  if (rounded.length < 3 || doubledArea(rounded) === 0) return { error: AREA_NOTES.polygon };
  return { points: rounded };
}

/** The encoded corners back as points; an error note for anything malformed, too long or off the globe. */
export function decodePolygon(raw: string): { points: LatLng[] } | { error: string } {
  if (raw.length > MAX_POLYGON_CHARS + 40) return { error: AREA_NOTES.tooManyCorners };
  const values: number[] = [];
  let value = 0;
  let factor = 1;
  let chunks = 0;
  for (const char of raw) {
    const digit = ALPHABET.indexOf(char);
    if (digit === -1) return { error: AREA_NOTES.polygon };
    value += (digit % 32) * factor;
    factor *= 32;
    chunks += 1;
    // Six characters hold far more than any coordinate: a longer number is junk.
    if (chunks > 6) return { error: AREA_NOTES.polygon };
    if (digit < 32) {
      values.push(value % 2 === 1 ? -(value + 1) / 2 : value / 2);
      value = 0;
      factor = 1;
      chunks = 0;
    }
  }
  if (chunks !== 0 || values.length % 2 !== 0) return { error: AREA_NOTES.polygon };
  if (values.length / 2 > MAX_AREA_VERTICES + 1) return { error: AREA_NOTES.tooManyCorners };
  const points: LatLng[] = [];
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < values.length; i += 2) {
    lat += values[i]!;
    lng += values[i + 1]!;
    points.push([lat / PRECISION, lng / PRECISION]);
  }
  return normalPolygon(points);
}

/** The smallest bounds holding every point. */
export function boundsOfPoints(points: readonly LatLng[]): MapBounds {
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
}

/** The corners as PostgreSQL writes a polygon, x (longitude) first: "((-64.8,18.3),(-64.7,18.3),…)". */
export function polygonText(points: readonly LatLng[]): string {
  return `(${points.map(([lat, lng]) => `(${lng},${lat})`).join(",")})`;
}

/** The bounds as PostgreSQL writes a box, x (longitude) first: "((-64.8,18.3),(-64.7,18.4))". */
export function boxText(bounds: MapBounds): string {
  return `((${bounds.west},${bounds.south}),(${bounds.east},${bounds.north}))`;
}
