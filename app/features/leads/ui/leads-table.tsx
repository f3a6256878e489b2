import { LEAD_STATUS_CHOICES, LEAD_STATUS_LABELS } from "../lead-rules";
import { when } from "./lead-format";

export type LeadsTableRow = {
  id: string;
  listingTitle: string;
  name: string | null;
  status: (typeof LEAD_STATUS_CHOICES)[number];
  createdAt: Date | string;
  agentEmail: string | null;
  showingStatus: string | null;
  showingStartsAt: Date | string | null;
};

type Props = {
  leads: readonly LeadsTableRow[];
  /** Where a lead opens: the agent's or the administrator's page. */
  hrefOf: (id: string) => string;
  /** The list's own address, for the status filter. */
  action: string;
  status: string;
  /** Administrators: the column saying whose lead it is. */
  showAgent?: boolean;
};

function showingText(row: LeadsTableRow): string {
  if (row.showingStatus === "requested") return "Requested";
  if (row.showingStatus === "confirmed" && row.showingStartsAt) return when(row.showingStartsAt);
  if (row.showingStatus === "cancelled") return "Cancelled";
  return "—";
}

/** Leads, newest first, with a status filter (a plain GET form). */
export function LeadsTable({ leads, hrefOf, action, status, showAgent = false }: Props) {
  return (
    <>
      <form method="get" action={action} className="booking-filters" aria-label="Filter leads">
        <div className="field">
          <label htmlFor="lead-status-filter">Status</label>
          <select id="lead-status-filter" name="status" defaultValue={status}>
            <option value="">Any</option>
            {LEAD_STATUS_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {LEAD_STATUS_LABELS[choice]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--small">
          Filter
        </button>
        {status ? <a href={action}>Clear</a> : null}
      </form>
      {leads.length === 0 ? (
        <p>{status ? "No leads with that status." : "No leads yet. Enquiries about your listings will appear here."}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="booking-requests__caption">{`${leads.length} ${leads.length === 1 ? "lead" : "leads"}, newest first`}</caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Listing</th>
                <th scope="col">From</th>
                <th scope="col">Status</th>
                <th scope="col">Showing</th>
                {showAgent ? <th scope="col">Agent</th> : null}
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.id} data-lead-id={lead.id}>
                  <td>
                    <time dateTime={new Date(lead.createdAt).toISOString()}>{when(lead.createdAt)}</time>
                  </td>
                  <td>
                    <a href={hrefOf(lead.id)}>{lead.listingTitle}</a>
                  </td>
                  <td>{lead.name ?? "Contact details removed"}</td>
                  <td>
                    <span className={`review-status review-status--${lead.status}`}>{LEAD_STATUS_LABELS[lead.status]}</span>
                  </td>
                  <td>{showingText(lead)}</td>
                  {showAgent ? <td>{lead.agentEmail ?? "The office"}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
