import { Form } from "react-router";
import type { FormFailure } from "~/shared/forms/parse-form";
import { PersonFields } from "~/shared/ui/person-fields";
import { SubmitButton } from "~/shared/ui/submit-button";
import { FIRST_TOUCH_FIELD } from "~/features/lead-sources";
import { SpamGuardFields } from "~/features/spam-guard/components";

const FACTS = ["address", "area", "type", "beds", "baths", "livingArea", "lotAcres", "view", "waterfront", "condition"] as const;

type Props = {
  formToken: string;
  /** The facts just valued, sent again so the server values them afresh. */
  facts: Partial<Record<string, string>>;
  failure?: FormFailure;
};

/** Name and e-mail for the full report: the facts ride along as hidden fields. */
export function ReportForm({ formToken, facts, failure }: Props) {
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? {};
  const focus = (["name", "email", "phone"] as const).find((field) => errors[field]);
  const factErrors = FACTS.map((field) => errors[field]).filter(Boolean);
  return (
    <section className="home-value-report" aria-labelledby="home-value-report-heading">
      <h2 id="home-value-report-heading">See the full report</h2>
      <p>Every comparable sale and each adjustment made to it, and an agent who knows the area to answer your questions. We never share your address.</p>
      <Form method="post" className="form">
        {failure?.formError ? (
          <div className="form__alert" role="alert">
            <p>{failure.formError}</p>
            {factErrors.map((error) => (
              <p key={error}>{error}</p>
            ))}
          </div>
        ) : null}
        <input type="hidden" name="intent" value="report" />
        {FACTS.map((field) => (
          <input key={field} type="hidden" name={field} value={facts[field] ?? ""} />
        ))}
        <PersonFields values={values} errors={errors} focus={focus} emailHint="The agent writes to you here; nothing else is sent unless you ask below." phoneHint="If you would like a call, e.g. (340) 555-0142." />
        <div className="field field--check">
          <label>
            <input type="checkbox" name="consent" value="yes" defaultChecked={values.consent === "yes"} /> E-mail me once a month when the estimate moves or a comparable home sells nearby
            <span className="field__optional"> (optional)</span>
          </label>
          {errors.consent ? <p className="field__error">{errors.consent}</p> : null}
        </div>
        <input type="hidden" name={FIRST_TOUCH_FIELD} defaultValue="" />
        <SpamGuardFields token={failure?.formToken ?? formToken} />
        <div>
          <SubmitButton pendingLabel="Sending…">Show the full report</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
