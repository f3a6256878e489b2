import { eq } from "drizzle-orm";
import { z } from "zod";
import { enqueueMail } from "~/features/mail/index.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { getDb } from "~/shared/db/client.server";
import { safeString } from "~/shared/forms/safe-text";
import { parseForm } from "~/shared/forms/parse-form";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import type { Quote } from "~/features/rental-rates";
import { stayAccounts, type StayPaymentKind } from "./stay-account.table";
import { cancelStay } from "./cancel-stay.server";
import { isStayKey, stayPageUrl } from "./stay-account.server";
import { agreementCopyMail } from "./stay-payment-mail";
import { describeCancellationPolicy, type StayTermsSnapshot } from "~/features/rental-rates";
import { ledgerOf, refundPercentFor, cancellationRefundCents, type PaymentSchedule } from "./stay-money";
import { CHECKOUT_MESSAGES, openCheckout } from "./open-checkout.server";
import { dueOf, nextChargeOf, type DueNow } from "./stay-due.server";
import { readStay, type StayRecord } from "./stay-record.server";
import { currentAgreement, findAgreement } from "~/features/rental-agreements/index.server";
import { paymentsEnabled } from "./stripe-client.server";

/** The page's messages; paying's own come from the Checkout they open. */
export const STAY_PAGE_MESSAGES = {
  ...CHECKOUT_MESSAGES,
  signedName: "Type your full name to sign (2 to 100 characters)",
  agree: "Tick the box to accept the agreement",
  alreadySigned: "The agreement is already signed.",
  nothingToSign: "There is no agreement to sign for this stay.",
  confirmCancel: "Tick the box to confirm that you want to cancel",
} as const;

export type StayPayment = { id: string; kind: StayPaymentKind; status: string; amountCents: number; at: Date; reason: string | null; failure: string | null };



export type StayView = {
  propertyName: string;
  rentalSlug: string | null;
  checkIn: string;
  checkOut: string;
  guests: number;
  status: string;
  quote: Quote | null;
  terms: StayTermsSnapshot | null;
  totalCents: number;
  depositCents: number;
  depositDueAt: Date | null;
  schedule: PaymentSchedule | null;
  balanceDueOn: string | null;
  /** The balance still to be charged to the saved card, and the day it is (none once charged, and none for a stay not approved). */
  nextCharge: { amountCents: number; on: string } | null;
  policy: string[];
  refundNow: { percent: number; cents: number };
  agreement: { version: number; body: string } | null;
  signature: { name: string; at: Date; version: number } | null;
  payments: StayPayment[];
  ledger: ReturnType<typeof ledgerOf>;
  due: DueNow | null;
  paymentsOn: boolean;
  canCancel: boolean;
};

/** The stay a guest's link opens, or null for an unknown booking or a key that is not its own. */
async function openStay(bookingId: string, key: string): Promise<StayRecord | null> {
  if (!isUuid(bookingId) || !isStayKey(bookingId, key)) return null;
  return readStay(getDb(), bookingId);
}

export async function viewOf(record: StayRecord, now: Date): Promise<StayView> {
  const { booking, account } = record;
  const paymentsOn = paymentsEnabled() && Boolean(account?.depositDueAt);
  const ledger = ledgerOf(record.payments);
  const agreement = account && !account.signedAt ? await currentAgreement(booking.listingId) : null;
  const signed = account?.agreementId ? await findAgreement(account.agreementId) : null;
  const today = todayOnIsland(now);
  const tiers = account?.terms.cancellationTiers ?? [];
  return {
    propertyName: record.propertyName,
    rentalSlug: record.rentalSlug,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    guests: booking.guests,
    status: booking.status,
    quote: booking.quote,
    terms: account?.terms ?? null,
    totalCents: account?.totalCents ?? 0,
    depositCents: account?.depositCents ?? 0,
    depositDueAt: account?.depositDueAt ?? null,
    schedule: account?.paymentSchedule ?? null,
    balanceDueOn: account?.balanceDueOn ?? null,
    nextCharge: nextChargeOf(record, paymentsOn),
    policy: account ? describeCancellationPolicy(tiers) : [],
    refundNow: { percent: refundPercentFor(tiers, today, booking.checkIn), cents: cancellationRefundCents(ledger.refundableCents, tiers, today, booking.checkIn) },
    agreement: agreement ? { version: agreement.version, body: agreement.body } : signed ? { version: signed.version, body: signed.body } : null,
    signature: account?.signedAt && account.signedName ? { name: account.signedName, at: account.signedAt, version: account.agreementVersion ?? 0 } : null,
    payments: record.payments.map((payment) => ({ id: payment.id, kind: payment.kind, status: payment.status, amountCents: payment.amountCents, at: payment.settledAt ?? payment.createdAt, reason: payment.reason, failure: payment.failureMessage })),
    ledger,
    due: dueOf(record, paymentsOn),
    paymentsOn,
    canCancel: booking.status === "approved" || booking.status === "pending",
  };
}

/** The guest's booking page: the stay, the quote, the policy, the agreement, what was paid and what is due. */
export async function loadStayPage(bookingId: string, key: string, now = new Date()): Promise<Result<{ data: StayView }>> {
  return runService("loadStayPage", { bookingId }, async () => {
    const record = await openStay(bookingId, key);
    if (!record) return failWith("not_found", STAY_PAGE_MESSAGES.notFound);
    return ok({ data: await viewOf(record, now) });
  });
}

const signSchema = z.object({
  signedName: safeString({ error: STAY_PAGE_MESSAGES.signedName }).trim().min(2, STAY_PAGE_MESSAGES.signedName).max(100, STAY_PAGE_MESSAGES.signedName),
  agree: z.literal("on", { error: STAY_PAGE_MESSAGES.agree }),
});

const cancelSchema = z.object({ confirm: z.literal("on", { error: STAY_PAGE_MESSAGES.confirmCancel }) });

export type StayActionResult = Result<{ done: "signed" | "cancelled"; refundCents?: number } | { redirect: string }>;

/** The guest's booking page's forms: sign the agreement, pay what is due (to Stripe's page), or cancel. */
export async function stayPageAction(bookingId: string, key: string, formData: FormData, ip: string, now = new Date()): Promise<StayActionResult> {
  const intent = formData.get("intent");
  return runService("stayPageAction", { bookingId, intent: String(intent) }, async (): Promise<StayActionResult> => {
    const record = await openStay(bookingId, key);
    if (!record) return failWith("not_found", STAY_PAGE_MESSAGES.notFound);
    if (intent === "sign") return sign(record, formData, ip, now);
    if (intent === "pay") return openCheckout(bookingId);
    if (intent === "cancel") {
      const form = parseForm(formData, cancelSchema);
      if (!form.success) return fail(STAY_PAGE_MESSAGES.confirmCancel, form.fieldErrors);
      const result = await cancelStay(bookingId, { by: "guest", ip, now });
      return result.success ? ok({ done: "cancelled" as const, refundCents: result.refundCents }) : result;
    }
    return fail("Please use one of the page's buttons.");
  });
}

async function sign(record: StayRecord, formData: FormData, ip: string, now: Date): Promise<StayActionResult> {
  const form = parseForm(formData, signSchema);
  if (!form.success) return fail(Object.values(form.fieldErrors)[0] ?? STAY_PAGE_MESSAGES.signedName, form.fieldErrors);
  if (record.booking.status !== "approved" || !record.account?.depositDueAt) return failWith("conflict", STAY_PAGE_MESSAGES.notOpen);
  if (record.account.signedAt) return failWith("conflict", STAY_PAGE_MESSAGES.alreadySigned);
  const agreement = await currentAgreement(record.booking.listingId);
  if (!agreement) return failWith("conflict", STAY_PAGE_MESSAGES.nothingToSign);
  const signedName = form.data.signedName;
  await getDb().transaction(async (tx) => {
    await tx
      .update(stayAccounts)
      .set({ agreementId: agreement.id, agreementVersion: agreement.version, agreementSha256: agreement.sha256, signedName, signedAt: now, signedIp: ip, updatedAt: now })
      .where(eq(stayAccounts.bookingRequestId, record.booking.id));
    const mail = agreementCopyMail(
      { propertyName: record.propertyName, version: agreement.version, body: agreement.body, signedName, signedAt: now },
      stayPageUrl(record.booking.id),
    );
    await enqueueMail(tx, { to: record.booking.email, ...mail });
  });
  return ok({ done: "signed" as const });
}
