import { and, desc, eq, gte } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import type { AuditSubject } from "./record-audit.server";
import { auditLog } from "./audit.table";

/**
 * The newest entry the user themselves wrote for `action` on `subject` since
 * `since`, or null: what a form's confirmation names after a save ("Price
 * changed from … to …"). Only the user's own entries, so it reveals nothing
 * the audit log's readers alone may see; `since` keeps the read to the
 * newest rows (the created-at index).
 */
export async function latestOwnAudit(
  userId: string,
  action: string,
  subject: AuditSubject,
  since: Date,
): Promise<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null } | null> {
  const [row] = await getDb()
    .select({ before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        gte(auditLog.createdAt, since),
        eq(auditLog.actorId, userId),
        eq(auditLog.action, action),
        eq(auditLog.subjectType, subject.type),
        eq(auditLog.subjectId, subject.id),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row ?? null;
}
