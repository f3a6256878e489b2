import { and, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/shared/db/client.server";
import { users } from "./user.table";

/**
 * How other features refer to accounts without reading the users table: an
 * account's name or e-mail beside their own rows, accounts by address, and
 * the lock that makes per-account limits hold under concurrency.
 */

/** The name of the account `id` points at, in a query of another table (null when it points nowhere). */
export function accountNameOf(id: AnyPgColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${id})`;
}

/**
 * The version of the account `id` points at, as text (its row's `xmin`, which every update moves; null when it
 * points nowhere): beside a name or e-mail read with `accountNameOf`, it tells a row read before from one to read again.
 */
export function accountVersionOf(id: AnyPgColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select ${users}.xmin::text from ${users} where ${users.id} = ${id})`;
}

/** The id of the account with this address (given in lower case), as a subquery: `column in (…)`. */
export function accountIdWithEmail(emailKey: string): SQL<string> {
  return sql<string>`(select ${users.id} from ${users} where lower(${users.email}) = ${emailKey})`;
}

/** The e-mail address of the account `id` points at, in a query of another table (null when it points nowhere). */
export function accountEmailOf(id: AnyPgColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${id})`;
}

/**
 * The ids of the accounts with these addresses (given in lower case), keyed
 * by lower-case address; `verifiedOnly` leaves out addresses their owner has
 * not confirmed.
 */
export async function accountIdsByEmail(db: Database, emails: readonly string[], options: { verifiedOnly?: boolean } = {}): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, [...emails]), options.verifiedOnly ? isNotNull(users.emailVerifiedAt) : undefined));
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
}

/** Locks the account's row until the transaction ends, so two requests of one account count its rows in turn. */
export async function lockAccount(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}
