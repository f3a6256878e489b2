/** What other parts of the app may use of audit on the server; everything else is internal to it. */
export { recordAudit } from "./record-audit.server";
export type { AuditActor } from "./record-audit.server";
export { AUDIT_PAGE_SIZE, listRecentAudit } from "./record-audit.server";
export { latestOwnAudit } from "./own-audit.server";
export { auditEntryVersion, auditLogColumns, selectAuditLog } from "./audit-log-access.server";
