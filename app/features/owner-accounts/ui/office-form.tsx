import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { FormValues } from "~/shared/forms/parse-form";
import type { FieldErrors } from "~/shared/lib/result";
import { SubmitButton } from "~/shared/ui/submit-button";
import type { OwnerFormReply } from "../owner-form-reply";

export type FormState = {
  values: FormValues;
  errors: FieldErrors;
  /** The first refused field, focused when the page loads with the refusal. */
  focus: string | undefined;
};

type Props = {
  intent: string;
  title: string;
  /** The page's last reply, whichever form it answered. */
  reply: OwnerFormReply | undefined;
  submitLabel: string;
  pendingLabel: string;
  intro?: ReactNode;
  className?: string;
  /** Nothing to send for now (the fields say why): the form shows its messages, without a button. */
  idle?: boolean;
  children: (state: FormState) => ReactNode;
};

/**
 * One of the office's owner forms: a plain POST with its intent, its own
 * success or refusal above the fields, the fields filled again after a
 * refusal (and focus on the first refused one), emptied after a success.
 */
export function OfficeForm({ intent, title, reply, submitLabel, pendingLabel, intro, className = "", idle = false, children }: Props) {
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const mine = reply?.intent === intent ? reply : undefined;
  const failed = mine && !mine.success ? mine : undefined;
  const errors = failed?.fieldErrors ?? {};
  const focus = Object.keys(errors).find((name) => errors[name]);
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const headingId = `${intent}-heading`;

  // On a hydrated page the form is not mounted again after a refusal: move focus to the first refused field.
  useEffect(() => {
    if (failed) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failed]);

  return (
    <Form ref={form} method="post" className={`form owner-form ${className}`} aria-labelledby={headingId} key={mine?.success ? mine.at : "form"}>
      <h3 id={headingId}>{title}</h3>
      {intro}
      {mine?.success ? (
        <p role="status" className="form-success">
          {mine.message}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="form-error">
          {failed.error}
        </p>
      ) : null}
      <input type="hidden" name="intent" value={intent} />
      {children({ values: failed?.values ?? {}, errors, focus })}
      {idle ? null : (
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
      )}
    </Form>
  );
}
