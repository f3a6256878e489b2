import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { bookingRequestGuestColumns, leftJoinBookingRequest } from "~/features/stays/index.server";
import { calendarBlocks, dateRange } from "./calendar-block.table";
import { formatDay } from "~/features/stays";

/** The blocks of a rental that share a night with [from, to). */
export async function blocksOverlapping(listingId: string, from: string, to: string, db: Database = getDb()) {
  return leftJoinBookingRequest(
    db.select({ during: calendarBlocks.during, kind: calendarBlocks.kind, summary: calendarBlocks.summary, ...bookingRequestGuestColumns }).from(calendarBlocks).$dynamic(),
    calendarBlocks.bookingRequestId,
  )
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

/**
 * Puts an approved stay's nights on its rental's calendar, in the caller's
 * transaction (which holds the rental's calendar lock): the exclusion
 * constraint refuses them when another stay or block has any of them.
 */
export async function holdStayNights(tx: Database, stay: { listingId: string; checkIn: string; checkOut: string; bookingRequestId: string }): Promise<void> {
  await tx.insert(calendarBlocks).values({ listingId: stay.listingId, during: dateRange(stay.checkIn, stay.checkOut), kind: "stay", bookingRequestId: stay.bookingRequestId });
}

/** Frees a cancelled stay's nights, in the caller's transaction. */
export async function releaseStayNights(tx: Database, bookingRequestId: string): Promise<void> {
  await tx.delete(calendarBlocks).where(eq(calendarBlocks.bookingRequestId, bookingRequestId));
}
