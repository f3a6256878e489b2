/**
 * What a feed listing's page must show beside the listing (IDX): the listing
 * firm (and agent, with the firm's phone) unless it is ours, the MLS's
 * disclaimer and logo, when the feed was last read, and open houses.
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
  openHouses: Array<{ startsAt: string; endsAt: string; remarks: string | null }>;
};
