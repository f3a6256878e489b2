import { desc, sql } from "drizzle-orm";
import { refuse, type Actor } from "~/shared/access/permissions";
import { getDb, type Database } from "~/shared/db/client.server";
import { preparedQuery, UNNAMED } from "~/shared/db/prepared-query.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { auditLog, type AuditEntry } from "./audit.table";

export type AuditActor = { id: string | null; email: string };
export type AuditSubject = { type: string; id: string };

export type AuditRecord = {
  actor: AuditActor;
  /** What happened, e.g. "listing.status". */
  action: string;
  subject: AuditSubject;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Writes one audit entry. Pass the caller's transaction as `db` so that the
 * entry is stored only if the change it describes is.
 */
export async function recordAudit(entry: AuditRecord, db: Database = getDb()): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

const latestEntries = preparedQuery((db) =>
  db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(sql.placeholder("size"))
    .prepare(UNNAMED),
);

/**
 * The latest entries, newest first (the admin dashboard's Activity): the
 * review log, read only by those who review listings.
 */
export async function listRecentAudit(actor: Actor, limit = AUDIT_PAGE_SIZE): Promise<Result<{ data: AuditEntry[] }>> {
  const refused = refuse(actor, "review:listings");
  if (refused) return refused;
  const size = Math.min(Math.max(Math.trunc(limit) || 1, 1), 500);
  return runService("listRecentAudit", { size }, async () => {
    const data = await latestEntries().execute({ size });
    return ok({ data });
  });
}
