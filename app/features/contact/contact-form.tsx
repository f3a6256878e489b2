import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "~/shared/ui/link";
import { site } from "~/shared/config/site";
import type { FormFailure } from "~/shared/forms/parse-form";
import { FormField } from "~/shared/ui/form-field";
import { SpamGuardFields } from "~/features/spam-guard/components";
import { CONTACT_LIMITS as LIMITS } from "./contact-rules";
import { PersonFields } from "~/shared/ui/person-fields";
import { SubmitButton } from "~/shared/ui/submit-button";

/** The contact action's answer, as the page receives it. */
export type ContactActionData = { sent: true; name: string; overLimit?: true } | FormFailure;

type ContactFormProps = {
  /** The spam guard's form-start token from the loader. */
  formToken: string;
  /** What the enquiry is about (from `?about=`), sent along as the subject. */
  about: string;
  actionData: ContactActionData | undefined;
  /** Where "Send another message" leads (the page the form is on). */
  againHref?: string;
};

export function ContactForm({ formToken, about, actionData, againHref = "/contact" }: ContactFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  // After the server answers, move focus to what changed: the first field it
  // refused, or the thank-you note.
  useEffect(() => {
    if (!actionData) return;
    if ("sent" in actionData) successRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [actionData]);

  if (actionData && "sent" in actionData) {
    const office = site.phones[0];
    return (
      <div ref={successRef} className="form__success" role="status" tabIndex={-1} autoFocus>
        <h3>Message sent</h3>
        <p>
          Thank you{actionData.name ? `, ${actionData.name}` : ""}. Your message is with our team; an agent will reply
          by e-mail within one business day. For anything urgent call <a href={`tel:${office.tel}`}>{office.display}</a>.
        </p>
        {actionData.overLimit ? (
          <p>
            You have sent us several messages within the hour; we have them all, so there is no need to send more. We
            will answer them together.
          </p>
        ) : null}
        <p>
          <Link to={againHref}>Send another message</Link>
        </p>
      </div>
    );
  }

  const failure = actionData;
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? {};
  // On a page served without React the server's answer is a new document:
  // autofocus puts the visitor on the first refused field there too.
  const firstInvalid = (["name", "email", "phone", "message"] as const).find((field) => errors[field]);
  return (
    <Form method="post" className="form" ref={formRef} data-personal-fill>
      {failure?.formError ? (
        <div className="form__alert" role="alert">
          <p>{failure.formError}</p>
          {errors.subject ? <p>{errors.subject}</p> : null}
        </div>
      ) : null}
      {about ? (
        <p className="contact-about">
          Subject: <strong>{about}</strong>
        </p>
      ) : null}
      <input type="hidden" name="subject" value={about} />
      <PersonFields
        values={values}
        errors={errors}
        focus={firstInvalid}
        emailHint="We reply by e-mail and never share your address."
        phoneHint="If you would like a call back, e.g. (340) 555-0142."
      />
      <FormField
        name="message"
        label="Message"
        multiline
        rows={7}
        required
        minLength={LIMITS.messageMin}
        maxLength={LIMITS.messageMax}
        hint={`Between ${LIMITS.messageMin} and ${LIMITS.messageMax.toLocaleString("en-US")} characters. Dates, budget and the properties you have in mind help us answer well.`}
        defaultValue={values.message}
        error={errors.message}
        autoFocus={firstInvalid === "message"}
      />
      <SpamGuardFields token={failure?.formToken ?? formToken} />
      <div>
        <SubmitButton pending={sending} pendingLabel="Sending…">
          Send message
        </SubmitButton>
      </div>
    </Form>
  );
}
