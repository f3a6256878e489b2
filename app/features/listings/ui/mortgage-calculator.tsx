import { useId, useState, type FormEvent } from "react";
import {
  calculateMortgage,
  MORTGAGE_DEFAULTS,
  MORTGAGE_TERMS,
  parseAmount,
  type DownPaymentMode,
  type MortgageTerm,
} from "../mortgage";
import { formatMoney, formatNumber } from "./listing-format";

const plain = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * Monthly principal and interest for a listing for sale, recomputed as the
 * visitor types: price (pre-filled), down payment as a percentage or an
 * amount, interest rate and a 15, 20 or 30-year term. The server renders the
 * default answer, so the figure is there before any script runs.
 */
export function MortgageCalculator({ price }: { price: number }) {
  const id = useId();
  const [priceText, setPriceText] = useState(plain.format(price));
  const [mode, setMode] = useState<DownPaymentMode>("percent");
  const [downText, setDownText] = useState(String(MORTGAGE_DEFAULTS.downPercent));
  const [rateText, setRateText] = useState(String(MORTGAGE_DEFAULTS.ratePercent));
  const [term, setTerm] = useState<MortgageTerm>(MORTGAGE_DEFAULTS.term);

  const priceValue = parseAmount(priceText);
  const result = calculateMortgage({
    price: priceValue,
    downPayment: parseAmount(downText),
    downPaymentMode: mode,
    ratePercent: parseAmount(rateText),
    years: term,
  });

  // Switching between percent and amount keeps the same down payment.
  const changeMode = (next: DownPaymentMode) => {
    if (next === mode) return;
    const down = parseAmount(downText);
    if (Number.isFinite(priceValue) && priceValue > 0 && Number.isFinite(down)) {
      setDownText(next === "amount" ? plain.format((priceValue * down) / 100) : formatNumber(Math.round((down / priceValue) * 10000) / 100));
    }
    setMode(next);
  };

  const prevent = (event: FormEvent) => event.preventDefault();
  const ids = { price: `${id}-price`, down: `${id}-down`, rate: `${id}-rate`, term: `${id}-term`, result: `${id}-result` };

  return (
    <form className="mortgage" onSubmit={prevent} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Mortgage calculator</h2>
      <div className="mortgage__fields">
        <div className="field">
          <label htmlFor={ids.price}>Price ($)</label>
          <input id={ids.price} name="price" inputMode="numeric" autoComplete="off" value={priceText} onChange={(event) => setPriceText(event.target.value)} />
        </div>
        <fieldset className="mortgage__down">
          <legend>Down payment</legend>
          <div className="mortgage__down-row">
            <label htmlFor={ids.down} className="visually-hidden">
              {mode === "percent" ? "Down payment (%)" : "Down payment ($)"}
            </label>
            <input id={ids.down} name="down" inputMode="decimal" autoComplete="off" value={downText} onChange={(event) => setDownText(event.target.value)} />
            <span className="mortgage__modes">
              <label>
                <input type="radio" name="downMode" value="percent" checked={mode === "percent"} onChange={() => changeMode("percent")} />
                <span aria-hidden="true">%</span>
                <span className="visually-hidden">Percent of the price</span>
              </label>
              <label>
                <input type="radio" name="downMode" value="amount" checked={mode === "amount"} onChange={() => changeMode("amount")} />
                <span aria-hidden="true">$</span>
                <span className="visually-hidden">Amount in dollars</span>
              </label>
            </span>
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={ids.rate}>Interest rate (%)</label>
          <input id={ids.rate} name="rate" inputMode="decimal" autoComplete="off" value={rateText} onChange={(event) => setRateText(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.term}>Loan term</label>
          <select id={ids.term} name="term" value={term} onChange={(event) => setTerm(Number(event.target.value) as MortgageTerm)}>
            {MORTGAGE_TERMS.map((years) => (
              <option key={years} value={years}>
                {years} years
              </option>
            ))}
          </select>
        </div>
      </div>
      <output id={ids.result} className="mortgage__result" htmlFor={`${ids.price} ${ids.down} ${ids.rate} ${ids.term}`} aria-live="polite">
        {result ? (
          <>
            <span className="mortgage__label">Estimated monthly payment</span>
            <strong className="mortgage__payment" data-testid="monthly-payment">
              {formatMoney(result.monthly)}
            </strong>
            <span className="mortgage__detail">
              Principal and interest on a {formatMoney(result.loanAmount)} loan after {formatMoney(result.downPayment)} down.
            </span>
          </>
        ) : (
          <span className="mortgage__detail">Enter a price, a down payment no larger than the price, and a rate up to 30% to see the payment.</span>
        )}
      </output>
      <p className="mortgage__note">An estimate only: property tax, insurance and association dues are not included. Ask a lender for a quote.</p>
    </form>
  );
}
