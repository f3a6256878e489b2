import { MARKET_STATUS_CHOICE_LABELS, STANDARD_STATUS_LABELS } from "~/features/listings";
import { formatShortDate } from "~/shared/dates/format-dates";
import { centsOfDollars, formatCents } from "~/shared/lib/money";

/** A listing's market as the audit entry of a price and status save keeps it, before and after. */
export type MarketSnapshot = { status?: unknown; listPrice?: unknown; closePrice?: unknown; closeDate?: unknown };

const money = (dollars: unknown) => (typeof dollars === "number" ? formatCents(centsOfDollars(dollars)!) : "none");
// The words of the form's status choices ("Under contract"), else the listing's status as the site names it.
const statusLabel = (status: unknown) =>
  typeof status === "string"
    ? (MARKET_STATUS_CHOICE_LABELS[status as keyof typeof MARKET_STATUS_CHOICE_LABELS] ?? STANDARD_STATUS_LABELS[status as keyof typeof STANDARD_STATUS_LABELS] ?? status)
    : "none";
const day = (value: unknown) => (typeof value === "string" && value ? formatShortDate(value) : "none");
const change = (what: string, from: string, to: string) => (from === "none" ? `${what} set to ${to}` : `${what} changed from ${from} to ${to}`);

/**
 * What a save of a listing's price and status changed, in the order the form
 * reads: "Price changed from $4,250,000 to $3,995,000; status changed from
 * Active to Under contract". Null when nothing did.
 */
export function marketChangeSentence(before: MarketSnapshot, after: MarketSnapshot): string | null {
  const parts: string[] = [];
  if (before.listPrice !== after.listPrice) parts.push(change("price", money(before.listPrice), money(after.listPrice)));
  if (before.status !== after.status) parts.push(change("status", statusLabel(before.status), statusLabel(after.status)));
  if (before.closePrice !== after.closePrice) parts.push(change("sale price", money(before.closePrice), money(after.closePrice)));
  if (before.closeDate !== after.closeDate) parts.push(change("closing date", day(before.closeDate), day(after.closeDate)));
  if (parts.length === 0) return null;
  const sentence = parts.join("; ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
