import { refusePost, requireUser } from "~/features/accounts/index.server";
import { listStatementMonths, readAnnualSummary } from "~/features/owner-accounts/index.server";
import type { PageHandle } from "~/features/shell";
import { StaffHeading } from "~/features/shell/components";
import { formatMonthYear, islandYear } from "~/shared/dates/format-dates";
import { throwFailure } from "~/shared/http/failure-status";
import { formatCents } from "~/shared/lib/money";
import { Link } from "~/shared/ui/link";
import type { Route } from "./+types/statements";

/**
 * /owner/statements?year=YYYY: every monthly statement (closed, or open while
 * the month may still change), each with its PDF and CSV, and the year's
 * summary for the owner's tax filing. No React in the browser.
 */
const EXACT = { alwaysCents: true };

export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Statements | Owner portal | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "use:owner-portal");
  const months = await listStatementMonths(user, user.id);
  if (!months.success) throwFailure(months);
  const years = [...new Set(months.data.map((row) => Number(row.month.slice(0, 4))))];
  const asked = Number(new URL(request.url).searchParams.get("year"));
  const year = years.includes(asked) ? asked : (years[0] ?? islandYear());
  const summary = await readAnnualSummary(user, user.id, year);
  if (!summary.success) throwFailure(summary);
  return { months: months.data, years, summary: summary.data, currentYear: islandYear() };
}

export async function action({ request }: Route.ActionArgs) {
  return refusePost(request, "use:owner-portal");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { months, years, summary, currentYear } = loaderData;
  return (
    <>
      <StaffHeading eyebrow="Owner portal" title="Statements" />
      <div className="container section owner-portal">
        <section aria-labelledby="months-heading" className="owner-portal__section">
          <h2 id="months-heading">Monthly statements</h2>
          <p>Each month closes once the office has checked it and e-mailed it to you; a closed statement never changes. A correction after that appears in the next month.</p>
          {months.length === 0 ? (
            <p>No statement yet: your first appears once a guest has paid for a stay.</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table owner-months" aria-labelledby="months-heading">
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="statement__money">Opening</th>
                    <th scope="col" className="statement__money">Closing</th>
                    <th scope="col">Files</th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((row) => (
                    <tr key={row.month}>
                      <th scope="row">
                        <Link to={`/owner/statements/${row.month}`}>{formatMonthYear(`${row.month}-01`)}</Link>
                      </th>
                      <td>{row.status === "closed" ? "Closed" : "Open"}</td>
                      <td className="statement__money">{formatCents(row.openingCents, EXACT)}</td>
                      <td className="statement__money">{formatCents(row.closingCents, EXACT)}</td>
                      <td className="owner-months__files">
                        <a href={`/owner/statements/${row.month}/statement.pdf`} aria-label={`PDF of ${formatMonthYear(`${row.month}-01`)}`}>
                          PDF
                        </a>{" "}
                        <a href={`/owner/statements/${row.month}/statement.csv`} aria-label={`CSV of ${formatMonthYear(`${row.month}-01`)}`}>
                          CSV
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section aria-labelledby="year-heading" className="owner-portal__section">
          <h2 id="year-heading">Your year {summary.year}</h2>
          {years.length > 1 ? (
            <p className="owner-years">
              Other years:{" "}
              {years
                .filter((year) => year !== summary.year)
                .map((year) => (
                  <Link key={year} to={`?year=${year}`}>
                    {year}
                  </Link>
                ))}
            </p>
          ) : null}
          <p>For your tax filing: what your villas earned and cost in {summary.year}, from the twelve monthly statements.</p>
          <dl className="owner-figures owner-figures--year">
            <div>
              <dt>Gross rent</dt>
              <dd>{formatCents(summary.grossRentCents, EXACT)}</dd>
            </div>
            <div>
              <dt>Commission</dt>
              <dd>{formatCents(summary.commissionCents, EXACT)}</dd>
            </div>
            <div>
              <dt>Fees kept by the office</dt>
              <dd>{formatCents(summary.brokerageFeesCents, EXACT)}</dd>
            </div>
            <div>
              <dt>Your share of stays</dt>
              <dd>{formatCents(summary.ownerShareCents, EXACT)}</dd>
            </div>
            <div>
              <dt>Adjustments</dt>
              <dd>{formatCents(summary.adjustmentsCents, EXACT)}</dd>
            </div>
            <div>
              <dt>Expenses</dt>
              <dd>{formatCents(summary.expensesCents, EXACT)}</dd>
            </div>
            <div>
              <dt>Payouts to you</dt>
              <dd>{formatCents(summary.payoutsCents, EXACT)}</dd>
            </div>
            <div>
              <dt>{summary.year === currentYear ? "Balance now" : "Balance at year end"}</dt>
              <dd>{formatCents(summary.closingCents, EXACT)}</dd>
            </div>
          </dl>
        </section>
      </div>
    </>
  );
}
