import { Link } from "~/shared/ui/link";
import { formatIslandDateTime, formatLongDate, formatShortDate } from "~/shared/dates/format-dates";
import { ResponsiveImage } from "~/features/media/components";
import { formatNumber, formatPrice } from "~/features/listings";
import type { Subject } from "../valuation-method";
import type { ValuationView } from "../valuation-report";
import { CONDITION_LABELS, CONDITIONS, PROPERTY_TYPE_LABELS, VIEW_LABELS, VIEWS, type Condition, type View } from "../valuation-rules";

/** What the section shows; `loadLeadValuation` answers it. */
export type LeadValuationSectionData = {
  address: string;
  area: string;
  subject: Subject;
  ownerView: View | null;
  ownerCondition: Condition | null;
  agentView: View | null;
  agentCondition: Condition | null;
  asOf: string;
  adjusted: boolean;
  adjustedAt: Date | string | null;
  requested: { estimate: number | null; low: number | null; high: number | null; at: Date | string };
  view: ValuationView;
  excluded: Array<{ id: string; title: string; path: string; area: string; closeDate: string; closePrice: number }>;
  addable: Array<{ id: string; label: string }>;
  monthlyUpdates: boolean;
};

const CONFIDENCE_LABELS = { high: "High confidence", medium: "Medium confidence", low: "Low confidence" } as const;

const signed = (percent: number) => `${percent > 0 ? "+" : percent < 0 ? "−" : ""}${Math.abs(percent).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;

function Facts({ data }: { data: LeadValuationSectionData }) {
  const { subject } = data;
  const home = subject.type !== "land";
  const rows: Array<[string, string]> = [
    ["Address", `${data.address}, ${data.area}`],
    ["Type", PROPERTY_TYPE_LABELS[subject.type]],
    ...(home ? [["Size", `${subject.beds} bed, ${subject.baths} bath, ${formatNumber(subject.livingArea)} sq ft`] as [string, string]] : []),
    ["Lot", `${formatNumber(subject.lotAcres)} ${subject.lotAcres === 1 ? "acre" : "acres"}`],
    ["View", data.ownerView ? VIEW_LABELS[data.ownerView] + (data.agentView ? ` (valued as ${VIEW_LABELS[data.agentView].toLowerCase()})` : "") : VIEW_LABELS[subject.view]],
    ["Water frontage", subject.waterfront ? "On the water" : "Not on the water"],
    ...(home && data.ownerCondition
      ? [["Condition", CONDITION_LABELS[data.ownerCondition] + (data.agentCondition ? ` (valued as ${CONDITION_LABELS[data.agentCondition].toLowerCase()})` : "")] as [string, string]]
      : []),
    ["Monthly e-mails", data.monthlyUpdates ? "Asked for" : "Not asked for"],
  ];
  return (
    <dl className="lead-valuation__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ComparablesForm({ data }: { data: LeadValuationSectionData }) {
  const { view, subject } = data;
  const comparables = view.found ? view.comparables : [];
  return (
    <form method="post" className="form lead-valuation__form" aria-label="Choose the comparables">
      <input type="hidden" name="intent" value="valuation_adjust" />
      <div className="admin-table-wrap">
        <table className="admin-table lead-valuation__table">
          <caption className="visually-hidden">Comparable sales, as of {formatLongDate(data.asOf)}</caption>
          <thead>
            <tr>
              <th scope="col">Use</th>
              <th scope="col">Sale</th>
              <th scope="col">Sold</th>
              <th scope="col">Sold price</th>
              <th scope="col">Adjustments</th>
              <th scope="col">Adjusted price</th>
              <th scope="col">Weight</th>
            </tr>
          </thead>
          <tbody>
            {comparables.map((comparable) => (
              <tr key={comparable.id} className="lead-valuation__comparable">
                <td>
                  <input type="hidden" name="shown" value={comparable.id} />
                  <input type="checkbox" name="use" value={comparable.id} defaultChecked id={`use-${comparable.id}`} aria-label={`Use ${comparable.title}`} />
                </td>
                <td>
                  {comparable.photo ? <ResponsiveImage image={comparable.photo} sizes="80px" className="lead-valuation__photo" /> : null}
                  <Link to={comparable.path}>{comparable.title}</Link>
                  <br />
                  {comparable.area}
                </td>
                <td data-label="Sold">
                  <time dateTime={comparable.closeDate}>{formatShortDate(comparable.closeDate)}</time>
                </td>
                <td data-label="Sold price">{formatPrice(comparable.closePrice)}</td>
                <td data-label="Adjustments">
                  {comparable.adjustments.length > 0 ? (
                    <ul className="lead-valuation__adjustments">
                      {comparable.adjustments.map((adjustment) => (
                        <li key={adjustment.label}>
                          {adjustment.label} {signed(adjustment.percent)}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    "None"
                  )}
                </td>
                <td data-label="Adjusted price">{formatPrice(comparable.adjustedPrice)}</td>
                <td data-label="Weight">{comparable.weightPercent}%</td>
              </tr>
            ))}
            {data.excluded.map((sale) => (
              <tr key={sale.id} className="lead-valuation__excluded">
                <td>
                  <input type="hidden" name="shown" value={sale.id} />
                  <input type="checkbox" name="use" value={sale.id} id={`use-${sale.id}`} aria-label={`Use ${sale.title}`} />
                </td>
                <td>
                  <Link to={sale.path}>{sale.title}</Link>
                  <br />
                  {sale.area}
                </td>
                <td data-label="Sold">
                  <time dateTime={sale.closeDate}>{formatShortDate(sale.closeDate)}</time>
                </td>
                <td data-label="Sold price">{formatPrice(sale.closePrice)}</td>
                <td colSpan={3}>Taken out by you</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="lead-valuation__choices">
        <div className="field">
          <label htmlFor="valuation-add">Add a sold listing of the last two years</label>
          <select id="valuation-add" name="add" defaultValue="">
            <option value="">None</option>
            {data.addable.map((sale) => (
              <option key={sale.id} value={sale.id}>
                {sale.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="valuation-view">Value it with the view</label>
          <select id="valuation-view" name="view" defaultValue={data.agentView ?? ""}>
            <option value="">As the owner said{data.ownerView ? ` (${VIEW_LABELS[data.ownerView].toLowerCase()})` : ""}</option>
            {VIEWS.map((value) => (
              <option key={value} value={value}>
                {VIEW_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        {subject.type !== "land" ? (
          <div className="field">
            <label htmlFor="valuation-condition">Value it in the condition</label>
            <select id="valuation-condition" name="condition" defaultValue={data.agentCondition ?? ""}>
              <option value="">As the owner said{data.ownerCondition ? ` (${CONDITION_LABELS[data.ownerCondition].toLowerCase()})` : ""}</option>
              {CONDITIONS.map((value) => (
                <option key={value} value={value}>
                  {CONDITION_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <button type="submit" className="button">
        Recalculate the estimate
      </button>
    </form>
  );
}

/**
 * A valuation lead's "Home valuation": the owner's property and facts, the
 * estimate valued again today over the comparables the agent chose (each
 * with its photo, sale, adjustments, adjusted price and weight), the form to
 * choose them, and the owner's copy to read and send. `filesHref` is where
 * the PDF and the e-mail's HTML are read ("…/valuation"; "/pdf" or "/html" added).
 */
export function LeadValuationSection({ valuation, filesHref }: { valuation: LeadValuationSectionData | null; filesHref: string }) {
  if (!valuation) return null;
  const { view, requested } = valuation;
  return (
    <section aria-labelledby="lead-valuation-heading" className="admin-section lead-valuation">
      <h3 id="lead-valuation-heading">Home valuation</h3>
      <Facts data={valuation} />
      {view.found ? (
        <div className="lead-valuation__estimate">
          <p>
            Estimated value <strong className="lead-valuation__figure">{formatPrice(view.estimate)}</strong>, likely{" "}
            <span className="lead-valuation__range">
              {formatPrice(view.low)} to {formatPrice(view.high)}
            </span>{" "}
            ({CONFIDENCE_LABELS[view.confidence].toLowerCase()}).
          </p>
          <p>{view.sentence}</p>
        </div>
      ) : (
        <p>{view.sentence}</p>
      )}
      <p className="lead-valuation__as-of">
        As of {formatLongDate(valuation.asOf)}, from the sales recorded then
        {valuation.adjusted ? `, over the comparables you chose${valuation.adjustedAt ? ` (${formatIslandDateTime(valuation.adjustedAt)})` : ""}` : ", over the method's own comparables"}.
        {requested.estimate !== null && requested.low !== null && requested.high !== null
          ? ` The owner was shown ${formatPrice(requested.estimate)} (${formatPrice(requested.low)} to ${formatPrice(requested.high)}) on ${formatLongDate(requested.at)}.`
          : ""}
      </p>
      <ComparablesForm data={valuation} />
      {valuation.adjusted ? (
        <form method="post" className="form">
          <input type="hidden" name="intent" value="valuation_reset" />
          <button type="submit" className="button button--ghost">
            Use the method&apos;s own comparables
          </button>
        </form>
      ) : null}
      <h4>The owner&apos;s copy</h4>
      <p>
        <a href={`${filesHref}/html`}>Preview the e-mail</a> · <a href={`${filesHref}/pdf`}>Download the PDF</a>
      </p>
      {view.found ? (
        <form method="post" className="form">
          <input type="hidden" name="intent" value="valuation_send" />
          <button type="submit" className="button">
            Send the valuation to the owner
          </button>
        </form>
      ) : null}
    </section>
  );
}
