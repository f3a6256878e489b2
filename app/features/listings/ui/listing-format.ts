import { formatClockTime, formatLongDate } from "~/shared/dates/format-dates";
import { keptText } from "~/shared/lib/kept-text";
import { formatWholeDollars } from "~/shared/lib/money";
import { STANDARD_STATUS_LABELS, SUBCATEGORY_LABELS, isStandardStatus, isSubcategory } from "../listing-rules";

/**
 * How listing values read on the public pages. Pure and browser-safe: the
 * server renders with it and the browser hydrates the same text.
 */

const numbers = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

const formattedPrices = new Map<number, string>();

/** "$1,250,000". */
export function formatPrice(value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? keptText(formattedPrices, value, () => formatWholeDollars(value)) : "Price on request";
}

/** A price short enough for a map pin: "$650K", "$1.9M", "$12M", "$950". */
export function formatShortPrice(value: number): string {
  if (value >= 9_950_000) return `$${Math.round(value / 1_000_000)}M`;
  if (value >= 999_500) return `$${(Math.round(value / 100_000) / 10).toString()}M`;
  if (value >= 10_000) return `$${Math.round(value / 1000)}K`;
  return formatWholeDollars(value);
}

/** "1,250" or "0.55". */
export function formatNumber(value: number): string {
  return numbers.format(value);
}

/** "April 18, 2025" from a day "2025-04-18" (the site's one date format). */
export function formatDate(day: string | null | undefined): string {
  return formatLongDate(day);
}

/** "4:00 PM" from "16:00", through the site's one time formatter. */
export function formatTime(time: string | null | undefined): string {
  return formatClockTime(time);
}

/** The market status as the public reads it ("Sold", "Under Contract"). */
export function statusLabel(status: string): string {
  return isStandardStatus(status) ? STANDARD_STATUS_LABELS[status] : status;
}

/** "Single-family home", or the RESO subtype when there is no subcategory. */
export function propertyTypeLabel(listing: { subcategory: string | null; propertyType: string | null; propertySubType: string | null; category: string }): string {
  if (listing.propertySubType?.trim()) return listing.propertySubType.trim();
  if (isSubcategory(listing.subcategory)) return SUBCATEGORY_LABELS[listing.subcategory];
  if (listing.propertyType?.trim()) return listing.propertyType.trim();
  return listing.category.charAt(0).toUpperCase() + listing.category.slice(1);
}

/** A description's paragraphs (split on blank lines). */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** "2 bedrooms", "1 bathroom". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
