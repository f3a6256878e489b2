import type { MortgageResult } from "../mortgage";
import { formatWholeDollars } from "~/shared/lib/money";

/**
 * The calculator's answer as HTML: rendered by the server into the page and
 * again by the mortgage island as the visitor types, so both show the same.
 * Only formatted numbers go in, so there is nothing to escape.
 */
export function mortgageAnswerHtml(result: MortgageResult | null): string {
  if (!result) {
    return '<span class="mortgage__detail">Enter a price, a down payment no larger than the price, and a rate up to 30% to see the payment.</span>';
  }
  return (
    '<span class="mortgage__label">Estimated monthly payment</span>' +
    `<strong class="mortgage__payment" data-testid="monthly-payment">${formatWholeDollars(result.monthly)}</strong>` +
    `<span class="mortgage__detail">Principal and interest on a ${formatWholeDollars(result.loanAmount)} loan after ${formatWholeDollars(result.downPayment)} down.</span>`
  );
}
