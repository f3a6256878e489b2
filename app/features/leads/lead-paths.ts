import { can, type Actor, type Permission } from "~/shared/access/permissions";

/**
 * Where a staff member works their leads: an administrator at the office's
 * desk (every lead, with the agent it went to), an agent at their own (the
 * leads routed to them). The leads list, a lead's page and the pipeline are
 * one screen each, served at both desks' addresses; what differs between
 * them is this table.
 */
export type LeadDesk = {
  /** Every lead in the office, or only the viewer's own. */
  scope: "office" | "own";
  /** The dashboard the desk's pages sit in. */
  dashboardPath: string;
  /** The page titles' suffix. */
  dashboardName: string;
  /** Who may work at this desk. */
  permission: Permission;
};

export const LEAD_DESKS = {
  office: { scope: "office", dashboardPath: "/admin/admindashboard", dashboardName: "Admin dashboard", permission: "view:admin-dashboard" },
  own: { scope: "own", dashboardPath: "/agent/agentdashboard", dashboardName: "Agent dashboard", permission: "view:agent-dashboard" },
} as const satisfies Record<LeadDesk["scope"], LeadDesk>;

/** The desk `viewer` works at, or null for someone who works no leads (a buyer, a pending administrator). */
export function leadDeskOf(viewer: Actor): LeadDesk | null {
  return Object.values(LEAD_DESKS).find((desk) => can(viewer, desk.permission)) ?? null;
}

/** The desk's list of leads. */
export const leadsPathAt = (desk: LeadDesk) => `${desk.dashboardPath}/leads`;

/** Where a desk opens one lead. */
export const leadPathAt = (desk: LeadDesk, id: string) => `${leadsPathAt(desk)}/${encodeURIComponent(id)}`;

/** Where an agent opens a lead in their dashboard. */
export const agentLeadPath = (id: string) => leadPathAt(LEAD_DESKS.own, id);
/** Where an administrator opens any lead. */
export const adminLeadPath = (id: string) => leadPathAt(LEAD_DESKS.office, id);
