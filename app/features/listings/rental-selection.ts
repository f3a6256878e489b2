import { slugify } from "./listing-slug";

/** Anything that can be chosen as a rental by name: a listing title, or a name in propertyInfo. */
export type NamedRental = { title?: string | null; propertyInfo?: { name?: string | null } | null };

/**
 * Rental selection by name: the rental is chosen by name, matched against
 * propertyInfo.name or the listing's title. A name and its URL form are the same name
 * ("Villa Solstice" and "villa-solstice"), in any case. When nothing
 * matches, the selection is empty (null).
 */
export function findRentalByName<T extends NamedRental>(name: string, rentals: readonly T[]): T | null {
  const wanted = name?.trim() ? slugify(name) : undefined;
  const candidates = (rental: T) => [rental.propertyInfo?.name, rental.title].filter((value): value is string => Boolean(value?.trim()));
  const found = wanted && rentals.find((rental) => candidates(rental).some((candidate) => slugify(candidate) === wanted));
  return found || null;
}
