import { inArray, sql } from "drizzle-orm";
import { accountEmailOf, accountNameOf } from "~/features/accounts/index.server";
import { rentalName } from "~/features/listings";
import { listingColumns as listing, selectListings } from "~/features/listings/index.server";
import type { Actor } from "~/shared/access/permissions";
import { todayOnIsland } from "~/shared/dates/island-days";
import { getDb } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { readOwnerStatement } from "./owner-statements.server";
import { monthOf, type Statement } from "./statement";
import { statementCsv, type StatementNames } from "./statement-csv";
import { statementPdf } from "./statement-pdf.server";
import { managedVillaIds } from "./villa-management.server";

/**
 * An owner's monthly statement as a file to download, CSV or PDF, read
 * through `readOwnerStatement` (the office reads anyone's, an owner only
 * their own). A month that is not a month, has not begun, or an owner that
 * is not an account is not found; never a failure of ours.
 */

export const STATEMENT_FILE_KINDS = ["csv", "pdf"] as const;
export type StatementFileKind = (typeof STATEMENT_FILE_KINDS)[number];

export type StatementFile = { body: string | Uint8Array; contentType: string; filename: string };

const NOT_FOUND = "There is no such statement.";
const isMonth = (month: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(month);

export async function readOwnerStatementFile(actor: Actor, ownerId: string, month: string, kind: StatementFileKind, now = new Date()): Promise<Result<{ data: StatementFile }>> {
  if (!isUuid(ownerId) || !isMonth(month) || month > monthOf(todayOnIsland(now))) return failWith("not_found", NOT_FOUND);
  const read = await readOwnerStatement(actor, ownerId, month);
  if (!read.success) return read.code ? read : failWith("not_found", NOT_FOUND);
  const view = read.data;
  return runService<{ data: StatementFile }>("readOwnerStatementFile", { ownerId, month, kind }, async () => {
    const owner = await ownerOf(ownerId);
    if (!owner) return failWith("not_found", NOT_FOUND);
    const names = await namesFor(ownerId, view.statement);
    const filename = `statement-${month}.${kind}`;
    if (kind === "csv") return ok({ data: { body: statementCsv(view.statement, names), contentType: "text/csv; charset=utf-8", filename } });
    const body = await statementPdf({ statement: view.statement, owner, status: view.status, closedAt: view.closedAt, names, now });
    return ok({ data: { body, contentType: "application/pdf", filename } });
  });
}

async function ownerOf(ownerId: string): Promise<{ name: string | null; email: string | null } | null> {
  const id = sql`${ownerId}::uuid`;
  const { rows } = await rawQuery<{ name: string | null; email: string | null }>(getDb(), sql`select ${accountNameOf(id)} as name, ${accountEmailOf(id)} as email`);
  const row = rows[0];
  return row?.email ? row : null;
}

/** The names of the owner's villas and of any villa a stay or expense of the statement names. */
async function namesFor(ownerId: string, statement: Statement): Promise<StatementNames> {
  const named = [...statement.expenses.map((expense) => expense.listingId), ...statement.stays.flatMap((stay) => (stay.stay ? [stay.stay.listingId] : []))];
  const ids = [...new Set([...(await managedVillaIds(getDb(), ownerId)), ...named])];
  if (ids.length === 0) return {};
  const rentals = await selectListings({ id: listing.id, title: listing.title, propertyInfo: listing.propertyInfo }).where(inArray(listing.id, ids));
  return { villas: Object.fromEntries(rentals.map((rental) => [rental.id, rentalName(rental)])) };
}
