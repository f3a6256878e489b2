import type { Actor } from "~/shared/access/permissions";
import { failureReply, type Reply } from "~/shared/http/reply";
import { checkStripePayouts, type PayoutImportReport } from "./import-stripe-payouts.server";
import type { OwnerFormReply } from "./owner-form-reply";
import { CHECK_STRIPE_PAYOUTS_INTENT } from "./owner-office-rules";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the office reads after asking Stripe. */
export function importSummary(report: PayoutImportReport): string {
  const found = `Stripe lists ${count(report.payouts, "payout", "payouts")} arriving in the last five weeks`;
  return `${found}: ${report.added} new, ${report.updated} changed, ${count(report.items, "item", "items")} added and ${report.matched} matched to postings.`;
}

/** The trust page's "Check Stripe now": imports Stripe's payouts at once (the service checks the permission again). */
export async function handleStripePayoutsForm(actor: Actor, form: FormData, now = new Date()): Promise<Reply<OwnerFormReply>> {
  const intent = String(form.get("intent") ?? "");
  if (intent !== CHECK_STRIPE_PAYOUTS_INTENT) return { status: 400, body: { intent, success: false, error: "That form is not on this page." } };
  const result = await checkStripePayouts(actor, now);
  if (!result.success) return failureReply(result, { intent, success: false, error: result.error });
  return { status: 200, body: { intent, success: true, message: importSummary(result.report), at: now.getTime() } };
}
