import { Form } from "react-router";
import { formatMonthYear, formatShortDate } from "~/shared/dates/format-dates";
import { formatCents } from "~/shared/lib/money";
import { AdminTable, type AdminColumn } from "~/shared/tables/admin-table";
import { FormField } from "~/shared/ui/form-field";
import { Link } from "~/shared/ui/link";
import { selectOptions } from "~/shared/ui/select-options";
import type { ManagementContract } from "../contract-in-force";
import { CLEANING_FEE_KEEPERS, COMMISSION_BASES, PAYOUT_SCHEDULES } from "../contract-in-force";
import type { ManagedVilla } from "../list-owners.server";
import type { OwnerFormReply } from "../owner-form-reply";
import {
  ADJUSTMENT_DIRECTION_LABELS,
  ADJUSTMENT_DIRECTIONS,
  CLEANING_FEE_KEEPER_LABELS,
  COMMISSION_BASIS_LABELS,
  EXPENSE_CATEGORY_SUGGESTIONS,
  OWNER_FORM_LIMITS as LIMITS,
  PAYOUT_METHOD_LABELS,
  PAYOUT_METHODS,
  PAYOUT_SCHEDULE_LABELS,
  PERCENT_PATTERN,
  STRIPE_ACCOUNT_PATTERN,
} from "../owner-office-rules";
import type { OwnerAccountPage } from "../read-owner-account.server";
import type { StatementMonth } from "../owner-statement-pages.server";
import { nextMonth, type annualSummary } from "../statement";
import { labelled } from "./card-label";
import { OfficeForm } from "./office-form";
import { OWNERS_PATH } from "./owners-list";
import { ReceiptUpload } from "./receipt-upload";

type YearSummary = ReturnType<typeof annualSummary>;

type Props = {
  page: OwnerAccountPage;
  linkable: readonly ManagedVilla[];
  summary: YearSummary | null;
  /** Why the summary could not be read (a year out of range), if it could not. */
  summaryError: string | null;
  reply: OwnerFormReply | undefined;
  /** The island's today, the latest date a payment or expense may carry. */
  today: string;
  /** This showing's id of a payment through Stripe (its Idempotency-Key). */
  paymentAttempt: string;
};

const percent = (basisPoints: number) => `${basisPoints / 100}%`;
const monthName = (month: string) => formatMonthYear(`${month}-01`);

const contractColumns: AdminColumn<ManagementContract>[] = [
  { header: "Effective from", rowHeader: true, cell: (contract) => formatShortDate(contract.effectiveFrom) },
  { header: "Commission", cell: (contract) => percent(contract.commissionBasisPoints) },
  { header: "Applies to", cell: (contract) => COMMISSION_BASIS_LABELS[contract.commissionAppliesTo] },
  { header: "Cleaning fee to", cell: (contract) => CLEANING_FEE_KEEPER_LABELS[contract.cleaningFeeTo] },
  { header: "Damage waiver, owner's share", cell: (contract) => percent(contract.damageWaiverOwnerBasisPoints) },
  { header: "Payout schedule", cell: (contract) => PAYOUT_SCHEDULE_LABELS[contract.payoutSchedule] },
];

function statementColumns(ownerId: string): AdminColumn<StatementMonth>[] {
  return [
    {
      header: "Month",
      rowHeader: true,
      cell: (row) => <Link to={`${OWNERS_PATH}/${ownerId}/statements/${row.month}`}>{monthName(row.month)}</Link>,
    },
    { header: "Status", cell: (row) => labelled("Status", row.status === "closed" ? "Closed" : <span className="owner-pending">Open</span>) },
    { header: "Opening", className: "owner-amount", cell: (row) => labelled("Opening", formatCents(row.openingCents)) },
    { header: "Closing", className: "owner-amount", cell: (row) => labelled("Closing", formatCents(row.closingCents)) },
  ];
}

const villaOptions = (villas: readonly ManagedVilla[]) =>
  selectOptions(
    villas.map((villa) => villa.id),
    Object.fromEntries(villas.map((villa) => [villa.id, villa.name])),
    "Choose a villa",
  );

/**
 * An owner's account in the office: balance, villas and their contract
 * versions, the forms that move the owner's money, the monthly statements
 * and the year's summary. Every form is a plain POST (the receipt upload
 * alone needs the page hydrated).
 */
export function OwnerAccountView({ page, linkable, summary, summaryError, reply, today, paymentAttempt }: Props) {
  const { owner, villas, months } = page;
  const openMonths = months.filter((month) => month.status === "open").map((month) => month.month);
  const lastMonthClosed = months.some((month) => month.month === page.lastMonth && month.status === "closed");
  // Open months through last month; for an owner with nothing posted yet, last month alone.
  const closable = openMonths.length > 0 ? openMonths : lastMonthClosed ? [] : [page.lastMonth];
  const onlyVilla = villas.length === 1 ? villas[0]!.id : undefined;

  return (
    <>
      <section className="admin-section owner-account" aria-labelledby="owner-heading">
        <p className="link-row">
          <Link to={OWNERS_PATH}>← All villa owners</Link>
        </p>
        <h2 id="owner-heading">{owner.name}</h2>
        <dl className="owner-facts">
          <div>
            <dt>E-mail</dt>
            <dd>{owner.email}</dd>
          </div>
          {owner.phone ? (
            <div>
              <dt>Phone</dt>
              <dd>{owner.phone}</dd>
            </div>
          ) : null}
          <div>
            <dt>Invitation</dt>
            <dd>{owner.invitationAccepted ? "Accepted, address confirmed" : "Not yet accepted"}</dd>
          </div>
          <div className="owner-facts__balance">
            <dt>Balance held for the owner</dt>
            <dd>{formatCents(page.balanceCents)}</dd>
          </div>
        </dl>
      </section>

      <section className="admin-section" aria-labelledby="villas-heading">
        <h2 id="villas-heading">Villas managed</h2>
        {villas.length === 0 ? <p>No villa is managed for {owner.name} yet.</p> : null}
        {villas.map((villa) => (
          <div key={villa.id} className="owner-villa">
            <h3>{villa.name}</h3>
            <AdminTable
              caption={`${villa.name}'s contract versions, oldest first`}
              columns={contractColumns}
              rows={villa.contracts}
              rowKey={(contract) => contract.effectiveFrom}
              empty={<p className="owner-pending">No contract yet: its stays cannot be settled until one is added.</p>}
            />
          </div>
        ))}
        <div className="owner-forms">
          {villas.length > 0 ? (
            <OfficeForm intent="add-contract" title="Add a contract version" reply={reply} submitLabel="Add the contract" pendingLabel="Adding…" intro={<p>A version governs the stays that check out from its first day on; earlier versions stay as they were.</p>}>
              {({ values, errors, focus }) => (
                <>
                  <FormField name="listingId" label="Villa" required defaultValue={values.listingId ?? onlyVilla} error={errors.listingId} autoFocus={focus === "listingId"} options={villaOptions(villas)} />
                  <FormField name="effectiveFrom" label="Effective from" type="date" required defaultValue={values.effectiveFrom} error={errors.effectiveFrom} autoFocus={focus === "effectiveFrom"} />
                  <div className="owner-form__pair">
                    <FormField name="commission" label="Commission (%)" required inputMode="decimal" pattern={PERCENT_PATTERN} defaultValue={values.commission} error={errors.commission} autoFocus={focus === "commission"} />
                    <FormField
                      name="commissionAppliesTo"
                      label="Applies to"
                      required
                      defaultValue={values.commissionAppliesTo ?? "rent"}
                      error={errors.commissionAppliesTo}
                      options={selectOptions(COMMISSION_BASES, COMMISSION_BASIS_LABELS)}
                    />
                  </div>
                  <div className="owner-form__pair">
                    <FormField name="cleaningFeeTo" label="Cleaning fee to" required defaultValue={values.cleaningFeeTo ?? "owner"} error={errors.cleaningFeeTo} options={selectOptions(CLEANING_FEE_KEEPERS, CLEANING_FEE_KEEPER_LABELS)} />
                    <FormField
                      name="damageWaiverOwnerShare"
                      label="Damage waiver, owner's share (%)"
                      required
                      inputMode="decimal"
                      pattern={PERCENT_PATTERN}
                      defaultValue={values.damageWaiverOwnerShare ?? "0"}
                      error={errors.damageWaiverOwnerShare}
                      autoFocus={focus === "damageWaiverOwnerShare"}
                    />
                  </div>
                  <FormField name="payoutSchedule" label="Payout schedule" required defaultValue={values.payoutSchedule ?? "monthly"} error={errors.payoutSchedule} options={selectOptions(PAYOUT_SCHEDULES, PAYOUT_SCHEDULE_LABELS)} />
                </>
              )}
            </OfficeForm>
          ) : null}
          <OfficeForm intent="link-villa" title="Manage a villa for this owner" reply={reply} submitLabel="Manage this villa" pendingLabel="Saving…">
            {({ values, errors, focus }) =>
              linkable.length === 0 ? (
                <p>Every rental is already managed for an owner.</p>
              ) : (
                <FormField
                  name="listingId"
                  label="Rental"
                  hint="Rentals not yet managed for any owner."
                  required
                  defaultValue={values.listingId}
                  error={errors.listingId}
                  autoFocus={focus === "listingId"}
                  options={villaOptions(linkable)}
                />
              )
            }
          </OfficeForm>
        </div>
      </section>

      <section className="admin-section" aria-labelledby="money-heading">
        <h2 id="money-heading">Money</h2>
        <div className="owner-forms">
          {villas.length > 0 ? (
            <OfficeForm intent="record-expense" title="Record an expense" reply={reply} submitLabel="Record the expense" pendingLabel="Recording…">
              {({ values, errors, focus }) => (
                <>
                  <FormField name="listingId" label="Villa" required defaultValue={values.listingId ?? onlyVilla} error={errors.listingId} autoFocus={focus === "listingId"} options={villaOptions(villas)} />
                  <FormField name="spentOn" label="Date" type="date" required defaultValue={values.spentOn ?? today} error={errors.spentOn} autoFocus={focus === "spentOn"} />
                  <FormField name="vendor" label="Vendor" required maxLength={LIMITS.vendorMax} defaultValue={values.vendor} error={errors.vendor} autoFocus={focus === "vendor"} />
                  <FormField
                    name="category"
                    label="Category"
                    required
                    maxLength={LIMITS.categoryMax}
                    hint={`For example ${EXPENSE_CATEGORY_SUGGESTIONS.slice(0, 4).join(", ").toLowerCase()}.`}
                    defaultValue={values.category}
                    error={errors.category}
                    autoFocus={focus === "category"}
                  />
                  <FormField name="amount" label="Amount (US$)" required money inputMode="decimal" defaultValue={values.amount} error={errors.amount} autoFocus={focus === "amount"} />
                  <ReceiptUpload token={values.receiptToken || undefined} error={errors.receipt} />
                  <FormField
                    name="note"
                    label="Note"
                    multiline
                    rows={2}
                    maxLength={LIMITS.noteMax}
                    hint="Needed when the expense is more than the owner's balance."
                    defaultValue={values.note}
                    error={errors.note}
                    autoFocus={focus === "note"}
                  />
                </>
              )}
            </OfficeForm>
          ) : (
            <p>Record expenses once a villa is managed for {owner.name}.</p>
          )}
          <OfficeForm intent="record-payout" title="Record a payout" reply={reply} submitLabel="Record the payout" pendingLabel="Recording…">
            {({ values, errors, focus }) => (
              <>
                <FormField name="paidOn" label="Date" type="date" required defaultValue={values.paidOn ?? today} error={errors.paidOn} autoFocus={focus === "paidOn"} />
                <FormField name="amount" label="Amount (US$)" required money inputMode="decimal" defaultValue={values.amount} error={errors.amount} autoFocus={focus === "amount"} />
                <FormField name="method" label="Method" required defaultValue={values.method ?? "ach"} error={errors.method} options={selectOptions(PAYOUT_METHODS, PAYOUT_METHOD_LABELS)} />
                <FormField name="reference" label="Reference" maxLength={LIMITS.referenceMax} hint="The transfer's or check's number." defaultValue={values.reference} error={errors.reference} autoFocus={focus === "reference"} />
                <FormField
                  name="note"
                  label="Note"
                  multiline
                  rows={2}
                  maxLength={LIMITS.noteMax}
                  hint="Needed when the payout is more than the owner's balance."
                  defaultValue={values.note}
                  error={errors.note}
                  autoFocus={focus === "note"}
                />
              </>
            )}
          </OfficeForm>
          <OfficeForm
            intent="save-stripe-account"
            title="Stripe account for payouts"
            reply={reply}
            submitLabel="Save the Stripe account"
            pendingLabel="Saving…"
            intro={<p>The owner's Stripe Connect account, to pay them through Stripe. Leave it empty to remove it.</p>}
          >
            {({ values, errors, focus }) => (
              <FormField
                name="stripeAccountId"
                label="Stripe account"
                hint="It begins with acct_, as Stripe's dashboard shows it."
                pattern={STRIPE_ACCOUNT_PATTERN}
                maxLength={69}
                autoComplete="off"
                defaultValue={values.stripeAccountId ?? page.stripeAccountId ?? ""}
                error={errors.stripeAccountId}
                autoFocus={focus === "stripeAccountId"}
              />
            )}
          </OfficeForm>
          {page.stripeConfigured && page.stripeAccountId ? (
            <OfficeForm
              intent="pay-through-stripe"
              title="Pay now through Stripe"
              reply={reply}
              submitLabel="Pay through Stripe"
              pendingLabel="Paying…"
              intro={<p>Sends the amount to {page.stripeAccountId} at once and records it as today's payout. Sending the same form twice pays once.</p>}
            >
              {({ values, errors, focus }) => (
                <>
                  <input type="hidden" name="attempt" value={values.attempt || paymentAttempt} />
                  <FormField name="amount" label="Amount (US$)" required money inputMode="decimal" defaultValue={values.amount} error={errors.amount} autoFocus={focus === "amount"} />
                  <FormField
                    name="note"
                    label="Note"
                    multiline
                    rows={2}
                    maxLength={LIMITS.noteMax}
                    hint="Needed when the payout is more than the owner's balance."
                    defaultValue={values.note}
                    error={errors.note}
                    autoFocus={focus === "note"}
                  />
                </>
              )}
            </OfficeForm>
          ) : null}
          <OfficeForm intent="adjust-balance" title="Adjust the balance" reply={reply} submitLabel="Adjust the balance" pendingLabel="Saving…">
            {({ values, errors, focus }) => (
              <>
                <FormField name="direction" label="Direction" required defaultValue={values.direction ?? "credit"} error={errors.direction} options={selectOptions(ADJUSTMENT_DIRECTIONS, ADJUSTMENT_DIRECTION_LABELS)} />
                <FormField name="amount" label="Amount (US$)" required money inputMode="decimal" defaultValue={values.amount} error={errors.amount} autoFocus={focus === "amount"} />
                <FormField name="note" label="Note" required multiline rows={2} maxLength={LIMITS.noteMax} hint="Why the balance changes; the owner reads it on the statement." defaultValue={values.note} error={errors.note} autoFocus={focus === "note"} />
              </>
            )}
          </OfficeForm>
        </div>
      </section>

      <section className="admin-section" aria-labelledby="statements-heading">
        <h2 id="statements-heading">Monthly statements</h2>
        <div className="owner-cards owner-cards--pairs">
          <AdminTable
            caption="The owner's monthly statements, newest first"
            columns={statementColumns(owner.id)}
            rows={months}
            rowKey={(row) => row.month}
            empty={<p>No statements yet: the first comes with the owner's first posting.</p>}
          />
        </div>
        <div className="owner-forms">
          <OfficeForm
            intent="close-statements"
            title="Close statements"
            reply={reply}
            submitLabel="Close the statements"
            pendingLabel="Closing…"
            idle={closable.length === 0}
            intro={<p>Closing settles the owner's checked-out stays first, then closes every open month through the one chosen. A closed statement never changes.</p>}
          >
            {({ values, errors, focus }) =>
              closable.length === 0 ? (
                <p>
                  Every statement through {monthName(page.lastMonth)} is closed; {monthName(nextMonth(page.lastMonth))} can be closed once it has ended.
                </p>
              ) : (
                <FormField
                  name="month"
                  label="Close statements through"
                  required
                  defaultValue={values.month ?? page.lastMonth}
                  error={errors.month}
                  autoFocus={focus === "month"}
                  options={selectOptions(closable, Object.fromEntries(closable.map((month) => [month, monthName(month)])))}
                />
              )
            }
          </OfficeForm>
          <OfficeForm intent="settle-stays" title="Settle checked-out stays" reply={reply} submitLabel="Settle checked-out stays" pendingLabel="Settling…" intro={<p>Posts the guests' payments at {owner.name}'s villas and settles every stay that has checked out, under the contract in force on its checkout day.</p>}>
            {() => null}
          </OfficeForm>
        </div>
      </section>

      <section className="admin-section" aria-labelledby="year-heading">
        <h2 id="year-heading">Year summary</h2>
        <Form method="get" className="owner-year" preventScrollReset>
          <FormField
            name="year"
            label="Year"
            required
            defaultValue={String(summary?.year ?? page.years[0])}
            options={page.years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          />
          <button type="submit" className="button button--ghost">
            Show
          </button>
        </Form>
        {summaryError ? (
          <p role="alert" className="form-error">
            {summaryError}
          </p>
        ) : null}
        {summary ? <YearSummaryTable summary={summary} /> : null}
      </section>
    </>
  );
}

function YearSummaryTable({ summary }: { summary: YearSummary }) {
  const rows: [string, number][] = [
    ["Opening balance", summary.openingCents],
    ["Gross rent", summary.grossRentCents],
    ["Commission", summary.commissionCents],
    ["Brokerage fees", summary.brokerageFeesCents],
    ["Owner's share of stays", summary.ownerShareCents],
    ["Adjustments", summary.adjustmentsCents],
    ["Expenses", summary.expensesCents],
    ["Payouts", summary.payoutsCents],
    ["Closing balance", summary.closingCents],
  ];
  return (
    <div className="admin-table-wrap">
      <table className="admin-table owner-figures">
        <caption>{summary.year}</caption>
        <tbody>
          {rows.map(([label, cents]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="owner-amount">{formatCents(cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
