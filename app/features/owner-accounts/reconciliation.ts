import type { LedgerAccount, Posting } from "./postings";

/**
 * The office's reconciliation of the trust ledger for a period (island days,
 * both ends included). Pure and safe in the browser.
 *
 * The identity: guest money received = hotel tax due + brokerage income +
 * the change in owners' balances + expenses paid + payouts + refunds paid +
 * the change in money held for guests (received, not yet settled). Expenses
 * and payouts are owners' money leaving the trust, so they count with the
 * owners' share. Separately, the trust bank's movement equals the movement
 * of what it holds for others: tax, guests, owners and the brokerage.
 */

export type Reconciliation = {
  guestMoneyReceivedCents: number;
  taxDueCents: number;
  brokerageIncomeCents: number;
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
};

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

export function reconcile(postings: readonly Posting[], from: string, to: string): Reconciliation {
  const inPeriod = postings.filter((posting) => posting.bookedOn >= from && posting.bookedOn <= to);
  const net = netByAccount(inPeriod);
  const guestMoneyReceivedCents = 0 - paidOut(inPeriod, ["guest_payment"]);
  const taxDueCents = 0 - net.hotel_tax_payable;
  const brokerageIncomeCents = 0 - net.brokerage_income;
  const ownerBalancesCents = 0 - net.owner_balance;
  const expensesPaidCents = paidOut(inPeriod, ["expense"]);
  const payoutsCents = paidOut(inPeriod, ["payout"]);
  const refundsPaidCents = paidOut(inPeriod, ["refund", "late_correction"]);
  const heldForGuestsCents = 0 - net.guest_deposits - net.refunds;
  const accountedCents = taxDueCents + brokerageIncomeCents + ownerBalancesCents + expensesPaidCents + payoutsCents + refundsPaidCents + heldForGuestsCents;
  return {
    guestMoneyReceivedCents,
    taxDueCents,
    brokerageIncomeCents,
    ownerBalancesCents,
    expensesPaidCents,
    payoutsCents,
    refundsPaidCents,
    heldForGuestsCents,
    trustBankCents: net.trust_bank,
    differenceCents: guestMoneyReceivedCents - accountedCents,
    trustDifferenceCents: net.trust_bank - (taxDueCents + brokerageIncomeCents + ownerBalancesCents + heldForGuestsCents),
  };
}
