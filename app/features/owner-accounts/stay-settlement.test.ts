import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ManagementContract } from "./contract-in-force";
import { settleStay, shareHalfUp, stayMoneyKept, stayMoneyOfQuote, totalOf, type StayMoney } from "./stay-settlement";

const contract: ManagementContract = {
  effectiveFrom: "2026-01-01",
  commissionBasisPoints: 2000,
  commissionAppliesTo: "rent",
  cleaningFeeTo: "brokerage",
  damageWaiverOwnerBasisPoints: 0,
  payoutSchedule: "monthly",
};

// 4 nights at $500, $250 cleaning, 12.5% tax on both: $2,531.25.
const quote = {
  lodgingCents: 200_000,
  feesCents: 25_000,
  taxCents: 28_125,
  totalCents: 253_125,
  lines: [
    { kind: "nights", amountCents: 200_000 },
    { kind: "cleaning", amountCents: 25_000 },
  ],
};

describe("stay settlement", () => {
  it("reads the quote's rent, cleaning and tax", () => {
    expect(stayMoneyOfQuote(quote)).toEqual({ rentCents: 200_000, cleaningCents: 25_000, damageWaiverCents: 0, otherFeesCents: 0, taxCents: 28_125 });
  });

  it("remits the tax, takes the commission on rent, keeps the cleaning fee for the brokerage and gives the owner the rest", () => {
    expect(settleStay(stayMoneyOfQuote(quote), contract)).toEqual({ taxCents: 28_125, commissionCents: 40_000, brokerageFeesCents: 25_000, ownerCents: 160_000 });
  });

  it("charges commission on the cleaning fee only when the owner keeps it and the contract says so", () => {
    const money = stayMoneyOfQuote(quote);
    expect(settleStay(money, { ...contract, cleaningFeeTo: "owner" })).toMatchObject({ commissionCents: 40_000, brokerageFeesCents: 0, ownerCents: 185_000 });
    expect(settleStay(money, { ...contract, cleaningFeeTo: "owner", commissionAppliesTo: "rent_and_cleaning" })).toMatchObject({ commissionCents: 45_000, ownerCents: 180_000 });
  });

  it("rounds the commission half up once per stay and gives the owner the remainder", () => {
    const money: StayMoney = { rentCents: 12_345, cleaningCents: 0, damageWaiverCents: 10_001, otherFeesCents: 0, taxCents: 1_543 };
    const settlement = settleStay(money, { ...contract, commissionBasisPoints: 1750, damageWaiverOwnerBasisPoints: 5000 });
    // 17.5% of $123.45 is $21.60375 → $21.60; half of $100.01 is $50.005 → $50.01 to the owner.
    expect(settlement).toEqual({ taxCents: 1_543, commissionCents: 2_160, brokerageFeesCents: 5_000, ownerCents: 12_345 - 2_160 + 5_001 });
    expect(shareHalfUp(1, 1, 2)).toBe(1);
    expect(shareHalfUp(3, 1, 2)).toBe(2);
  });

  it("divides a cancellation fee as rent, with no hotel tax", () => {
    expect(stayMoneyKept(stayMoneyOfQuote(quote), 75_938, true)).toEqual({ rentCents: 75_938, cleaningCents: 0, damageWaiverCents: 0, otherFeesCents: 0, taxCents: 0 });
  });

  it("keeps each line in proportion when a stay kept less than its quote, and never more than the quote", () => {
    const kept = stayMoneyKept(stayMoneyOfQuote(quote), 126_563, false);
    expect(kept.taxCents).toBe(14_063);
    expect(totalOf(kept)).toBe(126_563);
    expect(stayMoneyKept(stayMoneyOfQuote(quote), 300_000, false)).toEqual(stayMoneyOfQuote(quote));
  });

  it("never gives a line more than it holds when rounding the parts of a stay kept in part", () => {
    // $0.03 kept of $0.02 cleaning and $0.02 of other fees: a cent and a half each, which rounded up would be $0.04.
    const kept = stayMoneyKept({ rentCents: 0, cleaningCents: 2, damageWaiverCents: 0, otherFeesCents: 2, taxCents: 0 }, 3, false);
    expect(kept).toEqual({ rentCents: 0, cleaningCents: 2, damageWaiverCents: 0, otherFeesCents: 1, taxCents: 0 });
    // A villa's whole season: the total times what was kept passes 2^53, and the parts still add up to the cent.
    const season = stayMoneyKept({ rentCents: 90_000_000, cleaningCents: 150_000, damageWaiverCents: 0, otherFeesCents: 0, taxCents: 11_268_750 }, 77_777_777, false);
    expect(totalOf(season)).toBe(77_777_777);
  });

  it("always divides exactly the money kept, every part at least zero", () => {
    const money = fc.record({
      rentCents: fc.integer({ min: 0, max: 5_000_000 }),
      cleaningCents: fc.integer({ min: 0, max: 100_000 }),
      damageWaiverCents: fc.integer({ min: 0, max: 50_000 }),
      otherFeesCents: fc.integer({ min: 0, max: 50_000 }),
      taxCents: fc.integer({ min: 0, max: 700_000 }),
    });
    const terms = fc.record({
      effectiveFrom: fc.constant("2026-01-01"),
      commissionBasisPoints: fc.integer({ min: 0, max: 10_000 }),
      commissionAppliesTo: fc.constantFrom("rent" as const, "rent_and_cleaning" as const),
      cleaningFeeTo: fc.constantFrom("owner" as const, "brokerage" as const),
      damageWaiverOwnerBasisPoints: fc.integer({ min: 0, max: 10_000 }),
      payoutSchedule: fc.constant("monthly" as const),
    });
    fc.assert(
      fc.property(money, terms, fc.integer({ min: 0, max: 6_000_000 }), fc.boolean(), (quoted, terms, keptCents, cancelled) => {
        const kept = stayMoneyKept(quoted, keptCents, cancelled);
        expect(totalOf(kept)).toBe(Math.min(keptCents, cancelled ? keptCents : totalOf(quoted)));
        const parts = settleStay(kept, terms);
        expect(parts.taxCents + parts.commissionCents + parts.brokerageFeesCents + parts.ownerCents).toBe(totalOf(kept));
        for (const part of Object.values(parts)) expect(part).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});
