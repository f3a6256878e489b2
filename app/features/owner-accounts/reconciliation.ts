import type { BrokerageDrawDetails, LedgerAccount, Posting, TaxRemittanceDetails } from "./postings";

/**
 * The office's reconciliation of the trust ledger for a period (island days,
 * both ends included). Pure and safe in the browser.
 *
 * The identity: guest money received = hotel tax due + brokerage income +
 * the change in owners' balances + expenses paid + payouts + refunds paid +
 * the change in money held for guests (received, not yet settled). Expenses
 * and payouts are owners' money leaving the trust, so they count with the
 * owners' share. Tax and income count when they are earned (at settlement),
 * not when they leave: the hotel tax remitted to the territory and the
 * brokerage's draws are shown beside them. Separately, the trust bank's
 * movement equals the movement of what it holds: tax not yet remitted,
 * income not yet drawn, the owners' money and the guests'.
 */

/** A payment of hotel tax to the territory or a draw by the brokerage, as the office lists them. */
export type TrustWithdrawal = { kind: "tax_remittance" | "brokerage_draw"; paidOn: string; amountCents: number; reference: string; coversFrom: string | null; coversTo: string | null };

/** What the trust account holds now for the territory and for the brokerage: the most the office may pay out of each. */
export type TrustHoldings = { taxHeldCents: number; brokerageHeldCents: number };

export type Reconciliation = {
  guestMoneyReceivedCents: number;
  taxDueCents: number;
  /** Hotel tax paid to the territory in the period. */
  taxRemittedCents: number;
  brokerageIncomeCents: number;
  /** The brokerage's earnings moved to its own account in the period. */
  brokerageDrawnCents: number;
  ownerBalancesCents: number;
  expensesPaidCents: number;
  payoutsCents: number;
  refundsPaidCents: number;
  heldForGuestsCents: number;
  trustBankCents: number;
  /** received less everything it went to: zero when the ledger is whole. */
  differenceCents: number;
  /** trust bank less what it holds for others: zero when the ledger is whole. */
  trustDifferenceCents: number;
  /** The period's tax remittances and draws, oldest first. */
  withdrawals: TrustWithdrawal[];
};

function withdrawalsOf(postings: readonly Posting[]): TrustWithdrawal[] {
  return postings.flatMap((posting) => {
    if (posting.kind !== "tax_remittance" && posting.kind !== "brokerage_draw") return [];
    const details = posting.details as Partial<TaxRemittanceDetails & BrokerageDrawDetails>;
    const amountCents = -posting.lines.filter((line) => line.account === "trust_bank").reduce((sum, line) => sum + line.amountCents, 0);
    return [{ kind: posting.kind, paidOn: posting.bookedOn, amountCents, reference: details.reference ?? "", coversFrom: details.coversFrom ?? null, coversTo: details.coversTo ?? null }];
  });
}

/** Each account's net movement (debits positive) over the postings. */
export function netByAccount(postings: readonly Posting[]): Record<LedgerAccount, number> {
  const net: Record<LedgerAccount, number> = { trust_bank: 0, guest_deposits: 0, refunds: 0, hotel_tax_payable: 0, brokerage_income: 0, owner_balance: 0 };
  for (const posting of postings) for (const line of posting.lines) net[line.account] += line.amountCents;
  return net;
}

/** What the trust account paid out in postings of these kinds. */
function paidOut(postings: readonly Posting[], kinds: readonly Posting["kind"][]): number {
  let cents = 0;
  for (const posting of postings) {
    if (!kinds.includes(posting.kind)) continue;
    for (const line of posting.lines) if (line.account === "trust_bank") cents -= line.amountCents;
  }
  return cents;
}

/** What the postings of any kind but these moved on an account (debits positive). */
function movedBy(postings: readonly Posting[], account: LedgerAccount, exceptKind: Posting["kind"]): number {
  let cents = 0;
  for (const posting of postings) {
    if (posting.kind === exceptKind) continue;
    for (const line of posting.lines) if (line.account === account) cents += line.amountCents;
  }
  return cents;
}

export function reconcile(postings: readonly Posting[], from: string, to: string): Reconciliation {
  const inPeriod = postings.filter((posting) => posting.bookedOn >= from && posting.bookedOn <= to);
  const net = netByAccount(inPeriod);
  const guestMoneyReceivedCents = 0 - paidOut(inPeriod, ["guest_payment"]);
  const taxDueCents = 0 - movedBy(inPeriod, "hotel_tax_payable", "tax_remittance");
  const taxRemittedCents = paidOut(inPeriod, ["tax_remittance"]);
  const brokerageIncomeCents = 0 - movedBy(inPeriod, "brokerage_income", "brokerage_draw");
  const brokerageDrawnCents = paidOut(inPeriod, ["brokerage_draw"]);
  const ownerBalancesCents = 0 - net.owner_balance;
  const expensesPaidCents = paidOut(inPeriod, ["expense"]);
  const payoutsCents = paidOut(inPeriod, ["payout"]);
  const refundsPaidCents = paidOut(inPeriod, ["refund", "late_correction"]);
  const heldForGuestsCents = 0 - net.guest_deposits - net.refunds;
  const accountedCents = taxDueCents + brokerageIncomeCents + ownerBalancesCents + expensesPaidCents + payoutsCents + refundsPaidCents + heldForGuestsCents;
  return {
    guestMoneyReceivedCents,
    taxDueCents,
    taxRemittedCents,
    brokerageIncomeCents,
    brokerageDrawnCents,
    ownerBalancesCents,
    expensesPaidCents,
    payoutsCents,
    refundsPaidCents,
    heldForGuestsCents,
    trustBankCents: net.trust_bank,
    differenceCents: guestMoneyReceivedCents - accountedCents,
    trustDifferenceCents: net.trust_bank - (taxDueCents - taxRemittedCents + (brokerageIncomeCents - brokerageDrawnCents) + ownerBalancesCents + heldForGuestsCents),
    withdrawals: withdrawalsOf(inPeriod),
  };
}
