import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { EmailLink } from "~/shared/ui/email-link";
import type { RentalDashboard, RentalDashboardRow } from "../list-rentals-for-dashboard.server";
import { formatWholeDollars } from "~/shared/lib/money";

/** The edit page (agents, while pending or rejected) and the calendar page of a rental. */
export const rentalEditPath = (id: string) => `/agent/agentdashboard/listings/${encodeURIComponent(id)}/edit`;
export const rentalCalendarPath = (id: string) => `/agent/rentals/${encodeURIComponent(id)}/calendar`;
/** An approved rental's stay terms page (administrators). */
export const stayTermsPath = (id: string) => `/admin/admindashboard/rentals/${encodeURIComponent(id)}/terms`;

const REVIEW_LABELS: Partial<Record<string, string>> = { pending: "Pending review", approved: "Approved", rejected: "Rejected" };
const MARKET_LABELS: Partial<Record<string, string>> = { ActiveUnderContract: "Under contract" };

export const reviewLabel = (status: string) => REVIEW_LABELS[status] ?? status;

function Row({ row, showAgent }: { row: RentalDashboardRow; showAgent: boolean }) {
  return (
    <tr data-status={row.reviewStatus}>
      <th scope="row">
        {row.publicPath ? <a href={row.publicPath}>{row.name}</a> : row.name}
      </th>
      {showAgent ? (
        <td>
          {row.agentName ?? "—"}
          {row.agentEmail ? (
            <>
              <br />
              <EmailLink address={row.agentEmail} />
            </>
          ) : null}
        </td>
      ) : null}
      <td>
        <span className={`review-status review-status--${row.reviewStatus.replace(/[^a-z-]/gi, "")}`}>{reviewLabel(row.reviewStatus)}</span>
      </td>
      <td>{MARKET_LABELS[row.standardStatus] ?? row.standardStatus}</td>
      <td className="rentals-table__number">{row.nightlyRate === null ? "—" : formatWholeDollars(row.nightlyRate)}</td>
      <td className="rentals-table__number">{row.maxGuests ?? "—"}</td>
      <td className="rentals-table__notes">{row.adminNotes || "—"}</td>
      <td>{row.reviewedAt ? <time dateTime={row.reviewedAt}>{formatIslandDateTime(row.reviewedAt)}</time> : "Not yet"}</td>
      <td>
        <ul className="rentals-table__actions">
          {row.publicPath ? (
            <li>
              <a href={row.publicPath}>
                Public page<span className="visually-hidden"> of {row.name}</span>
              </a>
            </li>
          ) : null}
          {row.editable ? (
            <li>
              <a href={rentalEditPath(row.id)}>
                Edit<span className="visually-hidden"> {row.name}</span>
              </a>
            </li>
          ) : null}
          <li>
            <a href={rentalCalendarPath(row.id)}>
              Calendar<span className="visually-hidden"> of {row.name}</span>
            </a>
          </li>
          {showAgent && row.publicPath ? (
            <li>
              <a href={stayTermsPath(row.id)}>
                Stay terms<span className="visually-hidden"> of {row.name}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </td>
    </tr>
  );
}

/** The rentals as a table: one row per rental, the agent's column for administrators. */
export function RentalsDashboardTable({ dashboard, caption }: { dashboard: RentalDashboard; caption: string }) {
  const showAgent = dashboard.viewer === "admin";
  return (
    <div className="rentals-table-wrap">
      <table className="rentals-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Property</th>
            {showAgent ? <th scope="col">Agent</th> : null}
            <th scope="col">Review</th>
            <th scope="col">Market status</th>
            <th scope="col">Nightly rate</th>
            <th scope="col">Max guests</th>
            <th scope="col">Admin notes</th>
            <th scope="col">Reviewed</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {dashboard.rows.map((row) => (
            <Row key={row.id} row={row} showAgent={showAgent} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The administrator's filters: a plain GET form, so the filters live in the URL. */
export function RentalsFilterForm({ dashboard }: { dashboard: RentalDashboard }) {
  const { filters } = dashboard;
  // A filter from a hand-made URL stays visible even when no rental matches it.
  const agents =
    filters.agent && !dashboard.agents.some((agent) => agent.email === filters.agent)
      ? [...dashboard.agents, { email: filters.agent, name: filters.agent }]
      : dashboard.agents;
  const statuses = filters.status && !dashboard.statuses.includes(filters.status) ? [...dashboard.statuses, filters.status] : dashboard.statuses;
  return (
    <form method="get" className="rentals-filters" aria-label="Filter rentals">
      <div className="rentals-filters__field">
        <label htmlFor="rentals-agent">Agent</label>
        <select id="rentals-agent" name="agent" defaultValue={filters.agent ?? ""}>
          <option value="">Every agent</option>
          {agents.map((agent) => (
            <option key={agent.email} value={agent.email}>
              {agent.name} ({agent.email})
            </option>
          ))}
        </select>
      </div>
      <div className="rentals-filters__field">
        <label htmlFor="rentals-status">Review status</label>
        <select id="rentals-status" name="status" defaultValue={filters.status ?? ""}>
          <option value="">Any status</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {reviewLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="rentals-filters__actions">
        <button type="submit" className="button">
          Filter
        </button>
        {filters.agent || filters.status ? (
          <a href="/agent/rentals" className="button button--ghost">
            Clear filters
          </a>
        ) : null}
      </div>
    </form>
  );
}
