import { formatShortDate } from "~/shared/dates/format-dates";
import { formatCents } from "~/shared/lib/money";
import { AdminTable, type AdminColumn } from "~/shared/tables/admin-table";
import { FormField } from "~/shared/ui/form-field";
import type { OwnerFormReply } from "../owner-form-reply";
import { OWNER_FORM_LIMITS as LIMITS } from "../owner-office-rules";
import type { TrustHoldings, TrustWithdrawal } from "../reconciliation";
import { OfficeForm } from "./office-form";

type Props = {
  withdrawals: readonly TrustWithdrawal[];
  holdings: TrustHoldings;
  reply: OwnerFormReply | undefined;
  today: string;
};

const KIND_WORDS: Record<TrustWithdrawal["kind"], string> = { tax_remittance: "Hotel tax to the territory", brokerage_draw: "Brokerage draw" };

const columns: AdminColumn<TrustWithdrawal>[] = [
  { header: "Paid", cell: (row) => formatShortDate(row.paidOn), rowHeader: true },
  { header: "What", cell: (row) => (row.coversFrom && row.coversTo ? `${KIND_WORDS[row.kind]}, ${formatShortDate(row.coversFrom)} to ${formatShortDate(row.coversTo)}` : KIND_WORDS[row.kind]) },
  { header: "Reference", cell: (row) => row.reference },
  { header: "Amount", cell: (row) => formatCents(row.amountCents, { alwaysCents: true }), className: "owner-amount" },
];

/**
 * The money that left the trust account in the period for the territory and
 * the brokerage, and the forms that record it; each form says how much the
 * account holds for that purpose now, the most it may pay.
 */
export function TrustWithdrawalsView({ withdrawals, holdings, reply, today }: Props) {
  return (
    <section className="admin-section" aria-labelledby="withdrawals-heading">
      <h2 id="withdrawals-heading">Hotel tax paid and brokerage draws</h2>
      <AdminTable
        caption="Hotel tax paid to the territory and the brokerage's draws in the period, oldest first"
        columns={columns}
        rows={withdrawals}
        rowKey={(row) => `${row.kind}-${row.paidOn}-${row.reference}-${row.amountCents}`}
        empty={<p>Nothing was paid to the territory or drawn by the brokerage in the period.</p>}
      />
      <div className="owner-forms">
        <OfficeForm
          intent="record-tax-remittance"
          title="Record a hotel tax payment"
          reply={reply}
          submitLabel="Record the payment"
          pendingLabel="Recording…"
          intro={<p>The trust account holds {formatCents(holdings.taxHeldCents, { alwaysCents: true })} of hotel tax for the territory.</p>}
        >
          {({ values, errors, focus }) => (
            <>
              <FormField name="paidOn" label="Paid on" type="date" required defaultValue={values.paidOn ?? today} error={errors.paidOn} autoFocus={focus === "paidOn"} />
              <FormField name="amount" label="Amount (US$)" required money inputMode="decimal" defaultValue={values.amount} error={errors.amount} autoFocus={focus === "amount"} />
              <div className="owner-form__pair">
                <FormField name="coversFrom" label="Return from" type="date" required defaultValue={values.coversFrom} error={errors.coversFrom} autoFocus={focus === "coversFrom"} />
                <FormField name="coversTo" label="Return to" type="date" required defaultValue={values.coversTo} error={errors.coversTo} autoFocus={focus === "coversTo"} />
              </div>
              <FormField name="reference" label="Reference" required maxLength={LIMITS.referenceMax} hint="The territory's confirmation or the check's number." defaultValue={values.reference} error={errors.reference} autoFocus={focus === "reference"} />
              <FormField name="note" label="Note" multiline rows={2} maxLength={LIMITS.noteMax} defaultValue={values.note} error={errors.note} autoFocus={focus === "note"} />
            </>
          )}
        </OfficeForm>
        <OfficeForm
          intent="record-brokerage-draw"
          title="Record a brokerage draw"
          reply={reply}
          submitLabel="Record the draw"
          pendingLabel="Recording…"
          intro={<p>The brokerage has {formatCents(holdings.brokerageHeldCents, { alwaysCents: true })} of earned commission and fees in the trust account.</p>}
        >
          {({ values, errors, focus }) => (
            <>
              <FormField name="paidOn" label="Paid on" type="date" required defaultValue={values.paidOn ?? today} error={errors.paidOn} autoFocus={focus === "paidOn"} />
              <FormField name="amount" label="Amount (US$)" required money inputMode="decimal" defaultValue={values.amount} error={errors.amount} autoFocus={focus === "amount"} />
              <FormField name="reference" label="Reference" required maxLength={LIMITS.referenceMax} hint="The transfer's number." defaultValue={values.reference} error={errors.reference} autoFocus={focus === "reference"} />
              <FormField name="note" label="Note" multiline rows={2} maxLength={LIMITS.noteMax} defaultValue={values.note} error={errors.note} autoFocus={focus === "note"} />
            </>
          )}
        </OfficeForm>
      </div>
    </section>
  );
}
