import { and, eq } from "drizzle-orm";
import { recordAudit } from "~/features/audit/index.server";
import { getStripe, paymentsEnabled, Stripe, stripeErrorText } from "~/features/stay-payments/index.server";
import { refuse, type AuditedActor } from "~/shared/access/permissions";
import { todayOnIsland } from "~/shared/dates/island-days";
import { getDb, type Database } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";
import { formatCents } from "~/shared/lib/money";
import { fail, failWith, ok, type Failure, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { lockOwnerLedger, ownerBalanceCents } from "./ledger-store.server";
import { beyondBalance, payoutProblems, writePayout } from "./owner-money.server";
import { OWNER_FORM_MESSAGES, STRIPE_ACCOUNT_PATTERN } from "./owner-office-rules";
import { ownerPayoutAccounts, ownerPayouts } from "./owner-records.table";

/**
 * Owners paid through Stripe Connect: the connected account (`acct_…`) the
 * office records for an owner, and a payout sent as a Stripe transfer to it.
 * The balance is checked before Stripe is asked; no transaction or lock is
 * held while Stripe answers; the transfer is then recorded as a payout by
 * the one payout path (method `stripe`, reference the transfer's `tr_…`),
 * once however often the same form is sent (its attempt id is the
 * transfer's Idempotency-Key, and a transfer is recorded once).
 */

export const STRIPE_PAYOUT_MESSAGES = {
  account: OWNER_FORM_MESSAGES.stripeAccount,
  notConfigured: "Payouts through Stripe are off: the site has no Stripe settings.",
  noAccount: "This owner has no Stripe account for payouts; add it above first.",
  attempt: OWNER_FORM_MESSAGES.stripeAttempt,
  unreachable:
    "Stripe could not be reached, so we cannot tell yet whether the transfer was made. Nothing was recorded; send the same form again and Stripe will not pay twice.",
} as const;

const accountRegex = new RegExp(`^${STRIPE_ACCOUNT_PATTERN}$`);

/** The owner's connected account for payouts, if the office recorded one. */
export async function ownerStripeAccount(db: Database, ownerId: string): Promise<string | null> {
  const [row] = await db.select({ id: ownerPayoutAccounts.stripeAccountId }).from(ownerPayoutAccounts).where(eq(ownerPayoutAccounts.ownerId, ownerId));
  return row?.id ?? null;
}

/** Records (or, given an empty id, removes) the owner's Stripe account for payouts; audited when it changes. */
export async function saveOwnerStripeAccount(actor: AuditedActor, ownerId: string, stripeAccountId: string): Promise<Result<{ stripeAccountId: string | null }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  const wanted = stripeAccountId.trim() || null;
  if (wanted !== null && !accountRegex.test(wanted)) return fail(STRIPE_PAYOUT_MESSAGES.account, { stripeAccountId: STRIPE_PAYOUT_MESSAGES.account });
  return runService("saveOwnerStripeAccount", { ownerId }, () =>
    getDb().transaction(async (tx) => {
      const [before] = await tx.select({ id: ownerPayoutAccounts.stripeAccountId }).from(ownerPayoutAccounts).where(eq(ownerPayoutAccounts.ownerId, ownerId)).for("update");
      const previous = before?.id ?? null;
      if (previous === wanted) return ok({ stripeAccountId: wanted });
      if (wanted === null) await tx.delete(ownerPayoutAccounts).where(eq(ownerPayoutAccounts.ownerId, ownerId));
      else
        await tx
          .insert(ownerPayoutAccounts)
          .values({ ownerId, stripeAccountId: wanted, updatedBy: actor.id })
          .onConflictDoUpdate({ target: ownerPayoutAccounts.ownerId, set: { stripeAccountId: wanted, updatedBy: actor.id, updatedAt: new Date() } });
      await recordAudit({ actor, action: "owner.stripe-account.set", subject: { type: "user", id: ownerId }, before: { stripeAccountId: previous }, after: { stripeAccountId: wanted } }, tx);
      return ok({ stripeAccountId: wanted });
    }),
  );
}

export type StripePayoutInput = {
  ownerId: string;
  amountCents: number;
  /** The island day it counts on; today when absent. */
  paidOn?: string;
  note?: string | null;
  /**
   * The id of this attempt (a uuid made once per form shown): the transfer's
   * Idempotency-Key, so the same form sent again never pays twice.
   */
  attempt: string;
};

/**
 * A refusal; `attemptSpent` says Stripe gave its final answer to this
 * attempt, so a corrected form needs a new attempt id (Stripe would answer a
 * reused key the same way).
 */
export type StripePayoutResult = Result<{ id: string; transferId: string }> | (Failure & { attemptSpent: true });

/** Stripe's final answers (it refused); a connection failure or an error on Stripe's side leaves the outcome unknown. */
const isFinalRefusal = (error: unknown): error is InstanceType<typeof Stripe.errors.StripeError> =>
  error instanceof Stripe.errors.StripeError && !(error instanceof Stripe.errors.StripeConnectionError) && !(error instanceof Stripe.errors.StripeAPIError);

/** Pays the owner now through a Stripe transfer to their connected account and records the payout. */
export async function payOwnerThroughStripe(actor: AuditedActor, input: StripePayoutInput, now = new Date()): Promise<StripePayoutResult> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  const { ownerId, amountCents } = input;
  const paidOn = input.paidOn ?? todayOnIsland(now);
  const note = input.note?.trim() || null;
  const problems = payoutProblems({ paidOn, amountCents, method: "stripe" }, now);
  if (problems) return fail("Please correct the payout.", problems);
  if (!isUuid(input.attempt)) return fail(STRIPE_PAYOUT_MESSAGES.attempt);
  if (!paymentsEnabled()) return fail(STRIPE_PAYOUT_MESSAGES.notConfigured);

  // Read without a lock: recording checks the balance again under the owner's ledger lock.
  const checked = await runService("payOwnerThroughStripe", { ownerId }, async () => {
    const db = getDb();
    const destination = await ownerStripeAccount(db, ownerId);
    if (!destination) return fail(STRIPE_PAYOUT_MESSAGES.noAccount);
    const refusal = beyondBalance(amountCents, await ownerBalanceCents(db, ownerId), note);
    return refusal ?? ok({ destination });
  });
  if (!checked.success) return checked;

  let transferId: string;
  try {
    const transfer = await getStripe().transfers.create(
      { amount: amountCents, currency: "usd", destination: checked.destination, description: `Owner payout of ${paidOn}`, metadata: { owner_id: ownerId } },
      { idempotencyKey: `owner-payout-${input.attempt}` },
    );
    transferId = transfer.id;
  } catch (error) {
    if (isFinalRefusal(error)) {
      logger.warn("Stripe refused a transfer to an owner", { ownerId, amountCents, error: stripeErrorText(error) });
      return { ...fail(`Stripe refused the transfer: ${error.message} Nothing was paid or recorded.`), attemptSpent: true };
    }
    logger.warn("A transfer to an owner met no answer from Stripe", { ownerId, amountCents, error: stripeErrorText(error) });
    return fail(STRIPE_PAYOUT_MESSAGES.unreachable);
  }

  const recorded = await runService("payOwnerThroughStripe.record", { ownerId, transferId }, () =>
    getDb().transaction(async (tx) => {
      await lockOwnerLedger(tx, ownerId);
      const [known] = await tx
        .select({ id: ownerPayouts.id, ownerId: ownerPayouts.ownerId })
        .from(ownerPayouts)
        .where(and(eq(ownerPayouts.method, "stripe"), eq(ownerPayouts.reference, transferId)));
      if (known) return known.ownerId === ownerId ? ok({ id: known.id }) : fail("That transfer is already recorded as another owner's payout.");
      return writePayout(tx, actor, { ownerId, paidOn, amountCents, method: "stripe", reference: transferId, note });
    }),
  );
  if (recorded.success) return ok({ id: recorded.id, transferId });
  logger.error("A Stripe transfer to an owner was made but not recorded", { ownerId, transferId, amountCents, reason: recorded.error });
  // Shown on the form (a 409, not the error page), so the office reads the transfer's id.
  const failure = failWith(
    "conflict",
    `Stripe made the transfer ${transferId} of ${formatCents(amountCents)}, but it could not be recorded: ${recorded.error} Send the same form again to record it (Stripe will not pay twice), or record it by hand as a Stripe transfer with the reference ${transferId}.`,
  );
  return recorded.fieldErrors ? { ...failure, fieldErrors: recorded.fieldErrors } : failure;
}
