import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { bookingRequestGuestColumns, bookingRequestOwnerColumns, leftJoinBookingRequest } from "~/features/stays/index.server";
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

/** What the calendars show for nights a villa's owner keeps for themselves (a `manual` block). */
export const OWNER_STAY_SUMMARY = "Owner stay";

/**
 * Keeps a villa's nights for its owner, in the caller's transaction (which
 * holds the rental's calendar lock): the exclusion constraint refuses them
 * when a stay or another block has any of them.
 */
export async function holdOwnerNights(tx: Database, stay: { listingId: string; checkIn: string; checkOut: string }): Promise<string> {
  const [row] = await tx
    .insert(calendarBlocks)
    .values({ listingId: stay.listingId, during: dateRange(stay.checkIn, stay.checkOut), kind: "manual", summary: OWNER_STAY_SUMMARY })
    .returning({ id: calendarBlocks.id });
  return row!.id;
}

/** An owner's stay on one of `listingIds` (the owner's villas), or null: another villa's block, or another kind, is never theirs. */
export async function findOwnerNights(db: Database, blockId: string, listingIds: readonly string[]) {
  if (listingIds.length === 0) return null;
  const [row] = await db
    .select({ id: calendarBlocks.id, listingId: calendarBlocks.listingId, during: calendarBlocks.during })
    .from(calendarBlocks)
    .where(and(eq(calendarBlocks.id, blockId), eq(calendarBlocks.kind, "manual"), inArray(calendarBlocks.listingId, [...listingIds])));
  return row ? { id: row.id, listingId: row.listingId, ...boundsOf(row.during) } : null;
}

/** Frees an owner's stay, in the caller's transaction. */
export async function releaseOwnerNights(tx: Database, blockId: string): Promise<void> {
  await tx.delete(calendarBlocks).where(and(eq(calendarBlocks.id, blockId), eq(calendarBlocks.kind, "manual")));
}

/** Every block of these rentals that shares a night with [from, to), with the stay behind it, by rental and date. */
export async function blocksOfRentals(db: Database, listingIds: readonly string[], from: string, to: string) {
  if (listingIds.length === 0) return [];
  const rows = await leftJoinBookingRequest(
    db
      .select({ id: calendarBlocks.id, listingId: calendarBlocks.listingId, during: calendarBlocks.during, kind: calendarBlocks.kind, summary: calendarBlocks.summary, ...bookingRequestOwnerColumns })
      .from(calendarBlocks)
      .$dynamic(),
    calendarBlocks.bookingRequestId,
  )
    .where(and(inArray(calendarBlocks.listingId, [...listingIds]), sql`${calendarBlocks.during} && daterange(${from}::date, ${to}::date, '[)')`))
    .orderBy(asc(calendarBlocks.during));
  return rows.map(({ during, ...row }) => ({ ...row, ...boundsOf(during) }));
}
