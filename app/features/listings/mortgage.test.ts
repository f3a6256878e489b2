import { describe, expect, it } from "vitest";
import { calculateMortgage, downPaymentAmount, monthlyPayment, parseAmount } from "./mortgage";

describe("monthlyPayment", () => {
  it("matches the standard amortisation formula", () => {
    // $400,000 at 6.5% over 30 years: $2,528.27 a month.
    expect(monthlyPayment(400_000, 6.5, 30)).toBeCloseTo(2528.27, 2);
    // $1,000,000 at 7% over 15 years: $8,988.28 a month.
    expect(monthlyPayment(1_000_000, 7, 15)).toBeCloseTo(8988.28, 2);
    // $250,000 at 5% over 20 years: $1,649.89 a month.
    expect(monthlyPayment(250_000, 5, 20)).toBeCloseTo(1649.89, 2);
  });

  it("repays the principal in equal parts at 0%", () => {
    expect(monthlyPayment(360_000, 0, 30)).toBe(1000);
    expect(monthlyPayment(180_000, 0, 15)).toBe(1000);
  });

  it("is zero for nothing borrowed", () => {
    expect(monthlyPayment(0, 7, 30)).toBe(0);
  });

  it("refuses inputs that are not usable numbers", () => {
    expect(monthlyPayment(Number.NaN, 7, 30)).toBeNull();
    expect(monthlyPayment(-1, 7, 30)).toBeNull();
    expect(monthlyPayment(100_000, -1, 30)).toBeNull();
    expect(monthlyPayment(100_000, 31, 30)).toBeNull();
    expect(monthlyPayment(100_000, 7, 0)).toBeNull();
    expect(monthlyPayment(100_000, Number.POSITIVE_INFINITY, 30)).toBeNull();
  });
});

describe("downPaymentAmount", () => {
  it("takes a percentage of the price or an amount", () => {
    expect(downPaymentAmount(1_000_000, 20, "percent")).toBe(200_000);
    expect(downPaymentAmount(1_000_000, 150_000, "amount")).toBe(150_000);
    expect(downPaymentAmount(1_000_000, 0, "percent")).toBe(0);
  });

  it("never exceeds the price", () => {
    expect(downPaymentAmount(500_000, 101, "percent")).toBeNull();
    expect(downPaymentAmount(500_000, 600_000, "amount")).toBeNull();
    expect(downPaymentAmount(500_000, 100, "percent")).toBe(500_000);
  });
});

describe("calculateMortgage", () => {
  it("borrows the price less the down payment", () => {
    const result = calculateMortgage({ price: 500_000, downPayment: 20, downPaymentMode: "percent", ratePercent: 6.5, years: 30 });
    expect(result?.downPayment).toBe(100_000);
    expect(result?.loanAmount).toBe(400_000);
    expect(result?.monthly).toBeCloseTo(2528.27, 2);
    expect(Math.abs(result!.totalInterest - (2528.27 * 360 - 400_000))).toBeLessThan(2);
  });

  it("has no interest at 0%", () => {
    const result = calculateMortgage({ price: 450_000, downPayment: 90_000, downPaymentMode: "amount", ratePercent: 0, years: 30 });
    expect(result).toEqual({ loanAmount: 360_000, downPayment: 90_000, monthly: 1000, totalInterest: 0 });
  });

  it("waits while an input is missing", () => {
    expect(calculateMortgage({ price: 450_000, downPayment: Number.NaN, downPaymentMode: "amount", ratePercent: 7, years: 30 })).toBeNull();
    expect(calculateMortgage({ price: 450_000, downPayment: 20, downPaymentMode: "percent", ratePercent: Number.NaN, years: 30 })).toBeNull();
  });
});

describe("parseAmount", () => {
  it("reads what people type", () => {
    expect(parseAmount("1,250,000")).toBe(1_250_000);
    expect(parseAmount("$ 95,000")).toBe(95_000);
    expect(parseAmount("6.75")).toBe(6.75);
    expect(parseAmount("20%")).toBe(20);
    expect(parseAmount(".5")).toBe(0.5);
    expect(parseAmount("7.")).toBe(7);
  });

  it("gives NaN for empty or other text", () => {
    expect(parseAmount("")).toBeNaN();
    expect(parseAmount("abc")).toBeNaN();
    expect(parseAmount("-5")).toBeNaN();
    expect(parseAmount("1.2.3")).toBeNaN();
  });
});
