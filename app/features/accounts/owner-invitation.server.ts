import { z } from "zod";
import { recordAudit } from "~/features/audit/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { refuse, type AuditedActor } from "~/shared/access/permissions";
import { site } from "~/shared/config/site";
import { getDb } from "~/shared/db/client.server";
import { isUniqueViolation } from "~/shared/db/postgres-errors";
import { issuesToErrors } from "~/shared/forms/parse-form";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { ACCOUNT_MESSAGES } from "./account-rules";
import { emailField, nameField, phoneField } from "./account-schema.server";
import { hashPassword } from "./password.server";
import { resetLink } from "./password-reset.server";
import { passwordResetTokens } from "./password-reset.table";
import { generateToken, hashToken } from "./session.server";
import { users } from "./user.table";

/** An invitation's link works once, within a week: an owner may be travelling when it arrives. */
export const OWNER_INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const ownerInvitationSchema = z.object({ name: nameField, email: emailField, phone: phoneField });

/** The invitation: the office typed the address, so the owner's name may be in it; the link is the one secret. */
export function ownerInvitationMail(to: string, name: string, token: string) {
  return {
    to,
    subject: `Your owner portal at ${site.name}`,
    text: [
      `Hello ${name},`,
      "",
      `${site.name} has opened an owner portal for you: your villas' calendar, your own stays, your monthly statements and payouts.`,
      "Choose your password here to sign in; the link works once, within seven days:",
      "",
      resetLink(token),
      "",
      "If the link has expired, ask for a new one with Forgot password on the sign-in page, using this address.",
    ].join("\n"),
    action: { label: "Choose your password", href: resetLink(token) },
    secrets: [token],
  };
}

/**
 * Invites a villa owner: an active owner's account whose password nobody
 * knows until the owner chooses one through the e-mailed link, which also
 * confirms their address. Account, link and mail are written together or not
 * at all. Administrators only.
 */
export async function inviteOwner(actor: AuditedActor, input: unknown, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  const parsed = ownerInvitationSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(formError, fieldErrors);
  }
  const owner = parsed.data;
  const token = generateToken();
  // A password nobody holds: the account signs in only once the owner has chosen theirs.
  const passwordHash = await hashPassword(generateToken());
  return runService("inviteOwner", {}, async () => {
    try {
      return await getDb().transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ email: owner.email, name: owner.name, phone: owner.phone ?? null, role: "owner", status: "active", passwordHash, createdAt: now, updatedAt: now })
          .returning({ id: users.id });
        const id = row!.id;
        await tx.insert(passwordResetTokens).values({ id: hashToken(token), userId: id, createdAt: now, expiresAt: new Date(now.getTime() + OWNER_INVITATION_LIFETIME_MS) });
        await enqueueMail(tx, ownerInvitationMail(owner.email, owner.name, token));
        await recordAudit({ actor, action: "owner.invite", subject: { type: "user", id }, after: { name: owner.name, email: owner.email } }, tx);
        return ok({ id });
      });
    } catch (error) {
      if (isUniqueViolation(error)) return fail(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
      throw error;
    }
  });
}
