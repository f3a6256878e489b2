import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { approvedRental, listingAgentContact, listingColumns as listing, selectListings } from "~/features/listings/index.server";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { calendarBlocks } from "./calendar-block.table";
import { formatDay } from "~/features/stays";
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

/** The blocks of a rental that share a night with [from, to). */
export async function blocksOverlapping(listingId: string, from: string, to: string, db: Database = getDb()) {
  return db
    .select({
      during: calendarBlocks.during,
      kind: calendarBlocks.kind,
      summary: calendarBlocks.summary,
      guestName: bookingRequests.guestName,
      checkIn: bookingRequests.checkIn,
      checkOut: bookingRequests.checkOut,
    })
    .from(calendarBlocks)
    .leftJoin(bookingRequests, eq(bookingRequests.id, calendarBlocks.bookingRequestId))
    .where(and(eq(calendarBlocks.listingId, listingId), sql`${calendarBlocks.during} && daterange(${from}::date, ${to}::date, '[)')`))
    .orderBy(asc(calendarBlocks.during));
}

/** "[2027-03-01,2027-03-08)" -> its first night and its end (the check-out day). */
export function boundsOf(range: string): { from: string; to: string } {
  const match = /^[[(](\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})[)\]]$/.exec(range);
  if (!match) throw new Error(`Unexpected daterange ${range}`);
  return { from: match[1]!, to: match[2]! };
}

/** A guest's first name only: what a conflict message may say about another guest. */
export function firstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? "";
}

type Block = Awaited<ReturnType<typeof blocksOverlapping>>[number];

/** How an administrator is told which stay or block is in the way. */
export function describeBlock(block: Block): string {
  const { from, to } = boundsOf(block.during);
  const dates = `${formatDay(from)} to ${formatDay(to)}`;
  if (block.kind === "stay") return `the approved stay of ${firstName(block.guestName) || "another guest"} from ${dates}`;
  return `the blocked period “${block.summary?.trim() || (block.kind === "import" ? "Imported booking" : "Blocked")}” from ${dates}`;
}
