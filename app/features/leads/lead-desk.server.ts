import { redirect } from "react-router";
import { requireUser, type SessionUser } from "~/features/accounts/index.server";
import { leadDeskOf, type LeadDesk } from "./lead-paths";

/**
 * The signed-in staff member and the lead desk at the request's address,
 * which must be theirs: signed out, a buyer, an agent at the office's
 * address or an administrator at an agent's is sent to /login with no
 * message, like any page not for their role. The services then scope what
 * the desk shows by the user (`leadVisibleTo`).
 */
export async function requireLeadDesk(request: Request): Promise<{ user: SessionUser; desk: LeadDesk }> {
  const user = await requireUser(request);
  const desk = leadDeskOf(user);
  const path = new URL(request.url).pathname;
  if (!desk || !path.startsWith(`${desk.dashboardPath}/`)) throw redirect("/login");
  return { user, desk };
}
