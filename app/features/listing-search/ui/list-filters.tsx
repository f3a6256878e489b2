import { Link } from "~/shared/ui/link";
import { LISTING_SUBCATEGORIES, SUBCATEGORY_LABELS, type ListingCategory } from "~/features/listings";
import { draftOf } from "../search-draft";
import { SEARCH_SORT_LABELS, ST_JOHN_AREAS, type SearchQuery, type SearchSort } from "../search-query";
import type { ListFilterField } from "../list-search";

const COUNTS = ["1", "2", "3", "4", "5", "6"].map((count): Choice => [count, `${count}+`]);
const CATEGORIES: Choice[] = [
  ["residential", "Residential"],
  ["commercial", "Commercial"],
  ["land", "Land"],
];

/** A select's option: its value and what it reads. */
type Choice = readonly [value: string, label: string];
type Draft = ReturnType<typeof draftOf>;
type FilterProps = { field: ListFilterField & keyof Draft; label: string; draft: Draft };

const fieldId = (field: string) => `list-filters-${field}`;

function TextFilter({ field, label, draft, inputMode, placeholder }: FilterProps & { inputMode: "numeric" | "decimal"; placeholder: string }) {
  return (
    <div className="field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <input id={fieldId(field)} name={field} defaultValue={draft[field]} inputMode={inputMode} placeholder={placeholder} autoComplete="off" />
    </div>
  );
}

function ChoiceFilter({ field, label, draft, any, choices }: FilterProps & { any: string; choices: readonly Choice[] }) {
  return (
    <div className="field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <select id={fieldId(field)} name={field} defaultValue={draft[field]}>
        <option value="">{any}</option>
        {choices.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

type Props = {
  /** The page the form searches (a GET form: it works without script). */
  action: string;
  query: SearchQuery;
  fields: readonly ListFilterField[];
  /** The property types offered, from this category. */
  category?: ListingCategory;
  sorts: readonly SearchSort[];
  /** Labels for sorts that read differently on this page ("Most recent closing first"). */
  sortLabels?: Partial<Record<SearchSort, string>>;
  filtered: boolean;
};

/**
 * The filters of a list page (homes, land, sales history): the /mls fields
 * that fit the page, the sort, and the map area kept in hidden fields so that
 * new filters search the same area.
 */
export function ListFilters({ action, query, fields, category, sorts, sortLabels = {}, filtered }: Props) {
  const draft = draftOf(query);
  const has = (field: ListFilterField) => fields.includes(field);
  const types = category ? LISTING_SUBCATEGORIES[category] : [];
  const setCount = fields.filter((field) => draft[field] !== "").length;
  return (
    <form className="list-filters" method="get" action={action} role="search" aria-label="Filter listings">
      {/* Folded on phones, so the listings come first; always open on wider screens (listings.css). */}
      <details className="list-filters__panel">
        <summary className="list-filters__summary">
          Filters and sort
          {setCount > 0 ? <span className="mls-filters__badge"> ({setCount} set)</span> : null}
        </summary>
        <div className="list-filters__fields">
          {has("minPrice") ? <TextFilter field="minPrice" label="Minimum price" inputMode="numeric" placeholder="No min" draft={draft} /> : null}
          {has("maxPrice") ? <TextFilter field="maxPrice" label="Maximum price" inputMode="numeric" placeholder="No max" draft={draft} /> : null}
          {has("minBeds") ? <ChoiceFilter field="minBeds" label="Bedrooms" any="Any" choices={COUNTS} draft={draft} /> : null}
          {has("minBaths") ? <ChoiceFilter field="minBaths" label="Bathrooms" any="Any" choices={COUNTS} draft={draft} /> : null}
          {has("minAcres") ? <TextFilter field="minAcres" label="Minimum acres" inputMode="decimal" placeholder="No min" draft={draft} /> : null}
          {has("maxAcres") ? <TextFilter field="maxAcres" label="Maximum acres" inputMode="decimal" placeholder="No max" draft={draft} /> : null}
          {has("subcategory") && types.length > 0 ? (
            <ChoiceFilter field="subcategory" label="Property type" any="Any type" choices={types.map((type) => [type, SUBCATEGORY_LABELS[type]])} draft={draft} />
          ) : null}
          {has("category") ? <ChoiceFilter field="category" label="Category" any="Any category" choices={CATEGORIES} draft={draft} /> : null}
          {has("area") ? (
            <ChoiceFilter
              field="area"
              label="Neighborhood"
              any="Anywhere on St. John"
              // An area the page was asked for that is not on the list stays chosen.
              choices={(ST_JOHN_AREAS as readonly string[])
                .concat(draft.area && !(ST_JOHN_AREAS as readonly string[]).includes(draft.area) ? [draft.area] : [])
                .map((area) => [area, area])}
              draft={draft}
            />
          ) : null}
          <div className="field">
            <label htmlFor={fieldId("sort")}>Sort by</label>
            <select id={fieldId("sort")} name="sort" defaultValue={draft.sort}>
              {sorts.map((sort) => (
                <option key={sort} value={sort}>
                  {sortLabels[sort] ?? SEARCH_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          {draft.polygon ? (
            <input type="hidden" name="polygon" value={draft.polygon} />
          ) : draft.bounds ? (
            <input type="hidden" name="bounds" value={draft.bounds} />
          ) : null}
          <div className="list-filters__actions">
            <button type="submit" className="button">
              Show listings
            </button>
            {filtered ? (
              <Link to={action} className="list-filters__clear">
                Clear all<span className="visually-hidden"> filters</span>
              </Link>
            ) : null}
          </div>
        </div>
      </details>
    </form>
  );
}
