/** What other parts of the app may use of mail (safe in the browser); everything else is internal to it. */
export { nextAttemptAfterFailure, retryDelayMs, type RetrySchedule } from "./retry-schedule";
export { OUTBOX_TABLE, type OutboxSort } from "./outbox-table";
export type { MailAction, MailBlock } from "./mail-blocks";
export { composeMail } from "./mail-layout";
