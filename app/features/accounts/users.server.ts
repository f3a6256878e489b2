import { eq, sql } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { issuesToErrors } from "~/shared/forms/parse-form";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { ACCOUNT_MESSAGES } from "./account-rules";
import { createUserSchema } from "./account-schema.server";
import { hashPassword } from "./password.server";
import { users, type User } from "./user.table";
import { isUniqueViolation } from "~/shared/db/postgres-errors";
import { isUuid } from "~/shared/lib/uuid";

/** A user as services hand it out: never the password hash. */
export type PublicUser = Omit<User, "passwordHash">;

export const USER_NOT_FOUND = "User not found";

const publicColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  phone: users.phone,
  role: users.role,
  status: users.status,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** The user with this e-mail address, ignoring case, with the hash (for sign-in). */
export async function findUserByEmail(email: string): Promise<User | null> {
  const [row] = await getDb()
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return row ?? null;
}

export type CreateUserOptions = {
  /** For accounts made by someone trusted (the command line): the address counts as verified from the start. */
  emailVerified?: boolean;
  /** Runs in the transaction that inserts the user (e.g. to queue an e-mail about it); a throw undoes the account. */
  onCreated?: (tx: Database, id: string) => Promise<void>;
};

/**
 * Creates a user: validates (the password policy included),
 * refuses a second account for an e-mail address in any case, stores an
 * Argon2id hash and answers `{ success: true, id }`.
 */
export async function createUser(input: unknown, options: CreateUserOptions = {}): Promise<Result<{ id: string }>> {
  const parsed = createUserSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(formError, fieldErrors);
  }
  const user = parsed.data;
  return runService("createUser", { role: user.role }, async () => {
    const taken = () => fail(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
    if (await findUserByEmail(user.email)) return taken();
    const passwordHash = await hashPassword(user.password);
    try {
      const id = await getDb().transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            email: user.email,
            name: user.name,
            phone: user.phone ?? null,
            role: user.role,
            status: user.status,
            passwordHash,
            emailVerifiedAt: options.emailVerified ? new Date() : null,
          })
          .returning({ id: users.id });
        await options.onCreated?.(tx, row!.id);
        return row!.id;
      });
      return ok({ id });
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if (isUniqueViolation(error)) return taken();
      throw error;
    }
  });
}

/** Reads a user: `{ success: true, data }` or exactly "User not found". */
export async function getUserById(id: string): Promise<Result<{ data: PublicUser }>> {
  if (!isUuid(id)) return fail(USER_NOT_FOUND);
  return runService("getUserById", { id }, async () => {
    const [row] = await getDb().select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
    return row ? ok({ data: row }) : fail(USER_NOT_FOUND);
  });
}
