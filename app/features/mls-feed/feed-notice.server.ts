import { getConfig } from "~/shared/config/env.server";
import { upcomingOpenHouses } from "./open-houses.server";
import { lastSuccessfulSync } from "./sync-state.server";
import type { FeedNotice } from "./feed-notice";

export type { FeedNotice };

type FeedListingFields = {
  id: string;
  listingSource?: "mls" | null;
  listedByUs?: boolean;
  listOfficeName: string | null;
  listAgentName: string | null;
  listOfficePhone?: string | null;
};

/** The notice of a feed listing; null for a listing entered here or imported from a file. */
export async function loadFeedNotice(listing: FeedListingFields, now = new Date()): Promise<FeedNotice | null> {
  if (listing.listingSource !== "mls") return null;
  const { disclaimer, logoUrl } = getConfig().mls;
  const ours = Boolean(listing.listedByUs);
  const [lastUpdated, openHouses] = await Promise.all([lastSuccessfulSync(), upcomingOpenHouses(listing.id, now)]);
  return {
    courtesyOf: ours ? null : (listing.listOfficeName ?? "the listing office"),
    agentName: ours ? null : listing.listAgentName,
    officePhone: ours ? null : (listing.listOfficePhone ?? null),
    ours,
    disclaimer: disclaimer ?? null,
    logoUrl: logoUrl ?? null,
    lastUpdated: lastUpdated?.toISOString() ?? null,
    openHouses: openHouses.map((item) => ({ startsAt: item.startsAt.toISOString(), endsAt: item.endsAt.toISOString(), remarks: item.remarks })),
  };
}
