import { Link } from "~/shared/ui/link";

/** A rental as the menu links it: its name and its public page (listingPublicPath). */
export type RentalMenuItem = { name: string; path: string };
/** The first approved rentals, and how many there are in all. */
export type RentalMenuList = { items: RentalMenuItem[]; total: number };

export const NO_RENTALS: RentalMenuList = { items: [], total: 0 };

/**
 * Headed Premium Villas, each approved rental linking to its page; a
 * loading line while the list is empty. Past the first few (a menu, not a
 * directory, on every page), a last entry leads to all of them in the search.
 */
export function RentalMenu({ rentals }: { rentals: RentalMenuList }) {
  return (
    <div className="dropdown__group">
      <p className="dropdown__heading">Premium Villas</p>
      {rentals.items.length === 0 ? (
        <p className="dropdown__empty">Loading rental properties...</p>
      ) : (
        <>
          {rentals.items.map((rental) => (
            <Link key={rental.path} className="dropdown__item" to={rental.path} prefetch="intent" data-menu-item>
              {rental.name}
            </Link>
          ))}
          {rentals.total > rentals.items.length ? (
            <Link className="dropdown__item" to="/mls?kind=rental" data-menu-item>
              {`See all ${rentals.total.toLocaleString("en-US")} villas`}
            </Link>
          ) : null}
        </>
      )}
    </div>
  );
}
