import type { StayView } from "../stay-page.server";
import { formatDay } from "~/features/stays";
import { formatCents } from "../stay-money";
import { Time } from "./stay-status";
import { guestPaymentStatus } from "../payment-status";

const KIND_LABELS: Record<string, string> = { deposit: "Deposit", balance: "Balance", full: "Whole stay", refund: "Refund", damage_hold: "Damage deposit hold" };
/**
 * The stay's money: its total, how it is paid (only while the stay is open:
 * a canceled or declined stay owes nothing), what was paid and refunded, and
 * every payment.
 */
export function StayPayments({ view, confirming }: { view: StayView; confirming: boolean }) {
  const open = view.status === "approved";
  const unpaid = open && view.ledger.chargedCents === 0;
  // A payment made on Stripe's page and not yet confirmed is not asked for again.
  const dueWord = confirming ? ", being confirmed" : ", due now";
  return (
    <section aria-labelledby="payments-heading" className="stay-page__section">
      <h2 id="payments-heading">Payments</h2>
      <dl className="stay-page__facts stay-page__facts--money">
        <div>
          <dt>Total</dt>
          <dd>{formatCents(view.totalCents)}</dd>
        </div>
        {!open ? null : view.schedule === "in_full" ? (
          <div>
            <dt>How you pay</dt>
            <dd>{unpaid ? `The whole stay in one payment${dueWord}. ` : "The whole stay in one payment. "}Nothing is charged later.</dd>
          </div>
        ) : (
          <div>
            <dt>Deposit{view.terms ? ` (${view.terms.depositPercent}%)` : ""}</dt>
            <dd>
              {formatCents(view.depositCents)}
              {unpaid ? dueWord : ""}
            </dd>
          </div>
        )}
        {view.nextCharge ? (
          <div>
            <dt>Balance</dt>
            <dd>
              {formatCents(view.nextCharge.amountCents)}, charged to the same card on <time dateTime={view.nextCharge.on}>{formatDay(view.nextCharge.on)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Paid</dt>
          <dd>{formatCents(view.ledger.chargedCents)}</dd>
        </div>
        {view.ledger.refundedCents + view.ledger.refundingCents > 0 ? (
          <>
            <div>
              <dt>Refunded</dt>
              <dd>
                {formatCents(view.ledger.refundedCents + view.ledger.refundingCents)}
                {view.ledger.refundingCents > 0 ? ` (${formatCents(view.ledger.refundingCents)} on its way to your card)` : ""}
              </dd>
            </div>
            <div className="stay-page__net">
              <dt>Net paid</dt>
              <dd>{formatCents(view.ledger.netPaidCents)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {view.payments.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table stay-page__payments">
            <caption>Every payment, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">What</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {view.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>
                    <Time value={payment.at} />
                  </td>
                  <td>{KIND_LABELS[payment.kind]}</td>
                  <td>{formatCents(payment.amountCents)}</td>
                  <td>{guestPaymentStatus(payment.kind, payment.status, payment.failure)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {open && view.terms && view.terms.damageHoldCents > 0 ? (
        <p className="field__hint">
          A damage deposit of {formatCents(view.terms.damageHoldCents)} is held on your card (not charged) from {view.terms.damageHoldDaysBefore}{" "}
          {view.terms.damageHoldDaysBefore === 1 ? "day" : "days"} before arrival and released after check-out.
        </p>
      ) : null}
    </section>
  );
}
