import { Link } from "~/shared/ui/link";
import type { CountRow } from "~/shared/db/counts.server";
import { OverviewCounts } from "./overview-counts";

type Props = {
  /** The window's length, and the overview's address for the other window. */
  days: 30 | 90;
  basePath: string;
  firstResponse: { medianSeconds: number | null; answered: number; total: number };
  leads: { total: number; bySource: CountRow[]; byAgent: CountRow[]; showingsRequested: number; showingsBooked: number };
  listings: Array<{ path: string; title: string; views: number; enquiries: number }>;
};

/** "2 h 15 min", "45 min", "3 days 4 h": a response time as people say it. */
export function duration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} days ${hours % 24} h` : `${days} days`;
}

const number = (value: number) => value.toLocaleString("en-US");

/**
 * "How are we doing" over the last 30 or 90 days (a switch in the address,
 * `?days=90`): leads by source and by agent, the median first response,
 * showings asked for and booked, and the listings most enquired about and
 * viewed. Server-rendered, no script.
 */
export function LeadPerformance({ days, basePath, firstResponse, leads, listings }: Props) {
  return (
    <section className="admin-section" aria-labelledby="lead-performance-heading">
      <h2 id="lead-performance-heading">Leads, last {days} days</h2>
      <nav aria-label="Period" className="overview-period">
        {([30, 90] as const).map((option) => (
          <Link key={option} to={option === 30 ? basePath : `${basePath}?days=${option}`} className="button button--small button--ghost" aria-current={option === days ? "page" : undefined}>
            Last {option} days
          </Link>
        ))}
      </nav>
      <p className="admin-section__intro">
        {number(leads.total)} {leads.total === 1 ? "lead" : "leads"} in the last {days} days; {number(leads.showingsRequested)} showings requested and{" "}
        {number(leads.showingsBooked)} booked.
      </p>
      <div className="overview-grid">
        <OverviewCounts title="Leads by source" rows={leads.bySource} />
        <OverviewCounts title="Leads by agent" rows={leads.byAgent} />
        <section className="overview-counts" aria-labelledby="first-response-heading">
          <h3 id="first-response-heading">Median first response</h3>
          {firstResponse.total === 0 ? (
            <p>No leads yet.</p>
          ) : (
            <p>
              <strong>{firstResponse.medianSeconds === null ? "None answered yet" : duration(firstResponse.medianSeconds)}</strong>
              <br />
              {number(firstResponse.answered)} of {number(firstResponse.total)} {firstResponse.total === 1 ? "lead" : "leads"} answered, last {days} days
            </p>
          )}
        </section>
        <OverviewCounts
          title="Showings"
          rows={[
            { key: "Requested", count: leads.showingsRequested },
            { key: "Booked", count: leads.showingsBooked },
          ]}
        />
      </div>
      <h3 id="listing-performance-heading">Listings: views and inquiries</h3>
      {listings.length === 0 ? (
        <p>No listing views or inquiries in the last {days} days.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-labelledby="listing-performance-heading">
            <thead>
              <tr>
                <th scope="col">Listing</th>
                <th scope="col">Views</th>
                <th scope="col">Inquiries</th>
              </tr>
            </thead>
            <tbody>
              {listings.map((row) => (
                <tr key={row.path}>
                  <th scope="row">
                    <Link to={row.path}>{row.title}</Link>
                  </th>
                  <td>{number(row.views)}</td>
                  <td>{number(row.enquiries)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
