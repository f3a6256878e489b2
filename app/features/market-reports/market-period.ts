import { instantFromIslandTime } from "~/shared/dates/island-times";

/**
 * The months a report covers, on the island's calendar: the twelve calendar
 * months ending with this one (this one to date), and the same days a year
 * earlier for the change. Whole months, so the months' sales add up to the
 * period's.
 */
export type MarketPeriod = {
  /** Today on St. John, "YYYY-MM-DD": the period's last day. */
  end: string;
  /** The first day of the month eleven months back. */
  start: string;
  previousStart: string;
  /** The same day a year before today (February 28 for a February 29). */
  previousEnd: string;
  /** The twelve months, oldest first, as "YYYY-MM". */
  months: string[];
};

const pad = (value: number) => String(value).padStart(2, "0");

function monthOf(year: number, monthIndex: number): string {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

function yearEarlier(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  return `${year - 1}-${pad(month)}-${pad(Math.min(date, last))}`;
}

export function marketPeriod(today: string): MarketPeriod {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const months = Array.from({ length: 12 }, (_, index) => monthOf(year, month - 12 + index));
  const start = `${months[0]}-01`;
  return { end: today, start, previousStart: yearEarlier(start), previousEnd: yearEarlier(today), months };
}

/** The moment a month ends on the island (the next month's first midnight), or `now` for the month still running. */
export function monthEndMoment(month: string, now: Date): Date {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const next = instantFromIslandTime(`${monthOf(year, monthNumber)}-01T00:00`)!;
  const justBefore = new Date(next.getTime() - 1);
  return justBefore < now ? justBefore : now;
}
