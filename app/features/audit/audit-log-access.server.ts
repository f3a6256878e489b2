import { getTableColumns, sql } from "drizzle-orm";
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

/**
 * An entry's version: its id and the transaction that last wrote it (`xmin`, moved by every update, such as the
 * names an account's deletion clears). The same version means the same entry as read before, so a list of entries
 * read again can take the unchanged ones from memory. Text without spaces.
 */
export const auditEntryVersion = sql<string>`(${auditLog}.id::text || '/' || ${auditLog}.xmin::text)`;
