import { ST_JOHN_BOUNDS, ST_JOHN_OUTLINE } from "~/features/listings";
import { distanceKm, type LatLng } from "./geo-distance";
import { isIslandArea, type IslandArea } from "./valuation-rules";

/**
 * Where a point picked on the map lies (decision 0150): on St. John or not,
 * and in which area. Pure, so the page's answer and the tests agree.
 */

/** The outline is drawn to about 200 m: a point this close outside it (a house on a point, a dock) is still on the island. */
export const SHORE_TOLERANCE_KM = 0.25;
/** A point's area is the one most of its nearest located listings are in: up to this many, ... */
export const AREA_VOTERS = 5;
/** ... of those within this distance (the nearest always counts): a far listing says nothing of a place's area. */
export const AREA_VOTE_KM = 1.5;

const RING = (ST_JOHN_OUTLINE.geometry.coordinates[0] ?? []).map(([lng = 0, lat = 0]) => ({ lat, lng }));
const KM_PER_DEGREE = 111.195;

function insideRing(point: LatLng): boolean {
  let inside = false;
  for (let i = 0, j = RING.length - 1; i < RING.length; j = i++) {
    const a = RING[i]!;
    const b = RING[j]!;
    if (a.lat > point.lat !== b.lat > point.lat && point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng) inside = !inside;
  }
  return inside;
}

/** Kilometers from the point to the outline's nearest edge (flat projection: the island is 14 km across). */
function kmToShore(point: LatLng): number {
  const cos = Math.cos((point.lat * Math.PI) / 180);
  const x = (p: LatLng) => (p.lng - point.lng) * cos * KM_PER_DEGREE;
  const y = (p: LatLng) => (p.lat - point.lat) * KM_PER_DEGREE;
  let nearest = Infinity;
  for (let i = 0; i < RING.length - 1; i += 1) {
    const ax = x(RING[i]!), ay = y(RING[i]!), bx = x(RING[i + 1]!), by = y(RING[i + 1]!);
    const length = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * (bx - ax) + ay * (by - ay)) / length));
    nearest = Math.min(nearest, Math.hypot(ax + t * (bx - ax), ay + t * (by - ay)));
  }
  return nearest;
}

/** Whether the point is on St. John: inside its outline, or within `SHORE_TOLERANCE_KM` of its shore. */
export function isOnIsland(point: LatLng): boolean {
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return false;
  const [[south, west], [north, east]] = ST_JOHN_BOUNDS;
  const margin = 0.01;
  if (point.lat < south - margin || point.lat > north + margin || point.lng < west - margin || point.lng > east + margin) return false;
  return insideRing(point) || kmToShore(point) <= SHORE_TOLERANCE_KM;
}

export type LocatedListing = { area: string; lat: number; lng: number };
export type PointArea = { area: IslandArea; nearestKm: number };

/**
 * The area of a point: the area most of the `AREA_VOTERS` nearest located
 * listings within `AREA_VOTE_KM` are in, or the nearest one's when none is
 * that near (a tie goes to the area of the nearest of them). The
 * listings, not drawn borders, say where an area is: a feed's data names its
 * own. Null when no listing has coordinates and an island area.
 */
export function areaNearPoint(point: LatLng, listings: readonly LocatedListing[], voters = AREA_VOTERS): PointArea | null {
  const nearest = listings
    .filter((listing) => isIslandArea(listing.area) && Number.isFinite(listing.lat) && Number.isFinite(listing.lng))
    .map((listing) => ({ area: listing.area as IslandArea, km: distanceKm(point, listing) }))
    // Nearest first; equal distances by area name, so the answer never depends on the rows' order.
    .sort((a, b) => a.km - b.km || (a.area < b.area ? -1 : a.area > b.area ? 1 : 0))
    .slice(0, voters)
    .filter((entry, index) => index === 0 || entry.km <= AREA_VOTE_KM);
  if (nearest.length === 0) return null;
  const votes = new Map<IslandArea, number>();
  for (const { area } of nearest) votes.set(area, (votes.get(area) ?? 0) + 1);
  const most = Math.max(...votes.values());
  // The first in distance order among the areas with the most votes.
  const winner = nearest.find((entry) => votes.get(entry.area) === most)!;
  return { area: winner.area, nearestKm: nearest[0]!.km };
}
