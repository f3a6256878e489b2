import { mailNoticeHtml, mailNoticeText } from "~/shared/config/brokerage-notice";
import { getConfig } from "~/shared/config/env.server";
import type { Database } from "~/shared/db/client.server";
import { notify } from "~/shared/db/notify.server";
import type { MailMessage } from "./mail-message";
import { secretsToStore } from "./mail-secrets";
import { mailOutbox } from "./outbox.table";

export type { MailMessage } from "./mail-message";

/** Announced when a queued message commits, so that every process's sender wakes at once. */
export const MAIL_QUEUED_CHANNEL = "mail_queued";

/**
 * Queues one e-mail in the outbox. Pass the transaction that writes the
 * change the mail is about as `db`: the message then exists exactly when the
 * change does, and the senders are told only after the commit. Nothing here
 * talks to SMTP; the background sender delivers it (mail-sender.server.ts)
 * and removes the message's `secrets` from the stored copy once it is sent.
 * Every message ends with the brokerage's notices (licenses, Equal Housing
 * Opportunity), added here once so that no template can leave them out.
 */
export async function enqueueMail(db: Database, message: MailMessage): Promise<{ id: string }> {
  const { text, html } = withNotices(message);
  const headers = message.headers && Object.keys(message.headers).length > 0 ? message.headers : null;
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: message.to,
      replyTo: message.replyTo ?? null,
      fromName: message.fromName ?? null,
      subject: message.subject,
      text,
      html,
      headers,
      calendar: message.calendar ?? null,
      secrets: secretsToStore(message.secrets),
      status: "queued",
    })
    .returning({ id: mailOutbox.id });
  await notify(db, MAIL_QUEUED_CHANNEL, row!.id);
  return { id: row!.id };
}

/** The message's text and HTML with the notices at the end (in the HTML, inside its body when it has one). */
export function withNotices(message: Pick<MailMessage, "text" | "html">): { text: string; html: string | null } {
  const { brokerage } = getConfig();
  const text = `${message.text.replace(/\s+$/, "")}${mailNoticeText(brokerage)}`;
  if (message.html === undefined) return { text, html: null };
  const block = mailNoticeHtml(brokerage);
  const bodyEnd = message.html.search(/<\/body>/i);
  const html = bodyEnd === -1 ? `${message.html}${block}` : `${message.html.slice(0, bodyEnd)}${block}${message.html.slice(bodyEnd)}`;
  return { text, html };
}
