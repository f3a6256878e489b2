import { Form } from "react-router";
import { formatShortDate } from "~/shared/dates/format-dates";
import { formatCents } from "~/shared/lib/money";
import { FormField } from "~/shared/ui/form-field";
import type { Reconciliation } from "../reconciliation";

type Props = {
  period: { from: string; to: string };
  reconciliation: Reconciliation | null;
  /** Why the period could not be reconciled (dates missing or reversed). */
  error: string | null;
};

/**
 * The trust account for a period: what guests paid in and where it went
 * (the territory's hotel tax, the brokerage's income, the owners, refunds,
 * money still held for stays not yet over), and whether it all balances.
 */
export function TrustReconciliationView({ period, reconciliation, error }: Props) {
  return (
    <section className="admin-section" aria-labelledby="trust-heading">
      <h2 id="trust-heading">Trust account</h2>
      <p className="admin-section__intro">
        The guests' money the brokerage holds in trust, reconciled for a period of island days (both included). Until a stay checks out its money is held for
        the guest; at checkout it goes to the hotel tax, the brokerage and the owner.
      </p>
      <Form method="get" className="owner-period">
        <FormField name="from" label="From" type="date" required defaultValue={period.from} />
        <FormField name="to" label="To" type="date" required defaultValue={period.to} />
        <button type="submit" className="button">
          Reconcile
        </button>
      </Form>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {reconciliation ? <Figures period={period} figures={reconciliation} /> : null}
    </section>
  );
}

function Figures({ period, figures }: { period: Props["period"]; figures: Reconciliation }) {
  const balanced = figures.differenceCents === 0 && figures.trustDifferenceCents === 0;
  const rows: [string, number, string?][] = [
    ["Guest money received", figures.guestMoneyReceivedCents],
    ["Refunds paid to guests", figures.refundsPaidCents],
    ["Hotel tax due for the period", figures.taxDueCents, "The figure for the territory's hotel occupancy tax return."],
    ["Hotel tax paid to the territory", figures.taxRemittedCents, "Whatever return it was for; listed below."],
    ["Brokerage income", figures.brokerageIncomeCents, "Commission and the fees the brokerage keeps."],
    ["Drawn by the brokerage", figures.brokerageDrawnCents, "Moved to the brokerage's own account."],
    ["Change in owners' balances", figures.ownerBalancesCents],
    ["Expenses paid for owners", figures.expensesPaidCents],
    ["Payouts to owners", figures.payoutsCents],
    ["Change in money held for stays not yet over", figures.heldForGuestsCents],
    ["Trust bank account's movement", figures.trustBankCents],
  ];
  return (
    <>
      <p role="status" className={balanced ? "form-success" : "form-error"}>
        {balanced
          ? `The trust account balances for ${formatShortDate(period.from)} to ${formatShortDate(period.to)}: every dollar received is accounted for.`
          : `The trust account does not balance for ${formatShortDate(period.from)} to ${formatShortDate(period.to)}: ${formatCents(figures.differenceCents)} of the money received and ${formatCents(figures.trustDifferenceCents)} of the bank's movement are not accounted for.`}
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table owner-figures">
          <caption className="visually-hidden">The trust account's figures for the period</caption>
          <tbody>
            {rows.map(([label, cents, hint]) => (
              <tr key={label}>
                <th scope="row">
                  {label}
                  {hint ? <span className="owner-figures__hint">{hint}</span> : null}
                </th>
                <td className="owner-amount">{formatCents(cents)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Balances</th>
              <td className="owner-amount">{balanced ? "Yes" : "No"}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
