import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "~/features/audit/audit.table";
import { mailOutbox } from "~/features/mail/outbox.table";
import { getDb } from "~/shared/db/client.server";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { calendarBlocks } from "~/features/rental-calendars/calendar-block.table";
import { decideBookingRequest } from "~/features/booking-requests/decide-booking-request.server";
import { stayAccounts, stayPayments, stripeEvents } from "./stay-account.table";
import { rentalAgreements } from "~/features/rental-agreements/rental-agreement.table";
import { refundStay } from "./admin-payments.server";
import { approvedStay, openCheckout, startPaymentsKit, WEBHOOK_SECRET } from "./fixtures/payment-test-helpers";
import { agreementDigest } from "~/features/rental-agreements/rental-agreements.server";
import { stayPageAction } from "./stay-page.server";

let kit: Awaited<ReturnType<typeof startPaymentsKit>>;

beforeEach(async () => {
  kit = await startPaymentsKit();
});

afterEach(async () => {
  await kit.close();
});

const payments = (bookingId: string) => getDb().select().from(stayPayments).where(eq(stayPayments.bookingRequestId, bookingId));
const mailsTo = async (address: string) => (await getDb().select().from(mailOutbox)).filter((mail) => mail.to === address);


/** The guest pays on the hosted page and every event reaches the site. */
async function payDeposit(bookingId: string, key: string) {
  const session = await openCheckout(bookingId, key);
  kit.fake.pay(session);
  await kit.fake.settled();
  return session;
}

describe("Stripe webhooks", () => {
  it("refuses a delivery whose signature does not check out with 400 and changes nothing", async () => {
    const { bookingId, key } = await approvedStay();
    await openCheckout(bookingId, key);
    const [pending] = await payments(bookingId);
    const payload = JSON.stringify({
      id: "evt_forged",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_forged", object: "payment_intent", metadata: { payment_id: pending!.id }, payment_method: "pm_forged" } },
    });
    const forged = new Stripe("sk_test_x").webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    for (const signature of [forged, "t=1,v1=00", undefined]) {
      const response = await fetch(kit.webhookUrl, { method: "POST", headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) }, body: payload });
      expect(response.status).toBe(400);
      expect(await response.text()).not.toMatch(/whsec|stack|at /);
    }
    expect(await getDb().select().from(stripeEvents)).toEqual([]);
    expect((await payments(bookingId)).map((payment) => payment.status)).toEqual(["pending"]);
  });

  it("marks the deposit paid from the verified webhook, saves the card, and e-mails a receipt; a duplicate delivery changes nothing", async () => {
    const { bookingId, key } = await approvedStay();
    await payDeposit(bookingId, key);
    const [deposit] = await payments(bookingId);
    expect(deposit).toMatchObject({ kind: "deposit", status: "succeeded", amountCents: 75_938 });
    const [account] = await getDb().select().from(stayAccounts).where(eq(stayAccounts.bookingRequestId, bookingId));
    expect(account!.stripePaymentMethodId).toMatch(/^pm_/);
    const receipts = async () => (await mailsTo("maria@example.com")).filter((mail) => mail.subject.startsWith("Payment received"));
    expect((await receipts()).map((mail) => mail.subject)).toEqual([expect.stringContaining("$759.38")]);

    const events = await getDb().select().from(stripeEvents);
    for (const event of kit.fake.events) kit.fake.redeliver(event.id);
    await kit.fake.settled();
    expect(kit.fake.attempts.filter((attempt) => attempt.status === 200)).toHaveLength(events.length * 2);
    expect(await getDb().select().from(stripeEvents)).toHaveLength(events.length);
    expect((await payments(bookingId)).map((payment) => payment.status)).toEqual(["succeeded"]);
    expect(await receipts()).toHaveLength(1);
  });

  it("ends in the same state whatever order the events arrive in, and a late failure does not undo a success", async () => {
    const { bookingId, key } = await approvedStay();
    kit.fake.holdEvents();
    const session = await openCheckout(bookingId, key);
    kit.fake.pay(session);
    kit.fake.releaseEvents((events) => [...events].reverse());
    await kit.fake.settled();
    const [deposit] = await payments(bookingId);
    expect(deposit).toMatchObject({ status: "succeeded", checkoutSessionId: session });

    const payload = JSON.stringify({
      id: "evt_late_failure",
      object: "event",
      type: "payment_intent.payment_failed",
      data: { object: { id: deposit!.paymentIntentId, object: "payment_intent", metadata: { payment_id: deposit!.id }, last_payment_error: { message: "declined" } } },
    });
    const signature = new Stripe("sk_test_x").webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await fetch(kit.webhookUrl, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload });
    expect(response.status).toBe(200);
    expect((await payments(bookingId))[0]).toMatchObject({ status: "succeeded", failureMessage: null });
  });

  it("refunds automatically, audits and tells the office when a payment arrives for a stay cancelled meanwhile", async () => {
    const { admin, bookingId, key } = await approvedStay();
    const session = await openCheckout(bookingId, key);
    expect(await decideBookingRequest(admin, bookingId, "cancelled", "Owner needs the villa")).toMatchObject({ success: true });
    expect(await getDb().select().from(calendarBlocks).where(eq(calendarBlocks.bookingRequestId, bookingId))).toEqual([]);
    kit.fake.pay(session);
    await kit.fake.settled();
    const rows = await payments(bookingId);
    expect(rows.map((row) => [row.kind, row.status, row.amountCents, row.reason])).toEqual([
      ["deposit", "succeeded", 75_938, null],
      ["refund", "succeeded", 75_938, "paid after cancellation"],
    ]);
    expect([...kit.fake.refunds.values()].map((refund) => refund.amount)).toEqual([75_938]);
    const audit = await getDb().select().from(auditLog).where(eq(auditLog.action, "payment.refunded_automatically"));
    expect(audit).toHaveLength(1);
    const office = (await getDb().select().from(mailOutbox)).filter((mail) => mail.subject.startsWith("Payment refunded automatically"));
    expect(office).toHaveLength(1);
  });

  it("refuses a refund larger than what was paid and not yet refunded, and makes one within it", async () => {
    const { admin, bookingId, key } = await approvedStay();
    expect(await refundStay(admin, bookingId, "10")).toMatchObject({ success: false, error: "Nothing has been paid for this stay, so there is nothing to refund." });
    await payDeposit(bookingId, key);
    expect(await refundStay(admin, bookingId, "759.39")).toMatchObject({
      success: false,
      error: "A refund cannot be more than what was paid and not yet refunded ($759.38). Nothing was changed.",
    });
    expect(await refundStay(admin, bookingId, "abc")).toMatchObject({ success: false, fieldErrors: { amount: "Enter the refund in dollars, e.g. 250 or 250.50" } });
    expect((await payments(bookingId)).filter((row) => row.kind === "refund")).toEqual([]);
    expect(await refundStay(admin, bookingId, "500")).toEqual({ success: true, refundCents: 50_000 });
    await kit.fake.settled();
    expect(await refundStay(admin, bookingId, "300")).toMatchObject({ success: false, error: expect.stringContaining("($259.38)") });
    const refunds = (await payments(bookingId)).filter((row) => row.kind === "refund");
    expect(refunds.map((row) => [row.status, row.amountCents])).toEqual([["succeeded", 50_000]]);
  });

  it("asks for the signed agreement before payment, and records its version, time, address and digest", async () => {
    const { admin, rental, bookingId, key } = await approvedStay();
    const body = "The guest keeps the villa tidy.\n\nNo parties.";
    await getDb().insert(rentalAgreements).values({ listingId: rental.id, version: 1, body, sha256: agreementDigest(body), createdBy: admin.id });
    const pay = new FormData();
    pay.set("intent", "pay");
    expect(await stayPageAction(bookingId, key, pay, "203.0.113.9")).toMatchObject({ success: false, error: "Please sign the rental agreement before paying." });
    const sign = new FormData();
    sign.set("intent", "sign");
    sign.set("signedName", "Maria Lopez");
    expect(await stayPageAction(bookingId, key, sign, "203.0.113.9")).toMatchObject({ success: false, fieldErrors: { agree: "Tick the box to accept the agreement" } });
    sign.set("agree", "on");
    expect(await stayPageAction(bookingId, key, sign, "203.0.113.9")).toEqual({ success: true, done: "signed" });
    const [account] = await getDb().select().from(stayAccounts).where(eq(stayAccounts.bookingRequestId, bookingId));
    expect(account).toMatchObject({ agreementVersion: 1, signedName: "Maria Lopez", signedIp: "203.0.113.9", agreementSha256: agreementDigest(body) });
    const [copy] = (await mailsTo("maria@example.com")).filter((mail) => mail.subject.startsWith("Your signed rental agreement"));
    expect(copy!.html).toMatch(/<p[^>]*>No parties\.<\/p>/);
    // The signature's record keeps the address and the digest; the guest's copy shows neither.
    for (const part of [copy!.text, copy!.html!]) {
      expect(part).toContain("Maria Lopez (typed name)");
      expect(part).not.toContain("203.0.113.9");
      expect(part).not.toContain(agreementDigest(body));
    }
    expect(await stayPageAction(bookingId, key, pay, "203.0.113.9")).toMatchObject({ success: true, redirect: expect.stringContaining("/pay/") });
  });

  it("opens the guest's page only with its own key", async () => {
    const { bookingId } = await approvedStay();
    const pay = new FormData();
    pay.set("intent", "pay");
    expect(await stayPageAction(bookingId, "A".repeat(43), pay, "203.0.113.9")).toMatchObject({ success: false, code: "not_found" });
    const [booking] = await getDb().select().from(bookingRequests).where(eq(bookingRequests.id, bookingId));
    expect(booking!.status).toBe("approved");
  });
});
