import { isSafeText } from "~/shared/forms/text";
import {
  LISTING_CATEGORIES,
  LISTING_LIMITS,
  LISTING_SUBCATEGORIES,
  SUBCATEGORY_LABELS,
  isListingCategory,
  isListingKind,
  isSubcategory,
  isSubcategoryOf,
  type ListingCategory,
  type ListingKind,
  type ListingSubcategory,
} from "~/features/listings";
import { AREA_NOTES, decodePolygon, encodePolygon, formatBounds, parseBounds, type LatLng, type MapBounds } from "./search-area";

/**
 * The /mls search as it lives in the URL: a pure parser that never throws
 * (bad input is ignored or clamped, with a note for the visitor) and its
 * inverse. No server code and no zod: the browser uses it too.
 */

export const SEARCH_STATUSES = ["for-sale", "under-contract", "sold", "rental"] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];
export const SEARCH_STATUS_LABELS: Record<SearchStatus, string> = {
  "for-sale": "For sale",
  "under-contract": "Under contract",
  sold: "Sold",
  rental: "Rentals",
};

export const SEARCH_SORTS = ["newest", "price-asc", "price-desc", "size"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  newest: "Newest",
  "price-asc": "Price (low to high)",
  "price-desc": "Price (high to low)",
  size: "Size (largest first)",
};

/** When an open house must be for the open-house filter: the island's coming weekend (the one choice, `openHouse=weekend`). */
export const OPEN_HOUSE_CHOICES = ["weekend"] as const;
export type OpenHouseWhen = (typeof OPEN_HOUSE_CHOICES)[number];
export const OPEN_HOUSE_FILTER_LABEL = "Open house this weekend";

export const SEARCH_PAGE_SIZE = 24;
/** Deeper pages are never needed by a person; the service also clamps to the last page. */
export const SEARCH_MAX_PAGE = 1000;
export const SEARCH_KEYWORD_MAX = 200;

/** St. John's neighbourhoods, in the order the search form lists them. */
export const ST_JOHN_AREAS = [
  "Cruz Bay",
  "Great Cruz Bay",
  "Chocolate Hole",
  "Rendezvous",
  "Fish Bay",
  "Gifft Hill",
  "Peter Bay",
  "Catherineberg",
  "Bordeaux",
  "Coral Bay",
  "Johnson Bay",
  "Hansen Bay",
] as const;

export type SearchQuery = {
  /** Keywords, full text over title, area and description. */
  q?: string;
  status?: SearchStatus;
  kind?: ListingKind;
  category?: ListingCategory;
  subcategory?: ListingSubcategory;
  minPrice?: number;
  maxPrice?: number;
  minBeds?: number;
  minBaths?: number;
  minAcres?: number;
  maxAcres?: number;
  area?: string;
  /** The visible map, when the visitor searches as they move it. */
  bounds?: MapBounds;
  /** An area drawn on the map, its corners as [latitude, longitude]. */
  polygon?: LatLng[];
  /** "weekend": listings with an open house on the island's coming weekend (islandWeekend). */
  openHouse?: OpenHouseWhen;
  sort: SearchSort;
  /** 1-based. */
  page: number;
};

export type ParsedSearch = {
  query: SearchQuery;
  /** What was ignored or changed, in words for the visitor. */
  notes: string[];
  /** The page asked for, when it was a page number (it may lie past the last page). */
  requestedPage?: number;
};

export const DEFAULT_SEARCH: SearchQuery = { sort: "newest", page: 1 };

const quote = (value: string) => `“${value.length > 40 ? `${value.slice(0, 40)}…` : value}”`;
const formatNumber = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 4 });

/** "1,250,000", "$1.25m", "750k" → a number; anything else → NaN. */
export function parseAmount(raw: string): number {
  const match = /^\$?\s*(-?[\d,]*\.?\d+)\s*([km])?$/i.exec(raw.trim());
  if (!match) return NaN;
  const value = Number(match[1]!.replace(/,/g, ""));
  const factor = match[2]?.toLowerCase() === "m" ? 1_000_000 : match[2]?.toLowerCase() === "k" ? 1000 : 1;
  return Math.round(value * factor * 10_000) / 10_000;
}

type NumberRule = { label: string; integer?: boolean; max: number; unit?: string };

function readNumber(params: URLSearchParams, name: string, rule: NumberRule, notes: string[]): number | undefined {
  const raw = params.get(name)?.trim();
  if (!raw) return undefined;
  const value = parseAmount(raw);
  if (Number.isNaN(value)) {
    notes.push(`${quote(raw)} is not a number, so the ${rule.label} was ignored.`);
    return undefined;
  }
  if (value < 0) {
    notes.push(`The ${rule.label} cannot be negative, so it was ignored.`);
    return undefined;
  }
  const whole = rule.integer ? Math.floor(value) : value;
  if (whole > rule.max) {
    notes.push(`The ${rule.label} was lowered to the largest we search, ${formatNumber(rule.max)}${rule.unit ?? ""}.`);
    return rule.max;
  }
  return whole;
}

function readChoice<T extends string>(params: URLSearchParams, name: string, label: string, accept: (value: string) => value is T, notes: string[]) {
  const raw = params.get(name)?.trim();
  if (!raw) return undefined;
  const value = raw.toLowerCase();
  if (accept(value)) return value;
  notes.push(`${quote(raw)} is not a ${label} we know, so it was ignored.`);
  return undefined;
}

const isStatus = (value: string): value is SearchStatus => (SEARCH_STATUSES as readonly string[]).includes(value);
const isOpenHouseWhen = (value: string): value is OpenHouseWhen => (OPEN_HOUSE_CHOICES as readonly string[]).includes(value);
const isSort = (value: string): value is SearchSort => (SEARCH_SORTS as readonly string[]).includes(value);

/** The kind a status implies. */
export const STATUS_KIND: Record<SearchStatus, ListingKind> = {
  "for-sale": "sale",
  "under-contract": "sale",
  sold: "sold",
  rental: "rental",
};

/** The category each property type belongs to. */
const SUBCATEGORY_OWNERS = Object.fromEntries(
  LISTING_CATEGORIES.flatMap((category) => LISTING_SUBCATEGORIES[category].map((subcategory) => [subcategory, category])),
) as Record<ListingSubcategory, ListingCategory>;

const UNSEARCHABLE_NOTE = (what: string) => `The ${what} held a character we cannot search for (such as NUL), so ${what === "area" ? "it was" : "they were"} ignored.`;

/** The map area: a drawn area, or else the visible map; one that cannot be read is ignored with a note. */
function readMapArea(params: URLSearchParams, query: SearchQuery, notes: string[]) {
  const polygon = params.get("polygon")?.trim();
  if (polygon) {
    const decoded = decodePolygon(polygon);
    if ("points" in decoded) query.polygon = decoded.points;
    else notes.push(decoded.error);
  }
  const bounds = params.get("bounds")?.trim();
  if (!bounds) return;
  if (query.polygon) {
    notes.push(AREA_NOTES.both);
    return;
  }
  const parsed = parseBounds(bounds);
  if (parsed) query.bounds = parsed;
  else notes.push(AREA_NOTES.bounds);
}

/** Reads /mls's URL parameters into a search; bad values are ignored or clamped, never thrown. */
export function parseSearchQuery(params: URLSearchParams): ParsedSearch {
  const notes: string[] = [];
  const query: SearchQuery = { ...DEFAULT_SEARCH };

  const q = params.get("q")?.replace(/\s+/g, " ").trim();
  if (q && !isSafeText(q)) notes.push(UNSEARCHABLE_NOTE("search words"));
  else if (q) query.q = q.slice(0, SEARCH_KEYWORD_MAX);

  query.status = readChoice(params, "status", "listing status", isStatus, notes);
  query.kind = readChoice(params, "kind", "kind of listing", isListingKind, notes);
  if (query.status && query.kind && STATUS_KIND[query.status] !== query.kind) {
    notes.push(`Showing ${SEARCH_STATUS_LABELS[query.status].toLowerCase()} listings; the kind ${quote(query.kind)} does not go with that status and was ignored.`);
    query.kind = undefined;
  }

  query.category = readChoice(params, "category", "category", isListingCategory, notes);
  const subcategory = readChoice(params, "subcategory", "property type", isSubcategory, notes);
  if (subcategory) {
    if (!query.category) {
      query.category = SUBCATEGORY_OWNERS[subcategory];
      query.subcategory = subcategory;
    } else if (isSubcategoryOf(query.category, subcategory)) {
      query.subcategory = subcategory;
    } else {
      notes.push(`${SUBCATEGORY_LABELS[subcategory]} is not a ${query.category} property type, so it was ignored.`);
    }
  }

  query.minPrice = readNumber(params, "minPrice", { label: "minimum price", integer: true, max: LISTING_LIMITS.priceMax }, notes);
  query.maxPrice = readNumber(params, "maxPrice", { label: "maximum price", integer: true, max: LISTING_LIMITS.priceMax }, notes);
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    [query.minPrice, query.maxPrice] = [query.maxPrice, query.minPrice];
    notes.push("The minimum price was above the maximum, so we swapped them.");
  }
  if (query.minPrice === 0) query.minPrice = undefined;

  query.minBeds = readNumber(params, "minBeds", { label: "number of bedrooms", integer: true, max: LISTING_LIMITS.bedroomsMax }, notes);
  query.minBaths = readNumber(params, "minBaths", { label: "number of bathrooms", integer: true, max: LISTING_LIMITS.bathroomsMax }, notes);
  if (query.minBeds === 0) query.minBeds = undefined;
  if (query.minBaths === 0) query.minBaths = undefined;

  query.minAcres = readNumber(params, "minAcres", { label: "minimum acreage", max: LISTING_LIMITS.acresMax, unit: " acres" }, notes);
  query.maxAcres = readNumber(params, "maxAcres", { label: "maximum acreage", max: LISTING_LIMITS.acresMax, unit: " acres" }, notes);
  if (query.minAcres !== undefined && query.maxAcres !== undefined && query.minAcres > query.maxAcres) {
    [query.minAcres, query.maxAcres] = [query.maxAcres, query.minAcres];
    notes.push("The minimum acreage was above the maximum, so we swapped them.");
  }
  if (query.minAcres === 0) query.minAcres = undefined;

  const area = params.get("area")?.replace(/\s+/g, " ").trim();
  if (area && !isSafeText(area)) notes.push(UNSEARCHABLE_NOTE("area"));
  else if (area) {
    query.area = ST_JOHN_AREAS.find((known) => known.toLowerCase() === area.toLowerCase()) ?? area.slice(0, LISTING_LIMITS.areaMax);
  }

  query.openHouse = readChoice(params, "openHouse", "time for an open house", isOpenHouseWhen, notes);

  readMapArea(params, query, notes);

  const sort = params.get("sort")?.trim();
  if (sort) {
    if (isSort(sort.toLowerCase())) query.sort = sort.toLowerCase() as SearchSort;
    else notes.push(`${quote(sort)} is not a way we can sort, so the newest listings are shown first.`);
  }

  let requestedPage: number | undefined;
  const page = params.get("page")?.trim();
  if (page) {
    const number = /^\d+$/.test(page) ? Number(page) : NaN;
    if (Number.isSafeInteger(number) && number >= 1) {
      requestedPage = number;
      query.page = Math.min(number, SEARCH_MAX_PAGE);
    } else if (/^\d+$/.test(page) && number >= 1) {
      requestedPage = Number.MAX_SAFE_INTEGER;
      query.page = SEARCH_MAX_PAGE;
    } else {
      notes.push(`${quote(page)} is not a page number, so the first page is shown.`);
    }
  }

  for (const key of Object.keys(query) as Array<keyof SearchQuery>) if (query[key] === undefined) delete query[key];
  return requestedPage === undefined ? { query, notes } : { query, notes, requestedPage };
}

/** The search's URL parameters, in the order URLs spell them. */
export const SEARCH_PARAM_ORDER = ["q", "status", "kind", "category", "subcategory", "minPrice", "maxPrice", "minBeds", "minBaths", "minAcres", "maxAcres", "area", "openHouse", "bounds", "polygon", "sort", "page"] as const satisfies ReadonlyArray<keyof SearchQuery>;

/** The parameters that choose which listings a search finds (not their order or page). */
export const SEARCH_FILTER_PARAMS: readonly string[] = SEARCH_PARAM_ORDER.filter((name) => name !== "sort" && name !== "page");

/** Every query parameter the search page reads: the filters and the view. */
export const SEARCH_URL_PARAMS: readonly string[] = [...SEARCH_PARAM_ORDER, "view"];

/** The URL parameters for a search (defaults left out), in a fixed order so that equal searches share a URL. */
export function toSearchParams(query: Partial<SearchQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_PARAM_ORDER) {
    const value = query[key];
    if (value === undefined || value === "") continue;
    if (key === "sort" && value === DEFAULT_SEARCH.sort) continue;
    if (key === "page" && value === 1) continue;
    params.set(key, key === "bounds" ? formatBounds(value as MapBounds) : key === "polygon" ? encodePolygon(value as LatLng[]) : String(value));
  }
  return params;
}

/**
 * The note to show when the page asked for lies past the last page (the
 * service shows the last page instead); undefined otherwise.
 */
export function pageNote(parsed: ParsedSearch, shown: { page: number; pageCount: number }): string | undefined {
  const requested = parsed.requestedPage;
  if (requested === undefined || shown.pageCount === 0 || requested <= shown.page) return undefined;
  const asked = requested === Number.MAX_SAFE_INTEGER ? "that page" : `page ${formatNumber(requested)}`;
  return `There is no ${asked}; showing page ${formatNumber(shown.page)} of ${formatNumber(shown.pageCount)}.`;
}

/** For an empty result: each active filter, with the search it leaves when removed (the widest first). */
export function widerSearches(query: SearchQuery): Array<{ label: string; query: SearchQuery }> {
  const labels: Partial<Record<keyof SearchQuery, string>> = {
    q: "the keywords",
    status: "the listing status",
    kind: "the kind of listing",
    area: "the area",
    subcategory: "the property type",
    category: "the category",
    minPrice: "the minimum price",
    maxPrice: "the maximum price",
    minBeds: "the bedroom minimum",
    minBaths: "the bathroom minimum",
    minAcres: "the minimum acreage",
    maxAcres: "the maximum acreage",
    bounds: "the map area",
    polygon: "the drawn area",
    openHouse: "the open house filter",
  };
  return (Object.keys(labels) as Array<keyof SearchQuery>)
    .filter((key) => query[key] !== undefined)
    .map((key) => {
      const wider: SearchQuery = { ...query, page: 1 };
      delete wider[key];
      if (key === "category") delete wider.subcategory;
      return { label: `Remove ${labels[key]}`, query: wider };
    });
}

/** How /mls shows its results: cards (the default) or pins on a map (`view=map`). */
export const SEARCH_VIEWS = ["list", "map"] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

/** The view in the URL; anything but `map` is the list (an unknown value gets a note). */
export function parseSearchView(params: URLSearchParams, notes: string[] = []): SearchView {
  const raw = params.get("view")?.trim();
  if (!raw) return "list";
  const value = raw.toLowerCase();
  if (value === "map" || value === "list") return value;
  notes.push(`${quote(raw)} is not a view we know, so the list is shown.`);
  return "list";
}

/**
 * The same search with the status its kind implies spelled out: `kind=rental`
 * (the menu's Rentals link) is the rental status and `kind=sold` the sold one,
 * so that the form's status field shows what is being searched. `kind=sale`
 * (for sale or under contract) has no single status and stays as it is.
 */
export function withImpliedStatus(query: SearchQuery): SearchQuery {
  if (query.status || (query.kind !== "rental" && query.kind !== "sold")) return query;
  const { kind, ...rest } = query;
  return { ...rest, status: kind };
}

/** True when a search narrows or reorders the listings: anything beyond the page number. */
export function isFilteredSearch(query: Partial<SearchQuery>): boolean {
  const params = toSearchParams(query);
  params.delete("page");
  return params.size > 0;
}

/**
 * The URL of a search form's fields as typed (raw text, so that the parser's
 * notes can explain a bad value): known fields only, in the fixed order,
 * trimmed, blanks and the default sort left out, and no page, since a changed
 * search starts again at page 1.
 */
export function formSearchParams(fields: Partial<Record<string, string | null | undefined>>, view: SearchView = "list"): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_PARAM_ORDER) {
    if (key === "page") continue;
    const value = fields[key]?.replace(/\s+/g, " ").trim();
    if (!value) continue;
    if (key === "sort" && value === DEFAULT_SEARCH.sort) continue;
    params.set(key, value);
  }
  if (view !== "list") params.set("view", view);
  return params;
}

/** A path to /mls for a search (page included when past the first) in a view. */
export function searchHref(query: Partial<SearchQuery>, view: SearchView = "list", pathname = "/mls"): string {
  const params = toSearchParams(query);
  if (view !== "list") params.set("view", view);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
