import { formatShortDate } from "~/shared/dates/format-dates";
import { formatCents } from "~/shared/lib/money";
import type { OwnerFormReply } from "../owner-form-reply";
import { CHECK_STRIPE_PAYOUTS_INTENT } from "../owner-office-rules";
import type { StripePayoutCheck, StripePayoutsPage } from "../read-stripe-payouts.server";
import { OfficeForm } from "./office-form";

type Props = {
  period: { from: string; to: string };
  page: StripePayoutsPage | null;
  /** Why the payouts could not be read for the period. */
  error: string | null;
  reply: OwnerFormReply | undefined;
};

const STATUS_WORDS: Record<string, string> = { pending: "pending", in_transit: "in transit", paid: "paid", failed: "failed", canceled: "canceled" };

/**
 * Stripe's deposits into the trust bank arriving in the period, each against
 * the postings it is made of: how many of its items the ledger holds, the
 * fees Stripe kept, and whether the items less the fees are the deposit;
 * the items not found in the ledger are listed for the office to chase.
 */
export function StripePayoutsView({ period, page, error, reply }: Props) {
  return (
    <section className="admin-section" aria-labelledby="stripe-payouts-heading">
      <h2 id="stripe-payouts-heading">Stripe payouts to the trust bank</h2>
      {page && !page.configured ? (
        <p className="admin-section__intro">Stripe is not set up for this site, so there are no Stripe payouts to match.</p>
      ) : (
        <>
          <p className="admin-section__intro">
            Each deposit Stripe makes to the trust bank is the guests&apos; charges less refunds, transfers to owners and Stripe&apos;s fees. The site asks Stripe
            for its payouts every hour and matches each item to the ledger&apos;s posting of the same money.
          </p>
          <OfficeForm intent={CHECK_STRIPE_PAYOUTS_INTENT} title="Stripe's latest payouts" reply={reply} submitLabel="Check Stripe now" pendingLabel="Asking Stripe…">
            {() => null}
          </OfficeForm>
          {error ? (
            <p role="alert" className="form-error">
              {error}
            </p>
          ) : null}
          {page ? <Payouts period={period} payouts={page.payouts} /> : null}
        </>
      )}
    </section>
  );
}

function Payouts({ period, payouts }: { period: Props["period"]; payouts: StripePayoutCheck[] }) {
  if (payouts.length === 0) return <p>{`No Stripe payout arrives between ${formatShortDate(period.from)} and ${formatShortDate(period.to)}.`}</p>;
  const unmatched = payouts.flatMap((payout) => payout.unmatched.map((item) => ({ ...item, payout: payout.stripePayoutId })));
  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">Stripe payouts arriving in the period</caption>
          <thead>
            <tr>
              <th scope="col">Arrives</th>
              <th scope="col">Payout</th>
              <th scope="col">Amount</th>
              <th scope="col">Items matched</th>
              <th scope="col">Stripe&apos;s fees</th>
              <th scope="col">Gross matched</th>
              <th scope="col">Gross less fees is the amount</th>
            </tr>
          </thead>
          <tbody>
            {payouts.map((payout) => (
              <tr key={payout.stripePayoutId}>
                <td>{formatShortDate(payout.arrivalOn)}</td>
                <td>{`${payout.stripePayoutId} (${STATUS_WORDS[payout.status] ?? payout.status})`}</td>
                <td className="owner-amount">{formatCents(payout.amountCents)}</td>
                <td>{`${payout.matchedCount} of ${payout.itemCount}`}</td>
                <td className="owner-amount">{formatCents(payout.feesCents)}</td>
                <td className="owner-amount">{`${formatCents(payout.grossMatchedCents)} of ${formatCents(payout.grossCents)}`}</td>
                <td>{payout.addsUp ? "Yes" : "No"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {unmatched.length === 0 ? (
        <p role="status" className="form-success">
          Every item of these payouts is matched to a posting in the trust ledger.
        </p>
      ) : (
        <>
          <h3>Items not matched to a posting</h3>
          <p>Stripe moved this money, but the ledger has no posting of the same amount for it. Look each one up in Stripe by its id.</p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Items of the payouts not matched to a posting</caption>
              <thead>
                <tr>
                  <th scope="col">Payout</th>
                  <th scope="col">Balance transaction</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Stripe object</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Fee</th>
                </tr>
              </thead>
              <tbody>
                {unmatched.map((item) => (
                  <tr key={item.balanceTransactionId}>
                    <td>{item.payout}</td>
                    <td>{item.balanceTransactionId}</td>
                    <td>{item.type.replaceAll("_", " ")}</td>
                    <td>{item.sourceId ?? "none"}</td>
                    <td className="owner-amount">{formatCents(item.amountCents)}</td>
                    <td className="owner-amount">{formatCents(item.feeCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
