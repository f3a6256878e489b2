import { getConfig } from "~/shared/config/env.server";
import type { Database } from "~/shared/db/client.server";
import { notify } from "~/shared/db/notify.server";
import { composeMail } from "./mail-layout";
import type { MailDraft } from "./mail-message";
import { secretsToStore } from "./mail-secrets";
import { mailOutbox } from "./outbox.table";

export type { MailAttachment, MailDraft, MailMessage } from "./mail-message";

/** Announced when a queued message commits, so that every process's sender wakes at once. */
export const MAIL_QUEUED_CHANNEL = "mail_queued";

/**
 * Queues one e-mail in the outbox. Pass the transaction that writes the
 * change the mail is about as `db`: the message then exists exactly when the
 * change does, and the senders are told only after the commit. Nothing here
 * talks to SMTP; the background sender delivers it (mail-sender.server.ts)
 * and removes the message's `secrets` from the stored copy once it is sent.
 * Every message gets its HTML part from the one layout and ends with the
 * brokerage's notices (licenses, Equal Housing Opportunity), both added here
 * once so that no message can leave them out.
 */
export async function enqueueMail(db: Database, message: MailDraft): Promise<{ id: string }> {
  const { publicUrl, brokerage } = getConfig();
  const { text, html } = composeMail(message, { publicUrl, brokerage });
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
      attachments: message.attachments && message.attachments.length > 0 ? [...message.attachments] : null,
      secrets: secretsToStore(message.secrets),
      status: "queued",
    })
    .returning({ id: mailOutbox.id });
  await notify(db, MAIL_QUEUED_CHANNEL, row!.id);
  return { id: row!.id };
}
