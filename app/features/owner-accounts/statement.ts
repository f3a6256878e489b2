import type { ExpenseDetails, LateCorrectionDetails, PayoutDetails, Posting, SettlementDetails } from "./postings";

/**
 * An owner's monthly statement from the trust ledger: the opening balance,
 * each stay settled in the month, expenses, adjustments (late corrections of
 * stays settled in earlier months among them), payouts and the closing
 * balance. Amounts are the owner's side in integer cents: positive credits
 * the owner. Months are island months, `YYYY-MM`. Pure and safe in the browser.
 */

/** A stay settled in the month; its request id is null once retention has deleted the request. */
export type StayLine = { bookingId: string | null; bookedOn: string } & SettlementDetails;
export type AdjustmentLine = { kind: "late_correction" | "adjustment"; bookingId: string | null; bookedOn: string; note: string | null; amountCents: number; refundCents: number | null };
export type ExpenseLine = ExpenseDetails & { bookedOn: string; amountCents: number; note: string | null };
export type PayoutLine = PayoutDetails & { bookedOn: string; amountCents: number; note: string | null };

export type Statement = {
  ownerId: string;
  month: string;
  openingCents: number;
  stays: StayLine[];
  adjustments: AdjustmentLine[];
  expenses: ExpenseLine[];
  payouts: PayoutLine[];
  totals: StatementTotals;
  closingCents: number;
};

export type StatementTotals = {
  grossRentCents: number;
  taxCollectedCents: number;
  commissionCents: number;
  brokerageFeesCents: number;
  ownerShareCents: number;
  adjustmentsCents: number;
  expensesCents: number;
  payoutsCents: number;
};

export const monthOf = (day: string) => day.slice(0, 7);

/** The month after `month`. */
export function nextMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

/**
 * The day a posting dated `day` counts on for an owner whose statements are
 * closed through `closedThrough` (null: none closed): the day itself, or the
 * first day of the first open month. So a closed statement never changes,
 * and a correction after it appears in the next.
 */
export function bookingDay(day: string, closedThrough: string | null): string {
  if (!closedThrough || monthOf(day) > closedThrough) return day;
  return `${nextMonth(closedThrough)}-01`;
}

/** The owner's side of a posting: what it credits the owner's balance (negative: debits). */
export function ownerAmount(posting: Posting, ownerId: string): number {
  let cents = 0;
  for (const line of posting.lines) if (line.account === "owner_balance" && line.ownerId === ownerId) cents -= line.amountCents;
  return cents;
}

export function statementFor(postings: readonly Posting[], ownerId: string, month: string): Statement {
  const statement: Statement = {
    ownerId,
    month,
    openingCents: 0,
    stays: [],
    adjustments: [],
    expenses: [],
    payouts: [],
    totals: { grossRentCents: 0, taxCollectedCents: 0, commissionCents: 0, brokerageFeesCents: 0, ownerShareCents: 0, adjustmentsCents: 0, expensesCents: 0, payoutsCents: 0 },
    closingCents: 0,
  };
  const sorted = [...postings].sort((a, b) => (a.bookedOn < b.bookedOn ? -1 : a.bookedOn > b.bookedOn ? 1 : 0));
  for (const posting of sorted) {
    const amountCents = ownerAmount(posting, ownerId);
    const postingMonth = monthOf(posting.bookedOn);
    if (postingMonth > month || (amountCents === 0 && posting.ownerId !== ownerId)) continue;
    if (postingMonth < month) {
      statement.openingCents += amountCents;
      continue;
    }
    addLine(statement, posting, amountCents);
  }
  const { totals } = statement;
  statement.closingCents = statement.openingCents + totals.ownerShareCents + totals.adjustmentsCents - totals.expensesCents - totals.payoutsCents;
  return statement;
}

function addLine(statement: Statement, posting: Posting, amountCents: number) {
  const { totals } = statement;
  const { bookedOn, bookingId, note } = posting;
  switch (posting.kind) {
    case "stay_settlement": {
      const details = posting.details as SettlementDetails;
      statement.stays.push({ bookingId, bookedOn, ...details });
      totals.grossRentCents += details.money.rentCents;
      totals.taxCollectedCents += details.settlement.taxCents;
      totals.commissionCents += details.settlement.commissionCents;
      totals.brokerageFeesCents += details.settlement.brokerageFeesCents;
      totals.ownerShareCents += amountCents;
      return;
    }
    case "late_correction":
    case "adjustment": {
      const refundCents = posting.kind === "late_correction" ? (posting.details as LateCorrectionDetails).refundCents : null;
      statement.adjustments.push({ kind: posting.kind, bookingId, bookedOn, note, amountCents, refundCents });
      totals.adjustmentsCents += amountCents;
      return;
    }
    case "expense":
      statement.expenses.push({ ...(posting.details as ExpenseDetails), bookedOn, amountCents: -amountCents, note });
      totals.expensesCents -= amountCents;
      return;
    case "payout":
      statement.payouts.push({ ...(posting.details as PayoutDetails), bookedOn, note, amountCents: -amountCents });
      totals.payoutsCents -= amountCents;
      return;
    default:
      return;
  }
}

/** An owner's year: gross rent, commission, fees, expenses and payouts, the sum of its twelve statements. */
export function annualSummary(postings: readonly Posting[], ownerId: string, year: number) {
  const summary = { year, openingCents: 0, grossRentCents: 0, commissionCents: 0, brokerageFeesCents: 0, ownerShareCents: 0, adjustmentsCents: 0, expensesCents: 0, payoutsCents: 0, closingCents: 0 };
  for (let number = 1; number <= 12; number++) {
    const statement = statementFor(postings, ownerId, `${year}-${String(number).padStart(2, "0")}`);
    if (number === 1) summary.openingCents = statement.openingCents;
    for (const key of ["grossRentCents", "commissionCents", "brokerageFeesCents", "ownerShareCents", "adjustmentsCents", "expensesCents", "payoutsCents"] as const) summary[key] += statement.totals[key];
    summary.closingCents = statement.closingCents;
  }
  return summary;
}
