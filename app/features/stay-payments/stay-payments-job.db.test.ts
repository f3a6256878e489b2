import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "~/features/mail/outbox.table";
import { getDb } from "~/shared/db/client.server";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { calendarBlocks } from "~/features/rental-calendars/calendar-block.table";
import { stayAccounts, stayPayments } from "./stay-account.table";
import { approvedStay, startPaymentsKit } from "./fixtures/payment-test-helpers";
import { runStayPaymentsRound } from "./stay-payments-job.server";
import { stayPageAction } from "./stay-page.server";

let kit: Awaited<ReturnType<typeof startPaymentsKit>>;

beforeEach(async () => {
  kit = await startPaymentsKit();
});

afterEach(async () => {
  await kit.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const payments = (bookingId: string) => getDb().select().from(stayPayments).where(eq(stayPayments.bookingRequestId, bookingId));
const booking = async (id: string) => (await getDb().select().from(bookingRequests).where(eq(bookingRequests.id, id)))[0]!;
const subjectsTo = async (address: string) => (await getDb().select().from(mailOutbox)).filter((mail) => mail.to === address).map((mail) => mail.subject);

async function form(intent: string, fields: Record<string, string> = {}) {
  const data = new FormData();
  data.set("intent", intent);
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function payDeposit(bookingId: string, key: string) {
  const result = await stayPageAction(bookingId, key, await form("pay"), "203.0.113.9");
  if (!result.success || !("redirect" in result)) throw new Error("no checkout");
  kit.fake.pay(/\/pay\/(\w+)$/.exec(result.redirect)![1]!);
  await kit.fake.settled();
}

describe("the stay payments job", () => {
  it("releases the dates of an approved stay whose deposit was not paid in time, once, and tells the guest", async () => {
    const { bookingId } = await approvedStay();
    expect(await runStayPaymentsRound(new Date(Date.now() + 47 * HOUR))).toMatchObject({ released: 0 });
    expect((await booking(bookingId)).status).toBe("approved");
    const later = new Date(Date.now() + 49 * HOUR);
    const rounds = await Promise.all([runStayPaymentsRound(later), runStayPaymentsRound(later)]);
    expect(rounds.map((round) => round.released).sort()).toEqual([0, 1]);
    expect((await booking(bookingId)).status).toBe("cancelled");
    expect(await getDb().select().from(calendarBlocks).where(eq(calendarBlocks.bookingRequestId, bookingId))).toEqual([]);
    expect((await subjectsTo("maria@example.com")).filter((subject) => subject.startsWith("Your dates were released"))).toHaveLength(1);
  });

  it("charges the balance off-session on the day it falls due, once across rounds run together", async () => {
    const { bookingId, key } = await approvedStay(90);
    await payDeposit(bookingId, key);
    const onDueDay = new Date(Date.now() + 30 * DAY);
    const rounds = await Promise.all([runStayPaymentsRound(onDueDay), runStayPaymentsRound(onDueDay)]);
    expect(rounds.map((round) => round.balances).sort()).toEqual([0, 1]);
    await kit.fake.settled();
    expect((await payments(bookingId)).map((row) => [row.kind, row.status, row.amountCents])).toEqual([
      ["deposit", "succeeded", 75_938],
      ["balance", "succeeded", 177_187],
    ]);
    expect(await runStayPaymentsRound(onDueDay)).toMatchObject({ balances: 0 });
  });

  it("does not charge a balance before its day", async () => {
    const { bookingId, key } = await approvedStay(90);
    await payDeposit(bookingId, key);
    expect(await runStayPaymentsRound()).toMatchObject({ balances: 0 });
    expect((await payments(bookingId)).map((row) => row.kind)).toEqual(["deposit"]);
  });

  it("e-mails the guest a link to pay when the balance's charge is declined, and takes it on the hosted page", async () => {
    const { bookingId, key } = await approvedStay(90);
    await payDeposit(bookingId, key);
    kit.fake.declineNext();
    await runStayPaymentsRound(new Date(Date.now() + 30 * DAY));
    await kit.fake.settled();
    expect((await payments(bookingId)).map((row) => [row.kind, row.status])).toEqual([
      ["deposit", "succeeded"],
      ["balance", "failed"],
    ]);
    const subjects = await subjectsTo("maria@example.com");
    expect(subjects.filter((subject) => subject.startsWith("Please pay the balance"))).toHaveLength(1);
    expect(await runStayPaymentsRound(new Date(Date.now() + 31 * DAY))).toMatchObject({ balances: 0 });
    await payDeposit(bookingId, key);
    expect((await payments(bookingId)).map((row) => [row.kind, row.status, row.amountCents])).toEqual([
      ["deposit", "succeeded", 75_938],
      ["balance", "failed", 177_187],
      ["balance", "succeeded", 177_187],
    ]);
  });

  it("refunds a guest's cancellation under the stored policy (of a stay paid in full), frees the dates at once", async () => {
    const { bookingId, key } = await approvedStay(45);
    await payDeposit(bookingId, key);
    await runStayPaymentsRound();
    await kit.fake.settled();
    expect(await stayPageAction(bookingId, key, await form("cancel"), "203.0.113.9")).toMatchObject({ success: false, error: "Tick the box to confirm that you want to cancel" });
    expect(await stayPageAction(bookingId, key, await form("cancel", { confirm: "on" }), "203.0.113.9")).toEqual({ success: true, done: "cancelled", refundCents: 126_562 });
    expect((await booking(bookingId)).status).toBe("cancelled");
    expect(await getDb().select().from(calendarBlocks).where(eq(calendarBlocks.bookingRequestId, bookingId))).toEqual([]);
    await kit.fake.settled();
    const refunds = (await payments(bookingId)).filter((row) => row.kind === "refund");
    expect(refunds.map((row) => [row.status, row.amountCents])).toEqual([["succeeded", 126_562]]);
  });

  it("places the damage hold shortly before arrival and releases it after departure", async () => {
    const { bookingId, key } = await approvedStay(1, {}, { damageHoldCents: 50_000, damageHoldDaysBefore: 2 });
    await payDeposit(bookingId, key);
    expect(await runStayPaymentsRound()).toMatchObject({ balances: 0, holds: 1 });
    await kit.fake.settled();
    const hold = async () => (await payments(bookingId)).find((row) => row.kind === "damage_hold")!;
    expect(await hold()).toMatchObject({ status: "held", amountCents: 50_000 });
    expect(kit.fake.intents.get((await hold()).paymentIntentId!)).toMatchObject({ capture_method: "manual", status: "requires_capture" });
    expect(await runStayPaymentsRound(new Date(Date.now() + 3 * 24 * HOUR))).toMatchObject({ holdsReleased: 0 });
    expect(await runStayPaymentsRound(new Date(Date.now() + 6 * 24 * HOUR))).toMatchObject({ holdsReleased: 1 });
    await kit.fake.settled();
    expect(await hold()).toMatchObject({ status: "released" });
    const [account] = await getDb().select().from(stayAccounts).where(eq(stayAccounts.bookingRequestId, bookingId));
    expect(account!.holdReleaseClaimedAt).toBeInstanceOf(Date);
  });
});
