import { redirect } from "react-router";
import { accessRefusal, throwMethodNotAllowed } from "~/shared/http/responses";
import { dashboardPath } from "./dashboard-path";
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
 * The one place where route access is decided: no session, or a
 * role outside `roles`, is sent to /login with no message.
 */
export async function requireRole(request: Request, roles: readonly UserRole[]): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user || (roles.length > 0 && !roles.includes(user.role))) {
    throw redirect("/login");
  }
  return user;
}

/**
 * A buyer's own pages (/account): no session is sent to /login like
 * everywhere else; an administrator or agent, who has no buyer account, to
 * their own dashboard.
 */
export async function requireBuyer(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect("/login");
  if (user.role !== "buyer") throw redirect(dashboardPath(user.role));
  return user;
}

export const API_ACCESS_MESSAGES = {
  signedOut: "Please sign in first",
  forbidden: "You are not allowed to do this",
  pending: "Your account is waiting for an administrator's approval",
} as const;

type ApiRoleOptions = {
  /** Account statuses allowed through (default: any signed-in status). */
  statuses?: readonly SessionUser["status"][];
};

/**
 * The same decision for JSON endpoints, which cannot answer with a page:
 * no session is a 401, a role (or account status) outside the list a 403,
 * each as `{ success: false, error }`.
 */
export async function requireApiRole(request: Request, roles: readonly UserRole[], options: ApiRoleOptions = {}): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw accessRefusal("signed-out", API_ACCESS_MESSAGES.signedOut);
  if (roles.length > 0 && !roles.includes(user.role)) {
    throw accessRefusal("forbidden", API_ACCESS_MESSAGES.forbidden);
  }
  if (options.statuses && !options.statuses.includes(user.status)) {
    const error = user.status === "pending" ? API_ACCESS_MESSAGES.pending : API_ACCESS_MESSAGES.forbidden;
    throw accessRefusal("forbidden", error);
  }
  return user;
}

/**
 * The action of a read-only page: a POST is answered 405 only after the
 * access check, so the unauthorised are sent to /login like everywhere else.
 */
export async function refusePost(request: Request, roles: readonly UserRole[]): Promise<never> {
  await requireRole(request, roles);
  throwMethodNotAllowed();
}
