import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import type { FormFailure, FormValues } from "~/shared/forms/parse-form";
import { AGENT_LISTING_STEPS, agentFields, PHOTO_FORM_MESSAGES, PHOTO_STEP, REVIEW_STEP, stepOfField } from "../agent-listing-fields";
import type { ListingKind } from "~/features/listings";
import { ReviewSummary, StepFields } from "./agent-listing-step";
import { ListingPhotoField, type ExistingPhoto } from "./listing-photo-field";

/**
 * The agent's multi-step listing form, one per kind, drawn from the field
 * data (agent-listing-fields.ts; docs/decisions/0004-forms.md). With
 * JavaScript one step shows at a time with Back and Next, each step checked
 * before the next; a refusal from the server opens the step of the first
 * refused field and focuses it. Without JavaScript every step shows at once
 * as a fieldset and the form posts as usual (photos need JavaScript).
 */

type Props = {
  kind: ListingKind;
  heading: string;
  submitLabel: string;
  failure?: FormFailure;
  /** The stored values when editing. */
  initialValues?: FormValues;
  photos?: readonly ExistingPhoto[];
  /** Fields this form leaves out (an approved listing's price and status have their own form). */
  omitFields?: readonly string[];
  /** Posted along with the fields (e.g. which of a page's forms this is). */
  hiddenFields?: Readonly<Record<string, string>>;
  /** The line under the heading: what happens to the submission. */
  note?: string;
};

const CONTROLS = "input:not([type=hidden]), select, textarea";

function firstInvalid(container: Element | null | undefined): HTMLInputElement | null {
  if (!container) return null;
  return Array.from(container.querySelectorAll<HTMLInputElement>(CONTROLS)).find((element) => !element.checkValidity()) ?? null;
}

const NONE: readonly string[] = [];

export function AgentListingForm({
  kind,
  heading,
  submitLabel,
  failure,
  initialValues = {},
  photos = [],
  omitFields = NONE,
  hiddenFields,
  note = "An administrator reviews every listing before it is published.",
}: Props) {
  const steps = useMemo(
    () =>
      AGENT_LISTING_STEPS[kind].map((step) =>
        omitFields.length === 0 ? step : { ...step, fields: step.fields.filter((field) => !omitFields.includes(field.name)) },
      ),
    [kind, omitFields],
  );
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? initialValues;
  const refused = [...agentFields(kind).map((field) => field.name), "photos"].find((name) => errors[name]);
  const [enhanced, setEnhanced] = useState(false);
  const [current, setCurrent] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const stepRefs = useRef<Array<HTMLFieldSetElement | null>>([]);
  /** What to focus once the step on screen has rendered: a field to report, or the step's heading. */
  const pendingFocus = useRef<{ element?: HTMLElement; report?: boolean } | null>(null);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const element = target.element ?? stepRefs.current[current]?.querySelector<HTMLElement>("[data-step-heading]");
    element?.focus();
    if (target.report && element instanceof HTMLInputElement) element.reportValidity();
  }, [current, enhanced]);

  // After the server refuses: open the step with the first refused field and focus it.
  useEffect(() => {
    if (!failure) return;
    const form = formRef.current;
    if (!refused || !form) {
      form?.querySelector<HTMLElement>("[data-form-alert]")?.focus();
      return;
    }
    const index = steps.findIndex((step) => step.id === stepOfField(kind, refused));
    const element =
      refused === "photos" ? form.querySelector<HTMLElement>("[data-photo-error]") : (form.elements.namedItem(refused) as HTMLElement | null);
    pendingFocus.current = { element: element ?? undefined };
    setCurrent((previous) => {
      if (previous === index && element) element.focus();
      return index >= 0 ? index : previous;
    });
  }, [failure, refused, kind, steps]);

  const go = (index: number, focus?: HTMLElement) => {
    pendingFocus.current = { element: focus, report: Boolean(focus) };
    setNotice(null);
    setCurrent(index);
  };

  /** The first step (from `from`) with a field the browser would refuse, and that field. */
  const findInvalid = (from = 0, to = steps.length - 1) => {
    for (let index = from; index <= to; index++) {
      const element = firstInvalid(stepRefs.current[index]);
      if (element) return { index, element };
    }
    return null;
  };

  const next = () => {
    const invalid = findInvalid(current, current);
    if (invalid) {
      invalid.element.focus();
      invalid.element.reportValidity();
      return;
    }
    go(Math.min(current + 1, steps.length - 1));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    if (current < steps.length - 1) {
      event.preventDefault();
      next();
      return;
    }
    if (uploading) {
      event.preventDefault();
      setNotice(PHOTO_FORM_MESSAGES.uploading);
      return;
    }
    const invalid = findInvalid();
    if (invalid) {
      event.preventDefault();
      go(invalid.index, invalid.element);
    }
  };

  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  return (
    <Form method="post" ref={formRef} className="form agent-listing-form" noValidate={enhanced} onSubmit={onSubmit} aria-labelledby="agent-listing-form-title">
      <h2 id="agent-listing-form-title">{heading}</h2>
      <p className="field__hint">{note}</p>
      {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {failure?.formError ? (
        <div className="form__alert" role="alert" tabIndex={-1} data-form-alert>
          <p>{failure.formError}</p>
        </div>
      ) : null}
      {enhanced ? (
        <ol className="agent-steps" aria-label="Steps">
          {steps.map((step, index) => (
            <li key={step.id} className="agent-steps__item" aria-current={index === current ? "step" : undefined}>
              {step.title}
            </li>
          ))}
        </ol>
      ) : null}
      {steps.map((step, index) => (
        <fieldset
          key={step.id}
          ref={(element) => {
            stepRefs.current[index] = element;
          }}
          className="agent-listing-form__step"
          hidden={enhanced && index !== current}
        >
          <legend className="visually-hidden">{step.title}</legend>
          <h3 className="agent-listing-form__step-title" tabIndex={-1} data-step-heading>
            {enhanced ? `Step ${index + 1} of ${steps.length}: ` : ""}
            {step.title}
          </h3>
          {step.id === PHOTO_STEP.id ? (
            <ListingPhotoField initial={photos} error={errors.photos} onBusyChange={onBusyChange} />
          ) : step.id === REVIEW_STEP.id ? (
            <>
              {enhanced && index === current ? <ReviewSummary steps={steps} form={formRef.current} /> : <p>Check the details above, then submit the listing for review.</p>}
              {notice ? (
                <p className="form__alert" role="alert">
                  {notice}
                </p>
              ) : null}
              <button type="submit" className="button" disabled={submitting}>
                {submitting ? "Submitting…" : submitLabel}
              </button>
            </>
          ) : (
            <StepFields step={step} values={values} errors={errors} focus={enhanced ? undefined : refused} />
          )}
        </fieldset>
      ))}
      {enhanced ? (
        <div className="agent-listing-form__nav">
          {current > 0 ? (
            <button type="button" className="button button--ghost" onClick={() => go(current - 1)}>
              Back
            </button>
          ) : null}
          {current < steps.length - 1 ? (
            <button type="button" className="button" onClick={next}>
              Next: {steps[current + 1]!.title}
            </button>
          ) : null}
        </div>
      ) : null}
    </Form>
  );
}
