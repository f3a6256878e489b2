import type { MailAction, MailBlock } from "./mail-blocks";

/** A file sent with a message: its name, media type and bytes in base64. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

/** One e-mail as the outbox sends it; the sender adds From (MAIL_FROM's address). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative of `text`, drawn by the one layout (mail-layout.ts); the text stays the plain part. */
  html?: string;
  replyTo?: string;
  /**
   * The display name of From, in place of MAIL_FROM's: an agent writing to a
   * buyer. The address stays the brokerage's sending address, which its mail
   * domain's SPF and DKIM cover; replies go to Reply-To.
   */
  fromName?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /**
   * An iCalendar object (RFC 5545) whose METHOD is REQUEST or CANCEL: sent as
   * the message's text/calendar part, which mail programs show as an
   * invitation with accept and decline buttons.
   */
  calendar?: string;
  /**
   * Parts of the text, calendar or header values that are secrets (a
   * single-use link's token): the outbox keeps them only until the message
   * is sent, then keeps "[redacted]" in their place.
   */
  secrets?: readonly string[];
  /** Files sent with the message, e.g. a valuation's PDF; never a secret (they are kept until the outbox's retention). */
  attachments?: readonly MailAttachment[];
};

/**
 * One e-mail as a service composes it for `enqueueMail`: plain text, from
 * which the HTML part is drawn, unless the composer draws its body itself.
 * No composer writes HTML: the layout escapes every value it is given.
 */
export type MailDraft = Omit<MailMessage, "html"> & {
  /** The HTML body's blocks, when plain text would lose what matters (an alert's listing photos, a signed agreement). */
  blocks?: readonly MailBlock[];
  /** The message's main link: where its address stands alone in the text, the HTML shows a button. */
  action?: MailAction;
};

/** The METHOD line of an iCalendar text (REQUEST, CANCEL…), upper-cased; null when it has none. */
export function calendarMethod(calendar: string): string | null {
  const match = /^METHOD:([A-Za-z-]+)\r?$/m.exec(calendar);
  return match ? match[1]!.toUpperCase() : null;
}
