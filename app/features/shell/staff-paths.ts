/**
 * The staff's pages: the administrator's and agents' dashboards and their
 * tools, and the villa owners' portal. An agent's public page (/agent/:id) is not one of them.
 */
const STAFF_PREFIXES = ["/admin", "/agent/agentdashboard", "/agent/rentals", "/agent/uploads", "/owner"];

export function isStaffPath(pathname: string): boolean {
  return STAFF_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
