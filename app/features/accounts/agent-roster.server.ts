import { asc, eq } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { users } from "./user.table";

/** An agent account as lead routing sees it. */
export type RosterAgent = { id: string; name: string; email: string; emailVerified: boolean; active: boolean };

/**
 * Every agent account in one fixed order (oldest first, then by id), each
 * marked active or not: the office rotation walks it, skipping the inactive,
 * and an administrator picks a lead's new agent from its active part.
 */
export async function listAgentRoster(db: Database = getDb()): Promise<RosterAgent[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.role, "agent"))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(({ status, emailVerifiedAt, ...agent }) => ({ ...agent, emailVerified: emailVerifiedAt !== null, active: status === "active" }));
}
