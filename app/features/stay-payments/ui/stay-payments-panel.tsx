import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { RecordTable, type WorkTableColumn } from "~/shared/tables/work-table";
import { formatDay } from "~/features/stays";
import type { StayPaymentsPage } from "../admin-payments.server";
import { formatCents } from "../stay-money";

export type RefundActionData = { refundCents?: number; error?: string; amount?: string };

const KIND_LABELS: Record<string, string> = { deposit: "Deposit", balance: "Balance", full: "Whole stay", refund: "Refund", damage_hold: "Damage hold" };
const STATUS_LABELS: Record<string, string> = { pending: "Pending", succeeded: "Succeeded", failed: "Failed", held: "Held", released: "Released" };
/** The status pill's color: money settled, on its way, or not taken. */
const STATUS_PILLS: Record<string, string> = { succeeded: "approved", held: "approved", pending: "pending", failed: "rejected" };

type Payment = StayPaymentsPage["payments"][number];

const PAYMENT_COLUMNS: ReadonlyArray<WorkTableColumn<Payment, never>> = [
  { label: "What", primary: true, cell: (payment) => <span className="work-table__title">{KIND_LABELS[payment.kind] ?? payment.kind}</span> },
  {
    label: "Date",
    cell: (payment) => (
      <time className="stay-payments__when" dateTime={new Date(payment.at).toISOString()}>
        {formatIslandDateTime(payment.at)}
      </time>
    ),
  },
  {
    label: "Amount",
    role: "number",
    // A refund gives money back: shown as a negative amount, as a statement shows it.
    cell: (payment) => (payment.kind === "refund" ? `−${formatCents(payment.amountCents)}` : formatCents(payment.amountCents)),
  },
  {
    label: "Status",
    cell: (payment) => <span className={`review-status review-status--${STATUS_PILLS[payment.status] ?? "neutral"}`}>{STATUS_LABELS[payment.status] ?? payment.status}</span>,
  },
  { label: "Note", cell: (payment) => payment.reason ?? "" },
];

/** A booking's payments for administrators, with the refund form. Plain HTML, no React in the browser. */
export function StayPaymentsPanel({ page, actionData }: { page: StayPaymentsPage; actionData?: RefundActionData }) {
  const automatic = page.payments.filter((payment) => payment.kind === "refund" && (payment.reason === "paid after cancellation" || payment.reason === "paid twice"));
  return (
    <div className="stay-payments">
      {actionData?.refundCents ? (
        <p role="status" className="form-success">
          Refund of {formatCents(actionData.refundCents)} sent to Stripe; it shows as refunded once Stripe confirms it.
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="form-error">
          {actionData.error}
        </p>
      ) : null}
      {automatic.length > 0 ? (
        <p role="note" className="form-error">
          {automatic.length === 1 ? "A payment" : `${automatic.length} payments`} arrived after this stay was closed (canceled, released or already paid) and{" "}
          {automatic.length === 1 ? "was" : "were"} refunded in full automatically.
        </p>
      ) : null}
      {page.flags.length > 0 ? (
        <section aria-labelledby="flagged-events-heading" role="note" className="form-error">
          <h3 id="flagged-events-heading">Stripe events not applied</h3>
          <p>Stripe sent signed events for this booking that do not match the payments stored here. They changed nothing; check them in Stripe's dashboard.</p>
          <ul>
            {page.flags.map((flag) => (
              <li key={flag.id}>
                <time dateTime={new Date(flag.receivedAt).toISOString()}>{formatIslandDateTime(flag.receivedAt)}</time>: {flag.eventType ?? "event"} {flag.eventId ?? ""}: {flag.problem}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <dl className="stay-page__facts">
        <div>
          <dt>Stay</dt>
          <dd>
            {formatDay(page.checkIn)} to {formatDay(page.checkOut)}, {page.guests} {page.guests === 1 ? "guest" : "guests"} ({page.status})
          </dd>
        </div>
        <div>
          <dt>Guest</dt>
          <dd>
            {page.guestName} · <a href={`mailto:${page.email}`}>{page.email}</a>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            {formatCents(page.totalCents)}{" "}
            {page.schedule === "in_full"
              ? "(approved inside the balance window: paid in one payment, no balance charge)"
              : `(deposit ${formatCents(page.depositCents)}${page.nextCharge ? `, balance of ${formatCents(page.nextCharge.amountCents)} charged on ${formatDay(page.nextCharge.on)}` : ""})`}
          </dd>
        </div>
        {page.depositDueAt ? (
          <div>
            <dt>Deposit due by</dt>
            <dd>{formatIslandDateTime(page.depositDueAt)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Agreement</dt>
          <dd>
            {page.signature
              ? `Version ${page.signature.version}, signed by ${page.signature.name} on ${formatIslandDateTime(page.signature.at)}`
              : page.agreement
                ? "Not signed yet"
                : "None for this rental"}
          </dd>
        </div>
        {page.guestLink ? (
          <div>
            <dt>Guest's booking page</dt>
            <dd>
              <a href={page.guestLink} rel="noreferrer">
                Open as the guest sees it
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {page.policy.length > 0 ? (
        <>
          <h3>Cancellation policy kept with the booking</h3>
          <ul>
            {page.policy.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 id="payments-list-heading">Payments, oldest first</h3>
      {page.payments.length === 0 ? (
        <p>No payments yet.</p>
      ) : (
        <RecordTable caption="Payments, oldest first" columns={PAYMENT_COLUMNS} rows={page.payments} rowKey={(payment) => payment.id} />
      )}
      <dl className="stay-payments__totals" aria-label="Payment totals">
        <div>
          <dt>Paid</dt>
          <dd>{formatCents(page.ledger.chargedCents)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>
            {page.ledger.refundedCents > 0 ? `−${formatCents(page.ledger.refundedCents)}` : formatCents(0)}
          </dd>
        </div>
        {page.ledger.refundingCents > 0 ? (
          <div>
            <dt>Refund on its way</dt>
            <dd>−{formatCents(page.ledger.refundingCents)}</dd>
          </div>
        ) : null}
        <div className="stay-payments__net">
          <dt>Net</dt>
          <dd>{formatCents(page.ledger.netPaidCents)}</dd>
        </div>
      </dl>
      {page.ledger.refundableCents > 0 ? (
        <form method="post" className="form stay-payments__refund" aria-label="Refund the guest">
          <div className="field">
            <label htmlFor="refund-amount">Refund (US$)</label>
            <input id="refund-amount" name="amount" inputMode="decimal" required defaultValue={actionData?.amount ?? ""} aria-describedby="refund-hint" />
            <p id="refund-hint" className="field__hint">
              At most {formatCents(page.ledger.refundableCents)}, what was paid and not yet refunded. To cancel with the policy's refund, use Cancel stay in the
              bookings list.
            </p>
          </div>
          <button type="submit" className="button button--danger-ghost">
            Refund
          </button>
        </form>
      ) : null}
    </div>
  );
}
