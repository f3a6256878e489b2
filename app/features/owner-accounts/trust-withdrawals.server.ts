import { eq, sql } from "drizzle-orm";
import { recordAudit } from "~/features/audit/index.server";
import { refuse, type AuditedActor } from "~/shared/access/permissions";
import { formatShortDate } from "~/shared/dates/format-dates";
import { isIsoDay, todayOnIsland } from "~/shared/dates/island-days";
import { getDb, type Database } from "~/shared/db/client.server";
import { formatCents } from "~/shared/lib/money";
import { fail, ok, type FieldErrors, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { insertPosting } from "./ledger-store.server";
import { OWNER_FORM_LIMITS } from "./owner-office-rules";
import { brokerageDrawn, taxRemitted, type LedgerAccount } from "./postings";
import type { TrustHoldings } from "./reconciliation";
import { ledgerLines } from "./trust-ledger.table";

/**
 * Money leaving the trust account that is not an owner's: the hotel tax
 * paid to the territory, and the brokerage's earned commission and fees
 * moved to its operating account. Neither may take more than the account
 * holds, or it would be paid with the guests' and owners' money; a lock
 * makes two forms sent together see one balance after the other.
 */

export type TaxRemittanceInput = { paidOn: string; amountCents: number; reference: string; coversFrom: string; coversTo: string; note?: string | null };
export type BrokerageDrawInput = { paidOn: string; amountCents: number; reference: string; note?: string | null };

export const WITHDRAWAL_MESSAGES = {
  date: "Enter the day it was paid, today or earlier.",
  amount: "Enter an amount above $0 and below $10,000,000.",
  reference: `Enter the payment's reference (up to ${OWNER_FORM_LIMITS.referenceMax} characters).`,
  period: "Enter the first and last day of the return's period, ending by the day it was paid.",
  note: `Keep the note to ${OWNER_FORM_LIMITS.noteMax} characters.`,
} as const;

async function lockTrustAccounts(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('trust_accounts'), 0)`);
}

/** What the account holds now for the territory or the brokerage (its credit balance), in cents. */
export async function heldOnAccount(db: Database, account: Extract<LedgerAccount, "hotel_tax_payable" | "brokerage_income">): Promise<number> {
  const [row] = await db.select({ cents: sql<string>`coalesce(-sum(${ledgerLines.amountCents}), 0)` }).from(ledgerLines).where(eq(ledgerLines.account, account));
  return Number(row?.cents ?? 0);
}

function commonProblems(input: { paidOn: string; amountCents: number; reference: string; note?: string | null }, now: Date): FieldErrors {
  const problems: FieldErrors = {};
  if (!isIsoDay(input.paidOn) || input.paidOn > todayOnIsland(now)) problems.paidOn = WITHDRAWAL_MESSAGES.date;
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents >= 1_000_000_000) problems.amountCents = WITHDRAWAL_MESSAGES.amount;
  const reference = input.reference.trim();
  if (reference.length < 1 || reference.length > OWNER_FORM_LIMITS.referenceMax) problems.reference = WITHDRAWAL_MESSAGES.reference;
  if ((input.note?.trim().length ?? 0) > OWNER_FORM_LIMITS.noteMax) problems.note = WITHDRAWAL_MESSAGES.note;
  return problems;
}

const problemsOrNull = (problems: FieldErrors) => (Object.keys(problems).length > 0 ? fail("Please check the fields marked below.", problems) : null);

/** Records the hotel tax paid to the territory for a return's period; refuses more than the tax held. */
export async function recordTaxRemittance(actor: AuditedActor, input: TaxRemittanceInput, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  const problems = commonProblems(input, now);
  if (!isIsoDay(input.coversFrom) || !isIsoDay(input.coversTo) || input.coversFrom > input.coversTo || input.coversTo > input.paidOn) problems.coversFrom = WITHDRAWAL_MESSAGES.period;
  const invalid = problemsOrNull(problems);
  if (invalid) return invalid;
  const reference = input.reference.trim();
  const note = input.note?.trim() || null;
  return runService("recordTaxRemittance", { paidOn: input.paidOn, amountCents: input.amountCents }, () =>
    getDb().transaction(async (tx) => {
      await lockTrustAccounts(tx);
      const held = await heldOnAccount(tx, "hotel_tax_payable");
      if (input.amountCents > held) return fail(`The trust account holds ${formatCents(held)} of hotel tax; a payment above that would be made with guests' and owners' money.`, { amountCents: `At most ${formatCents(held)}.` });
      const details = { reference, coversFrom: input.coversFrom, coversTo: input.coversTo };
      const id = await insertPosting(tx, taxRemitted(input.paidOn, input.amountCents, details, note), { createdBy: actor.id });
      await recordAudit({ actor, action: "trust.tax-remittance.add", subject: { type: "ledger_entry", id }, after: { paidOn: input.paidOn, amountCents: input.amountCents, ...details, note } }, tx);
      return ok({ id });
    }),
  );
}

/** Records the brokerage's earnings moved to its own account; refuses more than it has earned and not drawn. */
export async function recordBrokerageDraw(actor: AuditedActor, input: BrokerageDrawInput, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  const invalid = problemsOrNull(commonProblems(input, now));
  if (invalid) return invalid;
  const reference = input.reference.trim();
  const note = input.note?.trim() || null;
  return runService("recordBrokerageDraw", { paidOn: input.paidOn, amountCents: input.amountCents }, () =>
    getDb().transaction(async (tx) => {
      await lockTrustAccounts(tx);
      const held = await heldOnAccount(tx, "brokerage_income");
      if (input.amountCents > held) return fail(`The brokerage has ${formatCents(held)} of earnings in the trust account; a draw above that would take guests' and owners' money.`, { amountCents: `At most ${formatCents(held)}.` });
      const id = await insertPosting(tx, brokerageDrawn(input.paidOn, input.amountCents, { reference }, note), { createdBy: actor.id });
      await recordAudit({ actor, action: "trust.brokerage-draw.add", subject: { type: "ledger_entry", id }, after: { paidOn: input.paidOn, amountCents: input.amountCents, reference, note } }, tx);
      return ok({ id });
    }),
  );
}

/** The office's words for a remittance or draw just recorded. */
export function withdrawalMessage(kind: "tax_remittance" | "brokerage_draw", amountCents: number, paidOn: string): string {
  return kind === "tax_remittance"
    ? `The hotel tax payment of ${formatCents(amountCents)} on ${formatShortDate(paidOn)} was recorded.`
    : `The brokerage's draw of ${formatCents(amountCents)} on ${formatShortDate(paidOn)} was recorded.`;
}

/** What the trust account holds now for the territory and for the brokerage: the most the office may pay out of each. */
export async function readTrustHoldings(actor: AuditedActor): Promise<Result<{ data: TrustHoldings }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  return runService("readTrustHoldings", {}, async () => {
    const db = getDb();
    return ok({ data: { taxHeldCents: await heldOnAccount(db, "hotel_tax_payable"), brokerageHeldCents: await heldOnAccount(db, "brokerage_income") } });
  });
}
