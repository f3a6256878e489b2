/**
 * A simplified coastline of St. John, USVI, as a GeoJSON polygon
 * ([longitude, latitude], counter-clockwise from Cruz Bay). Drawn by hand
 * from the island's bays and points to about 200 m; good enough to show
 * where a property is when no map tiles are configured
 * (docs/decisions/0011-maps-without-tiles.md). Not for navigation.
 */
const COAST: ReadonlyArray<readonly [number, number]> = [
  [-64.795, 18.327], // Moravian Point
  [-64.7992, 18.3298],
  [-64.7962, 18.3322], // Cruz Bay harbour
  [-64.7998, 18.3348], // Lind Point
  [-64.7942, 18.3385], // Salomon and Honeymoon Bays
  [-64.7905, 18.343], // Caneel Bay
  [-64.7852, 18.3472], // Hawksnest Point
  [-64.781, 18.348], // Hawksnest Bay
  [-64.7748, 18.3522], // Jumbie Bay
  [-64.7705, 18.3565], // Trunk Bay
  [-64.766, 18.3625], // Peter Bay
  [-64.7612, 18.3628],
  [-64.7562, 18.3588], // Cinnamon Bay
  [-64.749, 18.3605], // Maho Bay
  [-64.7448, 18.3652], // Francis Bay
  [-64.7388, 18.3702], // Mary Point
  [-64.7325, 18.3662], // Leinster Bay, Annaberg
  [-64.7238, 18.3672], // Leinster Point
  [-64.7132, 18.3628], // Brown Bay
  [-64.7002, 18.3642], // Haulover North
  [-64.6882, 18.3658],
  [-64.6765, 18.3662],
  [-64.6688, 18.3622], // East End
  [-64.6712, 18.3558], // Privateer Point
  [-64.6802, 18.3522], // Hansen Bay
  [-64.6882, 18.3518], // Round Bay
  [-64.6942, 18.3496], // Hurricane Hole
  [-64.6992, 18.3528],
  [-64.7042, 18.3492], // Coral Harbor
  [-64.7068, 18.3442],
  [-64.7028, 18.34],
  [-64.6992, 18.335], // Johnson Bay
  [-64.6962, 18.328], // Friis Bay
  [-64.6958, 18.318],
  [-64.6988, 18.307],
  [-64.7022, 18.3022], // Ram Head
  [-64.7068, 18.3068], // Salt Pond Bay
  [-64.7128, 18.3108],
  [-64.7202, 18.3165], // Great Lameshur Bay
  [-64.729, 18.3182], // Little Lameshur Bay
  [-64.738, 18.3192],
  [-64.7462, 18.3212], // Reef Bay
  [-64.7528, 18.3168],
  [-64.7582, 18.3182], // Fish Bay
  [-64.7575, 18.312],
  [-64.761, 18.3095], // Ditleff Point
  [-64.7662, 18.3148], // Rendezvous Bay
  [-64.7702, 18.3128], // Hart Point
  [-64.7738, 18.3172], // Chocolate Hole
  [-64.7772, 18.3158],
  [-64.7818, 18.3185], // Great Cruz Bay
  [-64.7862, 18.3172], // Bovocoap Point
  [-64.7905, 18.3215], // Frank Bay
  [-64.795, 18.327],
];

export type IslandOutline = {
  type: "Feature";
  properties: { name: string };
  geometry: { type: "Polygon"; coordinates: number[][][] };
};

export const ST_JOHN_OUTLINE: IslandOutline = {
  type: "Feature",
  properties: { name: "St. John" },
  geometry: { type: "Polygon", coordinates: [COAST.map(([lng, lat]) => [lng, lat])] },
};

/** South-west and north-east corners of the outline, as [lat, lng] pairs. */
export const ST_JOHN_BOUNDS: [[number, number], [number, number]] = [
  [Math.min(...COAST.map(([, lat]) => lat)), Math.min(...COAST.map(([lng]) => lng))],
  [Math.max(...COAST.map(([, lat]) => lat)), Math.max(...COAST.map(([lng]) => lng))],
];

/** True when a point lies inside the outline (ray casting). */
export function isOnIsland(lat: number, lng: number): boolean {
  let inside = false;
  for (let i = 0, j = COAST.length - 1; i < COAST.length; j = i++) {
    const [xi, yi] = COAST[i]!;
    const [xj, yj] = COAST[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
