/**
 * Another firm's listing: one that came from the MLS (the feed, or a file
 * import: it has a ListingKey) whose listing office is not ours. Its
 * enquiries go to our office's rotation, never to that firm's agent, and it
 * is never featured (decision 0115). The SQL twin is `fromAnotherFirm`
 * (listing-sql.server.ts).
 */
export function isAnotherFirmsListing(listing: { listingKey?: string | null; listingSource?: "mls" | null; listedByUs?: boolean }): boolean {
  return (Boolean(listing.listingKey) || listing.listingSource === "mls") && !listing.listedByUs;
}
