import { can, mayActForAnyAgent, type Actor } from "~/shared/access/permissions";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "~/features/accounts/index.server";
import type { Database } from "~/shared/db/client.server";
import { leads } from "./lead.table";

/** Who looks at leads: a signed-in administrator or agent. */
export type LeadViewer = Pick<SessionUser, "id" | "email" | "emailVerified"> & Actor;

/**
 * The one rule for "this lead is the viewer's", as a SQL condition on
 * `leads`: whoever may act for any agent (mayActForAnyAgent) sees every lead;
 * others who handle leads see the leads routed to their account, or to their
 * agent e-mail once they have confirmed that address (the same rule as a
 * listing's ownership). Anyone else sees none.
 */
export function leadVisibleTo(viewer: LeadViewer): SQL {
  if (!can(viewer, "handle:leads")) return sql`false`;
  if (mayActForAnyAgent(viewer)) return sql`true`;
  const byAccount = sql`${leads.agentId} = ${viewer.id}`;
  const email = viewer.email.trim().toLowerCase();
  if (!viewer.emailVerified || email === "") return sql`(${byAccount})`;
  return sql`(${byAccount} or lower(${leads.agentEmail}) = ${email})`;
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
