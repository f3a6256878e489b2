/** What other parts of the app may use of the audit log's reading on the server; everything else is internal to it. */
export { latestAuditLog, listAuditLog } from "./list-audit-log.server";
export type { AuditLogActor, AuditLogRow } from "./list-audit-log.server";
export { readAuditLogFilter } from "./audit-log-filter";
