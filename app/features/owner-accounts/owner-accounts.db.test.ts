import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "~/features/accounts/user.table";
import { auditLog } from "~/features/audit/audit.table";
import { mailOutbox } from "~/features/mail/outbox.table";
import { claimRun } from "~/features/maintenance/index.server";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { stayPayments } from "~/features/stay-payments/stay-account.table";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { insertBookingRequest } from "~/features/stays/index.server";
import type { AuditedActor } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { sqlStateOf } from "~/shared/db/postgres-errors";
import { closeStatements, readAnnualSummary, readOwnerStatement } from "./owner-statements.server";
import { recordAdjustment, recordExpense, recordPayout } from "./owner-money.server";
import { ownerExpenses, ownerStatements } from "./owner-records.table";
import { runOwnerSettlement } from "./owner-settlement-job.server";
import { settleOwnerStays } from "./settle-owner-stays.server";
import { settleStayMoney } from "./settle-stay.server";
import { settleStay, stayMoneyKept, stayMoneyOfQuote } from "./stay-settlement";
import { ledgerEntries, ledgerLines } from "./trust-ledger.table";
import { reconcileTrust } from "./trust-reconciliation.server";
import { addContractVersion, linkOwnerVilla } from "./villa-management.server";
import { TEST_CONTRACT, TEST_QUOTE, actorOf } from "./owner-test-data";

// Mid-April 2026 on the island: March has ended.
const NOW = new Date("2026-04-15T16:00:00Z");

let admin: AuditedActor;
let owner: AuditedActor;
let villaId: string;

/** A check violation (23514) whose database message matches: the database itself refused. */
const refusedWith = (pattern: RegExp) => (error: Error) => sqlStateOf(error) === "23514" && pattern.test((error.cause as Error | undefined)?.message ?? error.message);


beforeEach(async () => {
  admin = actorOf(await createTestAgent(undefined, "Office Admin", { role: "admin" }));
  owner = actorOf(await createTestAgent(undefined, "Villa Owner", { role: "buyer" }));
  villaId = (await createTestListing({ kind: "rental" })).id;
  expect((await linkOwnerVilla(admin, owner.id, villaId)).success).toBe(true);
  expect((await addContractVersion(admin, villaId, TEST_CONTRACT)).success).toBe(true);
});

/** An approved stay at the villa, checked out on `checkOut`, paid in full on `paidAt`. */
async function paidStay(checkIn: string, checkOut: string, paidAt: string) {
  const booking = await insertBookingRequest(getDb(), { listingId: villaId, source: "rental", checkIn, checkOut, guests: 2, guestName: "Maria Lopez", email: "maria@example.com", quote: TEST_QUOTE, status: "approved" });
  await getDb().insert(stayPayments).values({ bookingRequestId: booking.id, kind: "full", amountCents: 253_125, status: "succeeded", settledAt: new Date(paidAt) });
  return booking.id;
}

async function refund(bookingId: string, amountCents: number, at: string) {
  const [charge] = await getDb().select().from(stayPayments).where(eq(stayPayments.bookingRequestId, bookingId));
  await getDb().insert(stayPayments).values({ bookingRequestId: bookingId, kind: "refund", refundOf: charge!.id, amountCents, status: "succeeded", settledAt: new Date(at) });
}

async function statement(month: string, actor = owner) {
  const result = await readOwnerStatement(actor, owner.id, month);
  if (!result.success) throw new Error(result.error);
  return result.data;
}

describe("a stay settled at checkout", () => {
  it("posts the guest's payment once, settles the stay once under its contract and shows it on the owner's statement", async () => {
    const bookingId = await paidStay("2026-03-01", "2026-03-05", "2026-02-10T15:00:00Z");
    expect(await settleStayMoney(admin, bookingId, NOW)).toEqual({ success: true, settled: true });
    expect(await settleStayMoney(admin, bookingId, NOW)).toEqual({ success: true, settled: true });
    expect(await getDb().$count(ledgerEntries)).toBe(2);

    const march = await statement("2026-03");
    expect(march.status).toBe("open");
    expect(march.statement.totals).toMatchObject({ grossRentCents: 200_000, taxCollectedCents: 28_125, commissionCents: 40_000, brokerageFeesCents: 25_000, ownerShareCents: 160_000 });
    expect(march.statement.closingCents).toBe(160_000);
  });

  it("keeps the owner's statement when retention later deletes the stay's request and payments", async () => {
    const bookingId = await paidStay("2026-03-01", "2026-03-05", "2026-02-10T15:00:00Z");
    await settleStayMoney(admin, bookingId, NOW);
    const before = await statement("2026-03");
    await getDb().delete(bookingRequests).where(eq(bookingRequests.id, bookingId));
    expect((await statement("2026-03")).statement).toEqual({ ...before.statement, stays: [{ ...before.statement.stays[0]!, bookingId: null }] });
  });

  it("waits for the checkout day", async () => {
    const bookingId = await paidStay("2026-04-20", "2026-04-25", "2026-03-10T15:00:00Z");
    expect(await settleStayMoney(admin, bookingId, NOW)).toEqual({ success: true, settled: false });
    const period = await reconcileTrust(admin, "2026-03-01", "2026-04-30");
    expect(period.success && period.data).toMatchObject({ guestMoneyReceivedCents: 253_125, heldForGuestsCents: 253_125, ownerBalancesCents: 0, differenceCents: 0 });
  });
});

describe("the settlement job", () => {
  it("settles stays that checked out without anyone clicking, as the site, holds the money of stays to come, and runs once across processes", async () => {
    const past = await paidStay("2026-03-01", "2026-03-05", "2026-02-10T15:00:00Z");
    const coming = await paidStay("2026-05-01", "2026-05-05", "2026-04-02T15:00:00Z");
    expect(await runOwnerSettlement(claimRun, NOW)).toEqual({ settled: 1, problems: [] });
    // Another process in the same hour finds the round claimed.
    expect(await runOwnerSettlement(claimRun, new Date(NOW.getTime() + 10 * 60_000))).toBeNull();

    const entries = await getDb().select({ kind: ledgerEntries.kind, bookingId: ledgerEntries.bookingRequestId, createdBy: ledgerEntries.createdBy }).from(ledgerEntries).orderBy(ledgerEntries.bookedOn);
    expect(entries).toEqual([
      { kind: "guest_payment", bookingId: past, createdBy: null },
      { kind: "stay_settlement", bookingId: past, createdBy: null },
      { kind: "guest_payment", bookingId: coming, createdBy: null },
    ]);
    expect((await statement("2026-03")).statement.totals.ownerShareCents).toBe(160_000);

    // An hour later the next round settles what has checked out since, and nothing twice.
    const later = new Date("2026-05-06T16:00:00Z");
    expect(await runOwnerSettlement(claimRun, later)).toEqual({ settled: 2, problems: [] });
    expect(await getDb().$count(ledgerEntries, eq(ledgerEntries.kind, "stay_settlement"))).toBe(2);
  });
});

describe("expenses and payouts", () => {
  it("refuses an expense on a villa managed for another owner, and writes nothing", async () => {
    const other = await createTestAgent(undefined, "Other Owner", { role: "buyer" });
    const result = await recordExpense(admin, { ownerId: other.id, listingId: villaId, spentOn: "2026-04-02", vendor: "Island Pools", category: "pool", amountCents: 12_000 }, NOW);
    expect(result).toMatchObject({ success: false, error: "This villa is not managed for that owner." });
    expect(await getDb().$count(ledgerEntries)).toBe(0);
    expect(await getDb().$count(ownerExpenses)).toBe(0);
  });

  it("refuses an expense that takes the balance below zero without a note, and keeps the note with it", async () => {
    const expense = { ownerId: owner.id, listingId: villaId, spentOn: "2026-04-02", vendor: "Island Pools", category: "pool", amountCents: 12_000 };
    expect(await recordExpense(admin, expense, NOW)).toMatchObject({ success: false, fieldErrors: { note: expect.any(String) } });
    expect((await recordExpense(admin, { ...expense, note: "Pump replaced before the season; the owner agreed" }, NOW)).success).toBe(true);
    expect((await statement("2026-04")).statement.expenses).toEqual([expect.objectContaining({ amountCents: 12_000, note: "Pump replaced before the season; the owner agreed" })]);
  });

  it("refuses a payout beyond the balance without a note, and pays it with one", async () => {
    await settleStayMoney(admin, await paidStay("2026-03-01", "2026-03-05", "2026-02-10T15:00:00Z"), NOW);
    const payout = { ownerId: owner.id, paidOn: "2026-04-10", amountCents: 170_000, method: "ach" as const, reference: "ACH-77" };
    expect(await recordPayout(admin, payout, NOW)).toMatchObject({ success: false, fieldErrors: { note: expect.any(String) } });
    expect((await recordPayout(admin, { ...payout, amountCents: 160_000 }, NOW)).success).toBe(true);
    expect((await recordPayout(admin, { ...payout, amountCents: 5_000, note: "Advance for the roof repair, agreed by phone" }, NOW)).success).toBe(true);
    expect((await statement("2026-04")).statement.closingCents).toBe(-5_000);
    const audited = await getDb().select({ action: auditLog.action, after: auditLog.after }).from(auditLog).where(eq(auditLog.action, "owner.payout.add"));
    expect(audited.map((entry) => entry.after?.amountCents)).toEqual([160_000, 5_000]);
  });

  // PGlite runs one transaction at a time; on PostgreSQL (TEST_DATABASE_URL) the owner's ledger lock is what keeps this.
  it("pays two payouts recorded at once only as far as the balance goes", async () => {
    await settleStayMoney(admin, await paidStay("2026-03-01", "2026-03-05", "2026-02-10T15:00:00Z"), NOW);
    const payout = { ownerId: owner.id, paidOn: "2026-04-10", amountCents: 100_000, method: "ach" as const, reference: "ACH-1" };
    const results = await Promise.all([recordPayout(admin, payout, NOW), recordPayout(admin, { ...payout, reference: "ACH-2" }, NOW)]);
    expect(results.map((result) => result.success).sort()).toEqual([false, true]);
    expect((await statement("2026-04")).statement.closingCents).toBe(60_000);
  });

  it("is for the office only: an owner may not record expenses, payouts or adjustments, or read another owner", async () => {
    const expense = await recordExpense(owner, { ownerId: owner.id, listingId: villaId, spentOn: "2026-04-02", vendor: "Island Pools", category: "pool", amountCents: 12_000 }, NOW);
    expect(expense).toMatchObject({ success: false, code: "forbidden" });
    expect(await recordPayout(owner, { ownerId: owner.id, paidOn: "2026-04-10", amountCents: 100, method: "ach", reference: "" }, NOW)).toMatchObject({ code: "forbidden" });
    expect(await recordAdjustment(owner, owner.id, 100, "please")).toMatchObject({ code: "forbidden" });
    const stranger = actorOf(await createTestAgent(undefined, "Someone Else", { role: "buyer" }));
    expect(await readOwnerStatement(stranger, owner.id, "2026-03")).toMatchObject({ success: false, code: "forbidden" });
    expect((await readOwnerStatement(admin, owner.id, "2026-03")).success).toBe(true);
  });
});

describe("closed statements", () => {
  it("never change: a refund after closing, and an expense dated in the closed month, land in the next month", async () => {
    const bookingId = await paidStay("2026-03-01", "2026-03-05", "2026-02-10T15:00:00Z");
    await settleStayMoney(admin, bookingId, NOW);
    expect(await closeStatements(admin, owner.id, "2026-03", NOW)).toEqual({ success: true, closed: ["2026-03"] });
    const closed = await statement("2026-03");

    await refund(bookingId, 25_313, "2026-04-12T15:00:00Z");
    await settleStayMoney(admin, bookingId, NOW);
    expect((await recordExpense(admin, { ownerId: owner.id, listingId: villaId, spentOn: "2026-03-28", vendor: "Coral Bay Plumbing", category: "repairs", amountCents: 9_000 }, NOW)).success).toBe(true);

    expect(await statement("2026-03")).toEqual(closed);
    const april = (await statement("2026-04")).statement;
    expect(april.openingCents).toBe(closed.statement.closingCents);
    expect(april.adjustments).toEqual([expect.objectContaining({ kind: "late_correction", bookingId, amountCents: -16_000, refundCents: 25_313 })]);
    expect(april.expenses).toEqual([expect.objectContaining({ spentOn: "2026-03-28", bookedOn: "2026-04-01", amountCents: 9_000 })]);
    expect(april.closingCents).toBe(160_000 - 16_000 - 9_000);
  });

  it("mails the owner each month it closes, in the same transaction, with the month's figures and a link to the statement", async () => {
    await settleStayMoney(admin, await paidStay("2026-02-20", "2026-02-24", "2026-02-01T15:00:00Z"), NOW);
    await recordExpense(admin, { ownerId: owner.id, listingId: villaId, spentOn: "2026-03-08", vendor: "Island Pools", category: "Pool service", amountCents: 18_550 }, NOW);
    await recordPayout(admin, { ownerId: owner.id, paidOn: "2026-03-10", amountCents: 100_000, method: "ach", reference: "ACH-1" }, NOW);
    expect(await closeStatements(admin, owner.id, "2026-03", NOW)).toEqual({ success: true, closed: ["2026-02", "2026-03"] });

    const mails = await getDb().select().from(mailOutbox).orderBy(mailOutbox.subject);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [owner.email, "Your statement for February 2026 — Sugar Apple Realty"],
      [owner.email, "Your statement for March 2026 — Sugar Apple Realty"],
    ]);
    const march = mails[1]!;
    expect(march.text).toContain("Hello Villa Owner,");
    expect(march.text).toContain("Opening balance: $1,600.00\nStays (0): $0.00 your share\nExpenses: -$185.50\nPayouts: -$1,000.00\nClosing balance: $414.50");
    expect(march.text).toContain("http://localhost:3000/owner/statements/2026-03");
    expect(mails[0]!.text).toContain("Stays (1): $1,600.00 your share");
    expect(march.html).toMatch(/<a [^>]*href="http:\/\/localhost:3000\/owner\/statements\/2026-03"[^>]*>Read your statement<\/a>/);
  });

  it("mails no statement to an owner whose account takes no mail, and none when the closing is refused", async () => {
    await getDb().update(users).set({ emailVerifiedAt: null }).where(eq(users.id, owner.id));
    expect((await closeStatements(admin, owner.id, "2026-03", NOW)).success).toBe(true);
    await getDb().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.id));
    expect((await closeStatements(admin, owner.id, "2026-03", NOW)).success).toBe(false);
    expect(await getDb().$count(mailOutbox)).toBe(0);
  });

  it("settles the stays that checked out before closing, and holds the closing back for a stay it cannot settle", async () => {
    await paidStay("2026-03-01", "2026-03-05", "2026-02-10T15:00:00Z");
    expect(await closeStatements(admin, owner.id, "2026-03", NOW)).toEqual({ success: true, closed: ["2026-03"] });
    expect((await statement("2026-03")).statement.stays).toHaveLength(1);

    // A stay that checked out before the villa's first contract cannot be settled, so April stays open.
    await paidStay("2025-12-20", "2025-12-27", "2025-11-10T15:00:00Z");
    const blocked = await closeStatements(admin, owner.id, "2026-04", new Date("2026-05-02T16:00:00Z"));
    expect(blocked).toMatchObject({ success: false, error: "Settle the owner's stays first: This villa had no management contract in force on the checkout day." });
    expect(await getDb().$count(ownerStatements)).toBe(1);
  });

  it("refuses a contract version with terms out of range", async () => {
    const result = await addContractVersion(admin, villaId, { ...TEST_CONTRACT, effectiveFrom: "2026-07-01", commissionBasisPoints: 12_000 });
    expect(result).toMatchObject({ success: false, fieldErrors: { commissionBasisPoints: expect.any(String) } });
  });

  it("divides a stay refunded twice after checkout as if it had kept only what remains", async () => {
    const bookingId = await paidStay("2026-03-01", "2026-03-05", "2026-02-10T15:00:00Z");
    await settleStayMoney(admin, bookingId, NOW);
    await refund(bookingId, 25_313, "2026-04-02T15:00:00Z");
    await settleStayMoney(admin, bookingId, NOW);
    await refund(bookingId, 50_000, "2026-04-09T15:00:00Z");
    await settleStayMoney(admin, bookingId, NOW);
    const kept = settleStay(stayMoneyKept(stayMoneyOfQuote(TEST_QUOTE), 253_125 - 75_313, false), TEST_CONTRACT);
    expect((await statement("2026-04")).statement.closingCents).toBe(kept.ownerCents);
    const all = await reconcileTrust(admin, "2026-01-01", "2026-12-31");
    expect(all.success && all.data).toMatchObject({ taxDueCents: kept.taxCents, brokerageIncomeCents: kept.commissionCents + kept.brokerageFeesCents, refundsPaidCents: 75_313, heldForGuestsCents: 0, differenceCents: 0 });
  });

  it("refuses closing a month again or one not yet ended, and the database refuses editing a closed row", async () => {
    await closeStatements(admin, owner.id, "2026-03", NOW);
    expect(await closeStatements(admin, owner.id, "2026-03", NOW)).toMatchObject({ success: false, error: "This statement is already closed and cannot be changed." });
    expect(await closeStatements(admin, owner.id, "2026-04", NOW)).toMatchObject({ success: false });
    await expect(getDb().update(ownerStatements).set({ closingCents: 1 }).where(eq(ownerStatements.ownerId, owner.id))).rejects.toSatisfy(refusedWith(/never changed/));
  });

  it("sums the owner's year", async () => {
    await settleStayMoney(admin, await paidStay("2026-03-01", "2026-03-05", "2026-02-10T15:00:00Z"), NOW);
    await recordPayout(admin, { ownerId: owner.id, paidOn: "2026-04-10", amountCents: 100_000, method: "check", reference: "1042" }, NOW);
    const year = await readAnnualSummary(owner, owner.id, 2026);
    expect(year.success && year.data).toMatchObject({ grossRentCents: 200_000, commissionCents: 40_000, payoutsCents: 100_000, closingCents: 60_000 });
  });
});

describe("the trust ledger in the database", () => {
  it("reconciles the office's period: guest money = tax + brokerage income + owners + expenses + payouts + refunds + held", async () => {
    await paidStay("2026-03-01", "2026-03-05", "2026-02-10T15:00:00Z");
    await paidStay("2026-05-01", "2026-05-05", "2026-03-20T15:00:00Z");
    expect(await settleOwnerStays(admin, NOW)).toEqual({ success: true, settled: 1, problems: [] });
    await recordExpense(admin, { ownerId: owner.id, listingId: villaId, spentOn: "2026-03-28", vendor: "Coral Bay Plumbing", category: "repairs", amountCents: 9_000 }, NOW);
    await recordPayout(admin, { ownerId: owner.id, paidOn: "2026-03-31", amountCents: 100_000, method: "wire", reference: "W-1" }, NOW);
    const result = await reconcileTrust(admin, "2026-01-01", "2026-03-31");
    expect(result.success && result.data).toMatchObject({
      guestMoneyReceivedCents: 506_250,
      taxDueCents: 28_125,
      brokerageIncomeCents: 65_000,
      ownerBalancesCents: 51_000,
      expensesPaidCents: 9_000,
      payoutsCents: 100_000,
      heldForGuestsCents: 253_125,
      differenceCents: 0,
      trustDifferenceCents: 0,
    });
    expect(await reconcileTrust(owner, "2026-01-01", "2026-03-31")).toMatchObject({ code: "forbidden" });
  });

  it("refuses an entry whose lines do not balance, and any change to a posted line", async () => {
    const [entry] = await getDb().insert(ledgerEntries).values({ kind: "adjustment", bookedOn: "2026-04-01", ownerId: owner.id, note: "test" }).returning();
    await expect(
      getDb().transaction(async (tx) => {
        await tx.insert(ledgerLines).values([
          { entryId: entry!.id, account: "brokerage_income", ownerId: null, amountCents: 500 },
          { entryId: entry!.id, account: "owner_balance", ownerId: owner.id, amountCents: -400 },
        ]);
      }),
    ).rejects.toSatisfy(refusedWith(/does not balance/));
    await recordAdjustment(admin, owner.id, 2_500, "Goodwill credit for a late cleaner", NOW);
    await expect(getDb().execute(sql`update ledger_lines set amount_cents = amount_cents * 2`)).rejects.toSatisfy(refusedWith(/never changed/));
    expect((await statement("2026-04")).statement.closingCents).toBe(2_500);
  });
});
