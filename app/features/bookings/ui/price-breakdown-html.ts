import { formatMoney, formatRate, type Quote } from "../booking-rules";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The price of the chosen stay as HTML: rendered by the server and again by
 * the booking island as the dates change. Only numbers go in.
 */
export function priceBreakdownHtml(quote: Quote | null): string {
  const title = '<h4 class="price-breakdown__title">Price</h4>';
  if (!quote) return `${title}<p class="price-breakdown__empty">Choose your dates to see the price.</p>`;
  const row = (term: string, value: string, className = "") => `<div${className ? ` class="${className}"` : ""}><dt>${term}</dt><dd>${value}</dd></div>`;
  const weekly = quote.weeklyRate ?? 0;
  const rows = [
    quote.weeks > 0 ? row(`${plural(quote.weeks, "week", "weeks")} × ${formatMoney(weekly)}`, formatMoney(quote.weeks * weekly)) : "",
    quote.extraNights > 0 ? row(`${plural(quote.extraNights, "night", "nights")} × ${formatMoney(quote.nightlyRate)}`, formatMoney(quote.extraNights * quote.nightlyRate)) : "",
    row("Cleaning fee", quote.cleaningFee ? formatMoney(quote.cleaningFee) : "Included"),
    row(`Hotel occupancy tax (${formatRate(quote.taxRate)})`, formatMoney(quote.tax)),
    row(`Total for ${plural(quote.nights, "night", "nights")}`, formatMoney(quote.total), "price-breakdown__total"),
  ];
  return `${title}<dl>${rows.join("")}</dl>`;
}
