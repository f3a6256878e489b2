import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { claimRun } from "~/features/maintenance/index.server";
import { getStripe } from "~/features/stay-payments/index.server";
import { fakeCardFee } from "~/features/stay-payments/fixtures/fake-stripe-payouts";
import { startFakeStripe, type FakeStripe } from "~/features/stay-payments/fixtures/fake-stripe";
import { stayPayments } from "~/features/stay-payments/stay-account.table";
import { insertBookingRequest } from "~/features/stays/index.server";
import type { AuditedActor } from "~/shared/access/permissions";
import { resetConfigForTests } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { expectConsoleError } from "../../../tests/setup/fail-on-console-error";
import { handleStripePayoutsForm } from "./handle-stripe-payouts-form.server";
import { checkStripePayouts, importStripePayouts, STRIPE_PAYOUT_IMPORT_MESSAGES } from "./import-stripe-payouts.server";
import { recordAdjustment } from "./owner-money.server";
import { CHECK_STRIPE_PAYOUTS_INTENT } from "./owner-office-rules";
import { payOwnerThroughStripe, saveOwnerStripeAccount } from "./owner-stripe-payouts.server";
import { readStripePayouts } from "./read-stripe-payouts.server";
import { settleStayMoney } from "./settle-stay.server";
import { runStripePayoutsImport } from "./stripe-payouts-job.server";
import { stripePayoutItems, stripePayouts } from "./stripe-payouts.table";
import { ledgerEntries } from "./trust-ledger.table";
import { addContractVersion, linkOwnerVilla } from "./villa-management.server";
import { TEST_CONTRACT, TEST_QUOTE, actorOf } from "./owner-test-data";

// Mid-April 2026 on the island; the payouts arrive the day before.
const NOW = new Date("2026-04-15T16:00:00Z");
const ARRIVAL = "2026-04-14";
const APRIL = { from: "2026-04-01", to: "2026-04-30" };

let fake: FakeStripe | null = null;
let admin: AuditedActor;
let ownerId: string;
let villaId: string;

/** The site's Stripe settings pointing at the fake, over real HTTP. */
async function stripeOn(secretKey = "sk_test_trust_payouts"): Promise<FakeStripe> {
  fake = await startFakeStripe({ webhookSecret: "whsec_test_trust_payouts", retryDelaysMs: [] });
  vi.stubEnv("STRIPE_SECRET_KEY", secretKey);
  vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_test_trust_payouts");
  vi.stubEnv("STRIPE_API_URL", fake.origin);
  resetConfigForTests();
  return fake;
}

/** A guest pays `cents` through the fake's Checkout; answers the payment intent. */
async function guestPays(cents: number): Promise<string> {
  const session = await getStripe().checkout.sessions.create({
    mode: "payment",
    line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: cents, product_data: { name: "A stay at the villa" } } }],
    success_url: "http://localhost/paid",
    cancel_url: "http://localhost/not-paid",
  });
  fake!.pay(session.id);
  return String(fake!.sessions.get(session.id)!.payment_intent);
}

/** An approved stay at the villa (checking out in May), its Stripe payment recorded as the webhook would. */
async function paidStay(cents: number, paidAt: string) {
  const booking = await insertBookingRequest(getDb(), { listingId: villaId, source: "rental", checkIn: "2026-05-01", checkOut: "2026-05-05", guests: 2, guestName: "Maria Lopez", email: "maria@example.com", quote: TEST_QUOTE, status: "approved" });
  const intent = await guestPays(cents);
  const [charge] = await getDb().insert(stayPayments).values({ bookingRequestId: booking.id, kind: "full", amountCents: cents, status: "succeeded", paymentIntentId: intent, settledAt: new Date(paidAt) }).returning();
  return { bookingId: booking.id, intent, chargeId: charge!.id };
}

async function refunded(stay: { bookingId: string; intent: string; chargeId: string }, cents: number, at: string) {
  const refund = await getStripe().refunds.create({ payment_intent: stay.intent, amount: cents });
  await getDb().insert(stayPayments).values({ bookingRequestId: stay.bookingId, kind: "refund", refundOf: stay.chargeId, amountCents: cents, status: "succeeded", paymentIntentId: stay.intent, refundId: refund.id, settledAt: new Date(at) });
  return refund.id;
}

const counts = async () => ({ payouts: await getDb().$count(stripePayouts), items: await getDb().$count(stripePayoutItems) });
const april = async () => {
  const page = await readStripePayouts(admin, APRIL.from, APRIL.to);
  if (!page.success) throw new Error(page.error);
  return page.data;
};

beforeEach(async () => {
  admin = actorOf(await createTestAgent(undefined, "Office Admin", { role: "admin" }));
  ownerId = (await createTestAgent(undefined, "Villa Owner", { role: "owner" })).id;
  villaId = (await createTestListing({ kind: "rental" })).id;
  expect((await linkOwnerVilla(admin, ownerId, villaId)).success).toBe(true);
  expect((await addContractVersion(admin, villaId, TEST_CONTRACT)).success).toBe(true);
});

afterEach(async () => {
  await fake?.close();
  fake = null;
  vi.unstubAllEnvs();
  resetConfigForTests();
});

describe("Stripe's payouts to the trust bank", () => {
  it("match every charge, refund and transfer to its posting, and the sums add up; a re-run adds nothing", async () => {
    const stripe = await stripeOn();
    const first = await paidStay(253_125, "2026-04-02T15:00:00Z");
    const second = await paidStay(120_000, "2026-04-03T15:00:00Z");
    const refundId = await refunded(first, 50_000, "2026-04-04T15:00:00Z");
    for (const stay of [first, second]) expect(await settleStayMoney(admin, stay.bookingId, NOW)).toMatchObject({ success: true, settled: false });
    // The owner is paid $600 through Stripe Connect.
    expect(await recordAdjustment(admin, ownerId, 150_000, "Opening balance", NOW)).toMatchObject({ success: true });
    await saveOwnerStripeAccount(admin, ownerId, "acct_1OwnerVilla42");
    const paid = await payOwnerThroughStripe(admin, { ownerId, amountCents: 60_000, attempt: randomUUID() }, NOW);
    expect(paid).toMatchObject({ success: true });
    const payout = stripe.payOut({ arrivalDate: ARRIVAL });
    const fees = fakeCardFee(253_125) + fakeCardFee(120_000);
    expect(payout.amount).toBe(253_125 + 120_000 - 50_000 - 60_000 - fees);

    expect(await checkStripePayouts(admin, NOW)).toEqual({ success: true, report: { payouts: 1, added: 1, updated: 0, items: 4, matched: 4 } });
    const items = await getDb().select({ type: stripePayoutItems.type, sourceId: stripePayoutItems.sourceId, kind: ledgerEntries.kind, stayPaymentId: ledgerEntries.stayPaymentId }).from(stripePayoutItems).innerJoin(ledgerEntries, eq(ledgerEntries.id, stripePayoutItems.entryId));
    expect(items).toEqual(
      expect.arrayContaining([
        { type: "charge", sourceId: expect.stringMatching(/^ch_/), kind: "guest_payment", stayPaymentId: first.chargeId },
        { type: "charge", sourceId: expect.stringMatching(/^ch_/), kind: "guest_payment", stayPaymentId: second.chargeId },
        { type: "refund", sourceId: refundId, kind: "refund", stayPaymentId: expect.any(String) },
        { type: "transfer", sourceId: paid.success ? paid.transferId : "", kind: "payout", stayPaymentId: null },
      ]),
    );
    expect(items).toHaveLength(4);
    expect((await april()).payouts).toEqual([
      {
        stripePayoutId: payout.id,
        arrivalOn: ARRIVAL,
        status: "paid",
        currency: "usd",
        amountCents: payout.amount,
        itemCount: 4,
        matchedCount: 4,
        feesCents: fees,
        grossCents: 253_125 + 120_000 - 50_000 - 60_000,
        grossMatchedCents: 253_125 + 120_000 - 50_000 - 60_000,
        addsUp: true,
        unmatched: [],
      },
    ]);

    const before = await counts();
    expect(await importStripePayouts(NOW)).toEqual({ success: true, report: { payouts: 1, added: 0, updated: 0, items: 0, matched: 0 } });
    expect(await counts()).toEqual(before);
    // A paid payout's items are not asked for again.
    expect(stripe.calls("/v1/balance_transactions")).toBe(1);
  });

  it("shows an item the ledger lacks unmatched with its Stripe ids, matches a charge once the ledger posts it, and follows a payout's status", async () => {
    const stripe = await stripeOn();
    const stay = await paidStay(120_000, "2026-04-03T15:00:00Z");
    // Money Stripe took that the site never recorded.
    await guestPays(9_900);
    const payout = stripe.payOut({ arrivalDate: ARRIVAL, status: "in_transit" });
    expect(await importStripePayouts(NOW)).toMatchObject({ success: true, report: { added: 1, items: 2, matched: 0 } });
    const [check] = (await april()).payouts;
    expect(check).toMatchObject({ itemCount: 2, matchedCount: 0, grossMatchedCents: 0, addsUp: true, status: "in_transit" });
    expect(check!.unmatched).toEqual(
      expect.arrayContaining([
        { balanceTransactionId: expect.stringMatching(/^txn_/), type: "charge", sourceId: expect.stringMatching(/^ch_/), amountCents: 9_900, feeCents: fakeCardFee(9_900) },
        { balanceTransactionId: expect.stringMatching(/^txn_/), type: "charge", sourceId: expect.stringMatching(/^ch_/), amountCents: 120_000, feeCents: fakeCardFee(120_000) },
      ]),
    );

    // The settlement job posts the stay's payment, and Stripe marks the payout paid.
    await settleStayMoney(admin, stay.bookingId, NOW);
    stripe.setPayoutStatus(payout.id, "paid");
    expect(await importStripePayouts(NOW)).toEqual({ success: true, report: { payouts: 1, added: 0, updated: 1, items: 0, matched: 1 } });
    const [after] = (await april()).payouts;
    expect(after).toMatchObject({ status: "paid", matchedCount: 1, grossMatchedCents: 120_000, unmatched: [{ amountCents: 9_900 }] });
  });

  it("pages through a payout's items with starting_after, and leaves payouts older than five weeks alone", async () => {
    const stripe = await stripeOn();
    stripe.payOut({ arrivalDate: "2026-02-01" });
    for (let each = 0; each < 110; each++) await guestPays(1_000 + each);
    stripe.payOut({ arrivalDate: ARRIVAL });
    expect(await importStripePayouts(NOW)).toMatchObject({ success: true, report: { payouts: 1, added: 1, items: 110, matched: 0 } });
    expect(await counts()).toEqual({ payouts: 1, items: 110 });
    expect(stripe.calls("/v1/balance_transactions")).toBe(2);
    expect((await april()).payouts).toMatchObject([{ itemCount: 110, addsUp: true }]);
  }, 60_000);

  it("writes nothing and logs when Stripe is unreachable or refuses, and tells the office", async () => {
    const stripe = await stripeOn();
    await guestPays(10_000);
    stripe.payOut({ arrivalDate: ARRIVAL });
    await stripe.close();
    fake = null;
    expect(await checkStripePayouts(admin, NOW)).toEqual({ success: false, error: STRIPE_PAYOUT_IMPORT_MESSAGES.unreachable });
    expectConsoleError(/Stripe's payouts could not be read; nothing was imported/);
    expect(await counts()).toEqual({ payouts: 0, items: 0 });

    // A key Stripe does not accept.
    await stripeOn("rk_revoked");
    expect(await importStripePayouts(NOW)).toEqual({ success: false, error: STRIPE_PAYOUT_IMPORT_MESSAGES.unreachable });
    expectConsoleError(/Stripe's payouts could not be read.*Invalid API Key/);
    expect(await counts()).toEqual({ payouts: 0, items: 0 });
  }, 30_000);

  it("refuses another role before asking Stripe, and says so when Stripe is not set up", async () => {
    expect(await checkStripePayouts(admin, NOW)).toEqual({ success: false, error: STRIPE_PAYOUT_IMPORT_MESSAGES.notConfigured });
    expect(await april()).toEqual({ configured: false, payouts: [] });
    const stripe = await stripeOn();
    const agent = actorOf(await createTestAgent(undefined, "Some Agent"));
    expect(await checkStripePayouts(agent, NOW)).toMatchObject({ success: false, code: "forbidden" });
    expect(await readStripePayouts(agent, APRIL.from, APRIL.to)).toMatchObject({ success: false, code: "forbidden" });
    const form = new FormData();
    form.append("intent", CHECK_STRIPE_PAYOUTS_INTENT);
    expect(await handleStripePayoutsForm(agent, form, NOW)).toMatchObject({ status: 403 });
    expect(stripe.calls("/v1/payouts")).toBe(0);
  });

  it("is checked from the trust page's form, and run hourly by one process", async () => {
    const stripe = await stripeOn();
    await guestPays(10_000);
    stripe.payOut({ arrivalDate: ARRIVAL });
    const form = new FormData();
    form.append("intent", CHECK_STRIPE_PAYOUTS_INTENT);
    expect(await handleStripePayoutsForm(admin, form, NOW)).toMatchObject({
      status: 200,
      body: { success: true, message: "Stripe lists 1 payout arriving in the last five weeks: 1 new, 0 changed, 1 item added and 0 matched to postings." },
    });
    expect(await runStripePayoutsImport(claimRun, NOW)).toMatchObject({ success: true, report: { payouts: 1, added: 0 } });
    expect(await runStripePayoutsImport(claimRun, new Date(NOW.getTime() + 10 * 60_000))).toBeNull();
    expect(stripe.calls("/v1/payouts")).toBe(2);
  });
});
