import { describe, expect, it } from "vitest";
import type { ManagementContract } from "./contract-in-force";
import { adjustment, brokerageDrawn, expensePaid, guestPaymentReceived, isBalanced, lateCorrection, payoutPaid, refundPaid, staySettled, taxRemitted, type Posting } from "./postings";
import { reconcile } from "./reconciliation";
import { annualSummary, bookingDay, statementFor } from "./statement";
import { settlementDifference, settleStay, stayMoneyKept, type StayMoney } from "./stay-settlement";

const OWNER = "owner-1";
const contract: ManagementContract = { effectiveFrom: "2026-01-01", commissionBasisPoints: 2000, commissionAppliesTo: "rent", cleaningFeeTo: "brokerage", damageWaiverOwnerBasisPoints: 0, payoutSchedule: "monthly" };
const quote: StayMoney = { rentCents: 200_000, cleaningCents: 25_000, damageWaiverCents: 0, otherFeesCents: 0, taxCents: 28_125 };
const stay = { bookingId: "stay-1" };

/** A stay paid in full in February and checked out on March 5, then a March expense and payout, and an April refund. */
function year(): Posting[] {
  const money = stayMoneyKept(quote, 253_125, false);
  const settlement = settleStay(money, contract);
  const after = settleStay(stayMoneyKept(quote, 253_125 - 25_313, false), contract);
  return [
    guestPaymentReceived({ ...stay, bookedOn: "2026-02-10" }, 253_125),
    staySettled({ ...stay, bookedOn: "2026-03-05", ownerId: OWNER, refundedCents: 0 }, { checkOut: "2026-03-05", money, settlement, contract }),
    expensePaid(OWNER, "2026-03-12", 18_000, { listingId: "villa-1", spentOn: "2026-03-11", vendor: "Island Pools", category: "pool" }),
    payoutPaid(OWNER, "2026-03-31", 100_000, { method: "ach", reference: "ACH-1" }),
    lateCorrection({ ...stay, bookedOn: bookingDay("2026-03-20", "2026-03"), ownerId: OWNER }, 25_313, settlementDifference(settlement, after)),
  ];
}

describe("postings", () => {
  it("balance debits against credits in every posting", () => {
    for (const posting of [...year(), refundPaid({ ...stay, bookedOn: "2026-02-11" }, 500), adjustment(OWNER, "2026-04-02", -1_500, "Replaced a broken lamp")]) expect(isBalanced(posting.lines)).toBe(true);
  });

  it("refuse an adjustment without a note and an unbalanced set of lines", () => {
    expect(() => adjustment(OWNER, "2026-04-02", 100, "  ")).toThrow();
    expect(isBalanced([{ account: "trust_bank", ownerId: null, amountCents: 5 }, { account: "guest_deposits", ownerId: null, amountCents: -4 }])).toBe(false);
    expect(isBalanced([{ account: "trust_bank", ownerId: null, amountCents: 5 }, { account: "owner_balance", ownerId: null, amountCents: -5 }])).toBe(false);
  });
});

describe("an owner's statement", () => {
  it("shows the month's stays, expenses and payouts from the opening to the closing balance", () => {
    const march = statementFor(year(), OWNER, "2026-03");
    expect(march.openingCents).toBe(0);
    expect(march.stays).toHaveLength(1);
    expect(march.totals).toMatchObject({ grossRentCents: 200_000, taxCollectedCents: 28_125, commissionCents: 40_000, brokerageFeesCents: 25_000, ownerShareCents: 160_000, expensesCents: 18_000, payoutsCents: 100_000 });
    expect(march.closingCents).toBe(42_000);
  });

  it("carries a refund made after the month closed into the next month as an adjustment", () => {
    const april = statementFor(year(), OWNER, "2026-04");
    expect(april.openingCents).toBe(42_000);
    expect(april.adjustments).toEqual([{ kind: "late_correction", bookingId: "stay-1", bookedOn: "2026-04-01", note: null, amountCents: -16_000, refundCents: 25_313 }]);
    expect(april.closingCents).toBe(26_000);
  });

  it("sums the year", () => {
    expect(annualSummary(year(), OWNER, 2026)).toMatchObject({ grossRentCents: 200_000, commissionCents: 40_000, expensesCents: 18_000, payoutsCents: 100_000, adjustmentsCents: -16_000, closingCents: 26_000 });
  });
});

describe("the reconciliation", () => {
  it("accounts for every cent of guest money received", () => {
    const all = reconcile(year(), "2026-01-01", "2026-12-31");
    expect(all).toMatchObject({ guestMoneyReceivedCents: 253_125, refundsPaidCents: 25_313, expensesPaidCents: 18_000, payoutsCents: 100_000, ownerBalancesCents: 26_000, heldForGuestsCents: 0, differenceCents: 0, trustDifferenceCents: 0 });
    expect(all.taxDueCents + all.brokerageIncomeCents).toBe(253_125 - 25_313 - 144_000);
  });

  it("shows the hotel tax remitted and the brokerage's draws beside what was earned, and the bank's movement net of both", () => {
    const before = reconcile(year(), "2026-01-01", "2026-12-31");
    const paidOut = [
      brokerageDrawn("2026-04-05", 30_000, { reference: "OP-1042" }),
      taxRemitted("2026-04-20", 10_000, { reference: "VI-2026-03", coversFrom: "2026-03-01", coversTo: "2026-03-31" }),
    ];
    const after = reconcile([...year(), ...paidOut], "2026-01-01", "2026-12-31");
    expect(after).toMatchObject({ taxDueCents: before.taxDueCents, brokerageIncomeCents: before.brokerageIncomeCents, taxRemittedCents: 10_000, brokerageDrawnCents: 30_000, differenceCents: 0, trustDifferenceCents: 0 });
    expect(after.trustBankCents).toBe(before.trustBankCents - 40_000);
    expect(after.withdrawals).toEqual([
      { kind: "brokerage_draw", paidOn: "2026-04-05", amountCents: 30_000, reference: "OP-1042", coversFrom: null, coversTo: null },
      { kind: "tax_remittance", paidOn: "2026-04-20", amountCents: 10_000, reference: "VI-2026-03", coversFrom: "2026-03-01", coversTo: "2026-03-31" },
    ]);
  });

  it("holds guest money received before checkout as unearned", () => {
    const february = reconcile(year(), "2026-02-01", "2026-02-28");
    expect(february).toMatchObject({ guestMoneyReceivedCents: 253_125, heldForGuestsCents: 253_125, ownerBalancesCents: 0, differenceCents: 0 });
  });
});
