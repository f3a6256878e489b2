import { can, forbidden, FORBIDDEN_MESSAGE, type AuditedActor } from "~/shared/access/permissions";
import { failureReply, type Reply } from "~/shared/http/reply";
import { handleStripePayoutsForm } from "./handle-stripe-payouts-form.server";
import { done, parsed, refused } from "./office-form-replies.server";
import type { OwnerFormReply } from "./owner-form-reply";
import { CHECK_STRIPE_PAYOUTS_INTENT, OWNER_FORM_MESSAGES as MESSAGES } from "./owner-office-rules";
import { brokerageDrawSchema, taxRemittanceSchema } from "./owner-office-schema";
import { recordBrokerageDraw, recordTaxRemittance, withdrawalMessage } from "./trust-withdrawals.server";

/**
 * The trust account page's forms, by intent: record the hotel tax paid to
 * the territory, or the brokerage's draw of its earnings, or ask Stripe for
 * its payouts to the trust bank now. Each is checked
 * here (typed dollars to cents), then by its service, which checks the
 * permission and its own rules again.
 */
export async function handleTrustForm(actor: AuditedActor, form: FormData, now = new Date()): Promise<Reply<OwnerFormReply>> {
  const intent = String(form.get("intent") ?? "");
  if (!can(actor, "manage:owner-accounts")) return failureReply(forbidden(), { intent, success: false, error: FORBIDDEN_MESSAGE });
  switch (intent) {
    case "record-tax-remittance": {
      const input = parsed(intent, form, taxRemittanceSchema);
      if (!input.success) return input.reply;
      const { paidOn, amount, reference, coversFrom, coversTo, note } = input.data;
      const recorded = await recordTaxRemittance(actor, { paidOn, amountCents: amount, reference, coversFrom, coversTo, note }, now);
      if (!recorded.success) return refused(intent, recorded, input.values);
      return done(intent, withdrawalMessage("tax_remittance", amount, paidOn), now);
    }
    case "record-brokerage-draw": {
      const input = parsed(intent, form, brokerageDrawSchema);
      if (!input.success) return input.reply;
      const { paidOn, amount, reference, note } = input.data;
      const recorded = await recordBrokerageDraw(actor, { paidOn, amountCents: amount, reference, note }, now);
      if (!recorded.success) return refused(intent, recorded, input.values);
      return done(intent, withdrawalMessage("brokerage_draw", amount, paidOn), now);
    }
    case CHECK_STRIPE_PAYOUTS_INTENT:
      return handleStripePayoutsForm(actor, form, now);
    default:
      return { status: 400, body: { intent, success: false, error: MESSAGES.unknownAction } };
  }
}
