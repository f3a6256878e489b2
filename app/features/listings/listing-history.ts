import { dayInZone, daysBetween } from "~/shared/dates/island-days";
import { STANDARD_STATUS_LABELS, type StandardStatus } from "./listing-rules";

/** One stored event of a listing's history, as the page reads it. */
export type ListingEvent = {
  kind: "listed" | "price" | "status";
  fromPrice: number | null;
  price: number | null;
  fromStatus: StandardStatus | null;
  status: StandardStatus;
  /** ISO date-time. */
  occurredAt: string;
};

/** A line of the price history a visitor reads. */
export type HistoryLine = {
  /** YYYY-MM-DD on St. John. */
  date: string;
  event: string;
  price: number | null;
  /** The change against the previous price, in percent, for a price change. */
  changePercent: number | null;
};

const islandDay = (iso: string) => dayInZone(new Date(iso));

function describe(event: ListingEvent): string {
  if (event.kind === "listed") return "Listed";
  if (event.kind === "price") return (event.price ?? 0) < (event.fromPrice ?? 0) ? "Price reduced" : "Price increased";
  if (event.status === "Active" && event.fromStatus) return "Back on the market";
  return STANDARD_STATUS_LABELS[event.status] ?? event.status;
}

/** The history as lines, oldest first, each with its island date. */
export function historyLines(events: readonly ListingEvent[]): HistoryLine[] {
  return events.map((event) => ({
    date: islandDay(event.occurredAt),
    event: describe(event),
    price: event.price,
    changePercent:
      event.kind === "price" && event.fromPrice && event.price !== null ? Math.round(((event.price - event.fromPrice) / event.fromPrice) * 1000) / 10 : null,
  }));
}

/**
 * Days on market: from the day it was listed to the day it sold, or to
 * today while it is for sale. Unknown (null) when its listing date is not
 * recorded, as for a closed sale added after the fact.
 */
export function daysOnMarket(events: readonly ListingEvent[], now: Date = new Date()): number | null {
  const listed = events.find((event) => event.kind === "listed");
  if (!listed) return null;
  const sold = events.find((event) => event.kind === "status" && event.status === "Closed");
  const end = sold ? islandDay(sold.occurredAt) : dayInZone(now);
  return Math.max(0, daysBetween(islandDay(listed.occurredAt), end));
}

/** The day the current price took effect: the last event that set it. */
export function priceSince(events: readonly ListingEvent[]): string | undefined {
  const last = [...events].reverse().find((event) => event.kind !== "status" || event.fromStatus === null || event.status === "Closed");
  return last ? islandDay(last.occurredAt) : undefined;
}
