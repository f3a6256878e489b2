/** What other features may use of audit on the server; everything else is internal to it. */
export { recordAudit } from "./record-audit.server";
export type { AuditActor } from "./record-audit.server";
