import type { ManagementContract } from "./contract-in-force";
import type { Settlement, StayMoney } from "./stay-settlement";

/**
 * The trust ledger's postings, double entry in integer cents. Every movement
 * of money the office holds for guests and owners is one posting: a set of
 * lines whose debits (positive) equal its credits (negative). Pure and safe
 * in the browser; the services store exactly what these functions return.
 *
 * Accounts:
 * - trust_bank: the trust bank account (an asset; a debit is money in).
 * - guest_deposits: guest money received for stays not yet settled (unearned).
 * - refunds: refunds paid on stays not yet settled, cleared at settlement.
 * - hotel_tax_payable: hotel occupancy tax collected, owed to the territory until remitted.
 * - brokerage_income: commission and the fees the brokerage keeps, until drawn to its own account.
 * - owner_balance: what the office holds for one owner (every line names the owner).
 */

export const LEDGER_ACCOUNTS = ["trust_bank", "guest_deposits", "refunds", "hotel_tax_payable", "brokerage_income", "owner_balance"] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const ENTRY_KINDS = ["guest_payment", "refund", "stay_settlement", "late_correction", "expense", "payout", "adjustment", "tax_remittance", "brokerage_draw"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** A debit when positive, a credit when negative; never zero. */
export type PostingLine = { account: LedgerAccount; ownerId: string | null; amountCents: number };

/** The stay's money kept, its division and the contract it was divided under (a later refund divides again under the same one). */
export type SettlementDetails = {
  checkOut: string;
  money: StayMoney;
  settlement: Settlement;
  contract: ManagementContract;
  /** What the owner's statement names the stay by, kept with it (the request itself is deleted some years on); absent on entries posted before they were kept. */
  stay?: { listingId: string; checkIn: string; guestFirstName: string };
};
export type LateCorrectionDetails = { refundCents: number; difference: Settlement };
export type ExpenseDetails = { listingId: string; spentOn: string; vendor: string; category: string };
export type PayoutDetails = { method: string; reference: string };
/** The hotel tax paid to the territory: the return's period (island days) and the payment's reference. */
export type TaxRemittanceDetails = { reference: string; coversFrom: string; coversTo: string };
/** The brokerage's earnings moved from the trust account to its own. */
export type BrokerageDrawDetails = { reference: string };

export type Posting = {
  kind: EntryKind;
  /** The island day the posting counts on; never inside an owner's closed month (statement.ts `bookingDay`). */
  bookedOn: string;
  /** The owner whose balance it moves, if any. */
  ownerId: string | null;
  bookingId: string | null;
  /** Why, in the staff member's words: required for an adjustment, and for an expense or payout that takes the owner's balance below zero. */
  note: string | null;
  details: SettlementDetails | LateCorrectionDetails | ExpenseDetails | PayoutDetails | TaxRemittanceDetails | BrokerageDrawDetails | Record<string, never>;
  lines: PostingLine[];
};

/**
 * Whether the lines are whole cents, none zero, each owner line naming its
 * owner, and debits equal credits. No lines at all balance too: a stay that
 * kept nothing is still settled, and its posting moves nothing.
 */
export function isBalanced(lines: readonly PostingLine[]): boolean {
  if (!lines.every((line) => Number.isSafeInteger(line.amountCents) && line.amountCents !== 0)) return false;
  if (!lines.every((line) => (line.account === "owner_balance") === (line.ownerId !== null))) return false;
  return lines.reduce((sum, line) => sum + line.amountCents, 0) === 0;
}

const line = (account: LedgerAccount, amountCents: number, ownerId: string | null = null): PostingLine => ({ account, ownerId, amountCents });

function posting(fields: Omit<Posting, "lines" | "note" | "details"> & Partial<Pick<Posting, "note" | "details">>, lines: PostingLine[]): Posting {
  const kept = lines.filter((each) => each.amountCents !== 0);
  if (!isBalanced(kept)) throw new Error(`An unbalanced ${fields.kind} posting`);
  return { note: null, details: {}, ...fields, lines: kept };
}

type Stay = { bookingId: string; bookedOn: string };

/** A guest's payment reaches the trust account and is held until the stay is settled. */
export function guestPaymentReceived(stay: Stay, amountCents: number): Posting {
  return posting({ kind: "guest_payment", ownerId: null, ...stay }, [line("trust_bank", amountCents), line("guest_deposits", -amountCents)]);
}

/** A refund to a guest before the stay is settled. */
export function refundPaid(stay: Stay, amountCents: number): Posting {
  return posting({ kind: "refund", ownerId: null, ...stay }, [line("refunds", amountCents), line("trust_bank", -amountCents)]);
}

/**
 * A stay settled at checkout: its payments and refunds leave the guest
 * accounts, and the money kept goes to the tax, the brokerage and the owner.
 * What was received beyond the settled money stays in guest deposits.
 */
export function staySettled(stay: Stay & { ownerId: string; refundedCents: number }, details: SettlementDetails): Posting {
  const { settlement } = details;
  const settledCents = settlement.taxCents + settlement.commissionCents + settlement.brokerageFeesCents + settlement.ownerCents;
  return posting({ kind: "stay_settlement", bookingId: stay.bookingId, bookedOn: stay.bookedOn, ownerId: stay.ownerId, details }, [
    line("guest_deposits", settledCents + stay.refundedCents),
    line("refunds", -stay.refundedCents),
    line("hotel_tax_payable", -settlement.taxCents),
    line("brokerage_income", -(settlement.commissionCents + settlement.brokerageFeesCents)),
    line("owner_balance", -settlement.ownerCents, stay.ownerId),
  ]);
}

/**
 * A refund after the stay was settled: each party gives back what the stay's
 * new division takes from it (`difference`), any rest comes from money still
 * held for the guest. It lands in the owner's first open month, so a closed
 * statement never changes and the next one shows it as an adjustment.
 */
export function lateCorrection(stay: Stay & { ownerId: string }, refundCents: number, difference: Settlement): Posting {
  const fromParties = difference.taxCents + difference.commissionCents + difference.brokerageFeesCents + difference.ownerCents;
  return posting({ kind: "late_correction", bookingId: stay.bookingId, bookedOn: stay.bookedOn, ownerId: stay.ownerId, details: { refundCents, difference } }, [
    line("hotel_tax_payable", difference.taxCents),
    line("brokerage_income", difference.commissionCents + difference.brokerageFeesCents),
    line("owner_balance", difference.ownerCents, stay.ownerId),
    line("guest_deposits", refundCents - fromParties),
    line("trust_bank", -refundCents),
  ]);
}

/** An expense paid from the trust account on the owner's behalf (a note says why when it takes the balance below zero). */
export function expensePaid(ownerId: string, bookedOn: string, amountCents: number, details: ExpenseDetails, note: string | null = null): Posting {
  return posting({ kind: "expense", ownerId, bookingId: null, bookedOn, details, note }, [line("owner_balance", amountCents, ownerId), line("trust_bank", -amountCents)]);
}

/** A payout to the owner from the trust account. */
export function payoutPaid(ownerId: string, bookedOn: string, amountCents: number, details: PayoutDetails, note: string | null = null): Posting {
  return posting({ kind: "payout", ownerId, bookingId: null, bookedOn, details, note }, [line("owner_balance", amountCents, ownerId), line("trust_bank", -amountCents)]);
}

/** A manual adjustment between the brokerage and an owner (positive credits the owner); a note says why. */
export function adjustment(ownerId: string, bookedOn: string, amountCents: number, note: string): Posting {
  if (!note.trim()) throw new Error("An adjustment needs a note");
  return posting({ kind: "adjustment", ownerId, bookingId: null, bookedOn, note }, [line("brokerage_income", amountCents), line("owner_balance", -amountCents, ownerId)]);
}

/** Hotel tax paid from the trust account to the territory. */
export function taxRemitted(bookedOn: string, amountCents: number, details: TaxRemittanceDetails, note: string | null = null): Posting {
  return posting({ kind: "tax_remittance", ownerId: null, bookingId: null, bookedOn, details, note }, [line("hotel_tax_payable", amountCents), line("trust_bank", -amountCents)]);
}

/** The brokerage's commission and fees moved out of the trust account to its operating account. */
export function brokerageDrawn(bookedOn: string, amountCents: number, details: BrokerageDrawDetails, note: string | null = null): Posting {
  return posting({ kind: "brokerage_draw", ownerId: null, bookingId: null, bookedOn, details, note }, [line("brokerage_income", amountCents), line("trust_bank", -amountCents)]);
}
