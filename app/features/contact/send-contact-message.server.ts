import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { getDb } from "~/shared/db/client.server";
import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { formFailure, issuesToErrors, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { enqueueMail } from "~/features/mail/index.server";
import { guardSubmission, sendAgainReply } from "~/features/spam-guard/index.server";
import { RATE_LIMITS } from "~/features/rate-limits";
import { checkRateLimits, clientKey, recipientKey } from "~/features/rate-limits/index.server";
import { contactMessages } from "./contact.table";
import { CONTACT_LIMITS } from "./contact-rules";
import { contactSchema, type ContactMessageInput } from "./contact-schema";

export const CONTACT_UNAVAILABLE = `We could not send your message just now. Please try again in a moment, or call us at ${site.phones[0].display}.`;

type ContactContext = {
  /** The page the form was sent from. */
  sourcePath?: string | null;
  /** Who else receives the notification besides the brokerage, e.g. the agent a profile's form is for. */
  alsoTo?: string | null;
  /** The client's address (`context.clientAddress`), for the hourly limit. */
  clientAddress?: string;
  /** The clock, for tests. */
  now?: number;
};

/** To the office: the visitor's message, Reply-To the visitor. */
export function contactNotificationMail(input: ContactMessageInput, receivedAt: Date, overLimit: boolean) {
  const subject = `Website inquiry from ${input.name}${input.subject ? `: ${input.subject}` : ""}`;
  const text = [
    "A new message arrived through the website's contact form.",
    "",
    `Name:     ${input.name}`,
    `E-mail:   ${input.email}`,
    `Phone:    ${input.phone ?? "(not given)"}`,
    ...(input.subject ? [`About:    ${input.subject}`] : []),
    `Received: ${formatIslandDateTime(receivedAt)}`,
    "",
    input.message,
    "",
    `Reply to this e-mail to answer ${input.name} directly.`,
    ...(overLimit ? ["", "Note: more messages than usual came from this sender's connection or e-mail address within the hour."] : []),
  ].join("\n");
  return { subject, text };
}

/**
 * Stores a visitor's message and queues the brokerage's notification in the
 * same transaction: both exist, or neither does. Nothing is ever mailed to
 * the address the visitor typed (it is only the notification's Reply-To).
 * Messages are counted per client address and per typed address; over the
 * hourly limit the message is still stored and staff still notified, and
 * `overLimit` says so for the visitor's reply.
 */
export async function sendContactMessage(input: unknown, context: ContactContext = {}): Promise<Result<{ id: string; overLimit: boolean }>> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(formError, fieldErrors);
  }
  const message = parsed.data;
  const brokerage = getConfig().mail.to ?? site.email;

  const overLimit = await isOverLimit(message.email, context);
  return runService("sendContactMessage", { sourcePath: context.sourcePath }, () =>
    getDb().transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          name: message.name,
          email: message.email,
          phone: message.phone ?? null,
          message: message.message,
          subject: message.subject ?? null,
          sourcePath: context.sourcePath ?? null,
        })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      await enqueueMail(tx, {
        to: context.alsoTo ? `${context.alsoTo}, ${brokerage}` : brokerage,
        replyTo: message.email,
        ...contactNotificationMail(message, row!.createdAt, overLimit),
      });
      return ok({ id: row!.id, overLimit });
    }),
  );
}

async function isOverLimit(email: string, context: ContactContext): Promise<boolean> {
  const now = context.now === undefined ? undefined : new Date(context.now);
  const limits = await runService("contactLimit", {}, async () =>
    ok({
      verdict: await checkRateLimits(getDb(), [
        { key: clientKey("contact", context.clientAddress), ...RATE_LIMITS.contactPerClient, now },
        { key: recipientKey("contact", email), ...RATE_LIMITS.contactPerSender, now },
      ]),
    }),
  );
  return !limits.success || !limits.verdict.allowed;
}

/** What the contact page's action answers; `overLimit`: stored, but more messages than usual this hour. */
export type ContactSent = { sent: true; name: string; overLimit?: true };
export type ContactFormReply = { status: 200; body: ContactSent } | { status: 400 | 500; body: FormFailure };

/**
 * The contact form from submission to reply: spam guard, then parseForm, then
 * the service. A filled honeypot is dropped silently (the success reply,
 * nothing stored or sent); a form sent too fast comes back to be sent again.
 */
export async function handleContactForm(formData: FormData, context: ContactContext = {}): Promise<ContactFormReply> {
  const guard = guardSubmission("contact", formData, { now: context.now });
  if (guard.outcome === "drop") {
    const name = formData.get("name");
    const shownName = typeof name === "string" ? name.replace(/\s+/g, " ").trim().slice(0, CONTACT_LIMITS.nameMax) : "";
    return { status: 200, body: { sent: true, name: shownName } };
  }

  const form = parseForm(formData, contactSchema);
  if (guard.outcome === "retry") return { status: 400, body: sendAgainReply(form.values, guard.token) };
  const formToken = guard.token;
  if (!form.success) return { status: 400, body: { ...formFailure(form), formToken } };

  const result = await sendContactMessage(form.data, context);
  if (result.success) return { status: 200, body: { sent: true, name: form.data.name, ...(result.overLimit ? { overLimit: true as const } : {}) } };
  if (result.fieldErrors) {
    return { status: 400, body: { fieldErrors: result.fieldErrors, values: form.values, formError: result.error, formToken } };
  }
  return { status: 500, body: { fieldErrors: {}, values: form.values, formError: CONTACT_UNAVAILABLE, formToken } };
}
