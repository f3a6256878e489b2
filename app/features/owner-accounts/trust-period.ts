import { addDays } from "~/shared/dates/island-days";

/**
 * The period the trust reconciliation shows unless another is asked for:
 * the last month that has ended on the island, its first to its last day.
 * Pure and safe in the browser.
 */
export function lastMonthPeriod(today: string): { from: string; to: string } {
  const to = addDays(`${today.slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}
