import { lt } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { pageViews } from "./page-view.table";

/** Deletes the page views recorded before `cutoff`; answers how many went. */
export async function deletePageViewsBefore(cutoff: Date): Promise<number> {
  const removed = await getDb().delete(pageViews).where(lt(pageViews.createdAt, cutoff)).returning({ id: pageViews.id });
  return removed.length;
}
