import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { formFailure, issuesToErrors, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import { logger } from "~/shared/lib/logger.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import { enqueueMail } from "~/features/mail/enqueue-mail.server";
import { guardSubmission, sendAgainReply } from "~/features/spam-guard/spam-guard.server";
import { getDb } from "~/shared/db/client.server";
import { runService } from "~/shared/lib/service.server";
import { RATE_LIMITS } from "~/features/rate-limits/rate-limit-rules";
import { checkRateLimits, clientKey, recipientKey, waitDescription } from "~/features/rate-limits/rate-limits.server";
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
  | { status: 400 | 429 | 500; body: FormFailure };

export function registrationLimitMessage(retryAt: Date, now = new Date()): string {
  return `Too many registrations came from your connection or for this e-mail address within the hour, so this one was not sent. Please try again in ${waitDescription(retryAt, now)}.`;
}

/**
 * The registration form from submission to reply: spam guard (a filled
 * honeypot gets the success answer with nothing done; a form sent too fast
 * comes back to be sent again), parseForm, the hourly limits per client
 * address and per typed address (over either: nothing created or sent, 429
 * with what was typed), the service.
 */
export async function handleRegisterForm(formData: FormData, context: { now?: number; clientAddress?: string } = {}): Promise<RegisterFormReply> {
  const success = { status: 200, body: { registered: true, message: ACCOUNT_MESSAGES.registered } } as const;
  const guard = guardSubmission("register", formData, { now: context.now });
  if (guard.outcome === "drop") return success;
  const form = parseForm(formData, registerSchema, { secret: ["password"] });
  if (guard.outcome === "retry") return { status: 400, body: sendAgainReply(form.values, guard.token) };
  const formToken = guard.token;
  if (!form.success) {
    // Say everything at once: a taken address too, not only after the other fields are fixed.
    const email = form.values.email?.trim();
    if (email && !form.fieldErrors.email && (await findUserByEmail(email))) form.fieldErrors.email = ACCOUNT_MESSAGES.emailTaken;
    return { status: 400, body: { ...formFailure(form), formToken } };
  }

  const now = context.now === undefined ? new Date() : new Date(context.now);
  const limits = await runService("registrationLimit", {}, async () =>
    ok({
      verdict: await checkRateLimits(getDb(), [
        { key: clientKey("register", context.clientAddress), ...RATE_LIMITS.registerPerClient, now },
        { key: recipientKey("register", form.data.email), ...RATE_LIMITS.registerPerRecipient, now },
      ]),
    }),
  );
  if (!limits.success) return { status: 500, body: { fieldErrors: {}, values: form.values, formError: ACCOUNT_MESSAGES.unavailable, formToken } };
  if (!limits.verdict.allowed) {
    logger.info("Registration refused: hourly limit reached");
    return { status: 429, body: { fieldErrors: {}, values: form.values, formError: registrationLimitMessage(limits.verdict.retryAt, now), formToken } };
  }

  const result = await registerAgent(form.data);
  if (result.success) return success;
  if (result.fieldErrors) {
    return { status: 400, body: { fieldErrors: result.fieldErrors, values: form.values, formError: result.error, formToken } };
  }
  return { status: 500, body: { fieldErrors: {}, values: form.values, formError: ACCOUNT_MESSAGES.unavailable, formToken } };
}
