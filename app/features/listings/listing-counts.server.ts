import { countBy, countPerWeek, type CountRow, type WeeklyCount } from "~/shared/db/counts.server";
import { LISTING_KINDS } from "./listing-rules";
import { listings } from "./listing.table";

/** Listings per review status, the most common first. */
export function countListingsByReviewStatus(): Promise<CountRow[]> {
  return countBy(listings, listings.reviewStatus);
}

/** Listings per kind, every kind listed in LISTING_KINDS order (zero when none). */
export function countListingsByKind(): Promise<CountRow[]> {
  return countBy(listings, listings.kind, LISTING_KINDS);
}

/** Listings per week (by when they were submitted) and kind, since `since`. */
export function weeklyListingSubmissions(since: Date): Promise<WeeklyCount[]> {
  return countPerWeek({ table: listings, at: listings.submittedAt, since, splitBy: listings.kind });
}
