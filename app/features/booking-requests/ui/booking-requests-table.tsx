import { formatIslandClock, formatIslandDateTime, formatMonthDay, formatShortDate } from "~/shared/dates/format-dates";
import { EmailLink } from "~/shared/ui/email-link";
import type { ReactNode } from "react";
import { WorkTable, type WorkTableColumn } from "~/shared/tables/work-table";
import type { AdminBookingRequestView, BookingRequestsPage, BookingRequestView } from "~/features/stays/index.server";
import { BOOKING_REQUESTS_TABLE, type BookingRequestSort } from "~/features/stays";
import { BOOKING_LIMITS, BOOKING_STATUS_LABELS, formatDay } from "~/features/stays";
import { formatCents } from "~/shared/lib/money";
import { daysBetween } from "~/shared/dates/island-days";

type AnyRequest = BookingRequestView | AdminBookingRequestView;

type Props = {
  /** The page's address, without its query. */
  path: string;
  page: BookingRequestsPage<AnyRequest>;
  /** Administrators: each request's agent and the decision forms. */
  admin?: boolean;
  /** The request the last decision was about (highlighted). */
  currentId?: string | null;
  /** The page's filters, kept by the sort and page links, and their fields in the search form. */
  filters?: ReadonlyArray<readonly [string, string]>;
  filterFields?: ReactNode;
  empty: ReactNode;
};

/** A day that never breaks across lines ("Nov 28, 2026"): a `<time>` element, read by machines and masked by the screenshot tests. */
function Day({ date }: { date: Date | string }) {
  return (
    <time className="booking-requests__day" dateTime={new Date(date).toISOString()} title={formatIslandDateTime(date)}>
      {formatShortDate(date)}
    </time>
  );
}

/** "Dec 8 – Dec 13, 2026" (the year once when both days share it), each day kept on one line. */
function StayDays({ checkIn, checkOut }: { checkIn: string; checkOut: string }) {
  const sameYear = checkIn.slice(0, 4) === checkOut.slice(0, 4);
  return (
    <>
      <time className="booking-requests__day" dateTime={checkIn} title={formatDay(checkIn)}>
        {sameYear ? formatMonthDay(checkIn) : formatShortDate(checkIn)}
      </time>
      {" – "}
      <time className="booking-requests__day" dateTime={checkOut} title={formatDay(checkOut)}>
        {formatShortDate(checkOut)}
      </time>
    </>
  );
}

function columns(admin: boolean): Array<WorkTableColumn<AnyRequest, BookingRequestSort>> {
  return [
    {
      label: "Guest",
      sort: "guest",
      primary: true,
      cell: (request) => (
        <>
          <span className="work-table__title">{request.guestName}</span>
          <span className="work-table__sub">
            <EmailLink address={request.email} />
            {request.phone ? <> · {request.phone}</> : null}
          </span>
          {request.message ? <span className="work-table__note booking-requests__message">{request.message}</span> : null}
        </>
      ),
    },
    {
      label: "Property",
      sort: "property",
      cell: (request) => (
        <>
          <a href={request.propertyPath}>{request.propertyName}</a>
          {request.source === "villa" ? <span className="work-table__sub">via the villa page</span> : null}
          {admin && "agentName" in request ? (
            <span className="work-table__sub" title={"agentEmail" in request && request.agentEmail ? request.agentEmail : undefined}>
              Agent: {request.agentName ?? "—"}
            </span>
          ) : null}
        </>
      ),
    },
    {
      label: "Stay",
      sort: "stay",
      cell: (request) => (
        <>
          <StayDays checkIn={request.checkIn} checkOut={request.checkOut} />
          <span className="work-table__sub">
            {daysBetween(request.checkIn, request.checkOut)} nights · {request.guests} {request.guests === 1 ? "guest" : "guests"}
          </span>
        </>
      ),
    },
    { label: "Estimate", sort: "estimate", role: "number", cell: (request) => (request.quote ? formatCents(request.quote.totalCents) : "—") },
    {
      label: "Status",
      sort: "status",
      cell: (request) => (
        <>
          <span className={`status-chip status-chip--${request.status}`}>{BOOKING_STATUS_LABELS[request.status] ?? request.status}</span>
          {request.approvedAt ? (
            <span className="work-table__sub">
              Approved <Day date={request.approvedAt} />
            </span>
          ) : null}
          {request.rejectedAt ? (
            <span className="work-table__sub">
              Rejected <Day date={request.rejectedAt} />
            </span>
          ) : null}
        </>
      ),
    },
    {
      label: "Requested",
      sort: "requested",
      cell: (request) => (
        <>
          <Day date={request.createdAt} />
          <span className="work-table__sub">{formatIslandClock(request.createdAt)}</span>
        </>
      ),
    },
    {
      label: admin ? "Notes and decision" : "Notes",
      role: admin ? "actions" : undefined,
      bare: admin,
      cell: (request) => (
        <>
          {admin ? <Decision request={request} /> : request.adminNotes || "—"}
          {admin && request.status !== "pending" && request.status !== "rejected" ? (
            <a className="button button--ghost button--small booking-requests__payments" href={`/admin/admindashboard/bookings/${request.id}`}>
              Payments<span className="visually-hidden"> of {request.guestName}'s stay</span>
            </a>
          ) : null}
        </>
      ),
    },
  ];
}

/**
 * Booking requests as the agent and admin dashboards list them: a staff
 * work table (search, sortable columns, 20 a page, all in the address;
 * cards on a phone), with plain POST forms for the administrator's
 * decisions (no React in the browser, decision 0008).
 */
export function BookingRequestsTable({ path, page, admin = false, currentId = null, filters, filterFields, empty }: Props) {
  return (
    <WorkTable
      caption="Booking requests"
      path={path}
      page={page}
      spec={BOOKING_REQUESTS_TABLE}
      columns={columns(admin)}
      rowKey={(request) => request.id}
      noun={["request", "requests"]}
      searchLabel="Search by guest, e-mail, phone or property"
      filters={filters}
      filterFields={filterFields}
      empty={empty}
      isCurrent={(request) => request.id === currentId}
    />
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
