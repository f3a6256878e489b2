import { isSafeText } from "~/shared/forms/text";

/**
 * The sort, search and page of a staff table, read from its address
 * (`?q=&sort=&dir=&page=`) so that every view can be linked, reloaded and
 * used without JavaScript. Anything unreadable falls back to the table's
 * default: an unknown column, a direction other than asc/desc, a page that
 * is not a whole number from 1 to MAX_PAGE.
 */

export const TABLE_PAGE_SIZE = 20;
/** Past this a page number is a typing accident or a probe; the last real page is shown instead. */
export const MAX_PAGE = 100_000;
export const SEARCH_MAX_LENGTH = 100;

export type SortDirection = "asc" | "desc";

export type TableSpec<Sort extends string> = {
  /** The columns a table may be sorted by: the only values `sort` can take. */
  sorts: readonly Sort[];
  defaultSort: Sort;
  defaultDirection: SortDirection;
  /** The direction a column starts in when first chosen (dates and prices newest or highest first). */
  firstDirection?: Partial<Record<Sort, SortDirection>>;
  pageSize?: number;
};

export type TableQuery<Sort extends string = string> = {
  q: string;
  sort: Sort;
  dir: SortDirection;
  page: number;
  pageSize: number;
};

/** One page of a table and where it stands: what the table component draws. */
export type TablePage<Row, Sort extends string = string> = {
  rows: Row[];
  total: number;
  /** The page shown, clamped to the last page there is. */
  page: number;
  pageCount: number;
  query: TableQuery<Sort>;
};

/** The text of a search box as a filter: one line, trimmed, at most SEARCH_MAX_LENGTH characters, never unstorable characters. */
export function readSearchText(value: string | null): string {
  const text = (value ?? "").replace(/\s+/g, " ").trim();
  if (!isSafeText(text)) return "";
  return Array.from(text).slice(0, SEARCH_MAX_LENGTH).join("").trim();
}

export function readTableQuery<Sort extends string>(params: URLSearchParams, spec: TableSpec<Sort>): TableQuery<Sort> {
  const sortParam = params.get("sort");
  const sort = spec.sorts.find((column) => column === sortParam) ?? spec.defaultSort;
  const dirParam = params.get("dir");
  const dir: SortDirection = dirParam === "asc" || dirParam === "desc" ? dirParam : startDirection(spec, sort);
  const pageParam = params.get("page") ?? "";
  const page = /^[0-9]{1,7}$/.test(pageParam) ? Number(pageParam) : 1;
  return {
    q: readSearchText(params.get("q")),
    sort,
    dir,
    page: page >= 1 && page <= MAX_PAGE ? page : page > MAX_PAGE ? MAX_PAGE : 1,
    pageSize: spec.pageSize ?? TABLE_PAGE_SIZE,
  };
}

/** The page to show once the total is known: never past the last page, never before the first. */
export function clampPage(page: number, total: number, pageSize: number): { page: number; pageCount: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const clamped = Math.min(Math.max(1, page), pageCount);
  return { page: clamped, pageCount, offset: (clamped - 1) * pageSize };
}

/**
 * The address of the same table with some of its state changed, keeping the
 * page's filters (the parameters named in `filters`; one-time notices such
 * as ?saved are dropped). Defaults are left out, so the plain address stays
 * plain; a new search or sort starts again at page 1.
 */
export function tableHref<Sort extends string>(
  path: string,
  filters: ReadonlyArray<readonly [string, string]>,
  query: TableQuery<Sort>,
  spec: TableSpec<Sort>,
  change: Partial<Pick<TableQuery<Sort>, "q" | "sort" | "dir" | "page">>,
): string {
  const next = { ...query, ...change };
  if (change.q !== undefined || change.sort !== undefined || change.dir !== undefined) next.page = change.page ?? 1;
  const params = new URLSearchParams();
  for (const [name, value] of filters) if (value) params.set(name, value);
  const set = (name: string, value: string, fallback: string) => (value && value !== fallback ? params.set(name, value) : params.delete(name));
  set("q", next.q, "");
  set("sort", next.sort, spec.defaultSort);
  set("dir", next.dir, startDirection(spec, next.sort));
  set("page", String(next.page), "1");
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The direction a column header's link asks for: the other way round when it is the sorted column, else the column's own first direction. */
export function nextDirection<Sort extends string>(query: TableQuery<Sort>, spec: TableSpec<Sort>, column: Sort): SortDirection {
  if (query.sort === column) return query.dir === "asc" ? "desc" : "asc";
  return startDirection(spec, column);
}

/** The direction a column is sorted in when chosen without one. */
export function startDirection<Sort extends string>(spec: TableSpec<Sort>, column: Sort): SortDirection {
  return column === spec.defaultSort ? spec.defaultDirection : (spec.firstDirection?.[column] ?? "asc");
}
