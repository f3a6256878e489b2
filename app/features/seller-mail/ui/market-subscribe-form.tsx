import { Form } from "react-router";
import { SpamGuardFields } from "~/features/spam-guard/components";
import { PERSON_LIMITS } from "~/shared/forms/person-rules";
import type { FormFailure } from "~/shared/forms/parse-form";
import { FormField } from "~/shared/ui/form-field";
import { SubmitButton } from "~/shared/ui/submit-button";

/** The subscribe action's answer, as the page receives it. */
export type MarketSubscribeAnswer = { subscribed: true; email: string } | FormFailure;

type Props = {
  /** "Coral Bay", "St. John": whose report it is. */
  place: string;
  /** The spam guard's form-start token from the loader. */
  formToken: string;
  answer: MarketSubscribeAnswer | undefined;
};

/**
 * "This report by e-mail": an address for the report on the first of each
 * month (decision 0148). The answer is the same whether or not the address
 * already gets it; on a page without React the server's answer is a new
 * document, and autofocus brings the visitor to it.
 */
export function MarketSubscribeForm({ place, formToken, answer }: Props) {
  const failure = answer && "fieldErrors" in answer ? answer : undefined;
  const error = failure?.fieldErrors.email;
  return (
    <section className="market-section market-subscribe" aria-labelledby="subscribe-heading">
      <h2 id="subscribe-heading">This report by e-mail</h2>
      {answer && "subscribed" in answer ? (
        <div className="form__success" role="status" tabIndex={-1} autoFocus>
          <p>
            Check your inbox{answer.email ? ` at ${answer.email}` : ""}: we have sent a link to confirm the monthly {place} report. Nothing more comes until you
            follow it. If it does not arrive within a few minutes, look in your spam folder.
          </p>
        </div>
      ) : (
        <>
          <p>
            The {place} report in your inbox on the first of each month: the month&rsquo;s sales, prices and listings in figures and in words, with a link back
            here. We first e-mail you a link to confirm, and every e-mail has a one-click unsubscribe.
          </p>
          <Form method="post" className="form market-subscribe__form" data-personal-fill>
            {failure?.formError ? (
              <div className="form__alert" role="alert">
                <p>{failure.formError}</p>
              </div>
            ) : null}
            <FormField
              name="email"
              label="E-mail address"
              type="email"
              required
              maxLength={PERSON_LIMITS.emailMax}
              autoComplete="email"
              defaultValue={failure?.values.email}
              error={error}
              autoFocus={Boolean(error)}
            />
            <SpamGuardFields token={failure?.formToken ?? formToken} />
            <div>
              <SubmitButton pendingLabel="Sending…">Send me the monthly report</SubmitButton>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
