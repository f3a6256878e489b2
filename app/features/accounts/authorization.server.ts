import { redirect } from "react-router";
import type { UserRole } from "./user.table";

export type SessionUser = { id: string; email: string; name: string; role: UserRole };

/**
 * The signed-in user behind a request, or null. Sign-in arrives with the
 * accounts capability; until then every visitor is anonymous.
 */
export async function getSessionUser(_request: Request): Promise<SessionUser | null> {
  return null;
}

/**
 * The one place where route access is decided (spec §6): no session, or a
 * role outside `roles`, is sent to /login with no message.
 */
export async function requireRole(request: Request, roles: readonly UserRole[]): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user || (roles.length > 0 && !roles.includes(user.role))) {
    throw redirect("/login");
  }
  return user;
}
