import { parseDollarsToCents } from "~/shared/lib/money";

/**
 * A rental's stay terms as values: the deposit's share, when the balance is
 * charged, how long an unpaid deposit holds the dates, the cancellation
 * policy's tiers and the damage card hold, the defaults of a rental without
 * its own, and the policy in words. Pure and safe in the browser.
 */

/** A cancellation policy's step: cancelled `daysBefore` days or more before arrival, `refundPercent` of what was paid comes back. */
export type CancellationTier = { daysBefore: number; refundPercent: number };

/** A rental's terms as they stood when a guest asked (kept with the booking). */
export type StayTermsSnapshot = {
  depositPercent: number;
  balanceDaysBefore: number;
  depositHoldHours: number;
  cancellationTiers: CancellationTier[];
  damageHoldCents: number;
  damageHoldDaysBefore: number;
};

/** The terms of a rental whose administrator has set none: a leading manager's usual ones. */
export const DEFAULT_STAY_TERMS: StayTermsSnapshot = {
  depositPercent: 30,
  balanceDaysBefore: 60,
  depositHoldHours: 48,
  cancellationTiers: [
    { daysBefore: 60, refundPercent: 100 },
    { daysBefore: 30, refundPercent: 50 },
  ],
  damageHoldCents: 0,
  damageHoldDaysBefore: 2,
};

const refundWords = (percent: number) => (percent >= 100 ? "Full refund" : percent <= 0 ? "No refund" : `${percent}% refund`);

/** The policy in words, one line per tier from the earliest, ending with what happens after the last one. */
export function describeCancellationPolicy(tiers: readonly CancellationTier[]): string[] {
  const sorted = [...tiers].sort((a, b) => b.daysBefore - a.daysBefore);
  const lines = sorted.map((tier, index) => {
    const until = index > 0 ? ` (up to ${sorted[index - 1]!.daysBefore - 1} days)` : "";
    return `${refundWords(tier.refundPercent)} of what you paid if you cancel ${tier.daysBefore} or more days before arrival${until}.`;
  });
  const last = sorted.at(-1);
  if (!last) return ["No refund if you cancel after booking."];
  if (last.daysBefore > 0) lines.push(`No refund if you cancel less than ${last.daysBefore} ${last.daysBefore === 1 ? "day" : "days"} before arrival.`);
  return lines;
}

/** Dollars typed by a person ("1,250.50", "$300") as whole cents, or null when it is not an amount up to $9,999,999.99. */
export function parseDollars(text: string): number | null {
  const cents = parseDollarsToCents(text);
  return cents !== null && cents < 1_000_000_000 ? cents : null;
}
