import type { Database } from "~/shared/db/client.server";
import { mailOutbox } from "./outbox.table";
import type { MailMessage } from "./send-mail.server";

/**
 * Puts one e-mail in the outbox as part of the caller's transaction: it
 * exists exactly when the change that asked for it is committed.
 */
export async function enqueueMail(db: Database, message: MailMessage): Promise<{ id: string }> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: message.to, replyTo: message.replyTo ?? null, subject: message.subject, text: message.text, status: "kept" })
    .returning({ id: mailOutbox.id });
  return { id: row!.id };
}
