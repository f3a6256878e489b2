import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { getDb } from "~/shared/db/client.server";
import { formFailure, issuesToErrors, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { enqueueMail } from "~/features/mail/enqueue-mail.server";
import { checkSpam, logDroppedSpam } from "~/features/spam-guard/spam-guard.server";
import { contactMessages } from "./contact.table";
import { CONTACT_LIMITS } from "./contact-rules";
import { contactSchema, type ContactMessageInput } from "./contact-schema";

export const CONTACT_UNAVAILABLE = `We could not send your message just now. Please try again in a moment, or call us on ${site.phones[0].display}.`;

type ContactContext = {
  /** The page the form was sent from. */
  sourcePath?: string | null;
  /** Who else receives the notification besides the brokerage, e.g. the agent a profile's form is for. */
  alsoTo?: string | null;
};

function notification(input: ContactMessageInput, receivedAt: Date) {
  const subject = `Website enquiry from ${input.name}${input.subject ? `: ${input.subject}` : ""}`;
  const text = [
    "A new message arrived through the website's contact form.",
    "",
    `Name:     ${input.name}`,
    `E-mail:   ${input.email}`,
    `Phone:    ${input.phone ?? "(not given)"}`,
    ...(input.subject ? [`About:    ${input.subject}`] : []),
    `Received: ${receivedAt.toISOString()}`,
    "",
    input.message,
    "",
    `Reply to this e-mail to answer ${input.name} directly.`,
  ].join("\n");
  return { subject, text };
}

/**
 * Stores a visitor's message and queues the brokerage's notification in the
 * same transaction: both exist, or neither does.
 */
export async function sendContactMessage(input: unknown, context: ContactContext = {}): Promise<Result<{ id: string }>> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(formError, fieldErrors);
  }
  const message = parsed.data;
  const brokerage = getConfig().mail.to ?? site.email;

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
        ...notification(message, row!.createdAt),
      });
      return ok({ id: row!.id });
    }),
  );
}

/** What the contact page's action answers. */
export type ContactSent = { sent: true; name: string };
export type ContactFormReply = { status: 200; body: ContactSent } | { status: 400 | 500; body: FormFailure };

/**
 * The contact form from submission to reply: spam guard, then parseForm, then
 * the service. Spam is dropped silently: the reply is the success reply, and
 * nothing is stored or sent.
 */
export async function handleContactForm(
  formData: FormData,
  context: ContactContext & { now?: number } = {},
): Promise<ContactFormReply> {
  const spam = checkSpam(formData, { now: context.now });
  if (spam.spam) {
    logDroppedSpam("contact", spam);
    const name = formData.get("name");
    const shownName = typeof name === "string" ? name.replace(/\s+/g, " ").trim().slice(0, CONTACT_LIMITS.nameMax) : "";
    return { status: 200, body: { sent: true, name: shownName } };
  }

  const form = parseForm(formData, contactSchema);
  if (!form.success) return { status: 400, body: formFailure(form) };

  const result = await sendContactMessage(form.data, context);
  if (result.success) return { status: 200, body: { sent: true, name: form.data.name } };
  if (result.fieldErrors) {
    return { status: 400, body: { fieldErrors: result.fieldErrors, values: form.values, formError: result.error } };
  }
  return { status: 500, body: { fieldErrors: {}, values: form.values, formError: CONTACT_UNAVAILABLE } };
}
