/** What other parts of the app may use of leads (safe in the browser); everything else is internal to it. */
export { adminLeadPath, agentLeadPath, LEAD_DESKS, leadDeskOf, leadPathAt, leadsPathAt, type LeadDesk } from "./lead-paths";
export { BUYER_STATUS_LABELS } from "./lead-rules";
export { LEADS_TABLE, type LeadSort } from "./leads-table";
