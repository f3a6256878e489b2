import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { daysBetween } from "~/shared/dates/island-days";
import { formatDay } from "../../booking-rules";
import { priceBreakdownHtml } from "../../ui/price-breakdown-html";
import type { StayView } from "../stay-page.server";
import { formatCents } from "../stay-money";

export type StayActionData = { done?: "signed" | "cancelled"; refundCents?: number; error?: string; fieldErrors?: Record<string, string | undefined> };

const KIND_LABELS: Record<string, string> = { deposit: "Deposit", balance: "Balance", full: "Whole stay", refund: "Refund", damage_hold: "Damage deposit hold" };
const PAY_LABELS = { deposit: "Pay the deposit of", balance: "Pay the balance of", full: "Pay for your stay:" } as const;
const STATUS_LABELS: Record<string, string> = {
  pending: "Processing",
  succeeded: "Paid",
  failed: "Failed",
  held: "Held on your card",
  released: "Released",
};

function statusLabel(kind: string, status: string): string {
  if (kind === "refund") return status === "succeeded" ? "Refunded" : status === "pending" ? "On its way" : "Failed";
  return STATUS_LABELS[status] ?? status;
}

function Time({ value }: { value: Date | string }) {
  return <time dateTime={new Date(value).toISOString()}>{formatIslandDateTime(value)}</time>;
}

/** Where the stay stands, in one sentence. */
function Standing({ view }: { view: StayView }) {
  if (view.status === "pending") return <p>Your request is waiting for our rentals team. We e-mail you once it is approved or declined.</p>;
  if (view.status === "rejected") return <p>We could not accept this request.</p>;
  if (view.status === "cancelled") return <p>This stay is canceled and the dates are released. Nothing more is due or will be charged.</p>;
  if (view.due?.kind === "deposit" && view.depositDueAt)
    return (
      <p>
        Approved. The dates are held for you until <Time value={view.depositDueAt} />: pay the deposit by then to confirm the stay.
      </p>
    );
  if (view.due?.kind === "full" && view.depositDueAt)
    return (
      <p>
        Approved. The dates are held for you until <Time value={view.depositDueAt} />: pay for the whole stay by then to confirm it.
      </p>
    );
  if (view.due?.kind === "balance") return <p>Confirmed. The balance could not be charged to your card; please pay it below.</p>;
  return <p>Confirmed. We look forward to welcoming you.</p>;
}

export function StayPage({ view, paidReturn, actionData }: { view: StayView; paidReturn: boolean; actionData?: StayActionData }) {
  const errors = actionData?.fieldErrors ?? {};
  const needsSignature = Boolean(view.agreement && !view.signature && view.paymentsOn && view.status === "approved");
  const nights = daysBetween(view.checkIn, view.checkOut);
  return (
    <div className="container section stay-page">
      {actionData?.done === "signed" ? (
        <p role="status" className="form-success">
          Thank you: the agreement is signed and a copy is on its way to your e-mail.
        </p>
      ) : null}
      {actionData?.done === "cancelled" ? (
        <p role="status" className="form-success">
          Your stay is canceled and the dates are released.{" "}
          {actionData.refundCents ? `A refund of ${formatCents(actionData.refundCents)} goes back to your card.` : "No refund is due under the policy."}
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="form-error">
          {actionData.error}
        </p>
      ) : null}
      {paidReturn && view.due ? (
        <p role="status" className="form-success">
          Thank you. Your card payment is being confirmed; this page shows it as paid as soon as it is (usually within a minute).
        </p>
      ) : null}
      <Standing view={view} />

      <section aria-labelledby="stay-heading" className="stay-page__section">
        <h2 id="stay-heading">Your stay</h2>
        <dl className="stay-page__facts">
          <div>
            <dt>Property</dt>
            <dd>{view.rentalSlug ? <a href={`/rental/${view.rentalSlug}`}>{view.propertyName}</a> : view.propertyName}</dd>
          </div>
          <div>
            <dt>Check-in</dt>
            <dd>
              <time dateTime={view.checkIn}>{formatDay(view.checkIn)}</time>
            </dd>
          </div>
          <div>
            <dt>Check-out</dt>
            <dd>
              <time dateTime={view.checkOut}>{formatDay(view.checkOut)}</time>
            </dd>
          </div>
          <div>
            <dt>Nights and guests</dt>
            <dd>
              {nights} {nights === 1 ? "night" : "nights"} · {view.guests} {view.guests === 1 ? "guest" : "guests"}
            </dd>
          </div>
        </dl>
        <div className="price-breakdown" dangerouslySetInnerHTML={{ __html: priceBreakdownHtml(view.quote) }} />
      </section>

      {view.paymentsOn ? (
        <section aria-labelledby="payments-heading" className="stay-page__section">
          <h2 id="payments-heading">Payments</h2>
          <dl className="stay-page__facts">
            <div>
              <dt>Total</dt>
              <dd>{formatCents(view.totalCents)}</dd>
            </div>
            {view.schedule === "in_full" ? (
              <div>
                <dt>How you pay</dt>
                <dd>
                  {view.status === "approved" && view.ledger.chargedCents === 0 ? "The whole stay in one payment, due now. " : "The whole stay in one payment. "}
                  Nothing is charged later.
                </dd>
              </div>
            ) : (
              <div>
                <dt>Deposit{view.terms ? ` (${view.terms.depositPercent}%)` : ""}</dt>
                <dd>
                  {formatCents(view.depositCents)}
                  {view.status === "approved" && view.ledger.chargedCents === 0 ? ", due now" : ""}
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
                <div>
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
                      <td>{statusLabel(payment.kind, payment.status)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {view.terms && view.terms.damageHoldCents > 0 ? (
            <p className="field__hint">
              A damage deposit of {formatCents(view.terms.damageHoldCents)} is held on your card (not charged) from {view.terms.damageHoldDaysBefore}{" "}
              {view.terms.damageHoldDaysBefore === 1 ? "day" : "days"} before arrival and released after check-out.
            </p>
          ) : null}
        </section>
      ) : null}

      {view.agreement && view.paymentsOn ? (
        <section aria-labelledby="agreement-heading" className="stay-page__section">
          <h2 id="agreement-heading">Rental agreement</h2>
          <div className="stay-page__agreement" tabIndex={0} role="region" aria-label={`Rental agreement, version ${view.agreement.version}`}>
            {view.agreement.body.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {view.signature ? (
            <p>
              Signed by {view.signature.name} on <Time value={view.signature.at} /> (version {view.signature.version}).
            </p>
          ) : needsSignature ? (
            <form method="post" className="form stay-page__sign" aria-label="Sign the rental agreement">
              <input type="hidden" name="intent" value="sign" />
              <div className="field">
                <label htmlFor="signed-name">Type your full name to sign</label>
                <input
                  id="signed-name"
                  name="signedName"
                  autoComplete="name"
                  required
                  minLength={2}
                  maxLength={100}
                  aria-invalid={errors.signedName ? true : undefined}
                  aria-describedby={errors.signedName ? "signed-name-error" : undefined}
                />
                {errors.signedName ? (
                  <p id="signed-name-error" className="field__error">
                    {errors.signedName}
                  </p>
                ) : null}
              </div>
              <div className="field field--check">
                <input id="agree" name="agree" type="checkbox" required aria-describedby={errors.agree ? "agree-error" : undefined} />
                <label htmlFor="agree">I have read the rental agreement above and accept it</label>
                {errors.agree ? (
                  <p id="agree-error" className="field__error">
                    {errors.agree}
                  </p>
                ) : null}
              </div>
              <button type="submit" className="button">
                Sign the agreement
              </button>
            </form>
          ) : null}
        </section>
      ) : null}

      {view.due ? (
        <form method="post" className="stay-page__pay">
          <input type="hidden" name="intent" value="pay" />
          <button type="submit" className="button" disabled={needsSignature} aria-describedby="pay-hint">
            {PAY_LABELS[view.due.kind]} {formatCents(view.due.amountCents)}
          </button>
          <p id="pay-hint" className="field__hint">
            {needsSignature ? "Sign the agreement above first. " : ""}You pay on Stripe's secure page{view.due.kind === "deposit" ? "; your card is saved there for the balance" : ""}.
          </p>
        </form>
      ) : null}

      {view.policy.length > 0 ? (
        <section aria-labelledby="policy-heading" className="stay-page__section">
          <h2 id="policy-heading">Cancellation policy</h2>
          <ul>
            {view.policy.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {view.canCancel ? (
            <form method="post" className="form stay-page__cancel" aria-label="Cancel my stay">
              <input type="hidden" name="intent" value="cancel" />
              <p>
                If you cancel today,{" "}
                {view.refundNow.cents > 0 ? `${formatCents(view.refundNow.cents)} (${view.refundNow.percent}% of what you paid) comes back to your card.` : "no refund is due."}
              </p>
              <div className="field field--check">
                <input id="confirm-cancel" name="confirm" type="checkbox" required aria-describedby={errors.confirm ? "confirm-error" : undefined} />
                <label htmlFor="confirm-cancel">Yes, cancel my stay</label>
                {errors.confirm ? (
                  <p id="confirm-error" className="field__error">
                    {errors.confirm}
                  </p>
                ) : null}
              </div>
              <button type="submit" className="button button--danger-ghost">
                Cancel my stay
              </button>
            </form>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
