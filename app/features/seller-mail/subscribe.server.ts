import { and, eq, sql } from "drizzle-orm";
import type { MonthlyUpdatesConsent } from "~/features/home-valuation/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { readMarketReport } from "~/features/market-reports/index.server";
import { RATE_LIMITS } from "~/features/rate-limits";
import { checkRateLimits, clientKey, recipientKey, waitDescription } from "~/features/rate-limits/index.server";
import { guardSubmission, sendAgainReply } from "~/features/spam-guard/index.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { formFailure, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import { failureReply } from "~/shared/http/reply";
import { logger } from "~/shared/lib/logger.server";
import { ok } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { alreadySubscribedMail, confirmationMail } from "./seller-mail-mails";
import { SELLER_MAIL_MESSAGES, type SellerMailKind } from "./seller-mail-rules";
import { subscribeSchema } from "./seller-mail-schema";
import { sellerMailSubscriptions } from "./seller-mail.table";
import { subscriptionToken, subscriptionUrl } from "./seller-mail-tokens.server";

/**
 * Asking for a monthly e-mail (decision 0148): a pending subscription and its
 * confirmation e-mail, queued together. Whichever form asks (an area's market
 * report, a home valuation's consent), the confirmation e-mails to one typed
 * address and from one client are counted together, in the database.
 */

/** The limits a confirmation e-mail counts against: per client and per typed address, both forms together. */
export function confirmationLimits(email: string, clientAddress: string | undefined, now: Date) {
  return [
    { key: clientKey("seller-mail", clientAddress), ...RATE_LIMITS.sellerMailPerClient, now },
    { key: recipientKey("seller-mail", email), ...RATE_LIMITS.sellerMailPerRecipient, now },
  ];
}

async function queueConfirmation(tx: Database, subscription: { id: string; email: string; kind: SellerMailKind; areaName: string | null }) {
  const token = subscriptionToken("confirm", subscription.id);
  const mail = confirmationMail({ to: subscription.email, kind: subscription.kind, areaName: subscription.areaName, confirmUrl: subscriptionUrl("confirm", subscription.id) });
  await enqueueMail(tx, { ...mail, secrets: [token] });
}

/**
 * A market report for an address, in the caller's transaction: a new
 * pending subscription with its confirmation e-mail; the confirmation again
 * for one still pending; for one already confirmed, a note that it already
 * comes (with its unsubscribe link). The page answers the same in each case.
 */
async function requestMarketReport(tx: Database, request: { email: string; areaSlug: string | null; areaName: string | null }): Promise<"new" | "pending" | "confirmed"> {
  const inserted = await tx
    .insert(sellerMailSubscriptions)
    .values({ kind: "market", email: request.email, areaSlug: request.areaSlug, areaName: request.areaName })
    .onConflictDoNothing()
    .returning({ id: sellerMailSubscriptions.id, email: sellerMailSubscriptions.email });
  if (inserted[0]) {
    await queueConfirmation(tx, { ...inserted[0], kind: "market", areaName: request.areaName });
    return "new";
  }
  const [existing] = await tx
    .select({ id: sellerMailSubscriptions.id, email: sellerMailSubscriptions.email, confirmedAt: sellerMailSubscriptions.confirmedAt })
    .from(sellerMailSubscriptions)
    .where(
      and(
        eq(sellerMailSubscriptions.kind, "market"),
        sql`lower(${sellerMailSubscriptions.email}) = lower(${request.email})`,
        sql`coalesce(${sellerMailSubscriptions.areaSlug}, '') = ${request.areaSlug ?? ""}`,
      ),
    )
    .for("update");
  if (!existing) throw new Error("The market subscription was neither new nor found");
  // Mail goes to the address as typed now: the one that just asked.
  if (!existing.confirmedAt) {
    await queueConfirmation(tx, { id: existing.id, email: request.email, kind: "market", areaName: request.areaName });
    return "pending";
  }
  const mail = alreadySubscribedMail({ to: request.email, areaName: request.areaName, unsubscribeUrl: subscriptionUrl("unsubscribe", existing.id) });
  await enqueueMail(tx, { ...mail, secrets: [subscriptionToken("unsubscribe", existing.id)] });
  return "confirmed";
}

export type SubscribeAnswer = { subscribed: true; email: string };
export type SubscribeFailure = FormFailure;
export type SubscribeReply = { status: 200; body: SubscribeAnswer } | { status: 400 | 404 | 429 | 500; body: SubscribeFailure };

export function tooManyConfirmations(retryAt: Date, now: Date): string {
  return `Too many confirmation e-mails were asked for from your connection or for this e-mail address within the hour, so none was sent and nothing was saved. Please try again in ${waitDescription(retryAt, now)}.`;
}

/**
 * The subscribe form of a market report page (`areaSlug` null for the
 * island's) from submission to reply: the spam guard, the address, the
 * report's existence, the hourly limits (over either: 429 with the wait,
 * nothing stored or sent), then the subscription. The answer is the same
 * whether or not the address already had it, so the form tells no one who
 * gets which report. A filled honeypot gets that answer with nothing done.
 */
export async function handleMarketSubscription(formData: FormData, context: { areaSlug: string | null; clientAddress?: string; now?: number }): Promise<SubscribeReply> {
  const now = context.now === undefined ? new Date() : new Date(context.now);
  const guard = guardSubmission("seller-mail", formData, { now: context.now });
  const form = parseForm(formData, subscribeSchema);
  if (guard.outcome === "drop") return { status: 200, body: { subscribed: true, email: form.success ? form.data.email : "" } };
  if (guard.outcome === "retry") return { status: 400, body: sendAgainReply(form.values, guard.token) };
  const formToken = guard.token;
  if (!form.success) return { status: 400, body: { ...formFailure(form), formToken } };
  const { email } = form.data;
  const unavailable = { status: 500 as const, body: { fieldErrors: {}, values: form.values, formError: SELLER_MAIL_MESSAGES.unavailable, formToken } };

  const report = await readMarketReport(context.areaSlug, now);
  if (!report.success) {
    const failed = failureReply(report, { fieldErrors: {}, values: form.values, formError: report.error, formToken });
    return failed.status === 404 ? { status: 404, body: failed.body } : unavailable;
  }
  const area = report.data.area;

  const limits = await runService("sellerMailLimit", {}, async () => ok({ verdict: await checkRateLimits(getDb(), confirmationLimits(email, context.clientAddress, now)) }));
  if (!limits.success) return unavailable;
  if (!limits.verdict.allowed) {
    logger.info("Monthly report confirmation not sent: hourly limit per client or typed address reached");
    const refused = failureReply({ code: "rate_limited" }, { fieldErrors: {}, values: form.values, formError: tooManyConfirmations(limits.verdict.retryAt, now), formToken });
    return { status: 429, body: refused.body };
  }

  const stored = await runService("requestMarketReport", { area: area?.slug ?? null }, () =>
    getDb().transaction(async (tx) => ok({ outcome: await requestMarketReport(tx, { email, areaSlug: area?.slug ?? null, areaName: area?.name ?? null }) })),
  );
  if (!stored.success) return unavailable;
  return { status: 200, body: { subscribed: true, email } };
}

/**
 * The home-value form's consent, as the route hands it to that form
 * (decision 0148): its confirmation e-mail counts against the same limits,
 * and the pending subscription remembers what the owner was told then (the
 * estimate, today, the comparables), so the first update says what changed
 * since the report.
 */
export const valuationUpdatesConsent: MonthlyUpdatesConsent = {
  limits: confirmationLimits,
  async subscribe(tx, request) {
    const [row] = await tx
      .insert(sellerMailSubscriptions)
      .values({
        kind: "valuation",
        email: request.email,
        areaName: request.area,
        leadId: request.leadId,
        createdAt: request.now,
        toldEstimate: request.estimate,
        toldOn: todayOnIsland(request.now),
        toldSaleIds: [...request.comparableIds].sort(),
      })
      .returning({ id: sellerMailSubscriptions.id, email: sellerMailSubscriptions.email });
    await queueConfirmation(tx, { ...row!, kind: "valuation", areaName: request.area });
  },
};

/** Deletes subscriptions never confirmed that were asked for before `cutoff` (the daily maintenance); answers how many. */
export async function deleteUnconfirmedSubscriptionsBefore(cutoff: Date): Promise<number> {
  const removed = await getDb()
    .delete(sellerMailSubscriptions)
    .where(and(sql`${sellerMailSubscriptions.confirmedAt} is null`, sql`${sellerMailSubscriptions.createdAt} < ${cutoff.toISOString()}::timestamptz`))
    .returning({ id: sellerMailSubscriptions.id });
  return removed.length;
}
