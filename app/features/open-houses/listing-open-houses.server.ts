import { keptByKeyUntilContentChanges } from "~/shared/cache/content-memo.server";
import { openHouseEventsJsonLd } from "./open-house-events";
import { upcomingOpenHouses, type OpenHouse } from "./open-houses.server";

/** A listing page's open houses (feed and staff alike) and the same as schema.org Events. */
export type ListingOpenHouses = {
  items: Array<{ startsAt: string; endsAt: string; remarks: string | null }>;
  /** Serialized for a JSON-LD script; null without any. */
  jsonLd: string | null;
};

type Place = { id: string; title: string; area: string | null };

/**
 * Each listing's open houses not ended when read, kept until public content changes (open houses announce theirs):
 * those not ended now are among them, so a page rendered for one visitor (a signed-in render) reads none.
 */
const keptUpcoming = keptByKeyUntilContentChanges<OpenHouse[]>({ maxEntries: 2_000, maxBytes: 4 * 1024 * 1024 });

/** The one reader of a listing page's open houses: what the page lists is what its JSON-LD says. */
export async function loadListingOpenHouses(listing: Place, url: string, now = new Date()): Promise<ListingOpenHouses> {
  const notEndedWhenRead = await keptUpcoming(listing.id, () => upcomingOpenHouses(listing.id, now));
  const items = notEndedWhenRead
    .filter((item) => item.endsAt.getTime() > now.getTime())
    .map((item) => ({ startsAt: item.startsAt.toISOString(), endsAt: item.endsAt.toISOString(), remarks: item.remarks }));
  return { items, jsonLd: openHouseEventsJsonLd(items, { title: listing.title, area: listing.area, url }) };
}
