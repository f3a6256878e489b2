import type { FormValues } from "~/shared/forms/parse-form";
import type { FieldErrors } from "~/shared/lib/result";
import { FormField } from "~/shared/ui/form-field";
import type { AgentField, AgentStep } from "../agent-listing-fields";
import { LISTING_CATEGORIES, LISTING_SUBCATEGORIES, SUBCATEGORY_LABELS } from "~/features/listings";
import { ST_JOHN_AREAS } from "~/features/listing-search";

/** One step's plain fields, drawn from the field data with FormField. */

const CATEGORY_LABELS = { residential: "Residential", commercial: "Commercial", land: "Land" } as const;

function optionsFor(field: AgentField) {
  switch (field.options) {
    case "category":
      return (
        <>
          <option value="">Choose…</option>
          {LISTING_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </>
      );
    case "subcategory":
      return (
        <>
          <option value="">Not stated</option>
          {LISTING_CATEGORIES.map((category) => (
            <optgroup key={category} label={CATEGORY_LABELS[category]}>
              {LISTING_SUBCATEGORIES[category].map((subcategory) => (
                <option key={subcategory} value={subcategory}>
                  {SUBCATEGORY_LABELS[subcategory]}
                </option>
              ))}
            </optgroup>
          ))}
        </>
      );
    case "area":
      return (
        <>
          <option value="">Not stated</option>
          {ST_JOHN_AREAS.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </>
      );
    default:
      return undefined;
  }
}

export function StepFields({ step, values, errors, focus }: { step: AgentStep; values: FormValues; errors: FieldErrors; focus?: string }) {
  return (
    <div className="agent-listing-form__grid">
      {step.fields.map((field) => (
        <div key={field.name} className={field.control === "textarea" ? "agent-listing-form__wide" : undefined}>
          <FormField
            name={field.name}
            label={field.label}
            hint={field.hint}
            required={field.required}
            type={field.type}
            multiline={field.control === "textarea"}
            rows={field.rows}
            options={optionsFor(field)}
            min={field.min}
            max={typeof field.max === "function" ? field.max() : field.max}
            step={field.step}
            maxLength={field.maxLength}
            pattern={field.pattern}
            inputMode={field.inputMode}
            money={field.money}
            defaultValue={values[field.name]}
            error={errors[field.name]}
            autoFocus={focus === field.name}
          />
        </div>
      ))}
    </div>
  );
}

/** The review step's summary of what the form holds now. */
export function ReviewSummary({ steps, form }: { steps: readonly AgentStep[]; form: HTMLFormElement | null }) {
  if (!form) return <p>Check the details above, then submit the listing for review.</p>;
  const data = new FormData(form);
  return (
    <dl className="agent-listing-form__summary">
      {steps.flatMap((step) =>
        step.fields.map((field) => {
          const raw = data.get(field.name);
          const text = typeof raw === "string" ? raw.trim() : "";
          const select = field.control === "select" ? form.querySelector<HTMLSelectElement>(`select[name="${field.name}"]`) : null;
          const shown = select && text ? (select.selectedOptions[0]?.textContent ?? text) : text;
          return (
            <div key={field.name}>
              <dt>{field.label}</dt>
              <dd>{shown === "" ? "—" : shown}</dd>
            </div>
          );
        }),
      )}
      <div>
        <dt>Photos</dt>
        <dd>{data.getAll("photo").length}</dd>
      </div>
    </dl>
  );
}
