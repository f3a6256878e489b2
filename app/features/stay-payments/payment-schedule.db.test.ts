import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "~/features/mail/outbox.table";
import { getDb } from "~/shared/db/client.server";
import { formatDay } from "~/features/stays/booking-rules";
import { stayAccounts, stayPayments } from "./stay-account.table";
import { approvedStay, fromToday, startPaymentsKit } from "./fixtures/payment-test-helpers";
import { runStayPaymentsRound } from "./stay-payments-job.server";
import { loadStayPage, stayPageAction } from "./stay-page.server";
import { StayPage } from "./ui/stay-page";

let kit: Awaited<ReturnType<typeof startPaymentsKit>>;

beforeEach(async () => {
  kit = await startPaymentsKit();
});

afterEach(async () => {
  await kit.close();
});

const DAY = 24 * 3_600_000;
const later = (days: number) => new Date(Date.now() + days * DAY);
const account = async (bookingId: string) => (await getDb().select().from(stayAccounts).where(eq(stayAccounts.bookingRequestId, bookingId)))[0]!;
const rows = async (bookingId: string) => (await getDb().select().from(stayPayments).where(eq(stayPayments.bookingRequestId, bookingId))).map((row) => [row.kind, row.status, row.amountCents]);
const mailTo = async (subject: string) => (await getDb().select().from(mailOutbox)).filter((mail) => mail.to === "maria@example.com" && mail.subject.startsWith(subject));

/** The guest's page as its words read (tags dropped). */
async function pageText(bookingId: string, key: string): Promise<string> {
  const page = await loadStayPage(bookingId, key);
  if (!page.success) throw new Error(page.error);
  return renderToStaticMarkup(createElement(StayPage, { view: page.data, opened: { paidReturn: false, canceledReturn: false }, pageUrl: `/stay/${bookingId}/${key}` })).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

async function pay(bookingId: string, key: string): Promise<number> {
  const form = new FormData();
  form.set("intent", "pay");
  const result = await stayPageAction(bookingId, key, form, "203.0.113.9");
  if (!result.success || !("redirect" in result)) throw new Error(`checkout did not open: ${JSON.stringify(result)}`);
  const session = /\/pay\/(\w+)$/.exec(result.redirect)![1]!;
  const amount = Number(kit.fake.sessions.get(session)!.amount_total);
  kit.fake.pay(session);
  await kit.fake.settled();
  return amount;
}

describe("the payment schedule, decided at approval", () => {
  it("inside the balance window: the whole stay in one Checkout, said so everywhere, and nothing charged later", async () => {
    const { bookingId, key } = await approvedStay(45);
    expect(await account(bookingId)).toMatchObject({ paymentSchedule: "in_full", balanceDueOn: null });
    const [approval] = await mailTo("Your stay is approved");
    expect(approval!.subject).toMatch(/^Your stay is approved: pay for it to confirm it: /);
    expect(approval!.text).toContain("pay the whole stay of $2,531.25 on your booking page");
    expect(approval!.text).toContain("Total:     $2,531.25, due now in one payment");
    expect(approval!.text).not.toMatch(/Balance:|charged to the same card/);

    const before = await pageText(bookingId, key);
    expect(before).toContain("Pay for your stay: $2,531.25");
    expect(before).toContain("The whole stay in one payment, due now. Nothing is charged later.");
    expect(before).not.toContain("charged to the same card");

    expect(await pay(bookingId, key)).toBe(253_125);
    expect(await rows(bookingId)).toEqual([["full", "succeeded", 253_125]]);
    const [receipt] = await mailTo("Payment received");
    expect(receipt!.text).toContain("We received your payment for the whole stay of $2,531.25. Your stay is confirmed.");
    expect(receipt!.text).toContain("Paid:      $2,531.25 of $2,531.25");
    expect(receipt!.text).not.toContain("Balance:");

    for (const days of [0, 1, 15, 44]) expect(await runStayPaymentsRound(later(days))).toMatchObject({ balances: 0 });
    await kit.fake.settled();
    expect(await rows(bookingId)).toEqual([["full", "succeeded", 253_125]]);
    const after = await pageText(bookingId, key);
    expect(after).toContain("Paid $2,531.25");
    expect(after).not.toMatch(/Pay for your stay|due now|charged to the same card/);
  });

  it("outside the window: the deposit now, and the balance charged on the day every screen and mail names", async () => {
    const { bookingId, key } = await approvedStay(90);
    const dueOn = fromToday(30);
    expect(await account(bookingId)).toMatchObject({ paymentSchedule: "deposit_and_balance", balanceDueOn: dueOn });
    const balanceLine = `$1,771.87, charged to the same card on ${formatDay(dueOn)}`;
    const [approval] = await mailTo("Your stay is approved");
    expect(approval!.subject).toMatch(/^Your stay is approved: pay the deposit to confirm it: /);
    expect(approval!.text).toContain(`Balance:   ${balanceLine}`);
    expect(await pageText(bookingId, key)).toContain(`Balance ${balanceLine}`);

    expect(await pay(bookingId, key)).toBe(75_938);
    const [receipt] = await mailTo("Payment received");
    expect(receipt!.text).toContain(`Balance:   ${balanceLine}`);
    expect(await pageText(bookingId, key)).toContain(`Balance ${balanceLine}`);

    expect(await runStayPaymentsRound(later(29))).toMatchObject({ balances: 0 });
    expect(await runStayPaymentsRound(later(30))).toMatchObject({ balances: 1 });
    await kit.fake.settled();
    expect(await rows(bookingId)).toEqual([
      ["deposit", "succeeded", 75_938],
      ["balance", "succeeded", 177_187],
    ]);
    const paid = await pageText(bookingId, key);
    expect(paid).toContain("Paid $2,531.25");
    expect(paid).not.toContain("charged to the same card");
  });

  it("takes the whole stay at once when the balance would fall due before the deposit's deadline ends", async () => {
    // The deposit holds the dates 48 hours; a balance day two days from now is inside that, three days is not.
    const inside = await approvedStay(62);
    const outside = await approvedStay(63);
    expect(await account(inside.bookingId)).toMatchObject({ paymentSchedule: "in_full", balanceDueOn: null });
    expect(await account(outside.bookingId)).toMatchObject({ paymentSchedule: "deposit_and_balance", balanceDueOn: fromToday(3) });
  });

  it("a canceled stay shows no amount due and no future charge, and its money as a ledger", async () => {
    const { bookingId, key } = await approvedStay(90);
    await pay(bookingId, key);
    const form = new FormData();
    form.set("intent", "cancel");
    form.set("confirm", "on");
    expect(await stayPageAction(bookingId, key, form, "203.0.113.9")).toMatchObject({ success: true, refundCents: 75_938 });
    await kit.fake.settled();
    const text = await pageText(bookingId, key);
    expect(text).toContain("Stay canceled The dates are released and nothing more is due or will be charged.");
    expect(text).toContain("Paid $759.38 Refunded $759.38 Net paid $0");
    expect(text).not.toMatch(/charged to the same card|due now|Pay the/);
    expect(await runStayPaymentsRound(later(30))).toMatchObject({ balances: 0 });
  });
});
