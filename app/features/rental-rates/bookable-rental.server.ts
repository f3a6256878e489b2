import { and, eq } from "drizzle-orm";
import { approvedRental, listingAgentContact, listingColumns as listing, selectListings } from "~/features/listings/index.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { isUuid } from "~/shared/lib/uuid";

/** What booking needs to know about a rental. */
export type BookableRental = {
  id: string;
  title: string;
  slug: string;
  propertyInfo: { name?: string; slug?: string } | null;
  nightlyRate: number | null;
  weeklyRate: number | null;
  cleaningFee: number | null;
  minimumNights: number | null;
  maxGuests: number | null;
  agentEmail: string | null;
  agentName: string | null;
};

/** A public (approved) rental that can be booked, or null. */
export async function findBookableRental(listingId: unknown, db: Database = getDb()): Promise<BookableRental | null> {
  if (!isUuid(listingId)) return null;
  const [row] = await selectListings(
    {
      id: listing.id,
      title: listing.title,
      slug: listing.slug,
      propertyInfo: listing.propertyInfo,
      nightlyRate: listing.nightlyRate,
      weeklyRate: listing.weeklyRate,
      cleaningFee: listing.cleaningFee,
      minimumNights: listing.minimumNights,
      maxGuests: listing.maxGuests,
      ...listingAgentContact(),
    },
    db,
  ).where(and(eq(listing.id, listingId), approvedRental()));
  return row ?? null;
}
