import { eq } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { checkPassword, users } from "~/features/accounts/index.server";
import { leads, sentByBuyer } from "~/features/leads/index.server";

export const DELETE_ACCOUNT_MESSAGES = {
  password: "Please enter your password to delete your account",
  wrongPassword: "That password is not right, so your account was not deleted",
  notBuyer: "Only a buyer account can be deleted here",
} as const;

/**
 * Deletes a buyer's account once its password is given. In one transaction
 * the enquiries the buyer sent (from the account, or from its confirmed
 * address before they signed in) lose their sender's name, e-mail and phone
 * (and their link to the account) and are marked anonymized, so the
 * brokerage keeps the lead without the contact details; then the account
 * goes, and with it (by cascade) its sessions, favourites and saved searches.
 * Wrong passwords count against the account's and the client's sign-in
 * throttle, and a throttled attempt is refused in sign-in's words.
 */
export async function deleteBuyerAccount(
  userId: string,
  password: string,
  options: { now?: Date; clientAddress?: string } = {},
): Promise<Result<{ anonymizedLeads: number }>> {
  if (password === "") return fail(DELETE_ACCOUNT_MESSAGES.password, { password: DELETE_ACCOUNT_MESSAGES.password });
  const now = options.now ?? new Date();
  return runService("deleteBuyerAccount", { userId }, async () => {
    const db = getDb();
    const [account] = await db
      .select({ role: users.role, email: users.email, emailVerifiedAt: users.emailVerifiedAt, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!account || account.role !== "buyer") return fail(DELETE_ACCOUNT_MESSAGES.notBuyer);
    const check = await checkPassword(account, password, { clientAddress: options.clientAddress, now });
    if (check.verdict === "throttled") return failWith("rate_limited", check.message);
    if (check.verdict === "wrong") return fail(DELETE_ACCOUNT_MESSAGES.wrongPassword, { password: DELETE_ACCOUNT_MESSAGES.wrongPassword });
    return db.transaction(async (tx) => {
      const cleared = await tx
        .update(leads)
        .set({ name: null, email: null, phone: null, buyerId: null, anonymizedAt: now, updatedAt: now })
        .where(sentByBuyer({ id: userId, email: account.email, emailVerified: account.emailVerifiedAt !== null }))
        .returning({ id: leads.id });
      await tx.delete(users).where(eq(users.id, userId));
      return ok({ anonymizedLeads: cleared.length });
    });
  });
}
