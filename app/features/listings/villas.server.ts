import { and, asc, eq } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { listings } from "./listing.table";
import { isApproved } from "./listing-store.server";

/** What villa selection (findVillaByName) reads, plus the id to load the chosen one. */
export type VillaChoice = { id: string; name: string; propertyInfo: { name?: string; slug?: string } | null };

/**
 * The villa fetch: every approved
 * rental with its names (the listing's title as `name`, and propertyInfo),
 * oldest first like the Rental menu. No other columns leave the database.
 */
export async function listApprovedVillas(): Promise<Result<{ data: VillaChoice[] }>> {
  return runService("listApprovedVillas", {}, async () => {
    const data = await getDb()
      .select({ id: listings.id, name: listings.title, propertyInfo: listings.propertyInfo })
      .from(listings)
      .where(and(eq(listings.kind, "rental"), isApproved))
      .orderBy(asc(listings.createdAt), asc(listings.id));
    return ok({ data });
  });
}
