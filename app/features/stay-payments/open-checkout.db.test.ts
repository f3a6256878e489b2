import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { stayPayments } from "./stay-account.table";
import { approvedStay, startPaymentsKit } from "./fixtures/payment-test-helpers";
import { CHECKOUT_MESSAGES } from "./open-checkout.server";
import { stayPageAction } from "./stay-page.server";

let kit: Awaited<ReturnType<typeof startPaymentsKit>>;

beforeEach(async () => {
  kit = await startPaymentsKit();
});

afterEach(async () => {
  await kit.close();
});

const rows = (bookingId: string) => getDb().select().from(stayPayments).where(eq(stayPayments.bookingRequestId, bookingId));

function clickPay(bookingId: string, key: string) {
  const form = new FormData();
  form.set("intent", "pay");
  return stayPageAction(bookingId, key, form, "203.0.113.9");
}

const openSessions = () => [...kit.fake.sessions.values()].filter((session) => session.status === "open");

describe("one Checkout per payment", () => {
  it("offers the same open session to a guest who clicks Pay twice, one after the other or at once", async () => {
    const { bookingId, key } = await approvedStay();
    const first = await clickPay(bookingId, key);
    const second = await clickPay(bookingId, key);
    expect(first).toMatchObject({ success: true, redirect: expect.stringContaining("/pay/") });
    expect(second).toEqual(first);
    const together = await Promise.all([clickPay(bookingId, key), clickPay(bookingId, key)]);
    expect(together).toEqual([first, first]);
    expect((await rows(bookingId)).map((row) => [row.kind, row.status])).toEqual([["deposit", "pending"]]);
    expect(openSessions()).toHaveLength(1);
  });

  it("makes a new session when the open one expired, and none once the guest has paid", async () => {
    const { bookingId, key } = await approvedStay();
    const first = await clickPay(bookingId, key);
    const firstSession = /\/pay\/(\w+)$/.exec((first as { redirect: string }).redirect)![1]!;
    kit.fake.sessions.get(firstSession)!.status = "expired";
    const second = await clickPay(bookingId, key);
    expect(second).toMatchObject({ success: true });
    expect(second).not.toEqual(first);
    expect((await rows(bookingId)).map((row) => [row.status, row.failureMessage])).toEqual([
      ["failed", "The payment page expired before it was used."],
      ["pending", null],
    ]);

    // Paid on Stripe's page, its webhook not here yet: no second page to pay on.
    kit.fake.holdEvents();
    kit.fake.pay(/\/pay\/(\w+)$/.exec((second as { redirect: string }).redirect)![1]!);
    expect(await clickPay(bookingId, key)).toMatchObject({ success: false, error: CHECKOUT_MESSAGES.beingConfirmed });
    expect(await rows(bookingId)).toHaveLength(2);
    kit.fake.releaseEvents();
    await kit.fake.settled();
    expect((await rows(bookingId)).map((row) => row.status)).toEqual(["failed", "succeeded"]);
    expect(await clickPay(bookingId, key)).toMatchObject({ success: false, error: "Nothing is due for this stay just now." });
  });
});
