import { useId } from "react";
import { calculateMortgage, MORTGAGE_DEFAULTS, MORTGAGE_TERMS } from "../mortgage";
import { mortgageAnswerHtml } from "./mortgage-answer";

const plain = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * Monthly principal and interest for a listing for sale: price (pre-filled),
 * down payment as a percentage or an amount, interest rate and a 15, 20 or
 * 30-year term. The server renders the default answer, so the figure is there
 * before any script runs; the mortgage island (../enhance/mortgage-island.ts)
 * recomputes it as the visitor types.
 */
export function MortgageCalculator({ price }: { price: number }) {
  const id = useId();
  const ids = { price: `${id}-price`, down: `${id}-down`, rate: `${id}-rate`, term: `${id}-term`, result: `${id}-result` };
  const answer = calculateMortgage({
    price,
    downPayment: MORTGAGE_DEFAULTS.downPercent,
    downPaymentMode: "percent",
    ratePercent: MORTGAGE_DEFAULTS.ratePercent,
    years: MORTGAGE_DEFAULTS.term,
  });

  return (
    <form className="mortgage" aria-labelledby={`${id}-heading`} data-mortgage="">
      <h2 id={`${id}-heading`}>Mortgage calculator</h2>
      <div className="mortgage__fields">
        <div className="field">
          <label htmlFor={ids.price}>Price ($)</label>
          <input id={ids.price} name="price" inputMode="numeric" autoComplete="off" defaultValue={plain.format(price)} />
        </div>
        <fieldset className="mortgage__down">
          <legend>Down payment</legend>
          <div className="mortgage__down-row">
            <label htmlFor={ids.down} className="visually-hidden" data-mortgage-down-label="">
              Down payment (%)
            </label>
            <input id={ids.down} name="down" inputMode="decimal" autoComplete="off" defaultValue={String(MORTGAGE_DEFAULTS.downPercent)} />
            <span className="mortgage__modes">
              <label>
                <input type="radio" name="downMode" value="percent" defaultChecked />
                <span aria-hidden="true">%</span>
                <span className="visually-hidden">Percent of the price</span>
              </label>
              <label>
                <input type="radio" name="downMode" value="amount" />
                <span aria-hidden="true">$</span>
                <span className="visually-hidden">Amount in dollars</span>
              </label>
            </span>
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={ids.rate}>Interest rate (%)</label>
          <input id={ids.rate} name="rate" inputMode="decimal" autoComplete="off" defaultValue={String(MORTGAGE_DEFAULTS.ratePercent)} />
        </div>
        <div className="field">
          <label htmlFor={ids.term}>Loan term</label>
          <select id={ids.term} name="term" defaultValue={MORTGAGE_DEFAULTS.term}>
            {MORTGAGE_TERMS.map((years) => (
              <option key={years} value={years}>
                {years} years
              </option>
            ))}
          </select>
        </div>
      </div>
      <output
        id={ids.result}
        className="mortgage__result"
        htmlFor={`${ids.price} ${ids.down} ${ids.rate} ${ids.term}`}
        aria-live="polite"
        dangerouslySetInnerHTML={{ __html: mortgageAnswerHtml(answer) }}
      />
      <p className="mortgage__note">An estimate only: property tax, insurance and association dues are not included. Ask a lender for a quote.</p>
    </form>
  );
}
