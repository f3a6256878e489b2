import { asc, eq } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { listingEvents } from "./listing-event.table";
import type { ListingEvent } from "./listing-history";

/** A listing's recorded events, oldest first (none for a rental). */
export async function readListingEvents(listingId: string): Promise<ListingEvent[]> {
  const rows = await getDb()
    .select({
      kind: listingEvents.kind,
      fromPrice: listingEvents.fromPrice,
      price: listingEvents.price,
      fromStatus: listingEvents.fromStatus,
      status: listingEvents.status,
      occurredAt: listingEvents.occurredAt,
    })
    .from(listingEvents)
    .where(eq(listingEvents.listingId, listingId))
    .orderBy(asc(listingEvents.occurredAt), asc(listingEvents.id));
  return rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() }));
}
