import { refusePost, requireUser } from "~/features/accounts/index.server";
import { USER_STATUS_LABELS } from "~/features/accounts/components";
import { BOOKING_STATUS_LABELS } from "~/features/stays";
import { getAdminOverview, OVERVIEW_DAYS } from "~/features/admin-overview/index.server";
import { OverviewCounts } from "~/features/admin-overview/components";
import { LeadPerformance, TimeSeriesChart } from "~/features/admin-overview/components";
import type { PageHandle } from "~/features/shell";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import type { Route } from "./+types/overview";
import { throwFailure } from "~/shared/http/failure-status";
import { listSyncRuns } from "~/features/mls-feed/index.server";
import { getConfig } from "~/shared/config/env.server";
import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { Link } from "~/shared/ui/link";
import { adminLeadPath } from "~/features/leads";
import { loadOverdueTasks } from "~/features/leads/index.server";
import { OverdueTasksList } from "~/features/leads/components";
import leadStylesHref from "~/styles/leads.css?url";

/**
 * /admin/admindashboard/overview: counts of listings and users
 * and weekly charts. Administrators only. The charts are server-rendered SVG
 * from this route's own module, so no chart code reaches any other page, and
 * no React ships to the browser here (decision 0008).
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Overview | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
  { rel: "stylesheet", href: leadStylesHref },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "view:admin-dashboard");
  const asked = Number(new URL(request.url).searchParams.get("days"));
  const days = OVERVIEW_DAYS.find((option) => option === asked) ?? 30;
  const result = await getAdminOverview(user, { days });
  if (!result.success) throwFailure(result);
  // The MLS feed's last pass, when a feed is configured: its runs are under /admin/admindashboard/feed.
  const [lastRun] = getConfig().mls.apiUrl ? await listSyncRuns(1) : [];
  const feed = lastRun ? { status: lastRun.status, startedAt: lastRun.startedAt.toISOString(), started: formatIslandDateTime(lastRun.startedAt), errorCount: lastRun.errorCount } : null;
  return { ...result.data, feed, feedConfigured: Boolean(getConfig().mls.apiUrl), overdue: await loadOverdueTasks(user) };
}

const KIND_LABELS: Record<string, string> = { sale: "For sale", sold: "Sold", rental: "Rentals" };
const kindLabel = (key: string) => KIND_LABELS[key] ?? key;
const capitalised = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
const bookingStatusLabel = (key: string) => BOOKING_STATUS_LABELS[key as keyof typeof BOOKING_STATUS_LABELS] ?? capitalised(key);
const userStatusLabel = (key: string) => USER_STATUS_LABELS[key as keyof typeof USER_STATUS_LABELS] ?? key;

/** Read-only: a POST is refused after the access check. */
export async function action({ request }: Route.ActionArgs) {
  return refusePost(request, "view:admin-dashboard");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const overview = loaderData;
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="overview-heading">
        <h2 id="overview-heading">Overview</h2>
        <p className="admin-section__intro">
          {overview.totals.listings.toLocaleString("en-US")} listings and {overview.totals.users.toLocaleString("en-US")} accounts. Weeks start
          on Monday, St. John time.
        </p>
        {overview.feedConfigured ? (
          <p className="admin-section__intro">
            MLS feed:{" "}
            {overview.feed ? (
              <>
                last pass {overview.feed.status} at <time dateTime={overview.feed.startedAt}>{overview.feed.started}</time>
                {overview.feed.errorCount > 0 ? ` with ${overview.feed.errorCount} problems` : null}.
              </>
            ) : (
              "no pass yet."
            )}{" "}
            <Link to="/admin/admindashboard/feed">See the sync runs</Link>
          </p>
        ) : null}
        <div className="overview-grid">
          <OverviewCounts title="Listings by review status" rows={overview.listingsByReviewStatus} label={capitalised} />
          <OverviewCounts title="Listings by kind" rows={overview.listingsByKind} label={kindLabel} />
          <OverviewCounts title="Users by status" rows={overview.usersByStatus} label={userStatusLabel} />
        </div>
      </section>
      <OverdueTasksList {...overview.overdue} hrefOf={adminLeadPath} showAgent />
      <LeadPerformance days={overview.days} basePath="/admin/admindashboard/overview" firstResponse={overview.firstResponse} leads={overview.leads} listings={overview.listings} />
      <section className="admin-section" aria-labelledby="submissions-heading">
        <h2 id="submissions-heading">Listing submissions</h2>
        <TimeSeriesChart
          title="Listing submissions per week, last 12 weeks, by kind"
          weeks={overview.weeks}
          series={overview.submissions}
          label={kindLabel}
          emptyMessage="Listing submissions will appear here"
        />
      </section>
      <section className="admin-section" aria-labelledby="bookings-heading">
        <h2 id="bookings-heading">Booking requests</h2>
        <TimeSeriesChart
          title="Booking requests per week, last 12 weeks, by status"
          weeks={overview.weeks}
          series={overview.bookingRequests}
          label={bookingStatusLabel}
          emptyMessage="Booking requests will appear here"
        />
      </section>
    </div>
  );
}
