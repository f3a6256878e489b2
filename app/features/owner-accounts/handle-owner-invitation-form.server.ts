import { z } from "zod";
import { inviteOwner } from "~/features/accounts/index.server";
import { can, forbidden, FORBIDDEN_MESSAGE, type AuditedActor } from "~/shared/access/permissions";
import { parseForm } from "~/shared/forms/parse-form";
import { personFields } from "~/shared/forms/person-schema";
import { failureReply, type Reply } from "~/shared/http/reply";
import type { OwnerFormReply } from "./owner-form-reply";
import { OWNER_PERSON_MESSAGES } from "./owner-office-rules";

const invitationSchema = z.object(personFields(OWNER_PERSON_MESSAGES));

/**
 * The "Invite an owner" form: the owner's name, e-mail and phone, checked,
 * then `inviteOwner` (the account and its mailed link, together). A refusal
 * comes back with what was typed, to correct.
 */
export async function handleOwnerInvitationForm(actor: AuditedActor, form: FormData, now = new Date()): Promise<Reply<OwnerFormReply>> {
  const intent = "invite-owner";
  if (!can(actor, "manage:owner-accounts")) return failureReply(forbidden(), { intent, success: false, error: FORBIDDEN_MESSAGE });
  const parsed = parseForm(form, invitationSchema);
  if (!parsed.success) return { status: 400, body: { intent, success: false, error: parsed.formError ?? "Please check the fields marked below.", fieldErrors: parsed.fieldErrors, values: parsed.values } };
  const invited = await inviteOwner(actor, parsed.data, now);
  if (!invited.success) return failureReply(invited, { intent, success: false, error: invited.error, fieldErrors: invited.fieldErrors, values: parsed.values });
  const { name, email } = parsed.data;
  return {
    status: 200,
    body: { intent, success: true, at: now.getTime(), message: `The invitation was e-mailed to ${name} at ${email}: its link lets them choose a password within seven days.` },
  };
}
