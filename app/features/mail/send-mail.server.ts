import { createTransport } from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import { calendarMethod, type MailMessage } from "./mail-message";

export type { MailMessage } from "./mail-message";

/** Give up on an unreachable server in seconds, not nodemailer's default minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Stored reasons are cut to this many characters: enough for any server's explanation, never a wall of text. */
export const MAX_REASON_LENGTH = 500;

/** The SMTP commands whose reply is about this message (its sender, recipient or content), not the connection or our login. */
const MESSAGE_COMMANDS = new Set(["MAIL FROM", "RCPT TO", "DATA"]);

/** Why a delivery failed, as stored and logged, and whether trying again could help. */
export type DeliveryFailure = { permanent: boolean; reason: string };

type SmtpError = Error & { responseCode?: unknown; response?: unknown; command?: unknown };

/**
 * What a failed delivery means. A 5xx reply to MAIL FROM, RCPT TO or DATA
 * ("550 5.1.1 no such user") refuses this message for good, so it is not
 * retried, and its reason is the server's reply. 503 (bad sequence of
 * commands) is about the session, not the message, and is retried like every
 * other failure: 4xx replies, refused or dropped connections, timeouts, TLS
 * and DNS errors, and a refused login, which an administrator can fix.
 */
export function describeFailure(error: unknown, smtpUrl: string): DeliveryFailure {
  const smtp = error instanceof Error ? (error as SmtpError) : null;
  const code = typeof smtp?.responseCode === "number" ? smtp.responseCode : null;
  const permanent = code !== null && code >= 500 && code < 600 && code !== 503 && MESSAGE_COMMANDS.has(String(smtp?.command));
  const text = permanent && typeof smtp?.response === "string" ? smtp.response : error instanceof Error ? error.message : String(error);
  return { permanent, reason: boundedReason(redactPassword(text, smtpUrl)) };
}

/** The text with the SMTP URL's password (if any), as typed and as decoded, blanked out. */
function redactPassword(text: string, smtpUrl: string): string {
  let password = "";
  try {
    password = new URL(smtpUrl).password;
  } catch {
    // An unparseable URL has no password to hide.
  }
  for (const secret of new Set([password, safeDecode(password)])) {
    if (secret) text = text.split(secret).join("[redacted]");
  }
  return text;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** One line, no control characters (a server's multi-line reply included), at most MAX_REASON_LENGTH characters. */
function boundedReason(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const line = text.replace(/[\u0000-\u001f\u007f\s]+/g, " ").trim();
  const characters = Array.from(line);
  return characters.length <= MAX_REASON_LENGTH ? line : `${characters.slice(0, MAX_REASON_LENGTH - 1).join("")}…`;
}

/** Hands one message to the mail server; throws when the server does not accept it. */
export type Deliver = (message: MailMessage) => Promise<void>;

export type SmtpSender = { deliver: Deliver; close: () => void };

/** MAIL_FROM's address alone ("Sugar Apple Realty <mail@example.com>" gives "mail@example.com"). */
export function sendingAddress(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  return first?.address || from;
}

/**
 * From as a message carries it: MAIL_FROM, or its address under the
 * message's own display name (an agent's), so that the sending domain stays
 * the brokerage's.
 */
export function fromOf(message: MailMessage, from: string): string | { name: string; address: string } {
  return message.fromName ? { name: message.fromName, address: sendingAddress(from) } : from;
}

/** An SMTP connection setting for one round of deliveries (SMTP_URL, From: MAIL_FROM). */
export function smtpSender(smtpUrl: string, from: string): SmtpSender {
  const transport = createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    deliver: async (message) => {
      await transport.sendMail({
        from: fromOf(message, from),
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        headers: message.headers,
        // nodemailer adds it as a text/calendar alternative with its METHOD parameter, as invitations need.
        ...(message.attachments?.length
          ? { attachments: message.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.contentBase64, encoding: "base64" })) }
          : {}),
        ...(message.calendar ? { icalEvent: { method: calendarMethod(message.calendar) ?? "PUBLISH", content: message.calendar } } : {}),
      });
    },
    close: () => transport.close(),
  };
}
