import { formatIslandDateTime } from "~/shared/dates/format-dates";
import type { AdminBookingRequestView, BookingRequestView } from "../list-booking-requests.server";
import { BOOKING_LIMITS, formatDay, formatMoney } from "../booking-rules";
import { daysBetween } from "~/shared/dates/island-days";

type Props = {
  caption: string;
  requests: ReadonlyArray<BookingRequestView | AdminBookingRequestView>;
  /** Administrators: the agent column and the decision forms. */
  admin?: boolean;
  /** The request the last decision was about (highlighted). */
  currentId?: string | null;
};

const STATUS_LABELS: Record<string, string> = { pending: "Pending", approved: "Approved", rejected: "Rejected", cancelled: "Cancelled" };

function when(date: Date | string | null): string {
  if (!date) return "";
  return formatIslandDateTime(date);
}

/** A moment as a `<time>` element: read by machines, masked by the screenshot tests. */
function When({ date }: { date: Date | string | null }) {
  if (!date) return null;
  return <time dateTime={new Date(date).toISOString()}>{when(date)}</time>;
}

/**
 * Booking requests, newest first, as the agent and admin dashboards list
 * them. Plain POST forms for the administrator's decisions (no React in the
 * browser, decision 0008).
 */
export function BookingRequestsTable({ caption, requests, admin = false, currentId }: Props) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table booking-requests">
        <caption className="booking-requests__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Requested</th>
            <th scope="col">Property</th>
            <th scope="col">Stay</th>
            <th scope="col">Guest</th>
            <th scope="col">Estimate</th>
            <th scope="col">Status</th>
            {admin ? <th scope="col">Agent</th> : null}
            <th scope="col">{admin ? "Notes and decision" : "Notes"}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id} data-booking-id={request.id} aria-current={request.id === currentId ? "true" : undefined}>
              <td>
                <When date={request.createdAt} />
              </td>
              <td>
                <a href={request.propertyPath}>{request.propertyName}</a>
                {request.source === "villa" ? <div className="booking-requests__meta">via the villa page</div> : null}
              </td>
              <td>
                <time dateTime={request.checkIn}>{formatDay(request.checkIn)}</time> – <time dateTime={request.checkOut}>{formatDay(request.checkOut)}</time>
                <div className="booking-requests__meta">
                  {daysBetween(request.checkIn, request.checkOut)} nights · {request.guests} {request.guests === 1 ? "guest" : "guests"}
                </div>
              </td>
              <td>
                {request.guestName}
                <div className="booking-requests__meta">
                  <a href={`mailto:${request.email}`}>{request.email}</a>
                  {request.phone ? <> · {request.phone}</> : null}
                </div>
                {request.message ? <p className="booking-requests__message">{request.message}</p> : null}
              </td>
              <td>{request.quote ? formatMoney(request.quote.total) : "—"}</td>
              <td>
                <span className={`review-status review-status--${request.status}`}>{STATUS_LABELS[request.status] ?? request.status}</span>
                {request.approvedAt ? <div className="booking-requests__meta">
                    Approved <When date={request.approvedAt} />
                  </div> : null}
                {request.rejectedAt ? <div className="booking-requests__meta">
                    Rejected <When date={request.rejectedAt} />
                  </div> : null}
              </td>
              {admin ? (
                <td>
                  {"agentName" in request ? (request.agentName ?? "—") : null}
                  {"agentEmail" in request && request.agentEmail ? <div className="booking-requests__meta">{request.agentEmail}</div> : null}
                </td>
              ) : null}
              <td className="admin-table__notes">{admin ? <Decision request={request} /> : request.adminNotes || "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Decision({ request }: { request: BookingRequestView }) {
  const actions = request.status === "pending" ? (["approved", "rejected"] as const) : request.status === "approved" ? (["cancelled"] as const) : [];
  if (actions.length === 0) return <>{request.adminNotes || "—"}</>;
  const id = `notes-${request.id}`;
  return (
    <form method="post" className="booking-decision">
      <input type="hidden" name="id" value={request.id} />
      <label htmlFor={id}>
        Notes<span className="visually-hidden"> for {request.guestName}'s request</span>
      </label>
      <textarea id={id} name="notes" rows={2} maxLength={BOOKING_LIMITS.notesMax} defaultValue={request.adminNotes} />
      <div className="booking-decision__actions">
        {actions.map((status) => (
          <button
            key={status}
            type="submit"
            name="status"
            value={status}
            className={`button button--small${status === "approved" ? "" : " button--danger-ghost"}`}
          >
            {status === "approved" ? "Approve" : status === "rejected" ? "Reject" : "Cancel stay"}
            <span className="visually-hidden"> {request.guestName}, {formatDay(request.checkIn)}</span>
          </button>
        ))}
      </div>
    </form>
  );
}
