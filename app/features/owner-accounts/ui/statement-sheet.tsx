import type { StatementPage } from "../owner-statement-pages.server";
import { formatCents } from "~/shared/lib/money";
import { formatLongDate, formatMonthYear, formatShortDate } from "~/shared/dates/format-dates";

/**
 * One month's statement as an owner checks it line by line: the opening
 * balance, each stay that checked out (what the guest paid for the nights
 * and fees, the hotel tax collected and paid to the territory, the
 * commission and fees the brokerage kept, the owner's share), adjustments,
 * expenses and payouts, and the closing balance, which is the opening plus
 * shares and adjustments less expenses and payouts. An expense with a
 * receipt links to its image at the address `receiptPath` gives (the owner's
 * or the office's).
 */

const PAYOUT_METHODS: Record<string, string> = { ach: "ACH transfer", wire: "Wire transfer", check: "Check", stripe: "Stripe transfer" };

/** An amount as a statement prints it: always with cents, so the columns line up; a minus sign (never parentheses) for money out. */
const signed = (cents: number) => formatCents(cents, { alwaysCents: true });

/** What the guest paid on top of the rent, tax aside: cleaning, damage waiver and any other fee. */
const feesOf = (line: StatementPage["view"]["statement"]["stays"][number]) => line.money.cleaningCents + line.money.damageWaiverCents + line.money.otherFeesCents;

export function StatementSheet({ page, receiptPath }: { page: StatementPage; receiptPath: (expenseId: string) => string }) {
  const { statement, status } = page.view;
  const { totals } = statement;
  const villa = (id: string | undefined) => (id ? (page.villaNames[id] ?? "A villa no longer managed") : "");
  return (
    <article className="statement" aria-labelledby="statement-title">
      <header className="statement__head">
        <div>
          <p className="eyebrow">{page.ownerName}</p>
          <h2 id="statement-title">Statement for {formatMonthYear(`${statement.month}-01`)}</h2>
        </div>
        <p className={`statement__status statement__status--${status}`}>{status === "closed" ? "Closed" : "Open: the month may still change"}</p>
      </header>

      <dl className="statement__summary">
        <div>
          <dt>Opening balance</dt>
          <dd>{signed(statement.openingCents)}</dd>
        </div>
        <div>
          <dt>Your share of stays</dt>
          <dd>{signed(totals.ownerShareCents)}</dd>
        </div>
        <div>
          <dt>Adjustments</dt>
          <dd>{signed(totals.adjustmentsCents)}</dd>
        </div>
        <div>
          <dt>Expenses</dt>
          <dd>{signed(-totals.expensesCents)}</dd>
        </div>
        <div>
          <dt>Payouts</dt>
          <dd>{signed(-totals.payoutsCents)}</dd>
        </div>
        <div className="statement__closing">
          <dt>Closing balance</dt>
          <dd>{signed(statement.closingCents)}</dd>
        </div>
      </dl>

      <section aria-labelledby="statement-stays">
        <h3 id="statement-stays">Stays</h3>
        {statement.stays.length === 0 ? (
          <p>No stay checked out this month.</p>
        ) : (
          <div className="admin-table-wrap" role="region" aria-labelledby="statement-stays" tabIndex={0}>
            <table className="admin-table statement__table" aria-labelledby="statement-stays">
              <thead>
                <tr>
                  <th scope="col">Stay</th>
                  <th scope="col" className="statement__money">Rent</th>
                  <th scope="col" className="statement__money">Fees</th>
                  <th scope="col" className="statement__money">Hotel tax collected</th>
                  <th scope="col" className="statement__money">Commission</th>
                  <th scope="col" className="statement__money">Fees kept by the office</th>
                  <th scope="col" className="statement__money">Your share</th>
                </tr>
              </thead>
              <tbody>
                {statement.stays.map((line, index) => (
                  <tr key={`${line.bookingId ?? "stay"}-${index}`}>
                    <td>
                      <strong>{villa(line.stay?.listingId) || "Stay"}</strong>
                      <span className="statement__sub">
                        {line.stay ? `${line.stay.guestFirstName || "Guest"}, ${formatShortDate(line.stay.checkIn)} to ` : "Checked out "}
                        {formatShortDate(line.checkOut)}
                      </span>
                      <span className="statement__sub">
                        Commission {line.contract.commissionBasisPoints / 100}% of {line.contract.commissionAppliesTo === "rent" ? "rent" : "rent and cleaning"}
                      </span>
                    </td>
                    <td className="statement__money" data-label="Rent">{signed(line.money.rentCents)}</td>
                    <td className="statement__money" data-label="Fees">{signed(feesOf(line))}</td>
                    <td className="statement__money" data-label="Hotel tax collected">{signed(line.settlement.taxCents)}</td>
                    <td className="statement__money" data-label="Commission">{signed(-line.settlement.commissionCents)}</td>
                    <td className="statement__money" data-label="Fees kept by the office">{signed(-line.settlement.brokerageFeesCents)}</td>
                    <td className="statement__money" data-label="Your share">{signed(line.settlement.ownerCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td className="statement__money" data-label="Rent">{signed(totals.grossRentCents)}</td>
                  <td className="statement__money" data-label="Fees">{signed(statement.stays.reduce((total, line) => total + feesOf(line), 0))}</td>
                  <td className="statement__money" data-label="Hotel tax collected">{signed(totals.taxCollectedCents)}</td>
                  <td className="statement__money" data-label="Commission">{signed(-totals.commissionCents)}</td>
                  <td className="statement__money" data-label="Fees kept by the office">{signed(-totals.brokerageFeesCents)}</td>
                  <td className="statement__money" data-label="Your share">{signed(totals.ownerShareCents)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
        <p className="statement__note">The hotel tax (12.5%) is the guests' money: the office pays it to the Virgin Islands, and it is never your income.</p>
      </section>

      {statement.adjustments.length > 0 ? (
        <section aria-labelledby="statement-adjustments">
          <h3 id="statement-adjustments">Adjustments</h3>
          <ul className="statement__lines">
            {statement.adjustments.map((line, index) => (
              <li key={index}>
                <span>
                  {formatShortDate(line.bookedOn)}:{" "}
                  {line.kind === "late_correction" ? `a refund of ${signed(line.refundCents ?? 0)} to a guest after an earlier statement closed` : (line.note ?? "Adjustment")}
                </span>
                <span className="statement__money">{signed(line.amountCents)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="statement-expenses">
        <h3 id="statement-expenses">Expenses</h3>
        {statement.expenses.length === 0 ? (
          <p>No expenses this month.</p>
        ) : (
          <ul className="statement__lines">
            {statement.expenses.map((line, index) => {
              const receiptId = page.receiptIds[index];
              return (
                <li key={index}>
                  <span>
                    {formatShortDate(line.spentOn)}: {line.vendor} ({line.category}), {villa(line.listingId)}
                    {line.note ? <span className="statement__sub">{line.note}</span> : null}
                    {receiptId ? (
                      <a className="statement__receipt" href={receiptPath(receiptId)} aria-label={`Receipt: ${line.vendor}, ${formatLongDate(line.spentOn)}`}>
                        Receipt
                      </a>
                    ) : null}
                  </span>
                  <span className="statement__money">{signed(-line.amountCents)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="statement-payouts">
        <h3 id="statement-payouts">Payouts</h3>
        {statement.payouts.length === 0 ? (
          <p>No payouts this month.</p>
        ) : (
          <ul className="statement__lines">
            {statement.payouts.map((line, index) => (
              <li key={index}>
                <span>
                  {formatShortDate(line.bookedOn)}: {PAYOUT_METHODS[line.method] ?? line.method}, reference {line.reference}
                  {line.note ? <span className="statement__sub">{line.note}</span> : null}
                </span>
                <span className="statement__money">{signed(-line.amountCents)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
