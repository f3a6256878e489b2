import { and, eq, sql } from "drizzle-orm";
import { accountEmailOf, accountNameOf, accountTakesMail } from "~/features/accounts/index.server";
import { recordAudit } from "~/features/audit/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { getConfig } from "~/shared/config/env.server";
import { can, forbidden, refuse, type Actor, type AuditedActor } from "~/shared/access/permissions";
import { todayOnIsland } from "~/shared/dates/island-days";
import { getDb, type Database } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { closedThrough, lockOwnerLedger, readPostings } from "./ledger-store.server";
import { settleOwnerStays } from "./settle-owner-stays.server";
import { ownerStatements } from "./owner-records.table";
import { annualSummary, monthOf, nextMonth, statementFor, type Statement } from "./statement";
import { statementMail } from "./statement-mail";

/**
 * An owner's monthly statements. A month that has ended is closed by the
 * office: closing it closes every earlier month still open, each kept as it
 * was sent; a closed statement is read from that copy, never recomputed. An
 * open month is read from the ledger as it stands. An owner reads only their
 * own statements; the office reads everyone's.
 */

export type StatementView = { status: "open" | "closed"; closedAt: Date | null; statement: Statement };

const isMonth = (month: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(month);

/** Whether the actor may read this owner's statements: the office, or the owner themselves. */
export function mayReadStatements(actor: Actor, ownerId: string): boolean {
  return can(actor, "manage:owner-accounts") || (actor.id === ownerId && actor.status === "active");
}

/**
 * Closes the owner's statements through `month`, which must have ended on the
 * island. The owner's stays are brought into the ledger first, so a closed
 * month holds every stay that checked out in it; a stay that cannot be
 * settled (a villa without a contract on its checkout day) holds the closing back.
 * Each month closed is mailed to the owner, when their account takes mail, in
 * the same transaction (the demo's history, closed long ago, is not: `mail: false`).
 */
export async function closeStatements(actor: AuditedActor, ownerId: string, month: string, now = new Date(), options: { mail?: boolean } = {}): Promise<Result<{ closed: string[] }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  if (!isMonth(month)) return fail("Choose a month.");
  if (month >= monthOf(todayOnIsland(now))) return fail("A month can be closed once it has ended.");
  const stays = await settleOwnerStays(actor, now, ownerId);
  if (!stays.success) return stays;
  if (stays.problems.length > 0) return fail(`Settle the owner's stays first: ${stays.problems[0]!.error}`);
  return runService("closeStatements", { ownerId, month }, () =>
    getDb().transaction(async (tx) => {
      await lockOwnerLedger(tx, ownerId);
      const through = await closedThrough(tx, ownerId);
      if (through && month <= through) return fail("This statement is already closed and cannot be changed.");
      const postings = await readPostings(tx, { ownerId });
      const first = through ? nextMonth(through) : postings.length > 0 ? monthOf(postings[0]!.bookedOn) : month;
      const closed: string[] = [];
      for (let each = first < month ? first : month; each <= month; each = nextMonth(each)) {
        const statement = statementFor(postings, ownerId, each);
        await tx.insert(ownerStatements).values({ ownerId, month: each, openingCents: statement.openingCents, closingCents: statement.closingCents, snapshot: statement, closedBy: actor.id });
        closed.push(each);
        if (options.mail !== false) await mailStatement(tx, ownerId, statement);
      }
      await recordAudit({ actor, action: "owner.statements.close", subject: { type: "user", id: ownerId }, after: { months: closed } }, tx);
      return ok({ closed });
    }),
  );
}

/** The owner's path to a month's statement in the portal, where its files are downloaded after signing in. */
export const ownerStatementPath = (month: string) => `/owner/statements/${month}`;

/** Queues the closed statement's e-mail to the owner, unless their account takes no mail (unconfirmed address, disabled). */
async function mailStatement(tx: Database, ownerId: string, statement: Statement): Promise<void> {
  const id = sql`${ownerId}::uuid`;
  const { rows } = await rawQuery<{ email: string | null; name: string | null; takes: boolean }>(tx, sql`select ${accountEmailOf(id)} as email, ${accountNameOf(id)} as name, ${accountTakesMail(id)} as takes`);
  const owner = rows[0];
  if (!owner?.email || !owner.takes) return;
  await enqueueMail(tx, { to: owner.email, ...statementMail(statement, owner, `${getConfig().publicUrl}${ownerStatementPath(statement.month)}`) });
}

/** The owner's statement for a month: the closed copy, or the open month from the ledger. */
export async function readOwnerStatement(actor: Actor, ownerId: string, month: string): Promise<Result<{ data: StatementView }>> {
  if (!mayReadStatements(actor, ownerId)) return forbidden();
  if (!isMonth(month)) return fail("Choose a month.");
  return runService<{ data: StatementView }>("readOwnerStatement", { ownerId, month }, async () => {
    const db = getDb();
    const [row] = await db.select().from(ownerStatements).where(and(eq(ownerStatements.ownerId, ownerId), eq(ownerStatements.month, month)));
    if (row) return ok({ data: { status: "closed" as const, closedAt: row.closedAt, statement: row.snapshot } });
    return ok({ data: { status: "open" as const, closedAt: null, statement: statementFor(await readPostings(db, { ownerId }), ownerId, month) } });
  });
}

/** The owner's year: gross rent, commission, fees, expenses and payouts. */
export async function readAnnualSummary(actor: Actor, ownerId: string, year: number): Promise<Result<{ data: ReturnType<typeof annualSummary> }>> {
  if (!mayReadStatements(actor, ownerId)) return forbidden();
  if (!Number.isInteger(year) || year < 2000 || year > 2100) return fail("Choose a year.");
  return runService("readAnnualSummary", { ownerId, year }, async () => ok({ data: annualSummary(await readPostings(getDb(), { ownerId }), ownerId, year) }));
}
