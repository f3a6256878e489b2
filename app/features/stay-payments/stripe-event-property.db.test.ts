import { randomUUID } from "node:crypto";
import { asc } from "drizzle-orm";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { stayAccounts, stayPayments, type StayPaymentRow } from "./stay-account.table";
import { refundStay } from "./admin-payments.server";
import { approvedStay, openCheckout, startPaymentsKit } from "./fixtures/payment-test-helpers";
import { runStayPaymentsRound } from "./stay-payments-job.server";

let kit: Awaited<ReturnType<typeof startPaymentsKit>>;

beforeEach(async () => {
  kit = await startPaymentsKit();
});

afterEach(async () => {
  await kit.close();
});

const DAY = 24 * 3_600_000;
const allPayments = () => getDb().select().from(stayPayments).orderBy(asc(stayPayments.createdAt), asc(stayPayments.id));
const snapshot = (rows: StayPaymentRow[]) => rows.map(({ id, kind, status, amountCents, checkoutSessionId, paymentIntentId, refundId }) => ({ id, kind, status, amountCents, checkoutSessionId, paymentIntentId, refundId }));


const TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.expired",
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.amount_capturable_updated",
  "payment_intent.canceled",
  "refund.created",
  "refund.updated",
] as const;

/** The event that was made for `row`: its kind of object, its stored id, amount, currency, booking and payment, and for a refund its charge. */
function isGenuineFor(row: StayPaymentRow, type: string, object: Record<string, unknown>): boolean {
  const metadata = object.metadata as Record<string, unknown> | undefined;
  const same = object.currency === "usd" && metadata?.payment_id === row.id && metadata?.booking_id === row.bookingRequestId;
  if (type.startsWith("checkout.")) return same && object.id === row.checkoutSessionId && object.amount_total === row.amountCents;
  if (type.startsWith("refund.")) return same && object.id === row.refundId && object.amount === row.amountCents && object.payment_intent === row.paymentIntentId;
  return same && row.kind !== "refund" && object.id === row.paymentIntentId && object.amount === row.amountCents;
}

describe("no event Stripe could sign changes a payment it was not made for", () => {
  it("holds for arbitrary ids, amounts, currencies and metadata mixing the real ids of other payments and bookings", async () => {
    // A stay paid by deposit, its balance asked for and a refund on the way (their events held back), and a second stay with its checkout open.
    const first = await approvedStay(90);
    kit.fake.pay(await openCheckout(first.bookingId, first.key));
    await kit.fake.settled();
    kit.fake.holdEvents();
    await runStayPaymentsRound(new Date(Date.now() + 30 * DAY));
    expect(await refundStay(first.admin, first.bookingId, "100")).toMatchObject({ success: true });
    const second = await approvedStay(120);
    await openCheckout(second.bookingId, second.key);
    const before = await allPayments();
    expect(before.map((row) => [row.kind, row.status])).toEqual([
      ["deposit", "succeeded"],
      ["balance", "pending"],
      ["refund", "pending"],
      ["deposit", "pending"],
    ]);
    const customers = (await getDb().select().from(stayAccounts)).map((account) => account.stripeCustomerId);

    const pick = <T,>(values: readonly T[]) => fc.constantFrom(...values);
    const objectIds = [...before.flatMap((row) => [row.checkoutSessionId, row.paymentIntentId, row.refundId]).filter((id): id is string => Boolean(id)), "cs_test_other", "pi_other", "re_other"];
    const id = fc.oneof(pick(objectIds), fc.string({ maxLength: 30 }));
    const amount = fc.oneof(pick(before.map((row) => row.amountCents)), fc.integer({ min: -1, max: 1_000_000_000 }), fc.constant(100));
    const currency = fc.oneof(pick(["usd", "eur", "USD", "jpy"]), fc.string({ maxLength: 4 }));
    const paymentId = fc.oneof(pick(before.map((row) => row.id)), fc.uuid(), fc.string({ maxLength: 10 }));
    const bookingId = fc.oneof(pick([first.bookingId, second.bookingId]), fc.uuid());
    const metadata = fc.oneof(
      fc.record({ payment_id: paymentId, booking_id: bookingId }),
      fc.record({ payment_id: paymentId }),
      fc.record({ booking_id: bookingId }),
      fc.constant({}),
    );
    const anyEvent = fc.record({
      type: pick(TYPES),
      object: fc.record({
        id,
        amount,
        amount_total: amount,
        currency,
        metadata,
        payment_intent: fc.oneof(pick(objectIds), fc.constant(null)),
        customer: fc.oneof(pick(customers), fc.constant("cus_other")),
        payment_method: fc.constant("pm_forged"),
        payment_status: fc.constant("paid"),
        status: pick(["succeeded", "failed", "pending", "complete"]),
      }),
    });

    // The event made for one of the payments with one or more of its fields changed: the tampering most likely to slip through.
    const accountOf = (row: StayPaymentRow) => (row.bookingRequestId === first.bookingId ? customers[0] : customers[1]);
    const typesFor = (row: StayPaymentRow): string[] => [
      ...(row.checkoutSessionId ? ["checkout.session.completed", "checkout.session.async_payment_succeeded"] : []),
      ...(row.kind !== "refund" && row.paymentIntentId ? ["payment_intent.succeeded", "payment_intent.payment_failed", "payment_intent.canceled"] : []),
      ...(row.kind === "refund" ? ["refund.created", "refund.updated"] : []),
    ];
    const FIELDS = ["id", "amount", "currency", "payment_id", "booking_id", "payment_intent", "metadata"] as const;
    const nearEvent = fc
      .record({
        row: pick(before.filter((row) => typesFor(row).length > 0)),
        which: fc.nat(),
        tampers: fc.subarray([...FIELDS], { minLength: 1 }),
        id,
        amount,
        currency,
        paymentId,
        bookingId,
        paymentIntent: fc.oneof(pick(objectIds), fc.constant(null)),
      })
      .map(({ row, which, tampers, ...other }) => {
        const types = typesFor(row);
        const type = types[which % types.length]!;
        const kind = type.split(".")[0];
        const meta: Record<string, unknown> = { payment_id: row.id, booking_id: row.bookingRequestId, kind: row.kind };
        const object: Record<string, unknown> = {
          id: kind === "checkout" ? row.checkoutSessionId : kind === "refund" ? row.refundId : row.paymentIntentId,
          currency: "usd",
          metadata: meta,
          payment_intent: kind === "checkout" ? (row.paymentIntentId ?? "pi_new") : row.paymentIntentId,
          customer: accountOf(row),
          payment_method: "pm_forged",
          payment_status: "paid",
          status: "succeeded",
          [kind === "checkout" ? "amount_total" : "amount"]: row.amountCents,
        };
        for (const field of tampers) {
          if (field === "payment_id") meta.payment_id = other.paymentId;
          else if (field === "booking_id") meta.booking_id = other.bookingId;
          else if (field === "metadata") object.metadata = {};
          else if (field === "amount") object[kind === "checkout" ? "amount_total" : "amount"] = other.amount;
          else if (field === "payment_intent") object.payment_intent = other.paymentIntent;
          else object[field] = other[field];
        }
        return { type, object };
      });

    await fc.assert(
      fc.asyncProperty(fc.oneof(nearEvent, anyEvent), async ({ type, object }) => {
        fc.pre(!before.some((row) => isGenuineFor(row, type, object)));
        const payload = JSON.stringify({ id: `evt_${randomUUID().replace(/-/g, "")}`, object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } });
        const answer = await kit.fake.sendSigned(payload);
        expect([200, 503]).toContain(answer.status);
        expect(snapshot(await allPayments())).toEqual(snapshot(before));
      }),
      { numRuns: 80 },
    );
  });
});
