/**
 * What a feed listing's page must show beside the listing (IDX): the listing
 * firm (and agent, with the firm's phone) unless it is ours, the MLS's
 * disclaimer and logo, and when the feed was last read (its open
 * houses are the listing's own section: features/open-houses).
 */
export type FeedNotice = {
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
