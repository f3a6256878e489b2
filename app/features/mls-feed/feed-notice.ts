/**
 * What a feed listing's page must show beside the listing (IDX): the listing
 * firm (and agent, with the firm's phone) unless it is ours, the MLS's
 * disclaimer and logo, and when the feed was last read (its open
 * houses are the listing's own section: features/open-houses).
 */
export type FeedNotice = {
  /** The listing's number in the MLS (its ListingKey). */
  mlsNumber: string | null;
  /** The listing firm of another firm's listing; null for ours. */
  courtesyOf: string | null;
  agentName: string | null;
  officePhone: string | null;
  ours: boolean;
  disclaimer: string | null;
  logoUrl: string | null;
  /** ISO time of the last successful sync pass. */
  lastUpdated: string | null;
};

/** What the page and e-mails say where the MLS configured no disclaimer of its own (MLS_DISCLAIMER). */
export const DEFAULT_MLS_DISCLAIMER = "Information deemed reliable but not guaranteed.";

/** The fields of a listing its MLS notice reads. */
export type NoticeListing = { listingKey?: string | null; listingSource?: "mls" | null; listedByUs?: boolean; listOfficeName: string | null };

/**
 * The notice of an MLS listing (the feed's or a file's) as lines of plain
 * text, for every e-mail that shows the listing: its MLS number, the listing
 * firm of another firm's listing, and the MLS's disclaimer. None for a
 * listing entered here.
 */
export function noticeLines(listing: NoticeListing, disclaimer: string | null | undefined): string[] {
  const attribution = attributionLines(listing);
  return attribution.length > 0 ? [...attribution, disclaimer ?? DEFAULT_MLS_DISCLAIMER] : [];
}

/** An MLS listing's number and, for another firm's, its listing firm; none for a listing entered here. */
export function attributionLines(listing: NoticeListing): string[] {
  if (!listing.listingKey && listing.listingSource !== "mls") return [];
  return [
    ...(listing.listingKey ? [`MLS #${listing.listingKey}`] : []),
    ...(listing.listedByUs ? [] : [`Listing courtesy of ${listing.listOfficeName ?? "the listing office"}.`]),
  ];
}
