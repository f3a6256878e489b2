/**
 * The mortgage calculator's arithmetic: monthly principal and interest of a
 * fixed-rate, fully amortising loan. Pure and browser-safe. Taxes,
 * insurance and association dues are left out (the calculator says so).
 */

export const MORTGAGE_TERMS = [15, 20, 30] as const;
export type MortgageTerm = (typeof MORTGAGE_TERMS)[number];

export type DownPaymentMode = "percent" | "amount";

export const MORTGAGE_DEFAULTS = { downPercent: 20, ratePercent: 7, term: 30 as MortgageTerm };

/** Upper bound of a plausible annual rate; anything above is refused. */
export const MAX_RATE_PERCENT = 30;

function isNonNegative(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

/**
 * Monthly payment of principal and interest, in dollars (unrounded), or null
 * when an input is not a usable number. A 0% rate repays the principal in
 * equal parts: P / n.
 */
export function monthlyPayment(principal: number, annualRatePercent: number, years: number): number | null {
  if (!isNonNegative(principal) || !isNonNegative(annualRatePercent) || annualRatePercent > MAX_RATE_PERCENT) return null;
  if (!Number.isFinite(years) || years <= 0) return null;
  const payments = Math.round(years * 12);
  if (principal === 0) return 0;
  const monthlyRate = annualRatePercent / 100 / 12;
  if (monthlyRate === 0) return principal / payments;
  const growth = (1 + monthlyRate) ** payments;
  return (principal * monthlyRate * growth) / (growth - 1);
}

/** The down payment in dollars: a percentage of the price, or an amount, never above the price. */
export function downPaymentAmount(price: number, value: number, mode: DownPaymentMode): number | null {
  if (!isNonNegative(price) || !isNonNegative(value)) return null;
  if (mode === "percent") return value > 100 ? null : (price * value) / 100;
  return value > price ? null : value;
}

export type MortgageInput = {
  price: number;
  downPayment: number;
  downPaymentMode: DownPaymentMode;
  ratePercent: number;
  years: number;
};

export type MortgageResult = { loanAmount: number; downPayment: number; monthly: number; totalInterest: number };

/** Everything the calculator shows, or null while an input is missing or out of range. */
export function calculateMortgage(input: MortgageInput): MortgageResult | null {
  const downPayment = downPaymentAmount(input.price, input.downPayment, input.downPaymentMode);
  if (downPayment === null) return null;
  const loanAmount = input.price - downPayment;
  const monthly = monthlyPayment(loanAmount, input.ratePercent, input.years);
  if (monthly === null) return null;
  const totalInterest = Math.max(0, monthly * Math.round(input.years * 12) - loanAmount);
  return { loanAmount, downPayment, monthly, totalInterest };
}

/**
 * Reads what a visitor typed into a number field: digits with optional
 * thousands separators, a dollar or percent sign and spaces. Empty or
 * anything else is NaN, so the calculator waits instead of guessing.
 */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[\s,$%]/g, "");
  if (!/^\d*\.?\d+$|^\d+\.$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}
