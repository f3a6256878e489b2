/** What other parts of the app may use of audit on the server; everything else is internal to it. */
export { recordAudit } from "./record-audit.server";
export type { AuditActor } from "./record-audit.server";
export { AUDIT_PAGE_SIZE, listRecentAudit } from "./record-audit.server";
export { latestOwnAudit } from "./own-audit.server";
export { latestAuditLog, listAuditLog, type AuditSubjectNames } from "./list-audit-log.server";
export type { AuditLogActor, AuditLogRow } from "./list-audit-log.server";
export { readAuditLogFilter } from "./audit-log-filter";
