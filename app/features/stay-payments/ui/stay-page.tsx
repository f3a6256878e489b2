import { daysBetween } from "~/shared/dates/island-days";
import { formatDay } from "~/features/stays";
import { priceBreakdownHtml } from "~/features/rental-rates";
import type { StayView } from "../stay-page.server";
import { formatCents } from "../stay-money";
import { StayPayments } from "./stay-page-payments";
import { StayChecklist, StayStatus, stayStateOf, Time } from "./stay-status";

export type StayActionData = { done?: "signed"; error?: string; fieldErrors?: Record<string, string | undefined> };

const PAY_LABELS = { deposit: "Pay the deposit of", balance: "Pay the balance of", full: "Pay for your stay:" } as const;

/** What the page was opened with: back from Stripe's page (`?paid=1`), or after the guest canceled (`?canceled=1`, the cancel's redirect). */
export type StayReturn = { paidReturn: boolean; canceledReturn: boolean };

/**
 * The guest's booking page, as a booking confirmation reads: where the stay
 * stands (one state at a time), the steps done and to do, the stay and its
 * price beside the payments, the agreement, and the cancellation policy with
 * its Cancel. While a payment made on Stripe's page is being confirmed it
 * asks for nothing; the stay island (../../enhance/stay-island.ts) shows the
 * paid page once the webhook has landed.
 */
export function StayPage({ view, opened, pageUrl, actionData }: { view: StayView; opened: StayReturn; pageUrl: string; actionData?: StayActionData }) {
  const errors = actionData?.fieldErrors ?? {};
  const state = stayStateOf(view, opened.paidReturn);
  const needsSignature = Boolean(view.agreement && !view.signature && view.paymentsOn && view.status === "approved");
  const nights = daysBetween(view.checkIn, view.checkOut);
  return (
    <div className="container section stay-page">
      {actionData?.done === "signed" ? (
        <p role="status" className="form__success">
          Thank you: the agreement is signed and a copy is on its way to your e-mail.
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="form__alert">
          {actionData.error}
        </p>
      ) : null}
      <StayStatus view={view} state={state} paidReturn={opened.paidReturn} canceledReturn={opened.canceledReturn} pageUrl={pageUrl} />

      <div className="stay-page__layout">
        <section aria-labelledby="stay-heading" className="stay-page__section stay-page__summary">
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

        <div className="stay-page__main">
          <StayChecklist view={view} state={state} />
          {view.paymentsOn ? <StayPayments view={view} confirming={state === "confirming"} /> : null}

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

          {view.due && state !== "confirming" ? (
            <form method="post" className="stay-page__section stay-page__pay">
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
              <ul className="stay-policy">
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
      </div>
    </div>
  );
}
