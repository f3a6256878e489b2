import { Form } from "react-router";
import type { FormFailure } from "~/shared/forms/parse-form";
import { FormField } from "~/shared/ui/form-field";
import { LISTING_CATEGORIES, LISTING_LIMITS as LIMITS, LISTING_SUBCATEGORIES, SUBCATEGORY_LABELS, yearBuiltMax } from "../listing-rules";
import { ST_JOHN_AREAS } from "../search-query";

/**
 * "Submit a listing for sale" (docs/decisions/0004-forms.md): native
 * constraints from the listing rules, the server re-checks with the sale
 * schema. One page, no photos yet. A plain POST: the dashboard ships no React.
 */

const FIELD_ORDER = [
  "title",
  "category",
  "subcategory",
  "area",
  "listPrice",
  "bedroomsTotal",
  "bathroomsTotalInteger",
  "livingArea",
  "lotSizeAcres",
  "yearBuilt",
  "description",
  "features",
] as const;

const CATEGORY_LABELS = { residential: "Residential", commercial: "Commercial", land: "Land" } as const;

export function AgentListingForm({ failure }: { failure?: FormFailure }) {
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? {};
  const focus = FIELD_ORDER.find((field) => errors[field]);
  return (
    <Form method="post" className="form agent-listing-form" reloadDocument aria-labelledby="agent-listing-form-title">
      <h2 id="agent-listing-form-title">Submit a listing for sale</h2>
      <p className="field__hint">An administrator reviews every listing before it is published. Photos can be added later.</p>
      {failure?.formError ? (
        <div className="form__alert" role="alert">
          <p>{failure.formError}</p>
        </div>
      ) : null}
      <FormField
        name="title"
        label="Title"
        required
        maxLength={LIMITS.titleMax}
        defaultValue={values.title}
        error={errors.title}
        autoFocus={focus === "title"}
      />
      <div className="agent-listing-form__row">
        <FormField
          name="category"
          label="Category"
          required
          defaultValue={values.category}
          error={errors.category}
          autoFocus={focus === "category"}
          options={
            <>
              <option value="">Choose…</option>
              {LISTING_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </>
          }
        />
        <FormField
          name="subcategory"
          label="Type"
          defaultValue={values.subcategory}
          error={errors.subcategory}
          autoFocus={focus === "subcategory"}
          options={
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
          }
        />
        <FormField
          name="area"
          label="Area"
          defaultValue={values.area}
          error={errors.area}
          autoFocus={focus === "area"}
          options={
            <>
              <option value="">Not stated</option>
              {ST_JOHN_AREAS.map((area) => (
                <option key={area} value={area}>
                  {area}
                </option>
              ))}
            </>
          }
        />
      </div>
      <div className="agent-listing-form__row">
        <FormField
          type="number"
          name="listPrice"
          label="List price (US$)"
          required
          inputMode="numeric"
          defaultValue={values.listPrice}
          error={errors.listPrice}
          autoFocus={focus === "listPrice"}
          min={1}
          max={LIMITS.priceMax}
        />
        <FormField
          type="number"
          name="bedroomsTotal"
          label="Bedrooms"
          inputMode="numeric"
          defaultValue={values.bedroomsTotal}
          error={errors.bedroomsTotal}
          autoFocus={focus === "bedroomsTotal"}
          min={0}
          max={LIMITS.bedroomsMax}
        />
        <FormField
          type="number"
          name="bathroomsTotalInteger"
          label="Bathrooms"
          inputMode="numeric"
          defaultValue={values.bathroomsTotalInteger}
          error={errors.bathroomsTotalInteger}
          autoFocus={focus === "bathroomsTotalInteger"}
          min={0}
          max={LIMITS.bathroomsMax}
        />
      </div>
      <div className="agent-listing-form__row">
        <FormField
          type="number"
          name="livingArea"
          label="Living area (sq ft)"
          inputMode="numeric"
          defaultValue={values.livingArea}
          error={errors.livingArea}
          autoFocus={focus === "livingArea"}
          min={1}
          max={LIMITS.livingAreaMax}
        />
        <FormField
          type="number"
          name="lotSizeAcres"
          label="Lot size (acres)"
          inputMode="decimal"
          defaultValue={values.lotSizeAcres}
          error={errors.lotSizeAcres}
          autoFocus={focus === "lotSizeAcres"}
          min={0}
          max={LIMITS.acresMax}
          step="any"
        />
        <FormField
          type="number"
          name="yearBuilt"
          label="Year built"
          inputMode="numeric"
          defaultValue={values.yearBuilt}
          error={errors.yearBuilt}
          autoFocus={focus === "yearBuilt"}
          min={LIMITS.yearBuiltMin}
          max={yearBuiltMax()}
        />
      </div>
      <FormField
        name="description"
        label="Description"
        multiline
        maxLength={LIMITS.descriptionMax}
        defaultValue={values.description}
        error={errors.description}
        autoFocus={focus === "description"}
      />
      <FormField
        name="features"
        label="Features"
        hint={`Separated by commas or one per line; at most ${LIMITS.featuresMax}.`}
        multiline
        rows={4}
        defaultValue={values.features}
        error={errors.features}
        autoFocus={focus === "features"}
      />
      <div>
        <button type="submit" className="button">
          Submit for review
        </button>
      </div>
    </Form>
  );
}
