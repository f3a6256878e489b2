import { formatWeekdayDate } from "~/shared/dates/format-dates";
import { addDays, daysBetween, isIsoDay } from "~/shared/dates/island-days";

/**
 * Pure booking rules shared by the browser and the server: calendar dates as
 * "YYYY-MM-DD" strings (a date is a night; the check-out day is not one),
 * the stay limits, the price quote and the messages. No zod, no server code.
 */

/** A request's life: pending until an administrator approves or rejects it; an approved stay can be cancelled. */
export const BOOKING_STATUSES = ["pending", "approved", "rejected", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

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
  tooShort: (min: number) => `This property has a minimum stay of ${min} ${min === 1 ? "night" : "nights"}`,
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

export type StayTerms = { minimumNights: number | null; maxGuests: number | null };

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
    else if (terms.minimumNights && nights < terms.minimumNights)
      problems.push({ field: "checkOut", message: BOOKING_MESSAGES.tooShort(terms.minimumNights) });
  }
  if (!Number.isInteger(stay.guests) || stay.guests < 1) problems.push({ field: "guests", message: BOOKING_MESSAGES.guests });
  else if (terms.maxGuests && stay.guests > terms.maxGuests) problems.push({ field: "guests", message: BOOKING_MESSAGES.guestsMax(terms.maxGuests) });
  return problems;
}

export type Rates = { nightlyRate: number | null; weeklyRate: number | null; cleaningFee: number | null };

/** A stay's price breakdown in US dollars (tax to the cent). */
export type Quote = {
  nights: number;
  nightlyRate: number;
  weeklyRate: number | null;
  /** Full weeks charged at the weekly rate (0 without one). */
  weeks: number;
  /** Nights charged at the nightly rate. */
  extraNights: number;
  lodging: number;
  cleaningFee: number;
  taxRate: number;
  tax: number;
  total: number;
};

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The price of a stay: each full 7 nights at the weekly rate where one is
 * set, the other nights at the nightly rate, the cleaning fee, and the hotel
 * occupancy tax on both. Null when the dates do not make a stay.
 */
export function computeQuote(rates: Rates, checkIn: string, checkOut: string, taxRate: number): Quote | null {
  if (!isIsoDay(checkIn) || !isIsoDay(checkOut)) return null;
  const nights = daysBetween(checkIn, checkOut);
  if (nights <= 0 || nights > BOOKING_LIMITS.maxNights) return null;
  const nightlyRate = rates.nightlyRate ?? 0;
  const weeklyRate = rates.weeklyRate && rates.weeklyRate > 0 ? rates.weeklyRate : null;
  const weeks = weeklyRate ? Math.floor(nights / 7) : 0;
  const extraNights = nights - weeks * 7;
  const lodging = weeks * (weeklyRate ?? 0) + extraNights * nightlyRate;
  const cleaningFee = rates.cleaningFee ?? 0;
  const tax = cents((lodging + cleaningFee) * taxRate);
  return { nights, nightlyRate, weeklyRate, weeks, extraNights, lodging, cleaningFee, taxRate, tax, total: cents(lodging + cleaningFee + tax) };
}

/** Dollars with cents only when there are some: "$1,250" or "$156.25". */
export function formatMoney(amount: number): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
}

/** "12.5%". */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`;
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
  if (to === "cancelled") return "Only an approved stay can be cancelled.";
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
