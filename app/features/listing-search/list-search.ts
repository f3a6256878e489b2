import { isSubcategoryOf, SUBCATEGORY_LABELS } from "~/features/listings";
import { parseSearchQuery, SEARCH_SORT_LABELS, searchHref, type ParsedSearch, type SearchQuery, type SearchSort } from "./search-query";

/**
 * The searches of the list pages (homes, land, sales history): each page
 * fixes what it lists (a kind and category, or the sold status) and offers
 * the /mls filters that fit it, the map area and a few sorts. Parsed by the
 * same rules as /mls, so a bad value is ignored with a note, never thrown.
 */

export type ListFilterField = "minPrice" | "maxPrice" | "minBeds" | "minBaths" | "minAcres" | "maxAcres" | "subcategory" | "category" | "area";

export type ListPageSearch = {
  /** What the page always lists. */
  fixed: Partial<SearchQuery>;
  fields: readonly ListFilterField[];
  sorts: readonly SearchSort[];
};

/** Every query parameter a list page reads: its filters, the map area, the sort and the page. */
export function listPageParams(page: ListPageSearch): string[] {
  return [...page.fields, "bounds", "polygon", "sort", "page"];
}

/** The list page's search from its URL: its own parameters only, the page's fixed filters on top. */
export function readListSearch(params: URLSearchParams, page: ListPageSearch): ParsedSearch {
  const known = new URLSearchParams();
  for (const name of listPageParams(page)) {
    const value = params.get(name);
    if (value !== null) known.set(name, value);
  }
  const parsed = parseSearchQuery(known);
  const notes = [...parsed.notes];
  const query: SearchQuery = { ...parsed.query, ...page.fixed };
  if (query.subcategory && page.fixed.category && !isSubcategoryOf(page.fixed.category, query.subcategory)) {
    notes.push(`${SUBCATEGORY_LABELS[query.subcategory]} is not listed on this page, so it was ignored.`);
    delete query.subcategory;
  }
  if (!page.sorts.includes(query.sort)) {
    notes.push(`This list cannot be sorted by ${SEARCH_SORT_LABELS[query.sort].toLowerCase()}, so the newest listings are shown first.`);
    query.sort = "newest";
  }
  return parsed.requestedPage === undefined ? { query, notes } : { query, notes, requestedPage: parsed.requestedPage };
}

/** True when the visitor narrowed the list (a filter or an area; the sort and page are not filters). */
export function isNarrowedList(query: SearchQuery, page: ListPageSearch): boolean {
  return [...page.fields, "bounds", "polygon"].some((name) => query[name as keyof SearchQuery] !== undefined && !(name in page.fixed));
}

/** A list page's address for a search (its fixed filters left out: the page implies them). */
export function listHref(path: string, query: Partial<SearchQuery>, page: ListPageSearch): string {
  const own: Partial<SearchQuery> = { ...query };
  for (const name of Object.keys(page.fixed) as Array<keyof SearchQuery>) delete own[name];
  return searchHref(own, "list", path);
}
