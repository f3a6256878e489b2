import { createTransport } from "nodemailer";
import { calendarMethod, type MailMessage } from "./mail-message";

export type { MailMessage } from "./mail-message";

/** Give up on an unreachable server in seconds, not nodemailer's default minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** An SMTP error message with the URL's password (if any) blanked out. */
export function describeError(error: unknown, smtpUrl: string): string {
  let message = error instanceof Error ? error.message : String(error);
  try {
    const password = decodeURIComponent(new URL(smtpUrl).password);
    if (password) message = message.split(password).join("[redacted]");
  } catch {
    // An unparseable URL has no password to hide.
  }
  return message;
}

/** Hands one message to the mail server; throws when the server does not accept it. */
export type Deliver = (message: MailMessage) => Promise<void>;

export type SmtpSender = { deliver: Deliver; close: () => void };

/** An SMTP connection setting for one round of deliveries (SMTP_URL, From: MAIL_FROM). */
export function smtpSender(smtpUrl: string, from: string): SmtpSender {
  const transport = createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    deliver: async (message) => {
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        headers: message.headers,
        // nodemailer adds it as a text/calendar alternative with its METHOD parameter, as invitations need.
        ...(message.calendar ? { icalEvent: { method: calendarMethod(message.calendar) ?? "PUBLISH", content: message.calendar } } : {}),
      });
    },
    close: () => transport.close(),
  };
}
