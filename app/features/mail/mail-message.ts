/** One e-mail as the site composes it; the sender adds From (MAIL_FROM). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
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
};

/** The METHOD line of an iCalendar text (REQUEST, CANCEL…), upper-cased; null when it has none. */
export function calendarMethod(calendar: string): string | null {
  const match = /^METHOD:([A-Za-z-]+)\r?$/m.exec(calendar);
  return match ? match[1]!.toUpperCase() : null;
}
