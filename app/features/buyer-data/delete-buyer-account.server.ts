import { getDb } from "~/shared/db/client.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { checkAccountPassword, deleteAccount, findAccount } from "~/features/accounts/index.server";
import { anonymizeEnquiries } from "~/features/leads/index.server";

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
    const account = await findAccount(userId);
    if (!account || account.role !== "buyer") return fail(DELETE_ACCOUNT_MESSAGES.notBuyer);
    const check = await checkAccountPassword({ id: userId, email: account.email }, password, { clientAddress: options.clientAddress, now });
    if (check.verdict === "throttled") return failWith("rate_limited", check.message);
    if (check.verdict === "wrong") return fail(DELETE_ACCOUNT_MESSAGES.wrongPassword, { password: DELETE_ACCOUNT_MESSAGES.wrongPassword });
    return getDb().transaction(async (tx) => {
      const anonymizedLeads = await anonymizeEnquiries(tx, { id: userId, email: account.email, emailVerified: account.emailVerifiedAt !== null }, now);
      await deleteAccount(tx, userId);
      return ok({ anonymizedLeads });
    });
  });
}
