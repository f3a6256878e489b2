import { refuse, type Actor } from "~/shared/access/permissions";
import { countUsersByStatus } from "~/features/accounts/index.server";
import { BOOKING_STATUSES } from "~/features/stays";
import { weeklyBookingRequests } from "~/features/stays/index.server";
import { countListingViews } from "~/features/analytics/index.server";
import { countLeadsByChannel } from "~/features/leads/index.server";
import { firstResponseStats, leadActivity, type FirstResponseStats } from "~/features/leads/index.server";
import { countListingsByKind, countListingsByReviewStatus, listingColumns, publicPathColumns, readApprovedRentals, selectListings, weeklyListingSubmissions } from "~/features/listings/index.server";
import { inArray } from "drizzle-orm";
import { LISTING_KINDS, listingPublicPath, rentalNamePath } from "~/features/listings";
import { getDb } from "~/shared/db/client.server";
import type { CountRow } from "~/shared/db/counts.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { lastWeeks, type ChartSeries } from "./chart-series";
import { seriesByWeek } from "./count-by-week.server";

/**
 * The admin dashboard's Overview: listings by review status and
 * by kind, users by status, weekly charts (island weeks), and over the last
 * 30 or 90 days leads by source and by agent, the median time to answer a
 * lead, showings asked for and booked, and listings' views and enquiries,
 * all counted in the database.
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
  /** The window the lead figures cover: the last 30 or 90 days. */
  days: OverviewDays;
  /** How quickly leads were first answered over the window. */
  firstResponse: FirstResponseStats;
  leads: {
    total: number;
    bySource: CountRow[];
    byAgent: CountRow[];
    showingsRequested: number;
    showingsBooked: number;
  };
  /** The listings most enquired about and most viewed over the window. */
  listings: Array<{ path: string; title: string; views: number; enquiries: number }>;
};

export const OVERVIEW_DAYS = [30, 90] as const;
export type OverviewDays = (typeof OVERVIEW_DAYS)[number];
const DAY_MS = 24 * 60 * 60 * 1000;
const ID_PATH = /^\/(?:property|soldproperty|landproperty|landsold)\/([0-9a-f-]{36})$/i;

/**
 * Listing pages by enquiries, then views: each listing's title from its
 * enquiries, or from the listing itself when only viewed.
 */
async function listingPerformance(since: Date, enquired: Array<{ path: string; title: string; count: number }>) {
  const views = await countListingViews(since, enquired.map((row) => row.path));
  const rows = new Map(enquired.map((row) => [row.path, { path: row.path, title: row.title, views: views.get(row.path) ?? 0, enquiries: row.count }]));
  for (const [path, count] of views) if (!rows.has(path)) rows.set(path, { path, title: path, views: count, enquiries: 0 });
  const ids = [...rows.values()].filter((row) => row.title === row.path).map((row) => ID_PATH.exec(row.path)?.[1]).filter((id): id is string => Boolean(id));
  if (ids.length > 0) {
    const titles = await selectListings({ id: listingColumns.id, title: listingColumns.title }).where(inArray(listingColumns.id, ids));
    for (const row of rows.values()) {
      const id = ID_PATH.exec(row.path)?.[1];
      const found = id ? titles.find((listing) => listing.id === id) : undefined;
      if (found && row.title === row.path) row.title = found.title;
    }
  }
  if ([...rows.values()].some((row) => row.title === row.path)) {
    const names = await rentalPageNames();
    for (const row of rows.values()) if (row.title === row.path) row.title = names.get(row.path) ?? row.path;
  }
  return [...rows.values()].sort((a, b) => b.enquiries - a.enquiries || b.views - a.views || a.path.localeCompare(b.path)).slice(0, 10);
}

/**
 * The rentals' names by both their public paths (/villa/{name} and
 * /rental/{slug}): staff read "Villa Sea Grape", not its address.
 */
async function rentalPageNames(): Promise<Map<string, string>> {
  const rentals = await readApprovedRentals();
  if (!rentals.success || rentals.data.length === 0) return new Map();
  const names = new Map(rentals.data.map((rental) => [rentalNamePath(rental.name), rental.name]));
  const byId = new Map(rentals.data.map((rental) => [rental.id, rental.name]));
  const addresses = await selectListings(publicPathColumns).where(inArray(listingColumns.id, [...byId.keys()]));
  for (const address of addresses) names.set(listingPublicPath(address), byId.get(address.id)!);
  return names;
}

const sum = (rows: CountRow[]) => rows.reduce((total, row) => total + row.count, 0);

export async function getAdminOverview(
  actor: Actor,
  options: { now?: Date; days?: OverviewDays; bookingSources?: readonly SeriesSource[] } = {},
): Promise<Result<{ data: AdminOverview }>> {
  const refused = refuse(actor, "view:admin-dashboard");
  if (refused) return refused;
  const now = options.now ?? new Date();
  const weeks = lastWeeks(now);
  const days = options.days ?? 30;
  const since = new Date(now.getTime() - days * DAY_MS);
  return runService("getAdminOverview", {}, async () => {
    const [listingsByReviewStatus, listingsByKind, usersByStatus, submissions, firstResponse, activity] = await Promise.all([
      countListingsByReviewStatus(),
      countListingsByKind(),
      countUsersByStatus(),
      seriesByWeek(weeks, LISTING_KINDS, weeklyListingSubmissions),
      firstResponseStats(getDb(), now, days),
      leadActivity(since),
    ]);
    const [bySource, listings] = await Promise.all([countLeadsByChannel(since, activity.total), listingPerformance(since, activity.byListing)]);
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
        days,
        firstResponse,
        leads: { total: activity.total, bySource, byAgent: activity.byAgent, showingsRequested: activity.showingsRequested, showingsBooked: activity.showingsBooked },
        listings,
      },
    });
  });
}
