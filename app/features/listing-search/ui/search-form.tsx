import type { ReactNode } from "react";
import { Link } from "~/shared/ui/link";
import { LISTING_CATEGORIES, LISTING_SUBCATEGORIES, SUBCATEGORY_LABELS, type ListingCategory, type ListingSubcategory } from "~/features/listings";
import { draftOf, SEARCH_FORM_ID, type DraftField, type SearchDraft } from "../search-draft";
import {
  OPEN_HOUSE_FILTER_LABEL,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  SEARCH_STATUS_LABELS,
  SEARCH_STATUSES,
  ST_JOHN_AREAS,
  type SearchQuery,
  type SearchView,
} from "../search-query";


const COUNT_CHOICES = [1, 2, 3, 4, 5, 6];
/** The fields in the filters' sheet on phones and tablets (a bar over the results on wide screens). */
const PANEL_FIELDS: DraftField[] = ["status", "category", "subcategory", "minPrice", "maxPrice", "minBeds", "minBaths", "minAcres", "maxAcres", "area", "openHouse"];
const categoryLabel = (category: ListingCategory) => category[0]!.toUpperCase() + category.slice(1);

function withCurrent(values: readonly string[], current: string): string[] {
  return current && !values.includes(current) ? [...values, current] : [...values];
}

function Field({ label, htmlFor, children, hint, hintId, className }: { label: string; htmlFor: string; children: ReactNode; hint?: string; hintId?: string; className?: string }) {
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type FormProps = {
  query: SearchQuery;
  view: SearchView;
  /** How many filters the current search uses (shown on the collapsed panel). */
  activeCount: number;
  /** Where "Clear all filters" goes. */
  clearHref: string;
  /** How many listings the current search finds: the sheet's button says it ("Show 48 listings"). */
  total: number;
};

const count = new Intl.NumberFormat("en-US");

/** The submit button's words: what a buyer gets by closing the sheet. */
export function showResultsLabel(total: number): string {
  return total === 1 ? "Show 1 listing" : `Show ${count.format(total)} listings`;
}

/**
 * The MLS filters: a GET form, so that it works without the page's script;
 * with it (enhance/search-island.ts) the results follow each change. Every
 * control has a fixed id, by which the script matches it in a new page.
 * On phones and tablets the keywords stay over the results and every other
 * filter waits in a sheet (a `<details>`, so it opens without script) whose
 * button shows the results; on wide screens the sheet is a bar of fields.
 */
export function SearchForm({ query, view, activeCount, clearHref, total }: FormProps) {
  const id = SEARCH_FORM_ID;
  const draft: SearchDraft = draftOf(query);
  const select = (field: DraftField) => ({ id: `${id}-${field}`, name: field, defaultValue: draft[field], "data-field": field });
  const text = (field: DraftField) => ({ id: `${id}-${field}`, name: field, defaultValue: draft[field], "data-field": field, autoComplete: "off" });
  const subcategories: ListingSubcategory[] = draft.category
    ? [...LISTING_SUBCATEGORIES[draft.category as ListingCategory] ?? []]
    : LISTING_CATEGORIES.flatMap((category) => [...LISTING_SUBCATEGORIES[category]]);
  const panelActive = PANEL_FIELDS.filter((field) => draft[field] !== "").length;

  return (
    <form id={SEARCH_FORM_ID} className="mls-filters" method="get" action="/mls" role="search" aria-label="Filter listings">
      <Field label="Keywords" htmlFor={`${id}-q`} className="mls-filters__keywords">
        <input {...text("q")} type="search" placeholder="e.g. pool, ocean view" maxLength={200} enterKeyHint="search" />
      </Field>

      <details className="mls-filters__panel">
        <summary className="mls-filters__summary" data-swap="filters-summary">
          Filters
          {panelActive > 0 ? <span className="mls-filters__badge"> ({panelActive} set)</span> : null}
        </summary>
        <div className="mls-filters__fields">
          <Field label="Status" htmlFor={`${id}-status`} className="mls-filters__half">
            <select {...select("status")}>
              <option value="">{draft.kind === "sale" ? "For sale or under contract" : "All listings"}</option>
              {SEARCH_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {SEARCH_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </Field>

          <Field label="Category" htmlFor={`${id}-category`} className="mls-filters__half">
            <select {...select("category")}>
              <option value="">Any category</option>
              {LISTING_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </select>
          </Field>

          <fieldset className="mls-filters__range">
            <legend>Price (US$)</legend>
            <div className="field">
              <label htmlFor={`${id}-minPrice`}>Minimum price</label>
              <input {...text("minPrice")} inputMode="numeric" placeholder="No min" aria-describedby={`${id}-price-hint`} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-maxPrice`}>Maximum price</label>
              <input {...text("maxPrice")} inputMode="numeric" placeholder="No max" aria-describedby={`${id}-price-hint`} />
            </div>
            <p id={`${id}-price-hint`} className="field__hint mls-filters__hint">
              For example 750000 or 750k. Rentals have no sale price.
            </p>
          </fieldset>

          <Field label="Property type" htmlFor={`${id}-subcategory`}>
            <select {...select("subcategory")}>
              <option value="">Any type</option>
              {subcategories.map((subcategory) => (
                <option key={subcategory} value={subcategory}>
                  {SUBCATEGORY_LABELS[subcategory]}
                </option>
              ))}
            </select>
          </Field>

          <div className="mls-filters__pair">
            <Field label="Bedrooms" htmlFor={`${id}-minBeds`}>
              <select {...select("minBeds")}>
                <option value="">Any</option>
                {withCurrent(COUNT_CHOICES.map(String), draft.minBeds).map((count) => (
                  <option key={count} value={count}>
                    {count}+
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Bathrooms" htmlFor={`${id}-minBaths`}>
              <select {...select("minBaths")}>
                <option value="">Any</option>
                {withCurrent(COUNT_CHOICES.map(String), draft.minBaths).map((count) => (
                  <option key={count} value={count}>
                    {count}+
                  </option>
                ))}
              </select>
            </Field>
          </div>

          <fieldset className="mls-filters__range">
            <legend>Lot size (acres)</legend>
            <div className="field">
              <label htmlFor={`${id}-minAcres`}>Minimum acres</label>
              <input {...text("minAcres")} inputMode="decimal" placeholder="No min" />
            </div>
            <div className="field">
              <label htmlFor={`${id}-maxAcres`}>Maximum acres</label>
              <input {...text("maxAcres")} inputMode="decimal" placeholder="No max" />
            </div>
          </fieldset>

          <Field label="Area" htmlFor={`${id}-area`}>
            <select {...select("area")}>
              <option value="">Anywhere on St. John</option>
              {withCurrent(ST_JOHN_AREAS, draft.area).map((area) => (
                <option key={area} value={area}>
                  {area}
                </option>
              ))}
            </select>
          </Field>

          <div className="field mls-filters__check">
            <input
              type="checkbox"
              id={`${id}-openHouse`}
              name="openHouse"
              value="weekend"
              defaultChecked={draft.openHouse === "weekend"}
              data-field="openHouse"
              aria-describedby={`${id}-openHouse-hint`}
            />
            <label htmlFor={`${id}-openHouse`}>{OPEN_HOUSE_FILTER_LABEL}</label>
            <p id={`${id}-openHouse-hint`} className="field__hint">
              Saturday or Sunday on St. John: the coming weekend, or this one while it lasts.
            </p>
          </div>

          <div className="mls-filters__actions">
            <div className="mls-filters__clear-slot" data-swap="filters-header">
              {activeCount > 0 ? (
                <Link to={clearHref} className="mls-filters__clear" preventScrollReset>
                  Clear all<span className="visually-hidden"> filters</span>
                </Link>
              ) : null}
            </div>
            <button type="submit" className="button mls-filters__submit">
              <span data-swap-text="show-count">{showResultsLabel(total)}</span>
            </button>
          </div>
        </div>
      </details>

      {/* Hidden fields stay the form's own children: the page's script replaces them after each search. */}
      {draft.kind && !draft.status ? <input type="hidden" name="kind" value={draft.kind} /> : null}
      {view !== "list" ? <input type="hidden" name="view" value={view} /> : null}
    </form>
  );
}

/** The sort choice, shown with the results but part of the filters' form. */
export function SortSelect({ sort: current }: { sort: string }) {
  const id = `${SEARCH_FORM_ID}-sort`;
  return (
    <div className="mls-sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} name="sort" form={SEARCH_FORM_ID} defaultValue={current} data-field="sort">
        {withCurrent(SEARCH_SORTS, current).map((sort) => (
          <option key={sort} value={sort}>
            {SEARCH_SORT_LABELS[sort as keyof typeof SEARCH_SORT_LABELS] ?? sort}
          </option>
        ))}
      </select>
    </div>
  );
}
