/** What other features may use of mail on the server; everything else is internal to it. */
export { enqueueMail } from "./enqueue-mail.server";
export { mailOutbox } from "./outbox.table";
