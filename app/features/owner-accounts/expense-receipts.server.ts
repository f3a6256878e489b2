import type { Readable } from "node:stream";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { openLargestJpeg, type Storage } from "~/features/media/index.server";
import type { Actor } from "~/shared/access/permissions";
import { getDb, type Database } from "~/shared/db/client.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { ownerExpenses } from "./owner-records.table";
import { mayReadStatements } from "./owner-statements.server";
import { nextMonth, type ExpenseLine, type Statement } from "./statement";
import { ledgerEntries } from "./trust-ledger.table";

/**
 * Expenses' receipts as an owner's statement shows them: which lines have
 * one, and the image itself for whoever may read that owner's statements
 * (the office, or the owner themselves). Anyone else is told the receipt is
 * not there, as for an expense that is not, so an id tells a stranger
 * nothing about another owner's expenses.
 */

export type ReceiptFile = { body: Readable; contentType: string; size?: number };

const NOT_FOUND = "There is no such receipt.";

/** The receipt of one of the owner's expenses, opened to stream: its largest JPEG. */
export async function readExpenseReceipt(actor: Actor, ownerId: string, expenseId: string, options: { storage?: Storage } = {}): Promise<Result<{ data: ReceiptFile }>> {
  if (!isUuid(ownerId) || !isUuid(expenseId) || !mayReadStatements(actor, ownerId)) return failWith("not_found", NOT_FOUND);
  return runService<{ data: ReceiptFile }>("readExpenseReceipt", { ownerId, expenseId }, async () => {
    const [expense] = await getDb()
      .select({ storageKey: ownerExpenses.receiptStorageKey })
      .from(ownerExpenses)
      .where(and(eq(ownerExpenses.id, expenseId), eq(ownerExpenses.ownerId, ownerId)));
    const file = expense?.storageKey ? await openLargestJpeg(expense.storageKey, options) : null;
    if (!file) return failWith("not_found", NOT_FOUND);
    return ok({ data: { body: file.body, contentType: file.contentType, size: file.size } });
  });
}

const lineKey = (line: Pick<ExpenseLine, "listingId" | "spentOn" | "vendor" | "category" | "amountCents">) => JSON.stringify([line.listingId, line.spentOn, line.vendor, line.category, line.amountCents]);

/**
 * For each expense line of the statement, the id of its expense when that
 * has a receipt, else null. A closed statement's lines are a copy without
 * ids, so each line is matched to the expense posted in the month with the
 * same villa, day, vendor, category and amount, twins in the ledger's order.
 */
export async function receiptIdsOf(db: Database, ownerId: string, statement: Statement): Promise<(string | null)[]> {
  if (statement.expenses.length === 0) return [];
  const rows = await db
    .select({ id: ownerExpenses.id, listingId: ownerExpenses.listingId, spentOn: ownerExpenses.spentOn, vendor: ownerExpenses.vendor, category: ownerExpenses.category, amountCents: ownerExpenses.amountCents, storageKey: ownerExpenses.receiptStorageKey })
    .from(ownerExpenses)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ownerExpenses.entryId))
    .where(and(eq(ownerExpenses.ownerId, ownerId), gte(ledgerEntries.bookedOn, `${statement.month}-01`), lt(ledgerEntries.bookedOn, `${nextMonth(statement.month)}-01`)))
    .orderBy(asc(ledgerEntries.bookedOn), asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const waiting = new Map<string, typeof rows>();
  for (const row of rows) waiting.set(lineKey(row), [...(waiting.get(lineKey(row)) ?? []), row]);
  return statement.expenses.map((line) => {
    const row = waiting.get(lineKey(line))?.shift();
    return row?.storageKey ? row.id : null;
  });
}
