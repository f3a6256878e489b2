import { refusePost, requireUser } from "~/features/accounts/index.server";
import { listRentalsForDashboard, readRentalFilters } from "~/features/rental-calendars/index.server";
import { RentalsDashboardTable, RentalsFilterForm } from "~/features/rental-calendars/components";
import { StaffHeading } from "~/features/shell/components";
import type { PageHandle } from "~/features/shell";
import rentalsStylesHref from "~/styles/agent-rentals.css?url";
import type { Route } from "./+types/agent-rentals";
import { throwFailure } from "~/shared/http/failure-status";

/**
 * /agent/rentals: an agent's own rentals, or every rental for an
 * administrator (with the agent, and filters by agent and review status in
 * the URL). Not nested in either dashboard; the staff layout gives it the
 * viewer's own sidebar, so an administrator never sees the agent's sections.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Rentals | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: rentalsStylesHref }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "manage:rental-calendars");
  const result = await listRentalsForDashboard(user, readRentalFilters(new URL(request.url).searchParams));
  if (!result.success) throwFailure(result);
  return { dashboard: result.data };
}

/** Read-only: a POST is refused after the access check. */
export async function action({ request }: Route.ActionArgs) {
  return refusePost(request, "manage:rental-calendars");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { dashboard } = loaderData;
  const admin = dashboard.viewer === "admin";
  const filtered = Boolean(dashboard.filters.agent || dashboard.filters.status);
  const title = admin ? "All rentals" : "My rentals";
  return (
    <>
      <StaffHeading title={title}>
        {admin ? null : (
          <a href="/agent/agentdashboard/new/rental" className="button">
            Add a rental
          </a>
        )}
      </StaffHeading>
      <div className="container section agent-rentals">
        <section aria-label={title}>
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
