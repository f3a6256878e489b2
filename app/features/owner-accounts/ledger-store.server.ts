import { and, asc, between, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/shared/db/client.server";
import { isBalanced, type Posting } from "./postings";
import { ownerStatements } from "./owner-records.table";
import { ledgerEntries, ledgerLines } from "./trust-ledger.table";

/**
 * The one module that writes and reads the trust ledger's rows: a posting
 * goes in whole (its entry and lines) inside the caller's transaction, and
 * comes back out as the same posting for the pure statement and
 * reconciliation.
 */

/**
 * Takes the owner's ledger for the rest of the transaction (`db` must be
 * the transaction). Everything that reads an owner's balance or closed months
 * to decide what to post takes it first, so two payouts cannot both see the
 * same balance and a posting cannot slip into a month being closed.
 */
export async function lockOwnerLedger(db: Database, ownerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('owner_ledger'), hashtext(${ownerId}))`);
}

/** Writes the posting; answers its entry's id. */
export async function insertPosting(db: Database, posting: Posting, links: { createdBy: string | null; stayPaymentId?: string | null }): Promise<string> {
  if (!isBalanced(posting.lines)) throw new Error(`An unbalanced ${posting.kind} posting`);
  const [entry] = await db
    .insert(ledgerEntries)
    .values({
      kind: posting.kind,
      bookedOn: posting.bookedOn,
      ownerId: posting.ownerId,
      bookingRequestId: posting.bookingId,
      stayPaymentId: links.stayPaymentId ?? null,
      note: posting.note,
      details: posting.details,
      createdBy: links.createdBy,
    })
    .returning({ id: ledgerEntries.id });
  if (posting.lines.length > 0) await db.insert(ledgerLines).values(posting.lines.map((line) => ({ entryId: entry!.id, ...line })));
  return entry!.id;
}

type EntryFilter = { ownerId: string } | { from: string; to: string } | { bookingId: string };

/** Postings oldest first: an owner's, those booked in a period (both ends included), or a stay's. */
export async function readPostings(db: Database, filter: EntryFilter): Promise<Posting[]> {
  const where =
    "ownerId" in filter
      ? eq(ledgerEntries.ownerId, filter.ownerId)
      : "bookingId" in filter
        ? eq(ledgerEntries.bookingRequestId, filter.bookingId)
        : between(ledgerEntries.bookedOn, filter.from, filter.to);
  const entries = await db.select().from(ledgerEntries).where(where).orderBy(asc(ledgerEntries.bookedOn), asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  if (entries.length === 0) return [];
  const lines = await db
    .select({ entryId: ledgerLines.entryId, account: ledgerLines.account, ownerId: ledgerLines.ownerId, amountCents: ledgerLines.amountCents })
    .from(ledgerLines)
    .where(inArray(ledgerLines.entryId, entries.map((entry) => entry.id)));
  const byEntry = new Map<string, typeof lines>();
  for (const line of lines) byEntry.set(line.entryId, [...(byEntry.get(line.entryId) ?? []), line]);
  return entries.map((entry) => ({
    kind: entry.kind,
    bookedOn: entry.bookedOn,
    ownerId: entry.ownerId,
    bookingId: entry.bookingRequestId,
    note: entry.note,
    details: entry.details,
    lines: (byEntry.get(entry.id) ?? []).map(({ account, ownerId, amountCents }) => ({ account, ownerId, amountCents })),
  }));
}

/** The stay payments (charges and refunds) already posted for a stay. */
export async function postedStayPayments(db: Database, bookingId: string): Promise<Set<string>> {
  const rows = await db.select({ id: ledgerEntries.stayPaymentId }).from(ledgerEntries).where(and(eq(ledgerEntries.bookingRequestId, bookingId), sql`${ledgerEntries.stayPaymentId} is not null`));
  return new Set(rows.map((row) => row.id!));
}

/** What the office holds for the owner now, in cents (the owner's credit). */
export async function ownerBalanceCents(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(-sum(${ledgerLines.amountCents}), 0)` })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.account, "owner_balance"), eq(ledgerLines.ownerId, ownerId)));
  return Number(row?.cents ?? 0);
}

/** The owner's last closed month, `YYYY-MM`, or null before the first. */
export async function closedThrough(db: Database, ownerId: string): Promise<string | null> {
  const [row] = await db.select({ month: ownerStatements.month }).from(ownerStatements).where(eq(ownerStatements.ownerId, ownerId)).orderBy(desc(ownerStatements.month)).limit(1);
  return row?.month ?? null;
}
