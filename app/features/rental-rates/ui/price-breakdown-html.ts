import { escapeHtml } from "~/shared/html/escape-html";
import { formatCents } from "~/shared/lib/money";
import { formatRate, quoteLineAmount, quoteLineLabel, type Quote } from "../stay-quote";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The price of the chosen stay as HTML, every line of the quote: rendered by
 * the server and again by the booking island as the dates change. Season
 * names are the staff's words, so every label is escaped. `problem` is the
 * stay rule the dates break, in words, shown above the price.
 */
export function priceBreakdownHtml(quote: Quote | null, problem: string | null = null): string {
  const title = `<h4 class="price-breakdown__title">Price</h4>${problem ? `<p class="price-breakdown__problem">${escapeHtml(problem)}</p>` : ""}`;
  if (!quote) return `${title}<p class="price-breakdown__empty">Choose your dates to see the price.</p>`;
  const row = (term: string, value: string, className = "") =>
    `<div${className ? ` class="${className}"` : ""}><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`;
  const rows = [
    ...quote.lines.map((line) => row(quoteLineLabel(line), quoteLineAmount(line))),
    row(`Hotel occupancy tax (${formatRate(quote.taxRate)})`, formatCents(quote.taxCents)),
    row(`Total for ${plural(quote.nights, "night", "nights")}`, formatCents(quote.totalCents), "price-breakdown__total"),
  ];
  return `${title}<dl>${rows.join("")}</dl>`;
}
