import type { ManagementContract } from "./contract-in-force";

/**
 * How the money a stay kept is divided at its checkout, in integer cents:
 * the hotel occupancy tax to remit (never the owner's or the brokerage's),
 * the management commission, the fees the brokerage keeps, and the owner's
 * share. Pure and safe in the browser.
 *
 * Rounding: each percentage (commission, the owner's part of a damage
 * waiver) is rounded half up to the cent once per stay, and a stay kept in
 * part keeps each line in proportion by largest remainders; the owner's share
 * is what remains, so the parts always add up exactly to the money kept and
 * none is below zero.
 */

/** A stay's money by what it is for (the quote's lines), or the part of it kept. */
export type StayMoney = {
  rentCents: number;
  cleaningCents: number;
  damageWaiverCents: number;
  /** Any other fee the quote charges; the brokerage keeps it. */
  otherFeesCents: number;
  taxCents: number;
};

export type Settlement = {
  taxCents: number;
  commissionCents: number;
  /** The cleaning fee (when the contract gives it to the brokerage), its part of a damage waiver, other fees. */
  brokerageFeesCents: number;
  ownerCents: number;
};

/** The quote's shape as stored with a stay (the fields read here). */
export type QuoteMoney = {
  lodgingCents: number;
  feesCents: number;
  taxCents: number;
  totalCents: number;
  lines: readonly { kind: string; amountCents: number }[];
};

/** `amount × numerator / denominator`, rounded half up (amounts are never negative). */
export function shareHalfUp(amountCents: number, numerator: number, denominator: number): number {
  if (denominator <= 0) return 0;
  return Math.floor((amountCents * numerator * 2 + denominator) / (denominator * 2));
}

export const totalOf = (money: StayMoney) => money.rentCents + money.cleaningCents + money.damageWaiverCents + money.otherFeesCents + money.taxCents;

/** The quote's money by what it is for. */
export function stayMoneyOfQuote(quote: QuoteMoney): StayMoney {
  const line = (kind: string) => quote.lines.filter((each) => each.kind === kind).reduce((sum, each) => sum + each.amountCents, 0);
  const cleaningCents = line("cleaning");
  const damageWaiverCents = line("damageWaiver");
  return { rentCents: quote.lodgingCents, cleaningCents, damageWaiverCents, otherFeesCents: quote.feesCents - cleaningCents - damageWaiverCents, taxCents: quote.taxCents };
}

/**
 * The part of a stay's money that `keptCents` (paid less refunded) stands
 * for. A stay that took place and kept everything keeps its quote's lines.
 * A stay that kept less keeps each line in proportion: each line's part
 * rounded down, and the cents left over (fewer than the lines) going one each
 * to the lines with the largest fractions, the rent first on a tie, so the
 * parts add up to what was kept and none exceeds its line; more than the quote is
 * counted as the quote, and what is above it stays held for the guest. A
 * cancelled stay kept a cancellation fee: no one occupied the villa, so no
 * hotel tax is due on it, and it is divided as rent.
 */
export function stayMoneyKept(quote: StayMoney, keptCents: number, cancelled: boolean): StayMoney {
  const kept = Math.max(0, keptCents);
  if (cancelled) return { rentCents: kept, cleaningCents: 0, damageWaiverCents: 0, otherFeesCents: 0, taxCents: 0 };
  const total = totalOf(quote);
  if (kept >= total) return { ...quote };
  const [rentCents, cleaningCents, damageWaiverCents, otherFeesCents, taxCents] = proportionalParts(
    [quote.rentCents, quote.cleaningCents, quote.damageWaiverCents, quote.otherFeesCents, quote.taxCents],
    kept,
    total,
  ) as [number, number, number, number, number];
  return { rentCents, cleaningCents, damageWaiverCents, otherFeesCents, taxCents };
}

/**
 * Each amount's part of `kept` out of `total` (kept < total), by largest remainders: parts that add up to `kept`
 * exactly. In BigInt, since a villa's total times what it kept can pass 2^53.
 */
function proportionalParts(amounts: readonly number[], kept: number, total: number): number[] {
  const whole = BigInt(total);
  const shares = amounts.map((amount, index) => {
    const product = BigInt(amount) * BigInt(kept);
    return { index, part: Number(product / whole), fraction: product % whole };
  });
  let leftOver = kept - shares.reduce((sum, share) => sum + share.part, 0);
  const byFraction = [...shares].sort((a, b) => (a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1));
  for (const share of byFraction) {
    if (leftOver <= 0) break;
    share.part += 1;
    leftOver -= 1;
  }
  return shares.map((share) => share.part);
}

/** The division of `money` under `contract`; the four parts add up to the money's total. */
export function settleStay(money: StayMoney, contract: ManagementContract): Settlement {
  const ownerKeepsCleaning = contract.cleaningFeeTo === "owner";
  const basis = money.rentCents + (ownerKeepsCleaning && contract.commissionAppliesTo === "rent_and_cleaning" ? money.cleaningCents : 0);
  const commissionCents = shareHalfUp(basis, contract.commissionBasisPoints, 10_000);
  const waiverToOwner = shareHalfUp(money.damageWaiverCents, contract.damageWaiverOwnerBasisPoints, 10_000);
  const brokerageFeesCents = (ownerKeepsCleaning ? 0 : money.cleaningCents) + (money.damageWaiverCents - waiverToOwner) + money.otherFeesCents;
  const ownerCents = totalOf(money) - money.taxCents - commissionCents - brokerageFeesCents;
  return { taxCents: money.taxCents, commissionCents, brokerageFeesCents, ownerCents };
}

/** What each party gives back when a settled stay's division becomes `after` (a refund after checkout): before less after, part by part. */
export function settlementDifference(before: Settlement, after: Settlement): Settlement {
  return {
    taxCents: before.taxCents - after.taxCents,
    commissionCents: before.commissionCents - after.commissionCents,
    brokerageFeesCents: before.brokerageFeesCents - after.brokerageFeesCents,
    ownerCents: before.ownerCents - after.ownerCents,
  };
}
