import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./user.table";

/**
 * Whether mail the owner asked for (saved-search alerts) may go to the
 * account `id` points at, in a query of another table: its address is
 * verified and the account is not disabled. With `onceConfirmed`, whether it
 * will once its address is confirmed (the account is not disabled): what is
 * kept for it meanwhile is sent then, so nothing is lost (decision 0123).
 */
export function accountTakesMail(id: AnyPgColumn | SQL, options: { onceConfirmed?: boolean } = {}): SQL {
  const confirmed = options.onceConfirmed ? sql`true` : sql`${users.emailVerifiedAt} is not null`;
  return sql`exists (
    select 1 from ${users}
    where ${users.id} = ${id} and ${confirmed} and ${users.status} <> 'disabled'
  )`;
}
