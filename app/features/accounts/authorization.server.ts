import { redirect } from "react-router";
import { getRequestSession, type SessionUser } from "./session.server";
import type { UserRole } from "./user.table";

export type { SessionUser };

/**
 * The signed-in user behind a request, or null: the session cookie must name
 * a live session of an active or pending user (session.server.ts). The
 * browser's local-storage hints are never read.
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const active = await getRequestSession(request);
  return active?.user ?? null;
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
