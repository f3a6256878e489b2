import { data } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { BOOKING_REQUESTS_TABLE, BOOKING_STATUS_LABELS, BOOKING_STATUSES } from "~/features/stays";
import { decideBookingRequest } from "~/features/booking-requests/index.server";
import { listAllBookingRequests, listBookedProperties } from "~/features/stays/index.server";
import { BookingRequestsTable } from "~/features/booking-requests/components";
import type { PageHandle } from "~/features/shell";
import { readFormData } from "~/shared/forms/parse-form";
import { readTableQuery } from "~/shared/tables/table-query";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import bookingStylesHref from "~/styles/bookings.css?url";
import type { Route } from "./+types/bookings";
import { throwFailure } from "~/shared/http/failure-status";
import { sendFailure } from "~/shared/http/reply";

/**
 * /admin/admindashboard/bookings: every booking request as a work
 * table (searched, sorted and paged in SQL, state in the address), newest
 * first, filterable by status, property and dates; approve or reject with
 * notes, cancel an approved stay. Administrators only (loader and action).
 * Plain GET and POST forms, no React in the browser (decision 0008).
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Bookings | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
  { rel: "stylesheet", href: bookingStylesHref },
];

const BASE = "/admin/admindashboard/bookings";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "decide:booking-requests");
  const params = new URL(request.url).searchParams;
  const filters = { status: params.get("status") ?? "", propertyId: params.get("property") ?? "", from: params.get("from") ?? "", to: params.get("to") ?? "" };
  const [requests, properties] = await Promise.all([listAllBookingRequests(user, filters, readTableQuery(params, BOOKING_REQUESTS_TABLE)), listBookedProperties(user)]);
  if (!requests.success) throwFailure(requests);
  if (!properties.success) throwFailure(properties);
  return { requests: requests.data, properties: properties.data, filters };
}

type ActionReply = { done: string; id: string; error?: undefined } | { error: string; id: string; done?: undefined };

const DONE = { approved: "Approved: the dates are now blocked and the guest was e-mailed.", rejected: "Rejected: the guest was e-mailed.", cancelled: "Stay canceled: the nights are free again and the guest was e-mailed." };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "decide:booking-requests");
  const form = await readFormData(request);
  const id = String(form.get("id") ?? "");
  const result = await decideBookingRequest(user, id, form.get("status"), form.get("notes") ?? "");
  if (!result.success) return sendFailure<ActionReply>(result, { error: result.error, id });
  return data<ActionReply>({ done: DONE[result.status], id });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { requests, properties, filters } = loaderData;
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="bookings-heading">
        <h2 id="bookings-heading">Booking requests</h2>
        {actionData?.done ? (
          <p role="status" className="form-success">
            {actionData.done}
          </p>
        ) : null}
        {actionData?.error ? (
          <p role="alert" className="form-error">
            {actionData.error}
          </p>
        ) : null}
        <BookingRequestsTable
          admin
          path={BASE}
          page={requests}
          currentId={actionData?.id ?? null}
          filters={[
            ["status", filters.status],
            ["property", filters.propertyId],
            ["from", filters.from],
            ["to", filters.to],
          ]}
          filterFields={
            <>
              <div className="work-table__field work-table__field--narrow">
                <label htmlFor="filter-status">Status</label>
                <select id="filter-status" name="status" defaultValue={filters.status} className="work-table__select">
                  <option value="">Any</option>
                  {BOOKING_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {BOOKING_STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="work-table__field work-table__field--narrow">
                <label htmlFor="filter-property">Property</label>
                <select id="filter-property" name="property" defaultValue={filters.propertyId} className="work-table__select">
                  <option value="">Any</option>
                  {properties.map((property) => (
                    <option key={property.id} value={property.id}>
                      {property.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="work-table__field work-table__field--narrow">
                <label htmlFor="filter-from">Stays from</label>
                <input id="filter-from" name="from" type="date" defaultValue={filters.from} className="work-table__input" />
              </div>
              <div className="work-table__field work-table__field--narrow">
                <label htmlFor="filter-to">to</label>
                <input id="filter-to" name="to" type="date" defaultValue={filters.to} className="work-table__input" />
              </div>
            </>
          }
          empty={<p>No booking requests yet.</p>}
        />
      </section>
    </div>
  );
}
