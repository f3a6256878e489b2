import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "~/features/audit/audit.table";
import { mailOutbox } from "~/features/mail/outbox.table";
import { getDb } from "~/shared/db/client.server";
import { stayPayments, stripeEventFlags } from "./stay-account.table";
import { loadStayPayments, refundStay } from "./admin-payments.server";
import { approvedStay, openCheckout, startPaymentsKit } from "./fixtures/payment-test-helpers";
import { runStayPaymentsRound } from "./stay-payments-job.server";
import { StayPaymentsPanel } from "./ui/stay-payments-panel";

let kit: Awaited<ReturnType<typeof startPaymentsKit>>;

beforeEach(async () => {
  kit = await startPaymentsKit();
});

afterEach(async () => {
  await kit.close();
});

const DAY = 24 * 3_600_000;
const payments = (bookingId: string) => getDb().select().from(stayPayments).where(eq(stayPayments.bookingRequestId, bookingId));
const only = async (bookingId: string, kind: string) => (await payments(bookingId)).find((row) => row.kind === kind)!;


/** A delivery Stripe's signature covers, of any object: what a tampered or mistaken event looks like when it still checks out. */
async function deliver(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id: `evt_${randomUUID().replace(/-/g, "")}`, object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } });
  return kit.fake.sendSigned(payload);
}

const sessionObject = (id: string, amount: number, metadata: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  id,
  object: "checkout.session",
  status: "complete",
  payment_status: "paid",
  amount_total: amount,
  currency: "usd",
  metadata,
  payment_intent: "pi_tampered",
  ...extra,
});

describe("Stripe events that do not fit the payment they name", () => {
  it("keeps a $1 completed session for a $759.38 deposit unpaid, and flags it for the office with the difference", async () => {
    const { admin, bookingId, key } = await approvedStay();
    const session = await openCheckout(bookingId, key);
    const deposit = await only(bookingId, "deposit");
    const answer = await deliver("checkout.session.completed", sessionObject(session, 100, { payment_id: deposit.id, booking_id: bookingId, kind: "deposit" }));
    expect(answer.status).toBe(200);
    expect(await only(bookingId, "deposit")).toMatchObject({ status: "pending", paymentIntentId: null });

    const page = await loadStayPayments(admin, bookingId);
    if (!page.success) throw new Error(page.error);
    expect(page.data.ledger.chargedCents).toBe(0);
    expect(page.data.due).toEqual({ kind: "deposit", amountCents: 75_938 });
    expect(page.data.flags.map((flag) => [flag.eventType, flag.problem])).toEqual([["checkout.session.completed", "amount $1, expected $759.38"]]);
    const panel = renderToStaticMarkup(createElement(StayPaymentsPanel, { page: page.data })).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(panel).toContain("Stripe events not applied");
    expect(panel).toContain("checkout.session.completed");
    expect(panel).toContain("amount $1, expected $759.38");
    expect(await getDb().select().from(auditLog).where(eq(auditLog.action, "payment.event_flagged"))).toHaveLength(1);
    const office = (await getDb().select().from(mailOutbox)).filter((mail) => mail.subject.startsWith("Stripe event not applied"));
    expect(office).toHaveLength(1);
    expect(office[0]!.text).toContain("- amount $1, expected $759.38");
    expect((await getDb().select().from(mailOutbox)).filter((mail) => mail.subject.startsWith("Payment received"))).toEqual([]);

    // The genuine payment of that same session still goes through.
    kit.fake.pay(session);
    await kit.fake.settled();
    expect(await only(bookingId, "deposit")).toMatchObject({ status: "succeeded", amountCents: 75_938 });
  });

  it("does not let a session made for one booking mark another booking's payment paid through its metadata", async () => {
    const first = await approvedStay();
    const second = await approvedStay(120);
    const firstSession = await openCheckout(first.bookingId, first.key);
    await openCheckout(second.bookingId, second.key);
    const secondDeposit = await only(second.bookingId, "deposit");
    const named = { payment_id: secondDeposit.id, booking_id: second.bookingId, kind: "deposit" };
    // The first booking's real session, carrying the second's metadata and amount.
    expect((await deliver("checkout.session.completed", sessionObject(firstSession, secondDeposit.amountCents, named))).status).toBe(200);
    // A session stored for no payment at all, naming the second booking.
    expect((await deliver("checkout.session.completed", sessionObject("cs_test_elsewhere", secondDeposit.amountCents, named))).status).toBe(200);
    expect((await payments(first.bookingId)).map((row) => row.status)).toEqual(["pending"]);
    expect((await payments(second.bookingId)).map((row) => row.status)).toEqual(["pending"]);
    const flags = await getDb().select().from(stripeEventFlags);
    expect(flags.map((flag) => flag.bookingRequestId).sort()).toEqual([first.bookingId, second.bookingId].sort());
    const onFirst = flags.find((flag) => flag.bookingRequestId === first.bookingId)!;
    expect(onFirst.problem).toContain(`booking "${second.bookingId}", expected ${first.bookingId}`);
  });

  it("keeps a session paid in another currency unpaid", async () => {
    const { bookingId, key } = await approvedStay();
    const session = await openCheckout(bookingId, key);
    const deposit = await only(bookingId, "deposit");
    await deliver("checkout.session.completed", sessionObject(session, deposit.amountCents, { payment_id: deposit.id, booking_id: bookingId }, { currency: "jpy" }));
    expect(await only(bookingId, "deposit")).toMatchObject({ status: "pending" });
    expect((await getDb().select().from(stripeEventFlags))[0]!.problem).toBe(`currency "jpy", expected "usd"`);
  });

  it("applies a balance's intent event only with the stored intent and its amount", async () => {
    const { bookingId, key } = await approvedStay(90);
    const session = await openCheckout(bookingId, key);
    kit.fake.pay(session);
    await kit.fake.settled();
    kit.fake.holdEvents();
    await runStayPaymentsRound(new Date(Date.now() + 30 * DAY));
    const balance = await only(bookingId, "balance");
    expect(balance).toMatchObject({ status: "pending", amountCents: 177_187, paymentIntentId: expect.stringMatching(/^pi_/) });
    const metadata = { payment_id: balance.id, booking_id: bookingId, kind: "balance" };
    const intent = { object: "payment_intent", status: "succeeded", currency: "usd", metadata };
    await deliver("payment_intent.succeeded", { ...intent, id: balance.paymentIntentId, amount: 100 });
    await deliver("payment_intent.succeeded", { ...intent, id: "pi_someone_else", amount: balance.amountCents });
    await deliver("payment_intent.payment_failed", { ...intent, id: "pi_someone_else", amount: balance.amountCents, status: "requires_payment_method" });
    expect(await only(bookingId, "balance")).toMatchObject({ status: "pending" });
    expect(await getDb().select().from(stripeEventFlags)).toHaveLength(3);
    kit.fake.releaseEvents();
    await kit.fake.settled();
    expect(await only(bookingId, "balance")).toMatchObject({ status: "succeeded" });
  });

  it("settles a refund only from the stored refund of the same amount and charge; a refund not made here is flagged", async () => {
    const { admin, bookingId, key } = await approvedStay();
    const session = await openCheckout(bookingId, key);
    kit.fake.pay(session);
    await kit.fake.settled();
    const deposit = await only(bookingId, "deposit");
    kit.fake.holdEvents();
    expect(await refundStay(admin, bookingId, "500")).toEqual({ success: true, refundCents: 50_000 });
    const refund = await only(bookingId, "refund");
    expect(refund).toMatchObject({ status: "pending", refundId: expect.stringMatching(/^re_/) });
    const metadata = { payment_id: refund.id, booking_id: bookingId };
    const base = { object: "refund", status: "succeeded", currency: "usd", payment_intent: deposit.paymentIntentId, metadata };
    await deliver("refund.created", { ...base, id: refund.refundId, amount: 1 });
    await deliver("refund.created", { ...base, id: "re_other", amount: 50_000 });
    await deliver("refund.updated", { ...base, id: refund.refundId, amount: 50_000, payment_intent: "pi_other_charge" });
    await deliver("refund.created", { id: "re_from_the_dashboard", object: "refund", status: "succeeded", currency: "usd", amount: 25_938, payment_intent: deposit.paymentIntentId, metadata: {} });
    expect(await only(bookingId, "refund")).toMatchObject({ status: "pending" });
    const problems = (await getDb().select().from(stripeEventFlags)).map((flag) => flag.problem);
    expect(problems).toHaveLength(4);
    expect(problems).toContainEqual(expect.stringContaining("it was not made from this site"));
    kit.fake.releaseEvents();
    await kit.fake.settled();
    expect(await only(bookingId, "refund")).toMatchObject({ status: "succeeded", amountCents: 50_000 });
  });
});
