import { Link } from "~/shared/ui/link";
import { formatLongDate } from "~/shared/dates/format-dates";
import { ResponsiveImage } from "~/features/media/components";
import { formatPrice } from "~/features/listings";
import type { ComparableView, ValuationView } from "../valuation-report";

const CONFIDENCE_LABELS = { high: "High confidence", medium: "Medium confidence", low: "Low confidence" } as const;

function signed(percent: number): string {
  return `${percent > 0 ? "+" : percent < 0 ? "−" : ""}${Math.abs(percent).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
}

function ComparableCard({ comparable, full }: { comparable: ComparableView; full: boolean }) {
  return (
    <li className="comparable">
      <div className="comparable__media">
        {comparable.photo ? (
          <ResponsiveImage image={comparable.photo} sizes="(min-width: 60rem) 280px, 100vw" className="comparable__image" />
        ) : (
          <div className="comparable__no-photo">No photo</div>
        )}
      </div>
      <div className="comparable__body">
        <h3 className="comparable__title">
          <Link to={comparable.path}>{comparable.title}</Link>
        </h3>
        <p className="comparable__where">
          {comparable.area} · sold <time dateTime={comparable.closeDate}>{formatLongDate(comparable.closeDate)}</time>
        </p>
        <dl className="comparable__prices">
          <div>
            <dt>Sold for</dt>
            <dd>{formatPrice(comparable.closePrice)}</dd>
          </div>
          <div>
            <dt>Adjusted to yours</dt>
            <dd>{formatPrice(comparable.adjustedPrice)}</dd>
          </div>
        </dl>
        {full ? (
          <>
            <p className="comparable__weight">Weight in the estimate: {comparable.weightPercent}%</p>
            {comparable.adjustments.length > 0 ? (
              <ul className="comparable__adjustments" aria-label={`Adjustments to ${comparable.title}`}>
                {comparable.adjustments.map((adjustment) => (
                  <li key={adjustment.label}>
                    {adjustment.label} <strong>{signed(adjustment.percent)}</strong>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="comparable__weight">No adjustment: the same facts as yours.</p>
            )}
          </>
        ) : null}
      </div>
    </li>
  );
}

/** The estimate, its range and confidence, and the comparables it rests on. */
export function ValuationResult({ result, full }: { result: ValuationView; full: boolean }) {
  if (!result.found) {
    return (
      <section className="home-value-result" aria-labelledby="home-value-result-heading">
        <h2 id="home-value-result-heading">No estimate from sales</h2>
        <p>{result.sentence} An agent can still value it from a visit: call or write to us.</p>
      </section>
    );
  }
  return (
    <section className="home-value-result" aria-labelledby="home-value-result-heading">
      <h2 id="home-value-result-heading">Estimated value</h2>
      <p className="home-value-result__range">
        <span className="home-value-result__low">{formatPrice(result.low)}</span> to <span className="home-value-result__high">{formatPrice(result.high)}</span>
      </p>
      <p className="home-value-result__estimate">
        Most likely about <strong>{formatPrice(result.estimate)}</strong> · <span className={`home-value-confidence home-value-confidence--${result.confidence}`}>{CONFIDENCE_LABELS[result.confidence]}</span>
      </p>
      <p className="home-value-result__why">{result.sentence}</p>
      <h3 className="home-value-result__subhead">
        {full ? `All ${result.total} comparable sales, with their adjustments` : `The closest ${result.comparables.length} of ${result.total} comparable sales`}
      </h3>
      <ul className="comparables">
        {result.comparables.map((comparable) => (
          <ComparableCard key={comparable.id} comparable={comparable} full={full} />
        ))}
      </ul>
      <p className="home-value-result__note">
        An estimate from recorded sales, not an appraisal: a visit sees what the records do not (finishes, rental history, the view itself).
      </p>
    </section>
  );
}
