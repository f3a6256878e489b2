import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/shared/db/client.server";
import { users, type UserRole } from "./user.table";

/** An account as another feature lists it: never the password hash or the account's history. */
export type ListedAccount = { id: string; name: string; email: string; phone: string | null; emailVerified: boolean };

/** The accounts with `role`, and those `ids` name whatever their role, by name. */
export async function listAccounts(db: Database, filter: { role: UserRole; ids?: readonly string[] }): Promise<ListedAccount[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(filter.ids && filter.ids.length > 0 ? or(eq(users.role, filter.role), inArray(users.id, [...filter.ids])) : eq(users.role, filter.role))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  return rows.map(({ emailVerifiedAt, ...row }) => ({ ...row, emailVerified: emailVerifiedAt !== null }));
}
