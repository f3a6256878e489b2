import { LISTING_CATEGORIES, LISTING_SUBCATEGORIES, type ListingCategory, type ListingSubcategory } from "~/features/listings";
import type { SearchQuery } from "./search-query";
import { encodePolygon, formatBounds } from "./search-area";

/**
 * The /mls form's fields as text, and the rules that keep them consistent
 * while a visitor changes them. No React and no server code: the server
 * renders the form from it and the search page's script edits it.
 */

/** The form's fields, as the visitor sees them (text, so that a bad value reaches the parser's notes). */
export const DRAFT_FIELDS = ["q", "status", "kind", "category", "subcategory", "minPrice", "maxPrice", "minBeds", "minBaths", "minAcres", "maxAcres", "area", "openHouse", "bounds", "polygon", "sort"] as const;
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
    openHouse: text(query.openHouse),
    bounds: query.bounds ? formatBounds(query.bounds) : "",
    polygon: query.polygon ? encodePolygon(query.polygon) : "",
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


/** The form's id (the sort select beside the results joins it by `form`). */
export const SEARCH_FORM_ID = "mls-filters";
/** The results' heading: focused when a new page of results is shown. */
export const SEARCH_RESULTS_HEADING_ID = "mls-results-heading";
