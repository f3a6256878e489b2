import type { ReactNode } from "react";
import { formatShortPrice } from "~/features/listings";
import { formatLongDate, formatMonthYear, formatShortMonth } from "~/shared/dates/format-dates";
import { Link } from "~/shared/ui/link";
import { PageHero } from "~/shared/ui/page-hero";
import { marketPath } from "../market-areas";
import type { MarketReport } from "../market-report";
import { changeText, KEY_FIGURE_ROWS } from "../key-figures";
import { dollars, inPlace, ISLAND_NAME, placeName, reportSentences } from "../market-sentences";
import { reportTitle } from "../market-structured-data";
import { BarChart } from "./bar-chart";

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A figure the report could not take (no sales to take a median of). */
function None() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">none</span>
    </>
  );
}

const shown = (value: number | null, format: (value: number) => string = (number) => whole.format(number)): ReactNode => (value === null ? <None /> : format(value));

function change(current: number | null, previous: number | null): ReactNode {
  return changeText(current, previous) ?? <None />;
}

function KeyFigures({ report }: { report: MarketReport }) {
  const { island } = report;
  return (
    <>
      <h3 id="figures-title" className="market-table-title">
        Key figures for {placeName(report)}: the last 12 months against the same months a year earlier
      </h3>
      <div className="market-table-wrap" role="region" aria-labelledby="figures-title" tabIndex={0}>
        <table className="market-table market-table--figures" aria-labelledby="figures-title">
          <thead>
            <tr>
              <th scope="col">Figure</th>
              <th scope="col">Last 12 months</th>
              <th scope="col">A year earlier</th>
              <th scope="col">Change</th>
              {island ? <th scope="col">{ISLAND_NAME}, last 12 months</th> : null}
            </tr>
          </thead>
          <tbody>
            {KEY_FIGURE_ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{shown(row.value(report), row.format)}</td>
                <td>{row.sales ? shown(row.sales(report.previous), row.format) : <None />}</td>
                <td>{row.sales ? change(row.sales(report.current), row.sales(report.previous)) : <None />}</td>
                {island ? <td>{shown(row.value(island), row.format)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function MonthByMonth({ report }: { report: MarketReport }) {
  const labels = report.months.map((month) => formatShortMonth(`${month.month}-01`));
  const where = inPlace(report);
  return (
    <section className="market-section" aria-labelledby="months-heading">
      <h2 id="months-heading">Month by month</h2>
      <div className="market-charts">
        <figure className="market-chart">
          <figcaption>Closed sales per month {where}</figcaption>
          <BarChart values={report.months.map((month) => month.sales)} labels={labels} formatTick={(value) => whole.format(value)} whole />
        </figure>
        <figure className="market-chart">
          <figcaption>Median sale price per month {where}</figcaption>
          <BarChart values={report.months.map((month) => month.medianPrice)} labels={labels} formatTick={(value) => (value === 0 ? "$0" : formatShortPrice(value))} />
        </figure>
      </div>
      <h3 id="months-title" className="market-table-title">
        Each month {where}: listings for sale and under contract at its end (this month: today), closed sales and their median price
      </h3>
      <div className="market-table-wrap" role="region" aria-labelledby="months-title" tabIndex={0}>
        <table className="market-table" aria-labelledby="months-title">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">For sale</th>
              <th scope="col">Under contract</th>
              <th scope="col">Sales</th>
              <th scope="col">Median price</th>
            </tr>
          </thead>
          <tbody>
            {report.months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{formatMonthYear(`${month.month}-01`)}</th>
                <td>{whole.format(month.active)}</td>
                <td>{whole.format(month.pending)}</td>
                <td>{whole.format(month.sales)}</td>
                <td>{shown(month.medianPrice, dollars)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Areas({ report }: { report: MarketReport }) {
  if (report.areas.length === 0) return null;
  if (report.area) {
    const others = report.areas.filter((area) => area.slug !== report.area?.slug);
    return (
      <section className="market-section" aria-labelledby="areas-heading">
        <h2 id="areas-heading">Other areas of {ISLAND_NAME}</h2>
        <ul className="market-area-links">
          <li>
            <Link to={marketPath(null)}>All of {ISLAND_NAME}</Link>
          </li>
          {others.map((area) => (
            <li key={area.slug}>
              <Link to={marketPath(area)}>{area.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className="market-section" aria-labelledby="areas-heading">
      <h2 id="areas-heading">By area</h2>
      <h3 id="areas-title" className="market-table-title">
        Each area's listings for sale now, and its closed sales and median sale price over the last 12 months
      </h3>
      <div className="market-table-wrap" role="region" aria-labelledby="areas-title" tabIndex={0}>
        <table className="market-table" aria-labelledby="areas-title">
          <thead>
            <tr>
              <th scope="col">Area</th>
              <th scope="col">For sale</th>
              <th scope="col">Sales</th>
              <th scope="col">Median price</th>
            </tr>
          </thead>
          <tbody>
            {report.areas.map((area) => (
              <tr key={area.slug}>
                <th scope="row">
                  <Link to={marketPath(area)}>{area.name}</Link>
                </th>
                <td>{whole.format(area.active)}</td>
                <td>{whole.format(area.sales)}</td>
                <td>{shown(area.medianPrice, dollars)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * A market report page: the summary in words, the key figures, month by month
 * (charts and their table), and the areas. `subscribe` is what the route puts
 * after the summary: the form for the report by e-mail each month, which a
 * feature above this one draws (decision 0148).
 */
export function MarketReportView({ report, subscribe }: { report: MarketReport; subscribe?: ReactNode }) {
  const place = placeName(report);
  const sentences = reportSentences(report);
  const search = report.area ? `/mls?area=${encodeURIComponent(report.area.name)}` : "/mls";
  return (
    <>
      <PageHero eyebrow="Market report" title={reportTitle(report)}>
        <p>
          The 12 months from {formatLongDate(report.period.start)} to {formatLongDate(report.period.end)}, from the listings and closed sales published on this site.
        </p>
      </PageHero>
      <div className="container section market-report">
        {report.area ? (
          <nav aria-label="Breadcrumb" className="market-crumbs">
            <ol>
              <li>
                <Link to={marketPath(null)}>{reportTitle({ area: null })}</Link>
              </li>
              <li aria-current="page">{report.area.name}</li>
            </ol>
          </nav>
        ) : null}
        <section className="market-section" aria-labelledby="summary-heading">
          <h2 id="summary-heading">{place} in brief</h2>
          <ul className="market-summary">
            {sentences.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
          <KeyFigures report={report} />
          <p className="market-links">
            <Link to={search}>Search the listings {report.area ? `in ${report.area.name}` : `on ${ISLAND_NAME}`}</Link>
            <Link to="/saleshistory">See the sales history</Link>
          </p>
        </section>
        {subscribe}
        <MonthByMonth report={report} />
        <Areas report={report} />
        <section className="market-section market-method" aria-labelledby="method-heading">
          <h2 id="method-heading">How these figures are drawn</h2>
          <p>
            From the homes, land and commercial property for sale and sold that this site publishes, MLS listings included. A sale counts on its closing date; a median is the
            middle sale, half sold for more and half for less. Price per square foot counts homes with their living area recorded, and days on market run from the listing date to the
            closing, for sales whose listing date is recorded. Months of inventory are the listings for sale now divided by the average number of sales a month.
          </p>
        </section>
      </div>
    </>
  );
}

/** The link from a listing's page to its area's report. */
export function MarketReportLink({ area }: { area: { name: string; slug: string } }) {
  return (
    <p className="market-report-link">
      <Link to={marketPath(area)}>
        {ISLAND_NAME} market report: {area.name}
      </Link>
    </p>
  );
}
