import { getConfig } from "~/shared/config/env.server";
import { lastSuccessfulSync } from "./sync-state.server";
import { attributionLines, DEFAULT_MLS_DISCLAIMER, noticeLines, type FeedNotice, type NoticeListing } from "./feed-notice";

export type { FeedNotice };

type FeedListingFields = {
  listingKey?: string | null;
  listingSource?: "mls" | null;
  listedByUs?: boolean;
  listOfficeName: string | null;
  listAgentName: string | null;
  listOfficePhone?: string | null;
};

/**
 * The notice of an MLS listing, from the feed or a file (it has a ListingKey);
 * null for a listing entered here. When the feed was last read is said only
 * of the feed's own listings.
 */
export async function loadFeedNotice(listing: FeedListingFields): Promise<FeedNotice | null> {
  if (listing.listingSource !== "mls" && !listing.listingKey) return null;
  const { disclaimer, logoUrl } = getConfig().mls;
  const ours = Boolean(listing.listedByUs);
  const lastUpdated = listing.listingSource === "mls" ? await lastSuccessfulSync() : null;
  return {
    mlsNumber: listing.listingKey ?? null,
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

/**
 * The MLS's disclaimer (MLS_DISCLAIMER, or a general one) for a page that
 * lists MLS listings and sales (/mls, /saleshistory, a sold listing's page),
 * with when the feed was last read when there is a feed.
 */
export async function loadFeedDisclaimer(): Promise<FeedDisclaimer> {
  const { apiUrl, disclaimer, logoUrl } = getConfig().mls;
  const lastUpdated = apiUrl ? await lastSuccessfulSync() : null;
  return { disclaimer: disclaimer ?? DEFAULT_MLS_DISCLAIMER, logoUrl: logoUrl ?? null, lastUpdated: lastUpdated?.toISOString() ?? null };
}

/** The MLS notice of a listing as e-mail lines (MLS number, listing firm, MLS_DISCLAIMER); none for a listing entered here. */
export function listingNoticeLines(listing: NoticeListing): string[] {
  return noticeLines(listing, getConfig().mls.disclaimer);
}

/** For an e-mail listing several listings: each one's number and firm (`attributionLines`), and the disclaimer once, under them all. */
export function listingAttributionLines(listing: NoticeListing): string[] {
  return attributionLines(listing);
}

/** The MLS's disclaimer as e-mails print it (MLS_DISCLAIMER, or a general one). */
export function mlsDisclaimerText(): string {
  return getConfig().mls.disclaimer ?? DEFAULT_MLS_DISCLAIMER;
}
