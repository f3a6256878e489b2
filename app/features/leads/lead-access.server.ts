import { can, mayActForAnyAgent, type Actor } from "~/shared/access/permissions";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "~/features/accounts/index.server";
import type { Database } from "~/shared/db/client.server";
import { leads } from "./lead.table";

/** Who looks at leads: a signed-in administrator or agent. */
export type LeadViewer = Pick<SessionUser, "id" | "email" | "emailVerified"> & Actor;

/** Which leads a viewer sees: none, every lead, those routed to their account, or to their account or confirmed agent e-mail. */
export type LeadVisibility = "none" | "all" | "account" | "account-or-email";

/**
 * The one rule for "this lead is the viewer's": whoever may act for any
 * agent (mayActForAnyAgent) sees every lead; others who handle leads see the
 * leads routed to their account, or to their agent e-mail once they have
 * confirmed that address (the same rule as a listing's ownership). Anyone
 * else sees none.
 */
export function leadVisibilityOf(viewer: LeadViewer): LeadVisibility {
  if (!can(viewer, "handle:leads")) return "none";
  if (mayActForAnyAgent(viewer)) return "all";
  return !viewer.emailVerified || leadViewerEmail(viewer) === "" ? "account" : "account-or-email";
}

/** The viewer's e-mail as leads are matched on it. */
export function leadViewerEmail(viewer: LeadViewer): string {
  return viewer.email.trim().toLowerCase();
}

/**
 * That rule as a SQL condition on `leads`, for one kind of visibility, with the viewer's id and e-mail as values
 * or as placeholders (`viewerId`, `viewerEmail`) of a statement built once per kind.
 */
export function leadVisibilityCondition(visibility: LeadVisibility, viewerId: unknown, viewerEmail: unknown): SQL {
  if (visibility === "none") return sql`false`;
  if (visibility === "all") return sql`true`;
  const byAccount = sql`${leads.agentId} = ${viewerId}`;
  if (visibility === "account") return sql`(${byAccount})`;
  return sql`(${byAccount} or lower(${leads.agentEmail}) = ${viewerEmail})`;
}

/** The rule for one viewer, as a SQL condition on `leads`. */
export function leadVisibleTo(viewer: LeadViewer): SQL {
  return leadVisibilityCondition(leadVisibilityOf(viewer), viewer.id, leadViewerEmail(viewer));
}

/** The lead, locked for the rest of the transaction, when the viewer may act on it; else null. */
export async function lockVisibleLead(tx: Database, viewer: LeadViewer, id: string) {
  const [row] = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), leadVisibleTo(viewer)))
    .for("update");
  return row ?? null;
}
