import { formatMonthDay } from "~/shared/dates/format-dates";
import { escapeHtml } from "~/shared/html/escape-html";
import { formatCents } from "~/shared/lib/money";
import type { Quote } from "~/features/rental-rates";

/** The id of the booking request form: the reserve bar's link goes there, with or without JavaScript. */
export const BOOKING_FORM_ID = "request-to-book";

export type ReserveBarView = {
  quote: Quote | null;
  /** The stay rule the chosen dates break, if any: then no total is shown. */
  problem: string | null;
  checkIn: string;
  checkOut: string;
  /** The rental's own nightly rate in cents (0: none published). */
  nightlyCents: number;
};

/**
 * What the phone's reserve bar says (the part the booking island redraws):
 * the total for the chosen dates and the dates, or before a valid stay is
 * chosen the nightly rate and what to do next. Rendered by the server and
 * again by the island as the dates change.
 */
export function reserveBarPriceHtml(view: ReserveBarView): string {
  const nightly = view.nightlyCents > 0 ? `<strong>${escapeHtml(formatCents(view.nightlyCents))}</strong> night` : "<strong>Check dates</strong>";
  if (!view.quote) return `<span class="reserve-bar__amount">${nightly}</span><span class="reserve-bar__note">Add dates for prices</span>`;
  if (view.problem) return `<span class="reserve-bar__amount">${nightly}</span><span class="reserve-bar__note">Change your dates to book</span>`;
  const nights = `${view.quote.nights} ${view.quote.nights === 1 ? "night" : "nights"}`;
  // "Mar 1 – 5" within a month, "Mar 28 – Apr 2" across two: short enough for a phone's bar.
  const sameMonth = view.checkIn.slice(0, 7) === view.checkOut.slice(0, 7);
  const dates = `${formatMonthDay(view.checkIn)} – ${sameMonth ? Number(view.checkOut.slice(8)) : formatMonthDay(view.checkOut)}`;
  return (
    `<span class="reserve-bar__amount"><strong>${escapeHtml(formatCents(view.quote.totalCents))}</strong> total</span>` +
    `<span class="reserve-bar__note">${escapeHtml(dates)} · ${nights}</span>`
  );
}
