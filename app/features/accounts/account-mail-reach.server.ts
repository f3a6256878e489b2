import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./user.table";

/**
 * Whether mail the owner asked for (saved-search alerts) may go to the
 * account `id` points at, in a query of another table: its address is
 * verified and the account is not disabled.
 */
export function accountTakesMail(id: AnyPgColumn | SQL): SQL {
  return sql`exists (
    select 1 from ${users}
    where ${users.id} = ${id} and ${users.emailVerifiedAt} is not null and ${users.status} <> 'disabled'
  )`;
}
