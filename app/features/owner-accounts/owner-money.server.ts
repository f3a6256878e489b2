import { recordAudit } from "~/features/audit/index.server";
import { refuse, type AuditedActor } from "~/shared/access/permissions";
import { isIsoDay, todayOnIsland } from "~/shared/dates/island-days";
import { getDb, type Database } from "~/shared/db/client.server";
import { fail, ok, type Failure, type FieldErrors, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { closedThrough, insertPosting, lockOwnerLedger, ownerBalanceCents } from "./ledger-store.server";
import { ownerExpenses, ownerPayouts } from "./owner-records.table";
import { PAYOUT_METHODS, type PayoutMethod } from "./owner-office-rules";
import { adjustment, expensePaid, payoutPaid } from "./postings";
import { bookingDay } from "./statement";
import { managesVillaFor } from "./villa-management.server";

/**
 * The office's entries against an owner's money: an expense paid for one of
 * the owner's villas, a payout, a manual adjustment. Each is written with its
 * ledger posting in one transaction under the owner's ledger lock, and counts
 * on its day, or in the first open month when that day's month is closed.
 * Each is recorded in the audit log in the same transaction.
 */

export type ExpenseInput = { ownerId: string; listingId: string; spentOn: string; vendor: string; category: string; amountCents: number; receiptStorageKey?: string | null; note?: string | null };
export type PayoutInput = { ownerId: string; paidOn: string; amountCents: number; method: PayoutMethod; reference: string; note?: string | null };

/** An owner's balance goes below zero only with a staff note saying why. */
const BEYOND_BALANCE = {
  expense: "The expense is more than the owner's balance; add a note to record it anyway.",
  payout: "The payout is more than the owner's balance; add a note to pay it anyway.",
  note: "Say why the owner's balance may go below zero.",
};

const isAmount = (cents: number) => Number.isSafeInteger(cents) && cents > 0 && cents < 1_000_000_000;

function dayProblem(day: string, now: Date): string | null {
  if (!isIsoDay(day)) return "Enter a date.";
  return day > todayOnIsland(now) ? "The date cannot be in the future." : null;
}

/** Records an expense against a villa managed for the owner; refuses any other villa, and one beyond the owner's balance without a note. */
export async function recordExpense(actor: AuditedActor, input: ExpenseInput, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  const vendor = input.vendor.trim();
  const category = input.category.trim();
  const note = input.note?.trim() || null;
  const problems = {
    spentOn: dayProblem(input.spentOn, now) ?? undefined,
    vendor: vendor.length < 1 || vendor.length > 120 ? "Enter the vendor (up to 120 characters)." : undefined,
    category: category.length < 1 || category.length > 60 ? "Enter a category (up to 60 characters)." : undefined,
    amountCents: isAmount(input.amountCents) ? undefined : "Enter an amount above $0.",
  };
  if (Object.values(problems).some(Boolean)) return fail("Please correct the expense.", problems);
  return runService("recordExpense", { ownerId: input.ownerId, listingId: input.listingId }, () =>
    getDb().transaction(async (tx) => {
      await lockOwnerLedger(tx, input.ownerId);
      if (!(await managesVillaFor(tx, input.listingId, input.ownerId))) return fail("This villa is not managed for that owner.");
      if (input.amountCents > (await ownerBalanceCents(tx, input.ownerId)) && !note) return fail(BEYOND_BALANCE.expense, { note: BEYOND_BALANCE.note });
      const bookedOn = bookingDay(input.spentOn, await closedThrough(tx, input.ownerId));
      const posting = expensePaid(input.ownerId, bookedOn, input.amountCents, { listingId: input.listingId, spentOn: input.spentOn, vendor, category }, note);
      const entryId = await insertPosting(tx, posting, { createdBy: actor.id });
      const [row] = await tx
        .insert(ownerExpenses)
        .values({ ownerId: input.ownerId, listingId: input.listingId, spentOn: input.spentOn, vendor, category, amountCents: input.amountCents, receiptStorageKey: input.receiptStorageKey ?? null, entryId, createdBy: actor.id })
        .returning({ id: ownerExpenses.id });
      await recordAudit({ actor, action: "owner.expense.add", subject: { type: "user", id: input.ownerId }, after: { listingId: input.listingId, spentOn: input.spentOn, vendor, category, amountCents: input.amountCents, note } }, tx);
      return ok({ id: row!.id });
    }),
  );
}

/** Records a payout; one larger than the owner's balance needs a staff note saying why. */
export async function recordPayout(actor: AuditedActor, input: PayoutInput, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  const problems = payoutProblems(input, now);
  if (problems) return fail("Please correct the payout.", problems);
  return runService("recordPayout", { ownerId: input.ownerId }, () => getDb().transaction((tx) => writePayout(tx, actor, input)));
}

/** What is wrong with a payout's date, amount or method, if anything. */
export function payoutProblems(input: Pick<PayoutInput, "paidOn" | "amountCents" | "method">, now: Date): FieldErrors | null {
  const problems = {
    paidOn: dayProblem(input.paidOn, now) ?? undefined,
    amountCents: isAmount(input.amountCents) ? undefined : "Enter an amount above $0.",
    method: PAYOUT_METHODS.includes(input.method) ? undefined : "Choose how it was paid.",
  };
  return Object.values(problems).some(Boolean) ? problems : null;
}

/** Whether a payout of `amountCents` needs a note, the owner's balance being smaller; answers the refusal, or null. */
export function beyondBalance(amountCents: number, balanceCents: number, note: string | null | undefined): Failure | null {
  return amountCents > balanceCents && !note?.trim() ? fail(BEYOND_BALANCE.payout, { note: BEYOND_BALANCE.note }) : null;
}

/**
 * The one way a payout is written (the caller's transaction, checked input):
 * under the owner's ledger lock, the balance checked again, the posting, the
 * payout row and its audit entry.
 */
export async function writePayout(tx: Database, actor: AuditedActor, input: PayoutInput): Promise<Result<{ id: string }>> {
  const note = input.note?.trim() || null;
  await lockOwnerLedger(tx, input.ownerId);
  const refusal = beyondBalance(input.amountCents, await ownerBalanceCents(tx, input.ownerId), note);
  if (refusal) return refusal;
  const bookedOn = bookingDay(input.paidOn, await closedThrough(tx, input.ownerId));
  const reference = input.reference.trim();
  const entryId = await insertPosting(tx, payoutPaid(input.ownerId, bookedOn, input.amountCents, { method: input.method, reference }, note), { createdBy: actor.id });
  const [row] = await tx
    .insert(ownerPayouts)
    .values({ ownerId: input.ownerId, paidOn: input.paidOn, amountCents: input.amountCents, method: input.method, reference, note, entryId, createdBy: actor.id })
    .returning({ id: ownerPayouts.id });
  await recordAudit({ actor, action: "owner.payout.add", subject: { type: "user", id: input.ownerId }, after: { paidOn: input.paidOn, amountCents: input.amountCents, method: input.method, reference, note } }, tx);
  return ok({ id: row!.id });
}

/** A manual adjustment between the brokerage and the owner (positive credits the owner), with a note; booked today. */
export async function recordAdjustment(actor: AuditedActor, ownerId: string, amountCents: number, note: string, now = new Date()): Promise<Result> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  if (!Number.isSafeInteger(amountCents) || amountCents === 0) return fail("Enter an amount other than $0.");
  if (!note.trim()) return fail("Say why the owner's balance is adjusted.", { note: "Enter a note." });
  return runService("recordAdjustment", { ownerId }, () =>
    getDb().transaction(async (tx) => {
      await lockOwnerLedger(tx, ownerId);
      const bookedOn = bookingDay(todayOnIsland(now), await closedThrough(tx, ownerId));
      await insertPosting(tx, adjustment(ownerId, bookedOn, amountCents, note.trim()), { createdBy: actor.id });
      await recordAudit({ actor, action: "owner.adjustment.add", subject: { type: "user", id: ownerId }, after: { amountCents, note: note.trim() } }, tx);
      return ok({});
    }),
  );
}
