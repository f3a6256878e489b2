import type { ReactNode } from "react";
import { nextDirection, startDirection, tableHref, type SortDirection, type TablePage, type TableSpec } from "./table-query";

export type WorkTableColumn<Row, Sort extends string> = {
  label: string;
  cell: (row: Row) => ReactNode;
  /** The column the header's link sorts by, when the table may be sorted by it. */
  sort?: Sort;
  /** The row's name (a `th` of the row): the title of the row's card on a phone. */
  primary?: boolean;
  /** A cell without its label on a phone (a thumbnail, the actions). */
  bare?: boolean;
  /** `media` (the thumbnail), `actions` or `number` (right-aligned on wide screens). */
  role?: "media" | "actions" | "number";
};

type Props<Row, Sort extends string> = {
  /** What the table lists ("My listings"): its caption, and the name of its search and pages. */
  caption: string;
  /** The page's address, without its query. */
  path: string;
  page: TablePage<Row, Sort>;
  spec: TableSpec<Sort>;
  columns: ReadonlyArray<WorkTableColumn<Row, Sort>>;
  rowKey: (row: Row) => string;
  /** What one row and several rows are called ("listing", "listings"). */
  noun: readonly [string, string];
  searchLabel: string;
  /** The page's filter parameters and their values, kept by the sort and page links. */
  filters?: ReadonlyArray<readonly [string, string]>;
  /** The filter fields, inside the search form (selects named as in `filters`). */
  filterFields?: ReactNode;
  /** Shown instead of the table when there is nothing at all (no search or filter in force). */
  empty: ReactNode;
  /** The row the page's last action was about, marked `aria-current` (highlighted). */
  isCurrent?: (row: Row) => boolean;
};

const plural = (count: number, [one, many]: readonly [string, string]) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/**
 * A staff table built for work: a search box (a GET form, so it works
 * without JavaScript), column headers that sort, the range shown and links
 * to the other pages, all kept in the address. Paging and sorting happen in
 * SQL (`shared/tables/table-page.server.ts`); this only draws the page it is
 * given. Below 640 px each row is drawn as a card, its cells labelled
 * (styles/staff.css), and the sortable headers as a row of sort links.
 */
export function WorkTable<Row, Sort extends string>({ caption, path, page, spec, columns, rowKey, noun, searchLabel, filters = [], filterFields, empty, isCurrent }: Props<Row, Sort>) {
  const { query } = page;
  const filtered = Boolean(query.q) || filters.some(([, value]) => value);
  const href = (change: Parameters<typeof tableHref<Sort>>[4]) => tableHref(path, filters, query, spec, change);
  const searchId = `${path.replace(/[^a-z0-9]+/gi, "-")}-search`;
  const first = (page.page - 1) * query.pageSize + 1;
  const last = first + page.rows.length - 1;
  return (
    <div className="work-table">
      <form method="get" action={path} className="work-table__search" role="search" aria-label={`Search ${caption.toLowerCase()}`}>
        <div className="work-table__field">
          <label htmlFor={searchId}>{searchLabel}</label>
          <input id={searchId} className="work-table__input" type="search" name="q" defaultValue={query.q} maxLength={100} autoComplete="off" />
        </div>
        {filterFields}
        {query.sort !== spec.defaultSort ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.dir !== startDirection(spec, query.sort) ? <input type="hidden" name="dir" value={query.dir} /> : null}
        <div className="work-table__buttons">
          <button type="submit" className="button button--ghost work-table__button">
            Search
          </button>
          {filtered ? (
            <a className="work-table__clear" href={tableHref(path, [], query, spec, { q: "" })}>
              Clear
            </a>
          ) : null}
        </div>
      </form>
      {page.total === 0 && !filtered ? (
        <div className="work-table__empty">{empty}</div>
      ) : (
        <>
          <p className="work-table__summary" id={`${searchId}-summary`}>
            {page.total === 0
              ? `No ${noun[1]} match${query.q ? ` “${query.q}”` : " these filters"}.`
              : `${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${plural(page.total, noun)}${query.q ? ` matching “${query.q}”` : ""}`}
          </p>
          {page.rows.length > 0 ? (
            <TableGrid
              caption={caption}
              columns={columns}
              rows={page.rows}
              rowKey={rowKey}
              describedBy={`${searchId}-summary`}
              isCurrent={isCurrent}
              sorting={{ sorted: query.sort, dir: query.dir, href: (column) => href({ sort: column, dir: nextDirection(query, spec, column) }), next: (column) => nextDirection(query, spec, column) }}
            />
          ) : null}
          <Pages caption={caption} page={page.page} pageCount={page.pageCount} href={(number) => href({ page: number })} />
        </>
      )}
    </div>
  );
}

type Sorting<Sort extends string> = {
  sorted: Sort;
  dir: SortDirection;
  href: (column: Sort) => string;
  next: (column: Sort) => SortDirection;
};

type GridProps<Row, Sort extends string> = {
  caption: string;
  columns: ReadonlyArray<WorkTableColumn<Row, Sort>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  describedBy?: string;
  isCurrent?: (row: Row) => boolean;
  /** The sort links of the headers; without it no header sorts. */
  sorting?: Sorting<Sort>;
};

/**
 * The table markup every staff list shares: the caption (for screen
 * readers), headers (sort links when the table sorts), a row header per row
 * and labelled cells, drawn as cards below 640 px (styles/staff.css).
 * WorkTable draws its page with it; a short list that needs no search or
 * pages (the failed messages, the feed's last runs) is `RecordTable`.
 */
function TableGrid<Row, Sort extends string>({ caption, columns, rows, rowKey, describedBy, isCurrent, sorting }: GridProps<Row, Sort>) {
  // A table wider than the page scrolls in its own box, which the keyboard can reach; the page never scrolls sideways.
  // A group, not a landmark: the section around the table is the landmark, often of the same name.
  return (
    <div className="work-table__scroll" role="group" aria-label={caption} tabIndex={0}>
      <table className="work-table__table" role="table" aria-describedby={describedBy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => {
              const sortable = sorting !== undefined && column.sort !== undefined;
              const sorted = sortable && column.sort === sorting.sorted;
              return (
                <th
                  key={column.label}
                  scope="col"
                  role="columnheader"
                  className={`work-table__head${sortable ? " work-table__head--sortable" : ""}${column.role ? ` work-table__cell--${column.role}` : ""}`}
                  aria-sort={sorted ? (sorting.dir === "asc" ? "ascending" : "descending") : undefined}
                >
                  {sortable && column.sort ? (
                    <a className="work-table__sort" href={sorting.href(column.sort)}>
                      {column.label}
                      <span className="work-table__arrow" aria-hidden="true">
                        {sorted ? (sorting.dir === "asc" ? "▲" : "▼") : "↕"}
                      </span>
                      <span className="visually-hidden">{`, sort ${sorting.next(column.sort) === "asc" ? "ascending" : "descending"}`}</span>
                    </a>
                  ) : column.bare ? (
                    <span className="visually-hidden">{column.label}</span>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" aria-current={isCurrent?.(row) ? "true" : undefined}>
              {columns.map((column) => {
                const className = `work-table__cell${column.role ? ` work-table__cell--${column.role}` : ""}${column.primary ? " work-table__cell--primary" : ""}`;
                const content = (
                  <>
                    {column.bare || column.primary ? null : (
                      <span className="work-table__label" aria-hidden="true">
                        {column.label}
                      </span>
                    )}
                    <span className="work-table__value">{column.cell(row)}</span>
                  </>
                );
                return column.primary ? (
                  <th key={column.label} scope="row" role="rowheader" className={className}>
                    {content}
                  </th>
                ) : (
                  <td key={column.label} role="cell" className={className}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A short staff list in the shared table markup, without search, sort or pages (its service caps it). */
export function RecordTable<Row>({ caption, columns, rows, rowKey }: Pick<GridProps<Row, never>, "caption" | "columns" | "rows" | "rowKey">) {
  return (
    <div className="work-table work-table--plain">
      <TableGrid caption={caption} columns={columns} rows={rows} rowKey={rowKey} />
    </div>
  );
}

/** The page numbers around the current page, with the first and last, gaps as null: 1 … 4 5 6 … 12. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const numbers = new Set([1, pageCount, page - 1, page, page + 1].filter((number) => number >= 1 && number <= pageCount));
  const sorted = [...numbers].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const number of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === "number" && number - previous > 1) out.push(number - previous === 2 ? previous + 1 : null);
    out.push(number);
  }
  return out;
}

function Pages({ caption, page, pageCount, href }: { caption: string; page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="work-table__pages" aria-label={`Pages of ${caption.toLowerCase()}`}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev" className="work-table__page">
              Previous
            </a>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="work-table__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <a href={href(number)} className="work-table__page" aria-current={number === page ? "page" : undefined} aria-label={`Page ${number}`}>
                {number}
              </a>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a href={href(page + 1)} rel="next" className="work-table__page">
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** One of a work table's filters as a choice: "any" first, then each value by its label. */
export function FilterSelect({ id, name, label, value, anyLabel, options }: { id: string; name: string; label: string; value: string; anyLabel: string; options: ReadonlyArray<readonly [string, string]> }) {
  return (
    <div className="work-table__field work-table__field--narrow">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} className="work-table__select">
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
