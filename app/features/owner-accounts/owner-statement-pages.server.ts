import { desc, eq, inArray } from "drizzle-orm";
import { publicPathColumns, rentalNameSql, selectListings } from "~/features/listings/index.server";
import { findAccount } from "~/features/accounts/index.server";
import { forbidden, type Actor } from "~/shared/access/permissions";
import { todayOnIsland } from "~/shared/dates/island-days";
import { getDb, type Database } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { receiptIdsOf } from "./expense-receipts.server";
import { readPostings } from "./ledger-store.server";
import { ownerStatements } from "./owner-records.table";
import { mayReadStatements, readOwnerStatement, type StatementView } from "./owner-statements.server";
import { monthOf, nextMonth, statementFor, type Statement } from "./statement";

/**
 * The pages of an owner's statements, for the owner and the office alike:
 * the months there are (from the first posting's month to this one, newest
 * first, closed or open) and one month's statement with the names of the
 * villas its lines name.
 */

export type StatementMonth = { month: string; status: "open" | "closed"; openingCents: number; closingCents: number };

/** The owner's statement months from the first posting's (or first closed) month through `through`, newest first: a closed month from its stored copy. */
export async function statementMonths(db: Database, ownerId: string, through: string): Promise<StatementMonth[]> {
  const [closed, postings] = await Promise.all([
    db.select({ month: ownerStatements.month, openingCents: ownerStatements.openingCents, closingCents: ownerStatements.closingCents }).from(ownerStatements).where(eq(ownerStatements.ownerId, ownerId)).orderBy(desc(ownerStatements.month)),
    readPostings(db, { ownerId }),
  ]);
  const first = [closed.at(-1)?.month, postings[0] && monthOf(postings[0].bookedOn)].filter((month): month is string => Boolean(month)).sort()[0];
  if (!first) return [];
  const closedMonths = new Map(closed.map((row) => [row.month, row]));
  const months: StatementMonth[] = [];
  for (let month = first; month <= through; month = nextMonth(month)) {
    const kept = closedMonths.get(month);
    const statement: Pick<Statement, "openingCents" | "closingCents"> = kept ?? statementFor(postings, ownerId, month);
    months.push({ month, status: kept ? "closed" : "open", openingCents: statement.openingCents, closingCents: statement.closingCents });
  }
  return months.reverse();
}

/** Every month of the owner's statements through this one, newest first: the office, or the owner themselves. */
export async function listStatementMonths(actor: Actor, ownerId: string, now = new Date()): Promise<Result<{ data: StatementMonth[] }>> {
  if (!mayReadStatements(actor, ownerId)) return forbidden();
  return runService("listStatementMonths", { ownerId }, async () => ok({ data: await statementMonths(getDb(), ownerId, monthOf(todayOnIsland(now))) }));
}

/** The names of the rentals `ids` name, by id. */
async function villaNames(db: Database, ids: readonly string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const rows = await selectListings({ id: publicPathColumns.id, name: rentalNameSql }, db).where(inArray(publicPathColumns.id, [...ids]));
  return Object.fromEntries(rows.map((row) => [row.id, row.name]));
}

/** `receiptIds`: for each expense line, the id of its expense when it has a receipt to show, else null. */
export type StatementPage = { view: StatementView; ownerName: string; villaNames: Record<string, string>; receiptIds: (string | null)[] };

/** One month's statement as the owner or the office reads it. */
export async function readStatementPage(actor: Actor, ownerId: string, month: string): Promise<Result<{ data: StatementPage }>> {
  if (!mayReadStatements(actor, ownerId)) return forbidden();
  const read = await readOwnerStatement(actor, ownerId, month);
  if (!read.success) return read;
  return runService("readStatementPage", { ownerId, month }, async () => {
    const db = getDb();
    const { statement } = read.data;
    const ids = new Set([...statement.stays.flatMap((line) => (line.stay ? [line.stay.listingId] : [])), ...statement.expenses.map((line) => line.listingId)]);
    const [names, owner, receiptIds] = await Promise.all([villaNames(db, [...ids]), findAccount(ownerId, db), receiptIdsOf(db, ownerId, statement)]);
    return ok({ data: { view: read.data, ownerName: owner?.name ?? "", villaNames: names, receiptIds } });
  });
}
