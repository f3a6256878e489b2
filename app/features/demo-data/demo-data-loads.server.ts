import { count } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { demoDataLoads } from "./demo-data-load.table";

/**
 * True until the demo data has loaded to the end once. Loading adds only
 * what is missing, so a first start stopped half-way (the photos take a
 * while) is completed by the next start instead of leaving a partial site.
 */
export async function isDemoDataMissing(db: Database = getDb()): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(demoDataLoads);
  return (row?.total ?? 0) === 0;
}

/** Records that every step of the demo data has loaded. */
export async function markDemoDataLoaded(db: Database = getDb()): Promise<void> {
  await db.insert(demoDataLoads).values({});
}
