import { refusePost, requireRole } from "~/features/accounts/authorization.server";
import { USER_STATUS_LABELS } from "~/features/accounts/ui/user-admin-table";
import { getAdminOverview } from "~/features/admin-overview/get-admin-overview.server";
import { OverviewCounts } from "~/features/admin-overview/ui/overview-counts";
import { TimeSeriesChart } from "~/features/admin-overview/ui/time-series-chart";
import type { PageHandle } from "~/features/shell/page-mode";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import type { Route } from "./+types/overview";
import { serverError } from "~/shared/lib/http-errors";

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
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ["admin"]);
  const result = await getAdminOverview();
  if (!result.success) serverError();
  return result.data;
}

const KIND_LABELS: Record<string, string> = { sale: "For sale", sold: "Sold", rental: "Rentals" };
const kindLabel = (key: string) => KIND_LABELS[key] ?? key;
const capitalised = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
const userStatusLabel = (key: string) => USER_STATUS_LABELS[key as keyof typeof USER_STATUS_LABELS] ?? key;

/** Read-only: a POST is refused after the access check. */
export async function action({ request }: Route.ActionArgs) {
  return refusePost(request, ["admin"]);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const overview = loaderData;
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="overview-heading">
        <h2 id="overview-heading">Overview</h2>
        <p className="admin-section__intro">
          {overview.totals.listings.toLocaleString("en-US")} listings and {overview.totals.users.toLocaleString("en-US")} accounts. Weeks start
          on Monday (UTC).
        </p>
        <div className="overview-grid">
          <OverviewCounts title="Listings by review status" rows={overview.listingsByReviewStatus} label={capitalised} />
          <OverviewCounts title="Listings by kind" rows={overview.listingsByKind} label={kindLabel} />
          <OverviewCounts title="Users by status" rows={overview.usersByStatus} label={userStatusLabel} />
        </div>
      </section>
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
          label={capitalised}
          emptyMessage="Booking requests will appear here"
        />
      </section>
    </div>
  );
}
