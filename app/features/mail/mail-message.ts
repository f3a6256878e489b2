/** One e-mail as the site composes it; the sender adds From (MAIL_FROM). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
};
