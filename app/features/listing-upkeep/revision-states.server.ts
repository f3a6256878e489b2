import { inArray } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { listingRevisions, type RevisionStatus } from "./listing-revision.table";

/**
 * Which of these listings have changes waiting for review or rejected, for
 * lists of listings the caller already may see (an agent's "My listings").
 */
export async function revisionStatesOf(listingIds: readonly string[]): Promise<Map<string, RevisionStatus>> {
  if (listingIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ listingId: listingRevisions.listingId, status: listingRevisions.status })
    .from(listingRevisions)
    .where(inArray(listingRevisions.listingId, [...listingIds]));
  return new Map(rows.map((row) => [row.listingId, row.status]));
}
