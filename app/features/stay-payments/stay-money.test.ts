import { describe, expect, it } from "vitest";
import {
  cancellationRefundCents,
  ledgerOf,
  paymentScheduleFor,
  quoteTotalCents,
  refundPercentFor,
  splitTotal,
} from "./stay-money";
import { DEFAULT_STAY_TERMS } from "~/features/rental-rates/stay-terms-rules";

describe("stay money", () => {
  it("splits a total into a deposit share and a balance that add up to it", () => {
    expect(splitTotal(312_500, 30)).toEqual({ depositCents: 93_750, balanceCents: 218_750 });
    expect(splitTotal(100_001, 33)).toEqual({ depositCents: 33_000, balanceCents: 67_001 });
    expect(splitTotal(50_000, 100)).toEqual({ depositCents: 50_000, balanceCents: 0 });
  });

  it("decides the schedule once: the whole stay at once when the balance would fall due by the deposit's deadline, else the balance on its day", () => {
    // Balance 60 days before a March 2 arrival: January 1.
    expect(paymentScheduleFor("2027-03-02", 60, "2026-12-31")).toEqual({ schedule: "deposit_and_balance", balanceDueOn: "2027-01-01" });
    expect(paymentScheduleFor("2027-03-02", 60, "2027-01-01")).toEqual({ schedule: "in_full", balanceDueOn: null });
    expect(paymentScheduleFor("2027-03-02", 60, "2027-02-20")).toEqual({ schedule: "in_full", balanceDueOn: null });
  });

  it("reads a ledger as a guest does: paid, refunded (made and on its way), net paid", () => {
    const ledger = ledgerOf([
      { kind: "full", status: "succeeded", amountCents: 253_125 },
      { kind: "refund", status: "succeeded", amountCents: 100_000 },
      { kind: "refund", status: "pending", amountCents: 26_563 },
    ]);
    expect(ledger).toMatchObject({ chargedCents: 253_125, refundedCents: 100_000, refundingCents: 26_563, netPaidCents: 126_562 });
  });

  it("reads a quote's total in cents", () => {
    expect(quoteTotalCents({ totalCents: 123_457 })).toBe(123_457);
    expect(quoteTotalCents(null)).toBe(0);
  });

  it("refunds by the tier the cancellation day falls in", () => {
    const tiers = DEFAULT_STAY_TERMS.cancellationTiers;
    expect(refundPercentFor(tiers, "2027-01-01", "2027-03-02")).toBe(100); // 60 days
    expect(refundPercentFor(tiers, "2027-01-02", "2027-03-02")).toBe(50); // 59 days
    expect(refundPercentFor(tiers, "2027-01-31", "2027-03-02")).toBe(50); // 30 days
    expect(refundPercentFor(tiers, "2027-02-01", "2027-03-02")).toBe(0); // 29 days
    expect(cancellationRefundCents(100_001, tiers, "2027-01-20", "2027-03-02")).toBe(50_000);
  });

  it("adds up a ledger: charged, refunded, on the way back and refundable", () => {
    const ledger = ledgerOf([
      { kind: "deposit", status: "succeeded", amountCents: 30_000 },
      { kind: "balance", status: "succeeded", amountCents: 70_000 },
      { kind: "balance", status: "failed", amountCents: 70_000 },
      { kind: "refund", status: "succeeded", amountCents: 10_000 },
      { kind: "refund", status: "pending", amountCents: 5_000 },
      { kind: "damage_hold", status: "held", amountCents: 50_000 },
    ]);
    expect(ledger).toEqual({ chargedCents: 100_000, refundedCents: 10_000, refundingCents: 5_000, heldCents: 50_000, refundableCents: 85_000, netPaidCents: 85_000, keptCents: 90_000 });
  });
});
