/** A rental as far as its name goes. */
export type NamedRental = { title: string; propertyInfo?: { name?: string | null } | null };

/**
 * The name a rental goes by on every page, mail, calendar and dashboard:
 * propertyInfo.name, else the listing's title. (The header's menu alone
 * numbers an unnamed rental instead, "Property {n}".) Its SQL twin for
 * queries that list many rentals is `rentalNameSql` in listing-store.server.ts.
 */
export function rentalName(rental: NamedRental): string {
  return rental.propertyInfo?.name?.trim() || rental.title;
}
