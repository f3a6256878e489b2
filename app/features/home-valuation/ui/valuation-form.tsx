import { Form } from "react-router";
import type { FormFailure } from "~/shared/forms/parse-form";
import { FormField } from "~/shared/ui/form-field";
import { selectOptions } from "~/shared/ui/select-options";
import { SubmitButton } from "~/shared/ui/submit-button";
import { SpamGuardFields } from "~/features/spam-guard/components";
import {
  CONDITION_LABELS,
  CONDITIONS,
  ISLAND_AREAS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  VALUATION_LIMITS as LIMITS,
  VIEW_LABELS,
  VIEWS,
} from "../valuation-rules";
import { ValuationMap } from "./valuation-map";

/** Each area is its own label. */
const AREA_LABELS = Object.fromEntries(ISLAND_AREAS.map((area) => [area, area])) as Record<(typeof ISLAND_AREAS)[number], string>;
const WATERFRONT_CHOICES = ["no", "yes"] as const;
const WATERFRONT_LABELS = { no: "No", yes: "Yes, water frontage" } as const;

type Props = {
  formToken: string;
  /** What was typed and what the server refused, when it did. */
  failure?: FormFailure;
  values?: Partial<Record<string, string>>;
  submitLabel?: string;
  /** MAP_TILE_URL; without it the map is the island's outline. */
  tileUrl?: string | null;
};

const FIELDS = ["address", "area", "type", "beds", "baths", "livingArea", "lotAcres", "view", "waterfront", "condition"] as const;

/** The property's facts: a plain form the server answers with the estimate (no script needed). */
export function ValuationForm({ formToken, failure, values = failure?.values ?? {}, submitLabel = "Estimate its value", tileUrl = null }: Props) {
  const errors = failure?.fieldErrors ?? {};
  const focus = FIELDS.find((field) => errors[field]);
  return (
    <Form method="post" className="form home-value-form">
      {failure?.formError ? (
        <div className="form__alert" role="alert">
          <p>{failure.formError}</p>
        </div>
      ) : null}
      <input type="hidden" name="intent" value="estimate" />
      <FormField name="address" label="Street address" required maxLength={LIMITS.addressMax} autoComplete="street-address" hint="On St. John, e.g. 12 Calabash Boom Road." defaultValue={values.address} error={errors.address} autoFocus={focus === "address"} />
      <ValuationMap values={values} error={errors.location} tileUrl={tileUrl} />
      <div className="home-value-form__row">
        <FormField
          name="area"
          label="Area"
          required
          defaultValue={values.area}
          error={errors.area}
          autoFocus={focus === "area"}
          hint="Set from the map when you drop a pin."
          options={selectOptions(ISLAND_AREAS, AREA_LABELS, "Choose an area")}
        />
        <FormField
          name="type"
          label="Type"
          required
          defaultValue={values.type}
          error={errors.type}
          autoFocus={focus === "type"}
          options={selectOptions(PROPERTY_TYPES, PROPERTY_TYPE_LABELS, "Choose a type")}
        />
      </div>
      <div className="home-value-form__row home-value-form__row--three">
        <FormField name="beds" label="Bedrooms" type="number" inputMode="numeric" min={0} max={LIMITS.bedsMax} step={1} hint="Not for land." defaultValue={values.beds} error={errors.beds} autoFocus={focus === "beds"} />
        <FormField name="baths" label="Bathrooms" type="number" inputMode="numeric" min={1} max={LIMITS.bathsMax} step={1} hint="Not for land." defaultValue={values.baths} error={errors.baths} autoFocus={focus === "baths"} />
        <FormField name="livingArea" label="Living area (sq ft)" type="number" inputMode="numeric" min={LIMITS.livingAreaMin} max={LIMITS.livingAreaMax} step={1} hint="Not for land." defaultValue={values.livingArea} error={errors.livingArea} autoFocus={focus === "livingArea"} />
      </div>
      <div className="home-value-form__row home-value-form__row--three">
        <FormField name="lotAcres" label="Lot (acres)" type="number" inputMode="decimal" min={0} max={LIMITS.lotAcresMax} step="any" hint="0 for a condo." defaultValue={values.lotAcres} error={errors.lotAcres} autoFocus={focus === "lotAcres"} />
        <FormField
          name="view"
          label="View"
          required
          defaultValue={values.view ?? "partial"}
          error={errors.view}
          autoFocus={focus === "view"}
          options={selectOptions(VIEWS, VIEW_LABELS)}
        />
        <FormField
          name="waterfront"
          label="On the water"
          required
          defaultValue={values.waterfront ?? "no"}
          error={errors.waterfront}
          autoFocus={focus === "waterfront"}
          options={selectOptions(WATERFRONT_CHOICES, WATERFRONT_LABELS)}
        />
      </div>
      <FormField
        name="condition"
        label="Condition"
        hint="Not for land."
        defaultValue={values.condition ?? "average"}
        error={errors.condition}
        autoFocus={focus === "condition"}
        options={selectOptions(CONDITIONS, CONDITION_LABELS)}
      />
      <SpamGuardFields token={failure?.formToken ?? formToken} />
      <div>
        <SubmitButton pendingLabel="Estimating…">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
