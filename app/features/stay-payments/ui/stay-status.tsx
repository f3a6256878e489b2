import type { ReactNode } from "react";
import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { formatDay } from "~/features/stays";
import type { StayView } from "../stay-page.server";
import { formatCents } from "../stay-money";

/** Where a stay stands, as the guest's page heads it: one state at a time, never "being confirmed" and "pay by then" together. */
export type StayState = "pending" | "rejected" | "cancelled" | "confirming" | "due" | "balanceDue" | "confirmed";

/**
 * The stay's state. Back from Stripe's page (`paidReturn`) while the payment
 * made there is still pending, the payment is being confirmed: its webhook
 * has not landed yet, so nothing is asked of the guest meanwhile.
 */
export function stayStateOf(view: StayView, paidReturn: boolean): StayState {
  if (view.status === "pending") return "pending";
  if (view.status === "rejected") return "rejected";
  if (view.status === "cancelled") return "cancelled";
  const due = view.due;
  if (due && paidReturn && view.payments.some((payment) => payment.kind === due.kind && payment.status === "pending")) return "confirming";
  if (due?.kind === "balance") return "balanceDue";
  if (due) return "due";
  return "confirmed";
}

export function Time({ value }: { value: Date | string }) {
  return <time dateTime={new Date(value).toISOString()}>{formatIslandDateTime(value)}</time>;
}

/** What came back, or is on its way back, to the guest's card. */
export const refundedOf = (view: StayView) => view.ledger.refundedCents + view.ledger.refundingCents;

/** The banner heading the page: the state in a few words, then what it means and what to do. */
export function StayStatus(props: { view: StayView; state: StayState; paidReturn: boolean; canceledReturn: boolean; pageUrl: string }) {
  return (
    <div className={`stay-status stay-status--${TONES[props.state]}`} role="status" data-stay-confirming={props.state === "confirming" ? "" : undefined}>
      <StatusText {...props} />
    </div>
  );
}

const TONES: Record<StayState, string> = { pending: "waiting", confirming: "waiting", rejected: "closed", cancelled: "closed", due: "action", balanceDue: "action", confirmed: "done" };

function StatusText({ view, state, paidReturn, canceledReturn, pageUrl }: { view: StayView; state: StayState; paidReturn: boolean; canceledReturn: boolean; pageUrl: string }) {
  const dueNow = view.due;
  if (state === "confirming")
    return (
      <>
        <p className="stay-status__title">Payment received — being confirmed</p>
        <p>Thank you. Stripe has your payment and is confirming it with us; this page shows it as paid as soon as it is, usually within a minute.</p>
        <p className="stay-status__slow" data-stay-slow="" hidden>
          This is taking longer than usual. You need not pay again: we e-mail you a receipt once it is confirmed.
        </p>
        <p>
          <a href={`${pageUrl}?paid=1`}>Check again</a>
        </p>
      </>
    );
  if (state === "pending")
    return (
      <>
        <p className="stay-status__title">Request received — not yet confirmed</p>
        <p>Your request is waiting for our rentals team. We e-mail you once it is approved or declined; nothing is charged before then.</p>
      </>
    );
  if (state === "rejected")
    return (
      <>
        <p className="stay-status__title">Request declined</p>
        <p>We could not accept this request. Nothing was charged.</p>
      </>
    );
  if (state === "cancelled") {
    const refunded = refundedOf(view);
    return (
      <>
        <p className="stay-status__title">{canceledReturn ? "Your stay is canceled" : "Stay canceled"}</p>
        <p>
          The dates are released and nothing more is due or will be charged.{" "}
          {refunded > 0 ? `A refund of ${formatCents(refunded)} goes back to your card.` : "No refund is due under the policy."}
        </p>
      </>
    );
  }
  if (state === "due" && dueNow)
    return (
      <>
        <p className="stay-status__title">Approved — pay {dueNow.kind === "full" ? "for the stay" : "the deposit"} to confirm it</p>
        <p>
          The dates are held for you until {view.depositDueAt ? <Time value={view.depositDueAt} /> : "the time in your e-mail"}: pay{" "}
          {formatCents(dueNow.amountCents)} by then to confirm the stay.
        </p>
      </>
    );
  if (state === "balanceDue")
    return (
      <>
        <p className="stay-status__title">Confirmed — balance due</p>
        <p>The balance could not be charged to your card; please pay it below.</p>
      </>
    );
  return (
    <>
      <p className="stay-status__title">{paidReturn ? "Paid — your stay is confirmed" : "Your stay is confirmed"}</p>
      <p>
        {view.nextCharge ? (
          <>
            The balance of {formatCents(view.nextCharge.amountCents)} is charged to the same card on{" "}
            <time dateTime={view.nextCharge.on}>{formatDay(view.nextCharge.on)}</time>.{" "}
          </>
        ) : null}
        We look forward to welcoming you.
      </p>
    </>
  );
}

type Step = { label: string; state: "done" | "now" | "later"; detail?: ReactNode };

/** The steps of an approved stay with card payments, each done or still to do, as a booking confirmation lists them. */
export function StayChecklist({ view, state }: { view: StayView; state: StayState }) {
  if (view.status !== "approved" || !view.paymentsOn) return null;
  const paidFirst = view.ledger.chargedCents > 0;
  const inFull = view.schedule === "in_full";
  const steps: Step[] = [{ label: "Request approved", state: "done" }];
  if (view.agreement) steps.push({ label: "Rental agreement signed", state: view.signature ? "done" : "now", detail: view.signature ? null : "Read and sign it below" });
  steps.push({
    label: inFull ? "Stay paid in full" : "Deposit paid",
    state: paidFirst ? "done" : "now",
    detail: paidFirst ? null : state === "confirming" ? "Being confirmed" : view.due ? `${formatCents(view.due.amountCents)} due` : null,
  });
  if (!inFull) {
    const balanceDone = paidFirst && !view.nextCharge && state !== "balanceDue";
    steps.push({
      label: "Balance paid",
      state: balanceDone ? "done" : state === "balanceDue" ? "now" : "later",
      detail: view.nextCharge ? (
        <>
          Charged to your card on <time dateTime={view.nextCharge.on}>{formatDay(view.nextCharge.on)}</time>
        </>
      ) : state === "balanceDue" ? (
        "Due now"
      ) : null,
    });
  }
  steps.push({ label: "Check in", state: "later", detail: <time dateTime={view.checkIn}>{formatDay(view.checkIn)}</time> });
  return (
    <section aria-labelledby="steps-heading" className="stay-page__section">
      <h2 id="steps-heading">Your steps</h2>
      <ol className="stay-checklist">
        {steps.map((step) => (
          <li key={step.label} className="stay-checklist__step" data-state={step.state}>
            <span className="visually-hidden">{step.state === "done" ? "Done: " : step.state === "now" ? "To do now: " : "Later: "}</span>
            <span className="stay-checklist__label">{step.label}</span>
            {step.detail ? <span className="stay-checklist__detail">{step.detail}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
