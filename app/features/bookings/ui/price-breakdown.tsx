import { formatMoney, formatRate, type Quote } from "../booking-rules";

/** The price of the chosen stay, updated as the dates change (spec §3). */
export function PriceBreakdown({ quote }: { quote: Quote | null }) {
  return (
    <div className="price-breakdown" aria-live="polite">
      <h4 className="price-breakdown__title">Price</h4>
      {quote ? (
        <dl>
          {quote.weeks > 0 ? (
            <div>
              <dt>
                {quote.weeks} {quote.weeks === 1 ? "week" : "weeks"} × {formatMoney(quote.weeklyRate ?? 0)}
              </dt>
              <dd>{formatMoney(quote.weeks * (quote.weeklyRate ?? 0))}</dd>
            </div>
          ) : null}
          {quote.extraNights > 0 ? (
            <div>
              <dt>
                {quote.extraNights} {quote.extraNights === 1 ? "night" : "nights"} × {formatMoney(quote.nightlyRate)}
              </dt>
              <dd>{formatMoney(quote.extraNights * quote.nightlyRate)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Cleaning fee</dt>
            <dd>{quote.cleaningFee ? formatMoney(quote.cleaningFee) : "Included"}</dd>
          </div>
          <div>
            <dt>Hotel occupancy tax ({formatRate(quote.taxRate)})</dt>
            <dd>{formatMoney(quote.tax)}</dd>
          </div>
          <div className="price-breakdown__total">
            <dt>
              Total for {quote.nights} {quote.nights === 1 ? "night" : "nights"}
            </dt>
            <dd>{formatMoney(quote.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="price-breakdown__empty">Choose your dates to see the price.</p>
      )}
    </div>
  );
}
