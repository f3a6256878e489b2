import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { LISTING_CATEGORIES, LISTING_SUBCATEGORIES, SUBCATEGORY_LABELS, type ListingCategory, type ListingSubcategory } from "../listing-rules";
import {
  formSearchParams,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  SEARCH_STATUS_LABELS,
  SEARCH_STATUSES,
  ST_JOHN_AREAS,
  type SearchQuery,
  type SearchView,
} from "../search-query";

/** The form's fields, as the visitor sees them (text, so that a bad value reaches the parser's notes). */
export const DRAFT_FIELDS = ["q", "status", "kind", "category", "subcategory", "minPrice", "maxPrice", "minBeds", "minBaths", "minAcres", "maxAcres", "area", "sort"] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type SearchDraft = Record<DraftField, string>;

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** The form's fields for a search, prices with thousands separators. */
export function draftOf(query: SearchQuery): SearchDraft {
  const text = (value: string | number | undefined) => (value === undefined ? "" : String(value));
  return {
    q: text(query.q),
    status: text(query.status),
    kind: text(query.kind),
    category: text(query.category),
    subcategory: text(query.subcategory),
    minPrice: query.minPrice === undefined ? "" : grouped.format(query.minPrice),
    maxPrice: query.maxPrice === undefined ? "" : grouped.format(query.maxPrice),
    minBeds: text(query.minBeds),
    minBaths: text(query.minBaths),
    minAcres: text(query.minAcres),
    maxAcres: text(query.maxAcres),
    area: text(query.area),
    sort: query.sort,
  };
}

const SUBCATEGORY_CATEGORY = Object.fromEntries(
  LISTING_CATEGORIES.flatMap((category) => LISTING_SUBCATEGORIES[category].map((subcategory) => [subcategory, category])),
) as Record<ListingSubcategory, ListingCategory>;

/**
 * A field changed: keeps the draft consistent (a property type of another
 * category is dropped; choosing a type picks its category; a status replaces
 * an implied kind).
 */
export function applyChange(draft: SearchDraft, field: DraftField, value: string): SearchDraft {
  const next = { ...draft, [field]: value };
  if (field === "category" && next.subcategory && SUBCATEGORY_CATEGORY[next.subcategory as ListingSubcategory] !== value) next.subcategory = "";
  if (field === "subcategory" && value && !next.category) next.category = SUBCATEGORY_CATEGORY[value as ListingSubcategory] ?? "";
  if (field === "status" && value) next.kind = "";
  return next;
}

/** How long typing pauses before the results follow. */
export const TYPING_DELAY_MS = 450;

const normalised = (search: string) => new URLSearchParams(search).toString();

/**
 * The MLS form's state, kept in the URL. Choices (selects) navigate at once
 * and add a history entry, so that Back returns to the previous search;
 * typing waits for a pause, and a run of typing adds one entry that later
 * keystrokes replace. When the URL changes from elsewhere (Back, a link) the
 * fields follow it.
 */
export function useSearchDraft(query: SearchQuery, view: SearchView) {
  const navigate = useNavigate();
  const location = useLocation();
  const current = normalised(location.search);
  const [draft, setDraft] = useState(() => draftOf(query));
  const [sync, setSync] = useState<{ search: string; own: string | null; resets: number }>({ search: current, own: null, resets: 0 });
  if (sync.search !== current) {
    // Derived state (React's documented pattern): reset the fields unless this is the search we asked for.
    const external = current !== sync.own;
    if (external) setDraft(draftOf(query));
    setSync({ search: current, own: null, resets: sync.resets + (external ? 1 : 0) });
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<SearchDraft | null>(null);
  /** True once the current run of typing has its own history entry. */
  const typing = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (next: SearchDraft, replace: boolean) => {
    const search = formSearchParams(next, view).toString();
    if (search === current) return;
    setSync((state) => ({ ...state, own: search }));
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : "" }, { replace, preventScrollReset: true });
  };

  const flush = (next: SearchDraft) => {
    clearTimeout(timer.current);
    pending.current = null;
    go(next, typing.current);
  };

  return {
    draft,
    /** Counts the times the fields followed the URL (Back, a link) rather than the visitor. */
    resets: sync.resets,
    /** A committed choice: a select, a radio. */
    choose(field: DraftField, value: string) {
      const next = applyChange(draft, field, value);
      clearTimeout(timer.current);
      pending.current = null;
      setDraft(next);
      go(next, false);
      typing.current = false;
    },
    /** A keystroke in a text field: the results follow after a pause. */
    type(field: DraftField, value: string) {
      const next = applyChange(draft, field, value);
      setDraft(next);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        pending.current = null;
        go(next, typing.current);
        typing.current = true;
      }, TYPING_DELAY_MS);
    },
    /** Leaving a text field ends its run of typing (sending what is pending now). */
    endTyping() {
      if (pending.current) flush(pending.current);
      typing.current = false;
    },
    /** The Search button or Enter: send now. */
    submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      flush(pending.current ?? draft);
      typing.current = false;
    },
  };
}

export type SearchDraftState = ReturnType<typeof useSearchDraft>;

export const SEARCH_FORM_ID = "mls-filters";

const COUNT_CHOICES = [1, 2, 3, 4, 5, 6];
/** The fields behind "More filters" on phones (always shown beside the results on wide screens). */
const PANEL_FIELDS: DraftField[] = ["status", "category", "subcategory", "minPrice", "maxPrice", "minBeds", "minBaths", "minAcres", "maxAcres", "area"];
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
  state: SearchDraftState;
  view: SearchView;
  /** How many filters the current search uses (shown on the collapsed panel). */
  activeCount: number;
  /** Where "Clear all filters" goes. */
  clearHref: string;
};

/**
 * The MLS filters: a GET form, so that it works before (or without) the
 * page's JavaScript; with it, the results follow each change.
 */
export function SearchForm({ state, view, activeCount, clearHref }: FormProps) {
  const id = useId();
  const { draft } = state;
  const select = (field: DraftField) => ({
    id: `${id}-${field}`,
    name: field,
    value: draft[field],
    onChange: (event: { currentTarget: { value: string } }) => state.choose(field, event.currentTarget.value),
  });
  const text = (field: DraftField) => ({
    id: `${id}-${field}`,
    name: field,
    value: draft[field],
    onChange: (event: { currentTarget: { value: string } }) => state.type(field, event.currentTarget.value),
    onBlur: () => state.endTyping(),
    autoComplete: "off",
  });
  const subcategories: ListingSubcategory[] = draft.category
    ? [...LISTING_SUBCATEGORIES[draft.category as ListingCategory] ?? []]
    : LISTING_CATEGORIES.flatMap((category) => [...LISTING_SUBCATEGORIES[category]]);
  const panelActive = PANEL_FIELDS.filter((field) => draft[field] !== "").length;

  return (
    <form id={SEARCH_FORM_ID} className="mls-filters" method="get" action="/mls" role="search" aria-label="Filter listings" onSubmit={state.submit}>
      <div className="mls-filters__header">
        <h2 className="mls-filters__title">Filters</h2>
        {activeCount > 0 ? (
          <Link to={clearHref} className="mls-filters__clear" preventScrollReset>
            Clear all<span className="visually-hidden"> filters</span>
          </Link>
        ) : null}
      </div>

      <Field label="Keywords" htmlFor={`${id}-q`}>
        <input {...text("q")} type="search" placeholder="e.g. pool, ocean view" maxLength={200} enterKeyHint="search" />
      </Field>

      <details className="mls-filters__panel">
        <summary className="mls-filters__summary">
          More filters
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
          {draft.kind && !draft.status ? <input type="hidden" name="kind" value={draft.kind} /> : null}

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
        </div>
      </details>

      {view !== "list" ? <input type="hidden" name="view" value={view} /> : null}
      <button type="submit" className="button mls-filters__submit">
        Search
      </button>
    </form>
  );
}

/** The sort choice, shown with the results but part of the filters' form. */
export function SortSelect({ state }: { state: SearchDraftState }) {
  const id = useId();
  return (
    <div className="mls-sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} name="sort" form={SEARCH_FORM_ID} value={state.draft.sort} onChange={(event) => state.choose("sort", event.currentTarget.value)}>
        {withCurrent(SEARCH_SORTS, state.draft.sort).map((sort) => (
          <option key={sort} value={sort}>
            {SEARCH_SORT_LABELS[sort as keyof typeof SEARCH_SORT_LABELS] ?? sort}
          </option>
        ))}
      </select>
    </div>
  );
}
