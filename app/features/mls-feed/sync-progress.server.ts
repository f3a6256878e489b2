import { desc } from "drizzle-orm";
import { refuse, type Actor } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { mlsSyncRuns } from "./mls-feed.table";
import type { SyncProgress } from "./sync-progress";

/** The newest sync run's progress (null before the first), for those who manage the feed. */
export async function readSyncProgress(actor: Actor): Promise<Result<{ data: SyncProgress | null }>> {
  const refused = refuse(actor, "manage:mls-feed");
  if (refused) return refused;
  return runService("readSyncProgress", { actorId: actor.id }, async () => {
    const [run] = await getDb()
      .select({
        id: mlsSyncRuns.id,
        status: mlsSyncRuns.status,
        stage: mlsSyncRuns.stage,
        pages: mlsSyncRuns.pages,
        read: mlsSyncRuns.read,
        created: mlsSyncRuns.created,
        updated: mlsSyncRuns.updated,
        removed: mlsSyncRuns.removed,
        skipped: mlsSyncRuns.skipped,
        photos: mlsSyncRuns.photos,
        errorCount: mlsSyncRuns.errorCount,
      })
      .from(mlsSyncRuns)
      .orderBy(desc(mlsSyncRuns.startedAt))
      .limit(1);
    return ok({ data: run ? ({ ...run } as SyncProgress) : null });
  });
}
