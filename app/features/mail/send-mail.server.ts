import { createTransport } from "nodemailer";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { mailOutbox } from "./outbox.table";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
};

export const MAIL_NOT_SENT = "The e-mail could not be sent";

/** Give up on an unreachable server in seconds, not nodemailer's default minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** An SMTP error message with the URL's password (if any) blanked out. */
function describeError(error: unknown, smtpUrl: string): string {
  let message = error instanceof Error ? error.message : String(error);
  try {
    const password = decodeURIComponent(new URL(smtpUrl).password);
    if (password) message = message.split(password).join("[redacted]");
  } catch {
    // An unparseable URL has no password to hide.
  }
  return message;
}

/**
 * Sends one e-mail and records it in the outbox. With SMTP configured it is
 * "sent" or "failed" (with the reason, logged); without SMTP it is "kept" and
 * logged, so that nothing is ever lost.
 */
export async function sendMail(message: MailMessage): Promise<Result<{ id: string }>> {
  const { mail } = getConfig();
  return runService("sendMail", { to: message.to, subject: message.subject }, async () => {
    const record = { to: message.to, replyTo: message.replyTo ?? null, subject: message.subject, text: message.text };

    if (!mail.smtpUrl) {
      const [row] = await getDb()
        .insert(mailOutbox)
        .values({ ...record, status: "kept" })
        .returning({ id: mailOutbox.id });
      logger.info(`Mail kept in the outbox (no SMTP configured): to ${message.to}, subject "${message.subject}"`);
      return ok({ id: row!.id });
    }

    const transport = createTransport({ url: mail.smtpUrl, ...TIMEOUTS });
    try {
      await transport.sendMail({
        from: mail.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
      });
    } catch (error) {
      const reason = describeError(error, mail.smtpUrl);
      const [row] = await getDb()
        .insert(mailOutbox)
        .values({ ...record, status: "failed", error: reason })
        .returning({ id: mailOutbox.id });
      logger.error("Mail not sent", { outboxId: row!.id, to: message.to, subject: message.subject, reason });
      return fail(MAIL_NOT_SENT);
    } finally {
      transport.close();
    }

    const [row] = await getDb()
      .insert(mailOutbox)
      .values({ ...record, status: "sent", sentAt: new Date() })
      .returning({ id: mailOutbox.id });
    return ok({ id: row!.id });
  });
}
