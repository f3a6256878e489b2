import type { ReactNode } from "react";
import { Link } from "~/shared/ui/link";
import { CARD_SIZES, ListingCard, type CardListing } from "./listing-card";

type GridProps = {
  listings: CardListing[];
  /** Image sizes for the grid's columns (CARD_SIZES). */
  sizes?: string;
  /** Fetch the first card's photo early: it is above the fold on list pages. */
  priorityFirst?: boolean;
  /** `compact`: at most two columns (beside the MLS filters). */
  variant?: "grid" | "compact";
  className?: string;
  /** Each card's save control, filled by the page (favourites' FavouriteButton), which also loads its script. */
  saveButton?: (listing: CardListing) => ReactNode;
};

/** Listing cards in a grid: one column on phones, two on tablets, three on wide screens. */
export function ListingGrid({ listings, sizes, priorityFirst = false, variant = "grid", className, saveButton }: GridProps) {
  return (
    <ul className={["listing-grid", variant === "compact" ? "listing-grid--compact" : null, className].filter(Boolean).join(" ")}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} sizes={sizes ?? CARD_SIZES[variant]} priority={priorityFirst && index === 0} saveButton={saveButton?.(listing)} />
        </li>
      ))}
    </ul>
  );
}

const count = new Intl.NumberFormat("en-US");

/** "Showing 25–48 of 124 homes", or "124 homes" when they fit on one page. */
export function resultRange(result: { total: number; page: number; pageSize: number }, noun: { one: string; many: string }): string {
  const name = result.total === 1 ? noun.one : noun.many;
  if (result.total <= result.pageSize) return `${count.format(result.total)} ${name}`;
  const first = (result.page - 1) * result.pageSize + 1;
  const last = Math.min(result.page * result.pageSize, result.total);
  return `Showing ${count.format(first)}–${count.format(last)} of ${count.format(result.total)} ${name}`;
}

type SortOption<T extends string> = { value: T; label: string };

/**
 * Sort choices as plain links (no script needed): the current one is marked,
 * and choosing one starts again at the first page.
 */
export function SortLinks<T extends string>({ options, current, hrefFor, label = "Sort listings" }: { options: Array<SortOption<T>>; current: T; hrefFor: (value: T) => string; label?: string }) {
  return (
    <nav className="sort-links" aria-label={label}>
      <span className="sort-links__label" aria-hidden="true">
        Sort:
      </span>
      <ul>
        {options.map((option) => (
          <li key={option.value}>
            {option.value === current ? (
              <span className="sort-links__current" aria-current="true">
                {option.label}
              </span>
            ) : (
              <Link to={hrefFor(option.value)}>{option.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
