import { failWith, type Failure } from "~/shared/lib/result";
import type { UserRole, UserStatus } from "./user-rules";

/**
 * Who may do what, in one table. Routes only ask who is signed in; the
 * services that read staff data or change anything ask these policies with
 * the acting user, so a new caller (a route, a script, a test) cannot skip
 * them. Safe in the browser: no database, no request.
 */

/** The acting user a service is called for: enough to decide, nothing more. */
export type Actor = { id: string; role: UserRole; status: UserStatus };

/** An acting user whose e-mail goes into the audit log beside their id. */
export type AuditedActor = Actor & { email: string };

type Rule = {
  roles: readonly UserRole[];
  /**
   * Whether an account still awaiting an administrator's approval may do it:
   * a pending agent may look around their dashboard (and is told there why
   * they cannot submit yet) but submits no listing and uploads no photo.
   */
  pending: boolean;
};

const STAFF = ["admin", "agent"] as const;

export const PERMISSIONS = {
  /** The administrator's dashboard and its read-only pages (overview, leads list). */
  "view:admin-dashboard": { roles: ["admin"], pending: false },
  /** Approve, reject or remove any listing; preview it and read the review log. */
  "review:listings": { roles: ["admin"], pending: false },
  /** Approve or reject any booking request; see every request. */
  "decide:booking-requests": { roles: ["admin"], pending: false },
  /** Set a rental's stay terms: deposit, balance, cancellation policy, damage hold and rental agreement. */
  "manage:stay-terms": { roles: ["admin"], pending: false },
  /** See a stay's payments and refund a guest. */
  "refund:stay-payments": { roles: ["admin"], pending: false },
  /** Add, edit and remove portfolio items. */
  "manage:portfolio": { roles: ["admin"], pending: false },
  /** Add, edit, order, hide and remove agents' team profiles. */
  "manage:agents": { roles: ["admin"], pending: false },
  /** Approve, disable, enable accounts and change their role. */
  "manage:users": { roles: ["admin"], pending: false },
  /** Show, hide and delete testimonials. */
  "moderate:testimonials": { roles: ["admin"], pending: false },
  /** Write, publish and delete blog posts. */
  "manage:blog": { roles: ["admin"], pending: false },
  /** Keep each rental's arrival notes (ferry, car, directions, check-in), e-mailed before every stay. */
  "manage:arrival-notes": { roles: ["admin"], pending: false },
  /** Read the outbox and send a failed message again. */
  "manage:mail": { roles: ["admin"], pending: false },
  /** See the events posted to the CRM webhook and queue a failed one again. */
  "manage:crm-webhook": { roles: ["admin"], pending: false },
  /**
   * The money the office holds for villa owners: record expenses and payouts, settle stays, close monthly
   * statements, read any owner's statement and the trust account's reconciliation.
   */
  "manage:owner-accounts": { roles: ["admin"], pending: false },
  /** Set rentals' seasons, holiday rules and fees. */
  "manage:rental-rates": { roles: ["admin"], pending: false },
  /** See the MLS feed's sync runs and start a pass. */
  "manage:mls-feed": { roles: ["admin"], pending: false },
  /** Read the audit log: who changed what, and when. */
  "read:audit-log": { roles: ["admin"], pending: false },
  /** The diagnostics pages. */
  "view:diagnostics": { roles: ["admin"], pending: false },
  /** The agent's dashboard: their own listings and booking requests, and the listing forms' pages. */
  "view:agent-dashboard": { roles: ["agent"], pending: true },
  /** Submit, edit and withdraw listings of one's own. */
  "submit:listings": { roles: ["agent"], pending: false },
  /**
   * Keep approved listings current: change their price and market status at once, and propose changes
   * to their text and photos for review (an agent only their own: mayActForAnyAgent).
   */
  "update:listings": { roles: STAFF, pending: false },
  /** Add and remove open houses of the brokerage's own listings for sale (an agent only their own: mayActForAnyAgent). */
  "manage:open-houses": { roles: STAFF, pending: false },
  /** Read and answer leads, write to the buyer, keep tasks and confirm showings (an agent only their own: mayActForAnyAgent). */
  "handle:leads": { roles: STAFF, pending: true },
  /** Give a lead to another agent. */
  "assign:leads": { roles: ["admin"], pending: false },
  /** Add, edit and remove the office's answer templates for leads. */
  "manage:lead-templates": { roles: ["admin"], pending: false },
  /** See rentals and keep their calendars (an agent only their own: mayActForAnyAgent). */
  "manage:rental-calendars": { roles: STAFF, pending: true },
  /** Upload photos for listings (/agent/uploads): an agent for their own, an administrator keeping any listing current. */
  "upload:listing-photos": { roles: STAFF, pending: false },
  /** Upload a blog post's cover image (/admin/uploads). */
  "upload:blog-images": { roles: ["admin"], pending: false },
  /** A villa owner's portal: their villas' calendars, their own stays, statements and payouts (the services scope every read to the owner). */
  "use:owner-portal": { roles: ["owner"], pending: false },
  /** A buyer's own account: favourites, saved searches, enquiries, their data. */
  "use:buyer-account": { roles: ["buyer"], pending: true },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSIONS;

/** Why an actor may not do something, when they may not. */
export type Refusal = "role" | "pending" | "disabled";

/** Why `actor` may not have `permission`, or null when they may. */
export function refusalOf(actor: Actor | null | undefined, permission: Permission): Refusal | null {
  if (!actor) return "role";
  const rule: Rule = PERMISSIONS[permission];
  if (!rule.roles.includes(actor.role)) return "role";
  if (actor.status === "disabled") return "disabled";
  if (actor.status === "pending" && !rule.pending) return "pending";
  return null;
}

export function can(actor: Actor | null | undefined, permission: Permission): boolean {
  return refusalOf(actor, permission) === null;
}

/** Whether `actor` has at least one of `permissions`. */
export function canAny(actor: Actor | null | undefined, permissions: readonly Permission[]): boolean {
  return permissions.some((permission) => can(actor, permission));
}

/** The one refusal message, as a JSON endpoint has always answered it. */
export const FORBIDDEN_MESSAGE = "You are not allowed to do this";

/** The failure a service returns to an actor without the permission. */
export function forbidden(): Failure {
  return failWith("forbidden", FORBIDDEN_MESSAGE);
}

/** `forbidden()` when `actor` lacks `permission`, null when they have it: `const refused = refuse(actor, "…"); if (refused) return refused;`. */
export function refuse(actor: Actor | null | undefined, permission: Permission): Failure | null {
  return can(actor, permission) ? null : forbidden();
}

/**
 * Ownership: an agent acts only on records of their own (their listings,
 * rentals and leads; the services scope their queries by it, so another
 * agent's record looks like an unknown one); an active administrator acts on
 * every agent's records.
 */
export function mayActForAnyAgent(actor: Actor | null | undefined): boolean {
  return actor?.role === "admin" && actor.status === "active";
}
