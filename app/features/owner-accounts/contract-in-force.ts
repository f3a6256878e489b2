/**
 * A villa's management contract, version by version, and the version that
 * governs a stay. Pure and safe in the browser. Dates are island days
 * (`YYYY-MM-DD`), which compare correctly as strings.
 */

/** Who keeps the cleaning fee the guest paid. */
export const CLEANING_FEE_KEEPERS = ["owner", "brokerage"] as const;
export type CleaningFeeKeeper = (typeof CLEANING_FEE_KEEPERS)[number];

/** What the management commission is a percentage of: the rent, or the rent and the cleaning fee when the owner keeps it. */
export const COMMISSION_BASES = ["rent", "rent_and_cleaning"] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];

export const PAYOUT_SCHEDULES = ["monthly", "quarterly", "on_request"] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

export type ManagementContract = {
  /** The first checkout day the version governs. */
  effectiveFrom: string;
  /** The commission in basis points of its basis: 2000 is 20%. */
  commissionBasisPoints: number;
  commissionAppliesTo: CommissionBasis;
  cleaningFeeTo: CleaningFeeKeeper;
  /** The owner's share of a damage waiver fee, in basis points; the brokerage keeps the rest. */
  damageWaiverOwnerBasisPoints: number;
  payoutSchedule: PayoutSchedule;
};

/**
 * The contract in force on `checkOut`: the version with the latest
 * `effectiveFrom` on or before that day. A change applies to stays that
 * check out from its date on, so every stay is settled under exactly one
 * version. Null when the villa had no contract yet on that day.
 */
export function contractInForce<T extends { effectiveFrom: string }>(versions: readonly T[], checkOut: string): T | null {
  let found: T | null = null;
  for (const version of versions) {
    if (version.effectiveFrom <= checkOut && (!found || version.effectiveFrom > found.effectiveFrom)) found = version;
  }
  return found;
}
