import type { SearchQuery } from "~/features/listing-search";
import { formatWholeDollars } from "~/shared/lib/money";

/**
 * A saved search in words ("For sale · Residential · Cruz Bay · $500,000 to
 * $1,000,000 · 3+ beds"), for the account page and the alert e-mails, and
 * the name a search gets when its owner gives none.
 */

const STATUS_WORDS: Record<NonNullable<SearchQuery["status"]>, string> = {
  "for-sale": "For sale",
  "under-contract": "Under contract",
  sold: "Sold",
  rental: "Rentals",
};
const KIND_WORDS: Record<NonNullable<SearchQuery["kind"]>, string> = { sale: "Sales", sold: "Sold", rental: "Rentals" };
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/-/g, " ");
const numbers = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });

function range(min: number | undefined, max: number | undefined, format: (value: number) => string, unit = ""): string | null {
  if (min !== undefined && max !== undefined) return `${format(min)} to ${format(max)}${unit}`;
  if (min !== undefined) return `${format(min)}${unit} or more`;
  if (max !== undefined) return `up to ${format(max)}${unit}`;
  return null;
}

/** Each filter of a search in words, in the order the search form lists them. */
export function searchSummaryParts(query: Partial<SearchQuery>): string[] {
  const parts: Array<string | null> = [
    query.status ? STATUS_WORDS[query.status] : query.kind ? KIND_WORDS[query.kind] : null,
    query.subcategory ? capital(query.subcategory) : query.category ? capital(query.category) : null,
    query.area ?? null,
    query.polygon ? "In a drawn area" : query.bounds ? "In the map area" : null,
    range(query.minPrice, query.maxPrice, formatWholeDollars),
    query.minBeds !== undefined ? `${query.minBeds}+ beds` : null,
    query.minBaths !== undefined ? `${query.minBaths}+ baths` : null,
    range(query.minAcres, query.maxAcres, (value) => numbers.format(value), " acres"),
    query.openHouse ? "Open house this weekend" : null,
    query.q ? `“${query.q}”` : null,
  ];
  return parts.filter((part): part is string => part !== null);
}

export function searchSummary(query: Partial<SearchQuery>): string {
  return searchSummaryParts(query).join(" · ") || "Every listing";
}
