import { refusePost, requireUser } from "~/features/accounts/index.server";
import { BOOKING_REQUESTS_TABLE } from "~/features/stays";
import { listAgentBookingRequests } from "~/features/stays/index.server";
import { readTableQuery } from "~/shared/tables/table-query";
import { BookingRequestsTable } from "~/features/booking-requests/components";
import type { PageHandle } from "~/features/shell";
import adminStylesHref from "~/styles/admin.css?url";
import bookingStylesHref from "~/styles/bookings.css?url";
import type { Route } from "./+types/bookings";
import { throwFailure } from "~/shared/http/failure-status";

/**
 * /agent/agentdashboard/bookings: the booking requests for the
 * agent's own properties as a work table (searched, sorted and paged in SQL,
 * state in the address), newest first. Read-only: administrators decide.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Booking requests | Agent dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: bookingStylesHref },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "view:agent-dashboard");
  const result = await listAgentBookingRequests(user, readTableQuery(new URL(request.url).searchParams, BOOKING_REQUESTS_TABLE));
  if (!result.success) throwFailure(result);
  return { requests: result.data };
}

/** Read-only: a POST is refused after the access check. */
export async function action({ request }: Route.ActionArgs) {
  return refusePost(request, "view:agent-dashboard");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { requests } = loaderData;
  return (
    <div className="container section">
      <section aria-labelledby="bookings-heading">
        <h2 id="bookings-heading">Booking requests</h2>
        <p className="admin-section__intro">
          Requests guests sent for your rentals, newest first. The brokerage's administrators approve or reject them; the guest is e-mailed
          the decision.
        </p>
        <BookingRequestsTable path="/agent/agentdashboard/bookings" page={requests} empty={<p>No booking requests for your properties yet.</p>} />
      </section>
    </div>
  );
}
