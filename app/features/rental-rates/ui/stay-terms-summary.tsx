import { formatCents } from "~/shared/lib/money";

/** A rental's terms as its page shows them beside the booking form. */
export type StayTermsNotice = {
  policy: string[];
  /** With card payments on: how the money is taken. */
  payments: { depositPercent: number; balanceDaysBefore: number; damageHoldCents: number } | null;
};

/** The cancellation policy (and, with card payments, the deposit and balance) a guest reads before asking. */
export function StayTermsSummary({ terms }: { terms: StayTermsNotice }) {
  const { payments } = terms;
  return (
    <div className="stay-terms-summary">
      <h4 className="price-breakdown__title">Cancellation policy</h4>
      <ul>
        {terms.policy.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {payments ? (
        <p className="field__hint">
          {payments.depositPercent < 100
            ? `A ${payments.depositPercent}% deposit confirms the stay once approved; the balance is charged to the same card ${payments.balanceDaysBefore} days before arrival.`
            : "The whole stay is paid by card once approved."}
          {payments.damageHoldCents > 0 ? ` A damage deposit of ${formatCents(payments.damageHoldCents)} is held on the card (not charged) shortly before arrival.` : ""}
        </p>
      ) : null}
    </div>
  );
}
