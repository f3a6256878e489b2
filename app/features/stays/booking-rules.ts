import { formatWeekdayDate } from "~/shared/dates/format-dates";
import { addDays, daysBetween, isIsoDay } from "~/shared/dates/island-days";
import { RATE_RULE_MESSAGES, stayRuleProblem, type RentalRates } from "~/features/rental-rates";

/**
 * Pure booking rules shared by the browser and the server: calendar dates as
 * "YYYY-MM-DD" strings (a date is a night; the check-out day is not one),
 * the stay limits and the messages (the price is stay-quote.ts, the season
 * rules stay-rates.ts). No zod, no server code.
 */

/** A request's life: pending until an administrator approves or rejects it; an approved stay can be cancelled. */
export const BOOKING_STATUSES = ["pending", "approved", "rejected", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** How a status reads (the stored value keeps its old spelling; people read American English). */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = { pending: "Pending", approved: "Approved", rejected: "Rejected", cancelled: "Canceled" };

export const BOOKING_LIMITS = {
  maxNights: 365,
  maxGuests: 50,
  messageMax: 2000,
  notesMax: 2000,
} as const;


export const BOOKING_MESSAGES = {
  checkIn: "Please choose a check-in date",
  checkOut: "Please choose a check-out date",
  dateInvalid: "Please enter a date as YYYY-MM-DD",
  reversed: "Check-out must be after check-in",
  past: "Check-in cannot be in the past",
  tooLong: `A stay can be at most ${BOOKING_LIMITS.maxNights} nights`,
  tooShort: RATE_RULE_MESSAGES.baseMinimum,
  guests: "Please enter the number of guests (at least 1)",
  guestsMax: (max: number) => `This property sleeps at most ${max} ${max === 1 ? "guest" : "guests"}`,
  messageTooLong: `Your message must be ${BOOKING_LIMITS.messageMax.toLocaleString("en-US")} characters or fewer`,
  unavailable: (from: string, to: string) =>
    `These dates are not available: the property is booked from ${formatDay(from)} to ${formatDay(to)}. Please choose other dates.`,
  unknownProperty: "We could not find that property. It may no longer be offered; please choose another rental.",
  notFound: "Booking request not found",
  notesTooLong: `Notes must be ${BOOKING_LIMITS.notesMax.toLocaleString("en-US")} characters or fewer`,
  statusInvalid: "Please choose approve, reject or cancel",
} as const;

/** Every night of a stay: check-in up to, not including, check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let day = checkIn; day < checkOut; day = addDays(day, 1)) nights.push(day);
  return nights;
}

/** A date as people read it, e.g. "Mon, Mar 1, 2027". */
export function formatDay(day: string): string {
  return formatWeekdayDate(day);
}

/** A Date (the rental booking state's booking details) as YYYY-MM-DD, read in UTC. */
export function dayOfDate(date: Date | null): string {
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : "";
}

/** A YYYY-MM-DD value as the rental booking state's Date (UTC midnight), or null. */
export function dateOfDay(day: string): Date | null {
  return isIsoDay(day) ? new Date(`${day}T00:00:00Z`) : null;
}

/** A rental's stay limits: its own minimum, its guests, and its seasons' and holidays' rules where it has them. */
export type StayTerms = { minimumNights: number | null; maxGuests: number | null; rates?: Pick<RentalRates, "seasons" | "holidays"> };

export type StayProblem = { field: "checkIn" | "checkOut" | "guests"; message: string };

/**
 * What is wrong with a stay's dates and party for a property, in the order a
 * guest should fix it, or an empty list. Availability is checked separately.
 */
export function stayProblems(stay: { checkIn: string; checkOut: string; guests: number }, terms: StayTerms, today: string): StayProblem[] {
  const problems: StayProblem[] = [];
  if (!isIsoDay(stay.checkIn)) problems.push({ field: "checkIn", message: BOOKING_MESSAGES.checkIn });
  if (!isIsoDay(stay.checkOut)) problems.push({ field: "checkOut", message: BOOKING_MESSAGES.checkOut });
  if (problems.length === 0) {
    const nights = daysBetween(stay.checkIn, stay.checkOut);
    if (stay.checkIn < today) problems.push({ field: "checkIn", message: BOOKING_MESSAGES.past });
    else if (nights <= 0) problems.push({ field: "checkOut", message: BOOKING_MESSAGES.reversed });
    else if (nights > BOOKING_LIMITS.maxNights) problems.push({ field: "checkOut", message: BOOKING_MESSAGES.tooLong });
    else {
      const broken = stayRuleProblem(terms.rates ?? { seasons: [], holidays: [] }, stay.checkIn, stay.checkOut, terms.minimumNights);
      if (broken) problems.push(broken);
    }
  }
  if (!Number.isInteger(stay.guests) || stay.guests < 1) problems.push({ field: "guests", message: BOOKING_MESSAGES.guests });
  else if (terms.maxGuests && stay.guests > terms.maxGuests) problems.push({ field: "guests", message: BOOKING_MESSAGES.guestsMax(terms.maxGuests) });
  return problems;
}

/** Nights as date ranges: ["2027-03-01","2027-03-02","2027-03-05"] -> [[01,03),[05,06)]. */
export function rangesOfNights(nights: readonly string[]): Array<{ from: string; to: string }> {
  const sorted = [...new Set(nights)].sort();
  const ranges: Array<{ from: string; to: string }> = [];
  for (const night of sorted) {
    const last = ranges.at(-1);
    if (last && last.to === night) last.to = addDays(night, 1);
    else ranges.push({ from: night, to: addDays(night, 1) });
  }
  return ranges;
}

/** The first night of a stay that is taken, or null when all are free. */
export function firstTakenNight(checkIn: string, checkOut: string, unavailable: ReadonlySet<string>): string | null {
  for (const night of nightsOf(checkIn, checkOut)) if (unavailable.has(night)) return night;
  return null;
}

/** What an administrator may set a request to (pending -> approved | rejected; approved -> cancelled). */
export const BOOKING_STATUS_CHOICES = ["approved", "rejected", "cancelled"] as const;
export type BookingDecision = (typeof BOOKING_STATUS_CHOICES)[number];

/** The statuses a request may move to from each status. */
export const BOOKING_TRANSITIONS: Record<string, readonly BookingDecision[]> = {
  pending: ["approved", "rejected"],
  approved: ["cancelled"],
  rejected: [],
  cancelled: [],
};

/** Why a decision is not possible from the current status. */
export function transitionMessage(from: string, to: BookingDecision): string {
  if (from === to) return `This request is already ${from}.`;
  if (to === "cancelled") return "Only an approved stay can be canceled.";
  return `This request is already ${from} and can no longer be ${to}.`;
}

/** How many months the availability calendar shows at once. */
export const MONTHS_SHOWN = 2;

/**
 * The index of the first month shown (0 = today's month) for a requested
 * "YYYY-MM" (the calendar's previous/next links without JavaScript): within
 * the months there are data for, so the last page still shows two months.
 * Anything else shows from today's month.
 */
export function firstMonthShown(today: string, requested: string | null | undefined, months: number): number {
  const match = /^(\d{4})-(\d{2})$/.exec(requested ?? "");
  if (!match) return 0;
  const [year, month] = today.split("-").map(Number) as [number, number];
  const index = (Number(match[1]) - year) * 12 + (Number(match[2]) - month);
  return Math.min(Math.max(index, 0), Math.max(months - MONTHS_SHOWN, 0));
}

/** "YYYY-MM" of the month `index` months after today's. */
export function monthAfter(today: string, index: number): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + index, 1)).toISOString().slice(0, 7);
}
