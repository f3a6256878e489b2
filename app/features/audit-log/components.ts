/** The audit components, for routes and other features' pages; everything else is internal to it. */
export { AuditActivity } from "./audit-activity";
export { AuditLogView } from "./audit-log-view";
