import { refusePost, requireUser } from "~/features/accounts/index.server";
import { listRentalsForDashboard, readRentalFilters } from "~/features/bookings/index.server";
import { RentalsDashboardTable, RentalsFilterForm } from "~/features/bookings/components";
import { AGENT_DASHBOARD_SECTIONS, DashboardLayout, type DashboardSection } from "~/features/shell/components";
import type { PageHandle } from "~/features/shell";
import rentalsStylesHref from "~/styles/agent-rentals.css?url";
import type { Route } from "./+types/agent-rentals";
import { throwFailure } from "~/shared/http/failure-status";

/**
 * /agent/rentals: an agent's own rentals, or every rental for an
 * administrator (with the agent, and filters by agent and review status in
 * the URL). Not nested in either dashboard, so it draws the viewer's own
 * frame: an administrator never sees the agent's navigation.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Rentals | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: rentalsStylesHref }];

const ADMIN_SECTIONS: readonly DashboardSection[] = [
  { to: "/admin/admindashboard", label: "Admin dashboard", end: true },
  { to: "/agent/rentals", label: "All rentals" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "manage:rental-calendars");
  const result = await listRentalsForDashboard(user, readRentalFilters(new URL(request.url).searchParams));
  if (!result.success) throwFailure(result);
  return { name: user.name, dashboard: result.data };
}

/** Read-only: a POST is refused after the access check. */
export async function action({ request }: Route.ActionArgs) {
  return refusePost(request, "manage:rental-calendars");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { name, dashboard } = loaderData;
  const admin = dashboard.viewer === "admin";
  const filtered = Boolean(dashboard.filters.agent || dashboard.filters.status);
  const title = admin ? "All rentals" : "My rentals";
  return (
    <>
      <DashboardLayout title={admin ? "Rentals" : "Agent dashboard"} userName={name} sections={admin ? ADMIN_SECTIONS : AGENT_DASHBOARD_SECTIONS} />
      <div className="container section agent-rentals">
        <section aria-labelledby="rentals-title">
          <div className="agent-rentals__header">
            <h2 id="rentals-title">{title}</h2>
            {admin ? null : (
              <a href="/agent/agentdashboard/new/rental" className="button">
                Add a rental
              </a>
            )}
          </div>
          {admin ? <RentalsFilterForm dashboard={dashboard} /> : null}
          {dashboard.rows.length === 0 ? (
            <p>{filtered ? "No rentals match these filters." : admin ? "There are no rentals yet." : "You have not added any rentals yet."}</p>
          ) : (
            <>
              <p className="agent-rentals__count">
                {dashboard.rows.length === 1 ? "1 rental" : `${dashboard.rows.length} rentals`}
              </p>
              <RentalsDashboardTable dashboard={dashboard} caption={title} />
            </>
          )}
        </section>
      </div>
    </>
  );
}
