/** What other parts of the app may use of mail on the server; everything else is internal to it. */
export { enqueueMail } from "./enqueue-mail.server";
export type { MailAttachment, MailDraft } from "./enqueue-mail.server";
export { deleteMailQueuedBefore } from "./outbox-retention.server";
export { listOutbox, resendMail } from "./outbox-admin.server";
export type { OutboxRow } from "./outbox-admin.server";
export { startMailSender } from "./mail-sender.server";
