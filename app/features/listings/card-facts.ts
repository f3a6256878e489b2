import type { ListingCategory, ListingKind } from "./listing-rules";
import { formatNumber } from "./ui/listing-format";

/** What the facts line reads of a listing; plain data, so the map's pins (built on the server) use the same words as the cards. */
export type CardFactsListing = {
  kind: ListingKind;
  category: ListingCategory;
  bedroomsTotal: number | null;
  bathroomsTotalInteger: number | null;
  livingArea: number | null;
  lotSizeAcres: number | null;
  maxGuests: number | null;
};

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/** The facts line: beds · baths · sq ft for buildings, acres for land, guests for rentals. */
export function cardFacts(
  listing: CardFactsListing,
): string[] {
  const facts: string[] = [];
  const acreage = listing.lotSizeAcres !== null && listing.lotSizeAcres > 0 ? `${formatNumber(listing.lotSizeAcres)} ${listing.lotSizeAcres === 1 ? "acre" : "acres"}` : null;
  if (listing.category === "land") {
    if (acreage) facts.push(acreage);
    return facts;
  }
  if (listing.bedroomsTotal !== null) facts.push(listing.bedroomsTotal === 0 ? "Studio" : plural(listing.bedroomsTotal, "bed", "beds"));
  if (listing.bathroomsTotalInteger !== null && listing.bathroomsTotalInteger > 0) facts.push(plural(listing.bathroomsTotalInteger, "bath", "baths"));
  if (listing.kind === "rental" && listing.maxGuests !== null) facts.push(`Sleeps ${formatNumber(listing.maxGuests)}`);
  else if (listing.livingArea !== null && listing.livingArea > 0) facts.push(`${formatNumber(listing.livingArea)} sq ft`);
  else if (acreage) facts.push(acreage);
  return facts;
}

