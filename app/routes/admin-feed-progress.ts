import { requireApiUser } from "~/features/accounts/index.server";
import { readSyncProgress } from "~/features/mls-feed/index.server";
import { failureStatus } from "~/shared/http/failure-status";
import type { Route } from "./+types/admin-feed-progress";

/**
 * GET /admin/feed-progress.json: the newest MLS sync run's progress, which
 * the feed page asks for every couple of seconds while a pass runs. JSON
 * answers, 401/403 from requireApiUser; never kept by a cache.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request, "manage:mls-feed");
  const result = await readSyncProgress(user);
  if (!result.success) return Response.json({ success: false, error: result.error }, { status: failureStatus(result) });
  return Response.json({ success: true, run: result.data }, { headers: { "Cache-Control": "private, no-store" } });
}
