import type { AuditEntry } from "./audit.table";
import { listRecentAudit } from "./record-audit.server";

/** An active administrator, who may read the review log. */
export const AUDIT_READER = { id: "00000000-0000-4000-8000-00000000a0d1", role: "admin", status: "active" } as const;

/** The latest audit entries, newest first, as an administrator reads them. */
export async function recentAuditEntries(): Promise<AuditEntry[]> {
  const result = await listRecentAudit(AUDIT_READER);
  if (!result.success) throw new Error(result.error);
  return result.data;
}
