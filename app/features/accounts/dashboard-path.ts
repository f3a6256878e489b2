import type { UserRole } from "./user.table";

/** Where each role lands after signing in. */
export function dashboardPath(role: UserRole): string {
  if (role === "buyer") return "/account";
  if (role === "owner") return "/owner";
  return role === "admin" ? "/admin/admindashboard" : "/agent/agentdashboard";
}
