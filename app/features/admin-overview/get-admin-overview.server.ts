import { refuse, type Actor } from "~/features/accounts";
import { countUsersByStatus } from "~/features/accounts/index.server";
import { BOOKING_STATUSES } from "~/features/bookings";
import { weeklyBookingRequests } from "~/features/bookings/index.server";
import { firstResponseStats, type FirstResponseStats } from "~/features/leads/index.server";
import { countListingsByKind, countListingsByReviewStatus, weeklyListingSubmissions } from "~/features/listings/index.server";
import { LISTING_KINDS } from "~/features/listings";
import { getDb } from "~/shared/db/client.server";
import type { CountRow } from "~/shared/db/counts.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { lastWeeks, type ChartSeries } from "./chart-series";
import { seriesByWeek } from "./count-by-week.server";

/**
 * The admin dashboard's Overview: listings by review status and
 * by kind, users by status, weekly charts and the median time to answer a
 * lead, all counted in the database.
 */

export type { CountRow };

/** A source of weekly series for the booking chart: a function of the weeks shown. */
export type SeriesSource = (weeks: readonly string[]) => Promise<ChartSeries[]>;

/** Booking requests per week, one series per request status. */
export const bookingRequestsByWeek: SeriesSource = (weeks) => seriesByWeek(weeks, BOOKING_STATUSES, weeklyBookingRequests);

/**
 * The booking chart's series: each source is one function of the weeks shown
 * (seriesByWeek over a feature's weekly counts). With none, the page says "Booking requests
 * will appear here".
 */
export const BOOKING_SERIES_SOURCES: readonly SeriesSource[] = [bookingRequestsByWeek];

export type AdminOverview = {
  listingsByReviewStatus: CountRow[];
  listingsByKind: CountRow[];
  usersByStatus: CountRow[];
  totals: { listings: number; users: number };
  weeks: string[];
  submissions: ChartSeries[];
  bookingRequests: ChartSeries[];
  /** How quickly leads were first answered over the last 90 days. */
  firstResponse: FirstResponseStats;
};

const sum = (rows: CountRow[]) => rows.reduce((total, row) => total + row.count, 0);

export async function getAdminOverview(
  actor: Actor,
  options: { now?: Date; bookingSources?: readonly SeriesSource[] } = {},
): Promise<Result<{ data: AdminOverview }>> {
  const refused = refuse(actor, "view:admin-dashboard");
  if (refused) return refused;
  const weeks = lastWeeks(options.now ?? new Date());
  return runService("getAdminOverview", {}, async () => {
    const [listingsByReviewStatus, listingsByKind, usersByStatus, submissions, firstResponse] = await Promise.all([
      countListingsByReviewStatus(),
      countListingsByKind(),
      countUsersByStatus(),
      seriesByWeek(weeks, LISTING_KINDS, weeklyListingSubmissions),
      firstResponseStats(getDb(), options.now),
    ]);
    const bookingRequests = (await Promise.all((options.bookingSources ?? BOOKING_SERIES_SOURCES).map((source) => source(weeks)))).flat();
    return ok({
      data: {
        listingsByReviewStatus,
        listingsByKind,
        usersByStatus,
        totals: { listings: sum(listingsByKind), users: sum(usersByStatus) },
        weeks,
        submissions,
        bookingRequests,
        firstResponse,
      },
    });
  });
}
