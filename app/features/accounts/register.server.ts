import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { formFailure, issuesToErrors, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import { fail, ok, type Result } from "~/shared/lib/result";
import { enqueueMail } from "~/features/mail/enqueue-mail.server";
import { checkSpam, logDroppedSpam } from "~/features/spam-guard/spam-guard.server";
import { ACCOUNT_MESSAGES } from "./account-rules";
import { registerSchema } from "./account-schema.server";
import { createUser, findUserByEmail } from "./users.server";

function notification(agent: { name: string; email: string; phone?: string }) {
  const { publicUrl } = getConfig();
  return {
    subject: `New agent registration: ${agent.name}`,
    text: [
      "An agent has registered on the website and is waiting for approval.",
      "",
      `Name:     ${agent.name}`,
      `E-mail:   ${agent.email}`,
      `Phone:    ${agent.phone ?? "(not given)"}`,
      "",
      `Review the registration on the admin dashboard: ${publicUrl}/admin/admindashboard`,
    ].join("\n"),
  };
}

/**
 * Public registration: always an agent account, always pending until an
 * administrator approves it (no role or status is read from the input).
 * The brokerage's notification is queued in the transaction that creates the account.
 */
export async function registerAgent(input: unknown): Promise<Result<{ id: string }>> {
  const parsed = registerSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(formError, fieldErrors);
  }
  const agent = parsed.data;
  const config = getConfig();
  const created = await createUser(
    { ...agent, role: "agent", status: "pending" },
    {
      onCreated: async (tx) => {
        await enqueueMail(tx, { to: config.mail.to ?? site.email, replyTo: agent.email, ...notification(agent) });
      },
    },
  );
  if (!created.success) return created;
  return ok({ id: created.id });
}

export type RegisterFormReply =
  | { status: 200; body: { registered: true; message: string } }
  | { status: 400 | 500; body: FormFailure };

/** The registration form from submission to reply: spam guard, parseForm, the service. */
export async function handleRegisterForm(formData: FormData, context: { now?: number } = {}): Promise<RegisterFormReply> {
  const success = { status: 200, body: { registered: true, message: ACCOUNT_MESSAGES.registered } } as const;
  const spam = checkSpam(formData, { now: context.now });
  if (spam.spam) {
    logDroppedSpam("register", spam);
    return success;
  }
  const form = parseForm(formData, registerSchema, { secret: ["password"] });
  if (!form.success) {
    // Say everything at once: a taken address too, not only after the other fields are fixed.
    const email = form.values.email?.trim();
    if (email && !form.fieldErrors.email && (await findUserByEmail(email))) form.fieldErrors.email = ACCOUNT_MESSAGES.emailTaken;
    return { status: 400, body: formFailure(form) };
  }

  const result = await registerAgent(form.data);
  if (result.success) return success;
  if (result.fieldErrors) {
    return { status: 400, body: { fieldErrors: result.fieldErrors, values: form.values, formError: result.error } };
  }
  return { status: 500, body: { fieldErrors: {}, values: form.values, formError: ACCOUNT_MESSAGES.unavailable } };
}
