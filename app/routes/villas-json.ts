import { and, asc, eq } from "drizzle-orm";
import { listings } from "~/features/listings/listing.table";
import { cardColumns, isApproved } from "~/features/listings/listing-store.server";
import { slugify } from "~/features/listings/listing-slug";
import { villaName } from "~/features/listings/villa-selection";
import { VILLAS_FETCH_FALLBACK, type VillaSummary } from "~/features/listings/villa-store";
import { getDb } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";

/**
 * /villas.json, the villa fetch the villa store makes (spec §7: status
 * equal to approved): `{ success: true, data }` with each approved villa's
 * public fields, oldest first like the Rental menu, or `{ success: false,
 * error }` with HTTP 500. An unexpected failure's own text stays in the log.
 */
async function listVillaSummaries(): Promise<Result<{ data: VillaSummary[] }>> {
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

export async function loader() {
  const result = await listVillaSummaries();
  if (result.success) {
    return Response.json({ success: true, data: result.data }, { headers: { "Cache-Control": "public, max-age=60" } });
  }
  const error = result.unexpected ? VILLAS_FETCH_FALLBACK : result.error;
  return Response.json({ success: false, error }, { status: 500, headers: { "Cache-Control": "no-store" } });
}
