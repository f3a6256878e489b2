import { and, isNotNull, sql } from "drizzle-orm";
import { ok } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isApproved, listingColumns, selectListings } from "~/features/listings/index.server";
import { areaNearPoint, AREA_VOTERS, isOnIsland, type PointArea } from "./island-point";
import type { LatLng } from "./geo-distance";
import { VALUATION_MESSAGES } from "./valuation-rules";

/** Candidates read by flat distance in degrees, enough that the `AREA_VOTERS` nearest on the globe are among them. */
const CANDIDATES = AREA_VOTERS * 10;

/**
 * The area of a point on the island, from the nearest approved listings with
 * coordinates (any kind: for sale, sold or rental), so a feed's listings say
 * where its areas are. Null when none is located.
 */
export async function areaAtPoint(point: LatLng): Promise<PointArea | null> {
  const rows = await selectListings({ area: listingColumns.area, lat: listingColumns.latitude, lng: listingColumns.longitude })
    .where(and(isApproved, isNotNull(listingColumns.latitude), isNotNull(listingColumns.longitude), isNotNull(listingColumns.area)))
    .orderBy(sql`point(${listingColumns.longitude}, ${listingColumns.latitude}) <-> point(${point.lng}, ${point.lat})`)
    .limit(CANDIDATES);
  return areaNearPoint(point, rows.flatMap((row) => (row.area && row.lat !== null && row.lng !== null ? [{ area: row.area, lat: row.lat, lng: row.lng }] : [])));
}

export type PointAreaAnswer = { status: 200; body: { area: string; label: string } } | { status: 400 | 500; body: { error: string } };

const COORDINATE = /^-?\d{1,3}(\.\d{1,15})?$/;

/** "Near Coral Bay": the words under the map. */
export const nearAreaLabel = (area: string) => `Near ${area}`;

/**
 * The map's question, "which area is this point in?" (`/home-value/area.json?lat=…&lng=…`):
 * the area and its words, or why the point is refused (the form's own messages).
 */
export async function answerPointArea(params: URLSearchParams): Promise<PointAreaAnswer> {
  const lat = params.get("lat") ?? "";
  const lng = params.get("lng") ?? "";
  if (!COORDINATE.test(lat) || !COORDINATE.test(lng)) return { status: 400, body: { error: VALUATION_MESSAGES.location } };
  const point = { lat: Number(lat), lng: Number(lng) };
  if (!isOnIsland(point)) return { status: 400, body: { error: VALUATION_MESSAGES.locationElsewhere } };
  const found = await runService("areaAtPoint", {}, async () => ok({ area: await areaAtPoint(point) }));
  if (!found.success) return { status: 500, body: { error: VALUATION_MESSAGES.unavailable } };
  if (!found.area) return { status: 400, body: { error: VALUATION_MESSAGES.locationNoArea } };
  return { status: 200, body: { area: found.area.area, label: nearAreaLabel(found.area.area) } };
}
