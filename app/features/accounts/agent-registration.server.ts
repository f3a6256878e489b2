import { sql } from "drizzle-orm";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { getDb } from "~/shared/db/client.server";
import { formFailure, issuesToErrors, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import { logger } from "~/shared/lib/logger.server";
import type { FailureStatus } from "~/shared/http/failure-status";
import { failureReply } from "~/shared/http/reply";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { enqueueMail } from "~/features/mail/index.server";
import { guardSubmission, sendAgainReply } from "~/features/spam-guard/index.server";
import { RATE_LIMITS } from "~/features/rate-limits";
import { checkRateLimits, clientKey, recipientKey, waitDescription } from "~/features/rate-limits/index.server";
import { ACCOUNT_MESSAGES } from "./account-rules";
import { registerSchema } from "./account-schema.server";
import { issueVerificationLink } from "./email-verification.server";
import { hashPassword } from "./password.server";
import { users } from "./user.table";

/** To the office: an agent registered and waits for approval. */
export function agentRegistrationMail(agent: { name: string; email: string; phone?: string }) {
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
    action: { label: "Review the registration", href: `${publicUrl}/admin/admindashboard` },
  };
}

/**
 * To the owner of an address someone tried to open another account with
 * (`tried` says what, e.g. "register a new agent account"): our own words
 * only, nothing typed in the form.
 */
export function existingAccountNotice(to: string, tried: string, subject: string) {
  const { publicUrl } = getConfig();
  return {
    to,
    subject,
    text: [
      "Hello,",
      "",
      `Someone just tried to ${tried} at Sugar Apple Realty with this e-mail address,`,
      "which already has an account. No new account was made and your account is unchanged.",
      "",
      `If it was you, sign in here: ${publicUrl}/login`,
      `Forgot your password? Choose a new one here: ${publicUrl}/forgot-password`,
      "",
      "If it was not you, you can ignore this e-mail.",
    ].join("\n"),
    action: { label: "Sign in", href: `${publicUrl}/login` },
  };
}

export type Registration = { created: true; id: string } | { created: false; id: null };

/**
 * Public registration: always an agent account, always pending until an
 * administrator approves it (no role or status is read from the input), its
 * address unverified until the mailed link is used. For an address that
 * already has an account nothing is created and its owner is told by e-mail;
 * the caller answers both cases alike, so the form reveals no accounts. The
 * brokerage is told of new accounts. Every mail is queued in the transaction.
 */
export async function registerAgent(input: unknown, options: { now?: Date } = {}): Promise<Result<Registration>> {
  const parsed = registerSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(formError, fieldErrors);
  }
  const agent = parsed.data;
  const now = options.now ?? new Date();
  // Hashed in both cases, so a known address takes as long to answer as a new one.
  const passwordHash = await hashPassword(agent.password);
  const outcome = await runService("registerAgent", {}, async () =>
    getDb().transaction(async (tx): Promise<Result<Registration>> => {
      const [created] = await tx
        .insert(users)
        .values({ email: agent.email, name: agent.name, phone: agent.phone ?? null, role: "agent", status: "pending", passwordHash })
        // The unique index on lower(email) decides, also between two registrations racing for one address.
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email });
      if (created) {
        await issueVerificationLink(tx, created, now);
        // Queued like the other mails, not sent while the visitor waits: a new address must not answer slower than a known one.
        const config = getConfig();
        await enqueueMail(tx, { to: config.mail.to ?? site.email, replyTo: agent.email, ...agentRegistrationMail(agent) });
        return ok({ created: true as const, id: created.id });
      }
      const [owner] = await tx
        .select({ id: users.id, email: users.email, status: users.status })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${agent.email})`)
        .limit(1);
      if (owner && owner.status !== "disabled") await enqueueMail(tx, existingAccountNotice(owner.email, "register a new agent account", "Someone tried to register with your e-mail address"));
      logger.info("Registration for an address that has an account: its owner was told", { userId: owner?.id });
      return ok({ created: false as const, id: null });
    }),
  );
  return outcome;
}

export type AgentRegistrationReply =
  | { status: 200; body: { registered: true; message: string } }
  | { status: FailureStatus; body: FormFailure };

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
export async function handleAgentRegistrationForm(formData: FormData, context: { now?: number; clientAddress?: string } = {}): Promise<AgentRegistrationReply> {
  const success = { status: 200, body: { registered: true, message: ACCOUNT_MESSAGES.registered } } as const;
  const guard = guardSubmission("register", formData, { now: context.now });
  if (guard.outcome === "drop") return success;
  const form = parseForm(formData, registerSchema, { secret: ["password"] });
  if (guard.outcome === "retry") return { status: 400, body: sendAgainReply(form.values, guard.token) };
  const formToken = guard.token;
  // A taken address is never a field error: the answer must not tell who has an account.
  if (!form.success) return { status: 400, body: { ...formFailure(form), formToken } };

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
    return failureReply({ code: "rate_limited" }, { fieldErrors: {}, values: form.values, formError: registrationLimitMessage(limits.verdict.retryAt, now), formToken });
  }

  const result = await registerAgent(form.data);
  if (result.success) return success;
  if (result.fieldErrors) {
    return { status: 400, body: { fieldErrors: result.fieldErrors, values: form.values, formError: result.error, formToken } };
  }
  return { status: 500, body: { fieldErrors: {}, values: form.values, formError: ACCOUNT_MESSAGES.unavailable, formToken } };
}
