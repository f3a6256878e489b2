import { Link } from "~/shared/ui/link";

const count = new Intl.NumberFormat("en-US");

/**
 * The page numbers to offer: the first, the last, and the current page with
 * `span` neighbours on each side; a gap where numbers are skipped (a gap of
 * one number shows the number instead).
 */
export function pageWindow(page: number, pageCount: number, span = 1): Array<number | "gap"> {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const wanted = new Set<number>([1, pageCount]);
  for (let n = current - span; n <= current + span; n++) if (n >= 1 && n <= pageCount) wanted.add(n);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | "gap"> = [];
  for (const n of sorted) {
    const previous = out.length ? (out[out.length - 1] as number) : undefined;
    if (previous !== undefined && n - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) out.push("gap");
    out.push(n);
  }
  return out;
}

type Props = {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** Names the navigation landmark. */
  label?: string;
  /** Keep the scroll position on client navigations (the page scrolls itself). */
  preventScrollReset?: boolean;
};

/** Previous and next links (rel prev/next), "Page 2 of 14" and nearby page numbers. */
export function Pagination({ page, pageCount, hrefFor, label = "Pages of results", preventScrollReset }: Props) {
  if (pageCount <= 1) return null;
  const linkProps = preventScrollReset ? { preventScrollReset } : {};
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link className="pagination__step" to={hrefFor(page - 1)} rel="prev" {...linkProps}>
          <span aria-hidden="true">←</span> Previous<span className="visually-hidden"> page</span>
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-hidden="true">
          ← Previous
        </span>
      )}
      <p className="pagination__status">
        Page {count.format(page)} of {count.format(pageCount)}
      </p>
      <ol className="pagination__pages">
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === "gap" ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              {entry === page ? (
                <span className="pagination__page" aria-current="page">
                  <span className="visually-hidden">Page </span>
                  {count.format(entry)}
                </span>
              ) : (
                <Link className="pagination__page" to={hrefFor(entry)} {...linkProps}>
                  <span className="visually-hidden">Page </span>
                  {count.format(entry)}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link className="pagination__step" to={hrefFor(page + 1)} rel="next" {...linkProps}>
          Next<span className="visually-hidden"> page</span> <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-hidden="true">
          Next →
        </span>
      )}
    </nav>
  );
}
