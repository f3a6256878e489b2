import { formatLongDate } from "~/shared/dates/format-dates";
import { daysBetween, isIsoDay } from "~/shared/dates/island-days";

/**
 * A rental's rates as the quote and the stay rules read them, in cents: its
 * base rates, its seasons (date ranges with their own rates, minimum stay and
 * check-in days) and its holiday rules (a minimum stay, and maybe check-in
 * days, for stays starting in a range, overriding the season's). Dates are
 * nights, "YYYY-MM-DD", both ends included. Pure: the browser's preview and
 * the server's charge use the same rules.
 */

/** Weekdays as JavaScript numbers them: 0 is Sunday. */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export type Season = {
  id: string;
  name: string;
  firstNight: string;
  lastNight: string;
  nightlyCents: number;
  weeklyCents: number | null;
  minimumNights: number;
  /** Weekdays a stay in this season may start on; empty: any day. */
  checkInDays: number[];
};

export type HolidayRule = {
  id: string;
  name: string;
  firstNight: string;
  lastNight: string;
  minimumNights: number;
  /** Weekdays a stay starting in the range may start on; empty: those of the season (or any day). */
  checkInDays: number[];
};

export type RentalRates = {
  /** The rental's own rates, for nights outside every season. */
  nightlyCents: number;
  weeklyCents: number | null;
  cleaningCents: number;
  /** A damage waiver charged with every stay; null: none (a card hold may be asked for instead). */
  damageWaiverCents: number | null;
  seasons: Season[];
  holidays: HolidayRule[];
};

/** The rates of a rental with no seasons, from its listing's whole-dollar columns. */
export function baseRates(listing: { nightlyRate: number | null; weeklyRate: number | null; cleaningFee: number | null }): RentalRates {
  return {
    nightlyCents: (listing.nightlyRate ?? 0) * 100,
    weeklyCents: listing.weeklyRate && listing.weeklyRate > 0 ? listing.weeklyRate * 100 : null,
    cleaningCents: (listing.cleaningFee ?? 0) * 100,
    damageWaiverCents: null,
    seasons: [],
    holidays: [],
  };
}

export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

const within = (night: string, range: { firstNight: string; lastNight: string }) => range.firstNight <= night && night <= range.lastNight;

/** The season a night falls in, or null for the base rates. */
export function seasonOf(seasons: readonly Season[], night: string): Season | null {
  return seasons.find((season) => within(night, season)) ?? null;
}

export function holidayOf(holidays: readonly HolidayRule[], night: string): HolidayRule | null {
  return holidays.find((holiday) => within(night, holiday)) ?? null;
}

/** "December 20, 2026 and January 3, 2027" ("June 1 and August 31, 2027" within one year). */
export function rangeInWords(firstNight: string, lastNight: string): string {
  const last = formatLongDate(lastNight);
  if (firstNight.slice(0, 4) !== lastNight.slice(0, 4)) return `${formatLongDate(firstNight)} and ${last}`;
  return `${formatLongDate(firstNight).replace(/, \d{4}$/, "")} and ${last}`;
}

/** "Saturday", "Friday or Saturday", "Friday, Saturday or Sunday" (in week order from Monday). */
export function weekdaysInWords(days: readonly number[]): string {
  const names = [...new Set(days)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map((day) => WEEKDAYS[day]!);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

const nightsWord = (count: number) => `${count} ${count === 1 ? "night" : "nights"}`;

export const RATE_RULE_MESSAGES = {
  minimum: (rule: { name: string; firstNight: string; lastNight: string }, nights: number) =>
    `${rule.name}: stays starting between ${rangeInWords(rule.firstNight, rule.lastNight)} are at least ${nightsWord(nights)}.`,
  checkInDay: (rule: { name: string; firstNight: string; lastNight: string }, days: readonly number[]) =>
    `${rule.name}: stays starting between ${rangeInWords(rule.firstNight, rule.lastNight)} check in on a ${weekdaysInWords(days)}.`,
  baseMinimum: (nights: number) => `This property has a minimum stay of ${nightsWord(nights)}`,
} as const;

/** The rule a stay starting on `checkIn` must keep: the holiday's, else the season's, else the rental's minimum. */
export function stayRuleFor(rates: Pick<RentalRates, "seasons" | "holidays">, checkIn: string, baseMinimum: number | null) {
  const season = seasonOf(rates.seasons, checkIn);
  const holiday = holidayOf(rates.holidays, checkIn);
  const minimum = holiday ?? season;
  const days = holiday && holiday.checkInDays.length > 0 ? holiday : season && season.checkInDays.length > 0 ? season : null;
  return {
    minimumNights: minimum ? minimum.minimumNights : (baseMinimum ?? 1),
    minimumRule: minimum,
    checkInDays: days?.checkInDays ?? [],
    checkInRule: days,
  };
}

/**
 * Why a stay breaks its rental's stay rules, in words, or null: the check-in
 * day first (a guest moves the start), then the minimum stay.
 */
export function stayRuleProblem(
  rates: Pick<RentalRates, "seasons" | "holidays">,
  checkIn: string,
  checkOut: string,
  baseMinimum: number | null,
): { field: "checkIn" | "checkOut"; message: string } | null {
  if (!isIsoDay(checkIn) || !isIsoDay(checkOut)) return null;
  const rule = stayRuleFor(rates, checkIn, baseMinimum);
  if (rule.checkInRule && !rule.checkInDays.includes(weekdayOf(checkIn)))
    return { field: "checkIn", message: RATE_RULE_MESSAGES.checkInDay(rule.checkInRule, rule.checkInDays) };
  if (daysBetween(checkIn, checkOut) < rule.minimumNights)
    return {
      field: "checkOut",
      message: rule.minimumRule ? RATE_RULE_MESSAGES.minimum(rule.minimumRule, rule.minimumNights) : RATE_RULE_MESSAGES.baseMinimum(rule.minimumNights),
    };
  return null;
}
