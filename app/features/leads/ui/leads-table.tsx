import { WorkTable, type WorkTableColumn } from "~/shared/tables/work-table";
import type { TablePage } from "~/shared/tables/table-query";
import { LEADS_TABLE, type LeadSort } from "../leads-table";
import { LEAD_STATUS_CHOICES, LEAD_STATUS_LABELS } from "../lead-rules";
import { when } from "./lead-format";

export type LeadsTableRow = {
  id: string;
  listingTitle: string;
  name: string | null;
  status: (typeof LEAD_STATUS_CHOICES)[number];
  createdAt: Date | string;
  agentShown: string | null;
  showingStatus: string | null;
  showingStartsAt: Date | string | null;
};

type Props = {
  page: TablePage<LeadsTableRow, LeadSort>;
  /** Where a lead opens: the agent's or the administrator's page. */
  hrefOf: (id: string) => string;
  /** The list's own address, for the search, sort and pages. */
  action: string;
  status: string;
  /** Administrators: the column saying whose lead it is. */
  showAgent?: boolean;
};

function showingText(row: LeadsTableRow) {
  if (row.showingStatus === "requested") return "Requested";
  if (row.showingStatus === "confirmed" && row.showingStartsAt) return <time dateTime={new Date(row.showingStartsAt).toISOString()}>{when(row.showingStartsAt)}</time>;
  if (row.showingStatus === "cancelled") return "Canceled";
  return "—";
}

function columns(hrefOf: (id: string) => string, showAgent: boolean): Array<WorkTableColumn<LeadsTableRow, LeadSort>> {
  return [
    // The buyer's name opens the lead, as in a CRM's list of people; the listing is what they asked about.
    { label: "From", sort: "name", primary: true, cell: (lead) => <a href={hrefOf(lead.id)}>{lead.name ?? "Contact details removed"}</a> },
    { label: "Listing", sort: "listing", cell: (lead) => lead.listingTitle },
    {
      label: "Status",
      sort: "status",
      cell: (lead) => <span className={`status-chip status-chip--${lead.status}`}>{LEAD_STATUS_LABELS[lead.status]}</span>,
    },
    { label: "Showing", sort: "showing", cell: (lead) => showingText(lead) },
    ...(showAgent ? [{ label: "Agent", sort: "agent" as const, cell: (lead: LeadsTableRow) => lead.agentShown ?? "The office" }] : []),
    { label: "Received", sort: "received", cell: (lead) => <time dateTime={new Date(lead.createdAt).toISOString()}>{when(lead.createdAt)}</time> },
  ];
}

/**
 * Leads as a staff work table: searched by the buyer, the listing or the
 * agent, narrowed by status, sorted and paged in SQL, all in the address
 * (plain GET forms and links); cards on a phone.
 */
export function LeadsTable({ page, hrefOf, action, status, showAgent = false }: Props) {
  return (
    <WorkTable
      caption="Leads"
      path={action}
      page={page}
      spec={LEADS_TABLE}
      columns={columns(hrefOf, showAgent)}
      rowKey={(lead) => lead.id}
      noun={["lead", "leads"]}
      searchLabel={showAgent ? "Search by buyer, listing or agent" : "Search by buyer or listing"}
      filters={[["status", status]]}
      filterFields={
        <div className="work-table__field work-table__field--narrow">
          <label htmlFor="lead-status-filter">Status</label>
          <select id="lead-status-filter" name="status" defaultValue={status} className="work-table__select">
            <option value="">Any</option>
            {LEAD_STATUS_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {LEAD_STATUS_LABELS[choice]}
              </option>
            ))}
          </select>
        </div>
      }
      empty={<p>No leads yet. Inquiries about your listings will appear here.</p>}
    />
  );
}
