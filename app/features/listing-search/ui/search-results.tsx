import type { ReactNode } from "react";
import { Link } from "~/shared/ui/link";
import { searchHref, widerSearches, type SearchQuery, type SearchView } from "../search-query";

const count = new Intl.NumberFormat("en-US");

/** "124 listings match" / "1 listing matches" / "No listings match". */
export function matchCount(total: number): string {
  if (total === 0) return "No listings match";
  return total === 1 ? "1 listing matches" : `${count.format(total)} listings match`;
}

/** List or map: links, so that the view is in the URL (and works without script). */
export function ViewToggle({ query, view }: { query: SearchQuery; view: SearchView }) {
  const options: Array<{ value: SearchView; label: string }> = [
    { value: "list", label: "List" },
    { value: "map", label: "Map" },
  ];
  return (
    <nav className="view-toggle" aria-label="Show results as">
      <ul>
        {options.map((option) => (
          <li key={option.value}>
            <Link
              to={searchHref(query, option.value)}
              className="view-toggle__option"
              aria-current={option.value === view ? "page" : undefined}
              preventScrollReset
            >
              {option.label}
              <span className="visually-hidden"> view</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type ToolbarProps = {
  total: number;
  page: number;
  pageCount: number;
  headingId: string;
  children?: ReactNode;
};

/** The results' heading (the count), with the sort and view controls beside it. */
export function SearchToolbar({ total, page, pageCount, headingId, children }: ToolbarProps) {
  return (
    <div className="listing-toolbar mls-toolbar" data-swap="toolbar">
      <h2 id={headingId} className="listing-toolbar__count" tabIndex={-1}>
        {matchCount(total)}
        {pageCount > 1 ? <span className="mls-toolbar__page"> · page {count.format(page)} of {count.format(pageCount)}</span> : null}
      </h2>
      <div className="mls-toolbar__controls">{children}</div>
    </div>
  );
}

/** No results: each filter that could be removed, as a link to the wider search. */
export function SearchEmpty({ query, view, clearHref }: { query: SearchQuery; view: SearchView; clearHref: string }) {
  const wider = widerSearches(query);
  return (
    <div className="empty-state mls-empty">
      <h3>No listings match all of these filters</h3>
      {wider.length > 0 ? (
        <>
          <p>Try widening the search:</p>
          <ul className="mls-empty__options">
            {wider.map((option) => (
              <li key={option.label}>
                <Link to={searchHref(option.query, view)} preventScrollReset>
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            Or <Link to={clearHref}>start again with every listing</Link>.
          </p>
        </>
      ) : (
        <p>
          There are no published listings yet. Please check back soon, or <Link to="/contact">ask one of our agents</Link>.
        </p>
      )}
    </div>
  );
}
