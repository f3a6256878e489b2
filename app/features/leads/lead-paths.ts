/** Where an agent opens a lead in their dashboard. */
export const agentLeadPath = (id: string) => `/agent/agentdashboard/leads/${encodeURIComponent(id)}`;
/** Where an administrator opens any lead. */
export const adminLeadPath = (id: string) => `/admin/admindashboard/leads/${encodeURIComponent(id)}`;
