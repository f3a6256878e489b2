import { randomUUID } from "node:crypto";
import { storageKeyOf } from "~/features/media";
import { verifyUploadToken } from "~/features/media/index.server";
import { can, forbidden, FORBIDDEN_MESSAGE, type AuditedActor } from "~/shared/access/permissions";
import { formatMonthYear, formatShortDate } from "~/shared/dates/format-dates";
import { getDb } from "~/shared/db/client.server";
import { failureReply, type Reply } from "~/shared/http/reply";
import { formatCents } from "~/shared/lib/money";
import { fail, failWith } from "~/shared/lib/result";
import { isUuid } from "~/shared/lib/uuid";
import { listLinkableVillas } from "./list-linkable-villas.server";
import { ownerAccounts, villasByOwner } from "./list-owners.server";
import { recordAdjustment, recordExpense, recordPayout } from "./owner-money.server";
import type { OwnerFormReply } from "./owner-form-reply";
import { done, parsed, refused } from "./office-form-replies.server";
import { OWNER_FORM_MESSAGES as MESSAGES, PAYOUT_METHOD_LABELS } from "./owner-office-rules";
import { adjustmentSchema, closeSchema, contractSchema, expenseSchema, linkVillaSchema, payoutSchema, stripeAccountSchema, stripePayoutSchema } from "./owner-office-schema";
import { payOwnerThroughStripe, saveOwnerStripeAccount } from "./owner-stripe-payouts.server";
import { closeStatements } from "./owner-statements.server";
import { settleOwnerStays } from "./settle-owner-stays.server";
import { addContractVersion, linkOwnerVilla } from "./villa-management.server";

/**
 * The forms of an owner's page in the office, by intent: put a villa under
 * the owner's management, add a contract version, record an expense (with
 * its uploaded receipt), a payout or an adjustment, close statements through
 * a month, settle the owner's checked-out stays, record the owner's Stripe
 * account for payouts and pay the owner now through Stripe. Each form is checked here
 * (typed dollars to cents, storable text), then handed to its service, which
 * checks its own rules and the actor's permission again. A refusal comes back
 * with what was typed, to correct; a service's field names are the form's.
 */

type Reply_ = Reply<OwnerFormReply>;

export async function handleOwnerAccountForm(actor: AuditedActor, ownerId: string, form: FormData, now = new Date()): Promise<Reply_> {
  const intent = String(form.get("intent") ?? "");
  if (!can(actor, "manage:owner-accounts")) return failureReply(forbidden(), { intent, success: false, error: FORBIDDEN_MESSAGE });
  const [owner] = isUuid(ownerId) ? await ownerAccounts(getDb(), ownerId) : [];
  if (!owner) return refused(intent, failWith("not_found", MESSAGES.ownerNotFound));
  const ownVilla = async (listingId: string) => ((await villasByOwner(getDb(), ownerId)).get(ownerId) ?? []).find((villa) => villa.id === listingId) ?? null;

  switch (intent) {
    case "link-villa": {
      const input = parsed(intent, form, linkVillaSchema);
      if (!input.success) return input.reply;
      const linkable = await listLinkableVillas(actor);
      if (!linkable.success) return refused(intent, linkable);
      const villa = linkable.data.find((each) => each.id === input.data.listingId);
      if (!villa) return refused(intent, fail(MESSAGES.villaNotLinkable, { listingId: MESSAGES.villaNotLinkable }), input.values);
      const linked = await linkOwnerVilla(actor, ownerId, villa.id);
      if (!linked.success) return refused(intent, linked, input.values);
      return done(intent, `${villa.name} is now managed for ${owner.name}. Add its contract below.`, now);
    }
    case "add-contract": {
      const input = parsed(intent, form, contractSchema);
      if (!input.success) return input.reply;
      const { listingId, commission, damageWaiverOwnerShare, ...terms } = input.data;
      const villa = await ownVilla(listingId);
      if (!villa) return refused(intent, fail(MESSAGES.villaNotManaged, { listingId: MESSAGES.villaNotManaged }), input.values);
      const added = await addContractVersion(actor, listingId, { ...terms, commissionBasisPoints: commission, damageWaiverOwnerBasisPoints: damageWaiverOwnerShare });
      if (!added.success) return refused(intent, added.fieldErrors ? added : fail(added.error, { effectiveFrom: added.error }), input.values);
      return done(intent, `${villa.name}'s contract from ${formatShortDate(terms.effectiveFrom)} was added.`, now);
    }
    case "record-expense": {
      const input = parsed(intent, form, expenseSchema);
      if (!input.success) return input.reply;
      const { listingId, spentOn, vendor, category, amount, note, receiptToken } = input.data;
      let receiptStorageKey: string | null = null;
      if (receiptToken) {
        const receipt = verifyUploadToken(receiptToken, actor.id);
        if (!receipt.success) return refused(intent, fail(receipt.error, { receipt: receipt.error }), { ...input.values, receiptToken: "" });
        // The content-hash prefix every variant of the image shares, as the upload sweep matches it.
        receiptStorageKey = receipt.data.variants.length > 0 ? storageKeyOf(receipt.data) : null;
      }
      if (!(await ownVilla(listingId))) return refused(intent, fail(MESSAGES.villaNotManaged, { listingId: MESSAGES.villaNotManaged }), input.values);
      const recorded = await recordExpense(actor, { ownerId, listingId, spentOn, vendor, category, amountCents: amount, note, receiptStorageKey }, now);
      if (!recorded.success) return refused(intent, recorded, input.values);
      return done(intent, `The expense of ${formatCents(amount)} to ${vendor} was recorded${receiptStorageKey ? ", with its receipt" : ""}.`, now);
    }
    case "record-payout": {
      const input = parsed(intent, form, payoutSchema);
      if (!input.success) return input.reply;
      const { paidOn, amount, method, reference, note } = input.data;
      const paid = await recordPayout(actor, { ownerId, paidOn, amountCents: amount, method, reference, note }, now);
      if (!paid.success) return refused(intent, paid, input.values);
      return done(intent, `The payout of ${formatCents(amount)} by ${PAYOUT_METHOD_LABELS[method]} on ${formatShortDate(paidOn)} was recorded.`, now);
    }
    case "save-stripe-account": {
      const input = parsed(intent, form, stripeAccountSchema);
      if (!input.success) return input.reply;
      const saved = await saveOwnerStripeAccount(actor, ownerId, input.data.stripeAccountId);
      if (!saved.success) return refused(intent, saved, input.values);
      const account = saved.stripeAccountId;
      return done(intent, account ? `${owner.name} is paid through the Stripe account ${account}.` : `${owner.name} has no Stripe account for payouts now.`, now);
    }
    case "pay-through-stripe": {
      const input = parsed(intent, form, stripePayoutSchema);
      if (!input.success) return input.reply;
      const { amount, note, attempt } = input.data;
      const paid = await payOwnerThroughStripe(actor, { ownerId, amountCents: amount, note, attempt }, now);
      if (paid.success) return done(intent, `${formatCents(amount)} was sent to ${owner.name} through Stripe (transfer ${paid.transferId}) and recorded as a payout.`, now);
      // Stripe answered this attempt for good: a corrected form is a new attempt, with a new key.
      const spent = "attemptSpent" in paid && paid.attemptSpent;
      return refused(intent, paid, spent ? { ...input.values, attempt: randomUUID() } : input.values);
    }
    case "adjust-balance": {
      const input = parsed(intent, form, adjustmentSchema);
      if (!input.success) return input.reply;
      const { direction, amount, note } = input.data;
      const adjusted = await recordAdjustment(actor, ownerId, direction === "credit" ? amount : -amount, note, now);
      if (!adjusted.success) return refused(intent, adjusted, input.values);
      return done(intent, `${owner.name}'s balance was ${direction === "credit" ? "credited" : "charged"} ${formatCents(amount)}.`, now);
    }
    case "close-statements": {
      const input = parsed(intent, form, closeSchema);
      if (!input.success) return input.reply;
      const closed = await closeStatements(actor, ownerId, input.data.month, now);
      if (!closed.success) return refused(intent, fail(closed.error, { month: closed.error }), input.values);
      const count = closed.closed.length;
      return done(intent, `Statements closed through ${formatMonthYear(`${input.data.month}-01`)} (${count} ${count === 1 ? "month" : "months"}).`, now);
    }
    case "settle-stays": {
      const settled = await settleOwnerStays(actor, now, ownerId);
      if (!settled.success) return refused(intent, settled);
      const count = `${settled.settled} ${settled.settled === 1 ? "stay is" : "stays are"} settled.`;
      const problems = settled.problems.length;
      if (problems === 0) return done(intent, count, now);
      return refused(intent, fail(`${count} ${problems} ${problems === 1 ? "stay" : "stays"} could not be settled: ${settled.problems[0]!.error}`));
    }
    default:
      return { status: 400, body: { intent, success: false, error: MESSAGES.unknownAction } };
  }
}
