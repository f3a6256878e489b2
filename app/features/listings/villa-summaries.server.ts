import { and, asc, eq } from "drizzle-orm";
import { listings } from "./listing.table";
import { cardColumns, isApproved } from "./listing-store.server";
import { slugify } from "./listing-slug";
import { villaName } from "./villa-selection";
import type { VillaSummary } from "./villa-store";
import { getDb } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";

/**
 * Every approved villa's public fields, oldest first like the Rental menu:
 * what /villas.json answers and the villa page's "Other villas" cards show.
 */
export async function listVillaSummaries(): Promise<Result<{ data: VillaSummary[] }>> {
  return runService("listVillaSummaries", {}, async () => {
    const rows = await getDb()
      .select({
        id: listings.id,
        title: listings.title,
        propertyInfo: listings.propertyInfo,
        area: listings.area,
        maxGuests: listings.maxGuests,
        nightlyRate: listings.nightlyRate,
        bedrooms: listings.bedroomsTotal,
        photo: cardColumns.photo,
      })
      .from(listings)
      .where(and(eq(listings.kind, "rental"), isApproved))
      .orderBy(asc(listings.createdAt), asc(listings.id));
    const data = rows.map(({ id, title, propertyInfo, area, maxGuests, nightlyRate, bedrooms, photo }): VillaSummary => {
      const name = villaName({ name: title, propertyInfo }) ?? title;
      return { id, name, slug: slugify(name), area, maxGuests, nightlyRate, bedrooms, photo };
    });
    return ok({ data });
  });
}
