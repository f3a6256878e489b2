import { eq } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { checkPassword, type PasswordCheckContext, type PasswordVerdict } from "./password-check.server";
import type { UserRole } from "~/shared/access/user-rules";
import { users } from "./user.table";

/** An account as its holder may see it (for their data export): never the password hash. */
export type AccountDetails = {
  name: string;
  email: string;
  phone: string | null;
  role: UserRole;
  createdAt: Date;
  emailVerifiedAt: Date | null;
};

/** The account with this id, or null; `db` is a transaction when the caller is in one. */
export async function findAccount(userId: string, db: Database = getDb()): Promise<AccountDetails | null> {
  const [account] = await db
    .select({ name: users.name, email: users.email, phone: users.phone, role: users.role, createdAt: users.createdAt, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return account ?? null;
}

/**
 * Checks a password typed by an account's holder against the account's own
 * (checkPassword: throttled per address and client, failures counted); an
 * account gone since is checked like none and fails.
 */
export async function checkAccountPassword(
  account: { id: string; email: string },
  password: string,
  context: PasswordCheckContext = {},
): Promise<PasswordVerdict> {
  const [row] = await getDb().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, account.id));
  return checkPassword({ email: account.email, passwordHash: row?.passwordHash ?? null }, password, context);
}

/** Deletes an account in the caller's transaction; its sessions, reset links, favourites and saved searches go with it (cascade). */
export async function deleteAccount(tx: Database, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
