import { getTableColumns } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { getDb, type Database } from "~/shared/db/client.server";
import { auditLog } from "./audit.table";

/**
 * How the audit log's reader (features/audit-log) reads its rows without the
 * table (decision 0072): its columns, to select, filter and order by, and a
 * select from it.
 */
export const auditLogColumns = getTableColumns(auditLog);

/** `select <fields> from audit_log`, to be narrowed, ordered and paged by the caller. */
export function selectAuditLog<F extends SelectedFields>(fields: F, db: Database = getDb()) {
  return db.select(fields).from(auditLog);
}
