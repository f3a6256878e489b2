import { redirect } from "react-router";
import { accessRefusal, throwMethodNotAllowed } from "~/shared/http/responses";
import { dashboardPath } from "./dashboard-path";
import { can, FORBIDDEN_MESSAGE, refusalOf, type Permission } from "~/shared/access/permissions";
import { getRequestSession, type SessionUser } from "./session.server";

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
 * Sign in first: the signed-in user, or a redirect to /login. A page whose
 * screens are not for the user's role names the permission they need, and
 * the user is sent to /login with no message without it (a page never says
 * what it would have shown). The services check the same permission again.
 */
export async function requireUser(request: Request, permission?: Permission): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user || (permission && !can(user, permission))) throw redirect("/login");
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
  if (!can(user, "use:buyer-account")) throw redirect(dashboardPath(user.role));
  return user;
}

export const API_ACCESS_MESSAGES = {
  signedOut: "Please sign in first",
  forbidden: FORBIDDEN_MESSAGE,
  pending: "Your account is waiting for an administrator's approval",
} as const;

/**
 * Sign in first, for JSON endpoints, which cannot answer with a page: no
 * session is a 401, a user without `permission` a 403, each as
 * `{ success: false, error }` (a pending account is told why).
 */
export async function requireApiUser(request: Request, permission: Permission): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw accessRefusal("signed-out", API_ACCESS_MESSAGES.signedOut);
  const refusal = refusalOf(user, permission);
  if (refusal) throw accessRefusal("forbidden", refusal === "pending" ? API_ACCESS_MESSAGES.pending : API_ACCESS_MESSAGES.forbidden);
  return user;
}

/**
 * The action of a read-only page: a POST is answered 405 only after the
 * access check, so the unauthorised are sent to /login like everywhere else.
 */
export async function refusePost(request: Request, permission: Permission): Promise<never> {
  await requireUser(request, permission);
  throwMethodNotAllowed();
}
