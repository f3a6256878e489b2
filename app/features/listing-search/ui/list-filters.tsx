import { Link } from "~/shared/ui/link";
import { LISTING_SUBCATEGORIES, SUBCATEGORY_LABELS, type ListingCategory } from "~/features/listings";
import { draftOf } from "../search-draft";
import { SEARCH_SORT_LABELS, ST_JOHN_AREAS, type SearchQuery, type SearchSort } from "../search-query";
import type { ListFilterField } from "../list-search";

const COUNT_CHOICES = ["1", "2", "3", "4", "5", "6"];

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
  const id = (field: string) => `list-filters-${field}`;
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
          {has("minPrice") ? (
            <div className="field">
              <label htmlFor={id("minPrice")}>Minimum price</label>
              <input id={id("minPrice")} name="minPrice" defaultValue={draft.minPrice} inputMode="numeric" placeholder="No min" autoComplete="off" />
            </div>
          ) : null}
          {has("maxPrice") ? (
            <div className="field">
              <label htmlFor={id("maxPrice")}>Maximum price</label>
              <input id={id("maxPrice")} name="maxPrice" defaultValue={draft.maxPrice} inputMode="numeric" placeholder="No max" autoComplete="off" />
            </div>
          ) : null}
          {has("minBeds") ? (
            <div className="field">
              <label htmlFor={id("minBeds")}>Bedrooms</label>
              <select id={id("minBeds")} name="minBeds" defaultValue={draft.minBeds}>
                <option value="">Any</option>
                {COUNT_CHOICES.map((count) => (
                  <option key={count} value={count}>{`${count}+`}</option>
                ))}
              </select>
            </div>
          ) : null}
          {has("minBaths") ? (
            <div className="field">
              <label htmlFor={id("minBaths")}>Bathrooms</label>
              <select id={id("minBaths")} name="minBaths" defaultValue={draft.minBaths}>
                <option value="">Any</option>
                {COUNT_CHOICES.map((count) => (
                  <option key={count} value={count}>{`${count}+`}</option>
                ))}
              </select>
            </div>
          ) : null}
          {has("minAcres") ? (
            <div className="field">
              <label htmlFor={id("minAcres")}>Minimum acres</label>
              <input id={id("minAcres")} name="minAcres" defaultValue={draft.minAcres} inputMode="decimal" placeholder="No min" autoComplete="off" />
            </div>
          ) : null}
          {has("maxAcres") ? (
            <div className="field">
              <label htmlFor={id("maxAcres")}>Maximum acres</label>
              <input id={id("maxAcres")} name="maxAcres" defaultValue={draft.maxAcres} inputMode="decimal" placeholder="No max" autoComplete="off" />
            </div>
          ) : null}
          {has("subcategory") && types.length > 0 ? (
            <div className="field">
              <label htmlFor={id("subcategory")}>Property type</label>
              <select id={id("subcategory")} name="subcategory" defaultValue={draft.subcategory}>
                <option value="">Any type</option>
                {types.map((type) => (
                  <option key={type} value={type}>
                    {SUBCATEGORY_LABELS[type]}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {has("category") ? (
            <div className="field">
              <label htmlFor={id("category")}>Category</label>
              <select id={id("category")} name="category" defaultValue={draft.category}>
                <option value="">Any category</option>
                <option value="residential">Residential</option>
                <option value="commercial">Commercial</option>
                <option value="land">Land</option>
              </select>
            </div>
          ) : null}
          {has("area") ? (
            <div className="field">
              <label htmlFor={id("area")}>Neighborhood</label>
              <select id={id("area")} name="area" defaultValue={draft.area}>
                <option value="">Anywhere on St. John</option>
                {(ST_JOHN_AREAS as readonly string[])
                  .concat(draft.area && !(ST_JOHN_AREAS as readonly string[]).includes(draft.area) ? [draft.area] : [])
                  .map((area) => (
                    <option key={area} value={area}>
                      {area}
                    </option>
                  ))}
              </select>
            </div>
          ) : null}
          <div className="field">
            <label htmlFor={id("sort")}>Sort by</label>
            <select id={id("sort")} name="sort" defaultValue={draft.sort}>
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
