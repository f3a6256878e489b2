import { openHouseEventsJsonLd } from "./open-house-events";
import { upcomingOpenHouses } from "./open-houses.server";

/** A listing page's open houses (feed and staff alike) and the same as schema.org Events. */
export type ListingOpenHouses = {
  items: Array<{ startsAt: string; endsAt: string; remarks: string | null }>;
  /** Serialized for a JSON-LD script; null without any. */
  jsonLd: string | null;
};

type Place = { id: string; title: string; area: string | null };

/** The one reader of a listing page's open houses: what the page lists is what its JSON-LD says. */
export async function loadListingOpenHouses(listing: Place, url: string, now = new Date()): Promise<ListingOpenHouses> {
  const upcoming = await upcomingOpenHouses(listing.id, now);
  const items = upcoming.map((item) => ({ startsAt: item.startsAt.toISOString(), endsAt: item.endsAt.toISOString(), remarks: item.remarks }));
  return { items, jsonLd: openHouseEventsJsonLd(items, { title: listing.title, area: listing.area, url }) };
}
