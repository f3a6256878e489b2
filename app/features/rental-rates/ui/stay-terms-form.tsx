import { formatIslandDateTime } from "~/shared/dates/format-dates";
import type { StayTermsPage } from "../stay-terms.server";
import { describeCancellationPolicy } from "../stay-terms-rules";
import { STAY_TERMS_LIMITS } from "../stay-terms-schema";

export type StayTermsActionData = { saved?: true; agreementVersion?: number | null; error?: string; fieldErrors?: Record<string, string | undefined>; values?: Record<string, string | undefined> };

type FieldProps = { name: string; label: string; hint?: string; value: string; error?: string; suffix?: string; inputMode?: "numeric" | "decimal" };

function NumberField({ name, label, hint, value, error, suffix, inputMode = "numeric" }: FieldProps) {
  const described = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <span className="stay-terms__input">
        <input id={name} name={name} inputMode={inputMode} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} />
        {suffix ? <span aria-hidden="true">{suffix}</span> : null}
      </span>
      {hint ? (
        <p id={`${name}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A rental's stay terms as one plain form: the deposit and balance, how
 * long an unpaid deposit holds the dates, up to four steps of the
 * cancellation policy, the damage card hold and the rental agreement (each
 * change of its text becomes a new version).
 */
export function StayTermsForm({ page, actionData }: { page: StayTermsPage; actionData?: StayTermsActionData }) {
  const errors = actionData?.fieldErrors ?? {};
  const values = actionData?.values;
  const { terms } = page;
  const value = (name: string, saved: string) => values?.[name] ?? saved;
  const tiers = Array.from({ length: STAY_TERMS_LIMITS.tiers }, (_, index) => terms.cancellationTiers[index]);
  return (
    <form method="post" className="form stay-terms" aria-label={`Stay terms of ${page.rental.name}`}>
      {actionData?.saved ? (
        <p role="status" className="form-success">
          Saved.{actionData.agreementVersion ? ` The agreement in force is version ${actionData.agreementVersion}.` : ""} New requests use these terms; earlier bookings keep
          theirs.
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="form-error">
          {actionData.error}
        </p>
      ) : null}
      {!page.saved ? <p className="field__hint">This rental uses the standard terms until you save its own.</p> : null}
      <fieldset>
        <legend>Deposit and balance</legend>
        <NumberField name="depositPercent" label="Deposit (percent of the total)" suffix="%" value={value("depositPercent", String(terms.depositPercent))} error={errors.depositPercent} />
        <NumberField
          name="balanceDaysBefore"
          label="Balance charged (days before arrival)"
          hint="Charged to the card saved with the deposit; a booking made later than this pays the balance at once."
          value={value("balanceDaysBefore", String(terms.balanceDaysBefore))}
          error={errors.balanceDaysBefore}
        />
        <NumberField
          name="depositHoldHours"
          label="Unpaid deposit releases the dates after (hours)"
          value={value("depositHoldHours", String(terms.depositHoldHours))}
          error={errors.depositHoldHours}
        />
      </fieldset>
      <fieldset>
        <legend>Cancellation policy</legend>
        <p className="field__hint">Each step: canceled at least this many days before arrival, this share of what was paid comes back. Leave a row empty to drop it.</p>
        {tiers.map((tier, index) => (
          <div className="stay-terms__tier" key={index}>
            <NumberField
              name={`tier${index + 1}Days`}
              label={`Step ${index + 1}: days before arrival`}
              value={value(`tier${index + 1}Days`, tier ? String(tier.daysBefore) : "")}
              error={errors[`tier${index + 1}Days`]}
            />
            <NumberField
              name={`tier${index + 1}Percent`}
              label={`Step ${index + 1}: refund`}
              suffix="%"
              value={value(`tier${index + 1}Percent`, tier ? String(tier.refundPercent) : "")}
              error={errors[`tier${index + 1}Percent`]}
            />
          </div>
        ))}
        <div className="stay-terms__preview">
          <p>Guests see now:</p>
          <ul>
            {describeCancellationPolicy(terms.cancellationTiers).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </fieldset>
      <fieldset>
        <legend>Damage deposit</legend>
        <NumberField
          name="damageHold"
          label="Card hold (US$, 0 for none)"
          inputMode="decimal"
          hint="Held on the guest's card, not charged, and released after departure. A rental uses either this hold or a damage waiver fee, not both."
          value={value("damageHold", String(terms.damageHoldCents / 100))}
          error={errors.damageHold}
        />
        <NumberField
          name="damageHoldDaysBefore"
          label="Hold placed (days before arrival)"
          value={value("damageHoldDaysBefore", String(terms.damageHoldDaysBefore))}
          error={errors.damageHoldDaysBefore}
        />
      </fieldset>
      <fieldset>
        <legend>Rental agreement</legend>
        <div className="field">
          <label htmlFor="agreement">Agreement text (guests sign it before paying; leave empty for none)</label>
          <textarea
            id="agreement"
            name="agreement"
            rows={12}
            maxLength={STAY_TERMS_LIMITS.agreementMax}
            defaultValue={value("agreement", page.agreement?.body ?? "")}
            aria-invalid={errors.agreement ? true : undefined}
            aria-describedby={`agreement-hint${errors.agreement ? " agreement-error" : ""}`}
          />
          <p id="agreement-hint" className="field__hint">
            {page.agreement
              ? `Version ${page.agreement.version} since ${formatIslandDateTime(page.agreement.createdAt)}. Saving a change makes a new version; guests who signed keep theirs.`
              : "No agreement yet."}
          </p>
          {errors.agreement ? (
            <p id="agreement-error" className="field__error">
              {errors.agreement}
            </p>
          ) : null}
        </div>
      </fieldset>
      <button type="submit" className="button">
        Save the stay terms
      </button>
    </form>
  );
}
