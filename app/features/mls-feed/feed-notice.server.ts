import { getConfig } from "~/shared/config/env.server";
import { lastSuccessfulSync } from "./sync-state.server";
import type { FeedNotice } from "./feed-notice";

export type { FeedNotice };

type FeedListingFields = {
  listingSource?: "mls" | null;
  listedByUs?: boolean;
  listOfficeName: string | null;
  listAgentName: string | null;
  listOfficePhone?: string | null;
};

/** The notice of a feed listing; null for a listing entered here or imported from a file. */
export async function loadFeedNotice(listing: FeedListingFields): Promise<FeedNotice | null> {
  if (listing.listingSource !== "mls") return null;
  const { disclaimer, logoUrl } = getConfig().mls;
  const ours = Boolean(listing.listedByUs);
  const lastUpdated = await lastSuccessfulSync();
  return {
    courtesyOf: ours ? null : (listing.listOfficeName ?? "the listing office"),
    agentName: ours ? null : listing.listAgentName,
    officePhone: ours ? null : (listing.listOfficePhone ?? null),
    ours,
    disclaimer: disclaimer ?? null,
    logoUrl: logoUrl ?? null,
    lastUpdated: lastUpdated?.toISOString() ?? null,
  };
}

export type FeedDisclaimer = { disclaimer: string; logoUrl: string | null; lastUpdated: string | null };

/** The MLS's disclaimer for a page that lists feed listings (/mls); null without a feed. */
export async function loadFeedDisclaimer(): Promise<FeedDisclaimer | null> {
  const { apiUrl, disclaimer, logoUrl } = getConfig().mls;
  if (!apiUrl) return null;
  const lastUpdated = await lastSuccessfulSync();
  return { disclaimer: disclaimer ?? "Information deemed reliable but not guaranteed.", logoUrl: logoUrl ?? null, lastUpdated: lastUpdated?.toISOString() ?? null };
}
