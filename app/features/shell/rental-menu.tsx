import { Link } from "react-router";

export type RentalMenuItem = { name: string; slug: string };

/** Spec §2: headed Premium Villas; shows a loading line while the list is empty. */
export function RentalMenu({ rentals }: { rentals: RentalMenuItem[] }) {
  return (
    <div className="dropdown__group">
      <p className="dropdown__heading">Premium Villas</p>
      {rentals.length === 0 ? (
        <p className="dropdown__empty">Loading rental properties...</p>
      ) : (
        rentals.map((rental) => (
          <Link key={rental.slug} className="dropdown__item" to={`/rental/${rental.slug}`} prefetch="intent" data-menu-item>
            {rental.name}
          </Link>
        ))
      )}
    </div>
  );
}
