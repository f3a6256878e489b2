import { sql } from "drizzle-orm";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { calendarBlocks, dateRange } from "./calendar-block.table";
import { calendarFeeds } from "./calendar-feed.table";
import { createTestListing } from "~/features/listings/listing-factory";
import { getDb } from "~/shared/db/client.server";

/** Test data for calendar sync: rentals, approved stays and the blocks of a listing. */
export async function createTestRental(overrides: Parameters<typeof createTestListing>[0] = {}) {
  return createTestListing({ kind: "rental", ...overrides });
}

/** An approved stay [checkIn, checkOut) with its calendar block, as approving a request leaves it. */
export async function createApprovedStay(listingId: string, checkIn: string, checkOut: string) {
  const db = getDb();
  const [request] = await db
    .insert(bookingRequests)
    .values({
      listingId,
      source: "rental",
      checkIn,
      checkOut,
      guests: 2,
      guestName: "Maria Lopez Garcia",
      email: "maria@example.com",
      phone: "(340) 555-0100",
      status: "approved",
      approvedAt: new Date(),
    })
    .returning({ id: bookingRequests.id });
  const [block] = await db
    .insert(calendarBlocks)
    .values({ listingId, during: dateRange(checkIn, checkOut), kind: "stay", bookingRequestId: request!.id, summary: "Reserved" })
    .returning({ id: calendarBlocks.id });
  return { requestId: request!.id, blockId: block!.id };
}

export async function createTestFeed(listingId: string, url: string, label = "Airbnb") {
  const [row] = await getDb().insert(calendarFeeds).values({ listingId, url, label }).returning();
  return row!;
}

export type BlockView = { id: string; kind: string; start: string; end: string; uid: string | null; summary: string | null; feedId: string | null };

/** A listing's blocks in date order. */
export async function blocksOf(listingId: string): Promise<BlockView[]> {
  const result = (await getDb().execute(sql`
    select id, kind, to_char(lower(during), 'YYYY-MM-DD') as start, to_char(upper(during), 'YYYY-MM-DD') as "end",
           external_uid as uid, summary, feed_id as "feedId"
    from calendar_blocks where listing_id = ${listingId} order by lower(during), id`)) as unknown as { rows: BlockView[] };
  return result.rows;
}
