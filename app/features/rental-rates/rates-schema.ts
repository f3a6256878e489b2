import { z } from "zod";
import { safeString } from "~/shared/forms/safe-text";
import { parseDollarsToCents } from "~/shared/lib/money";
import { daysBetween, isIsoDay } from "~/shared/dates/island-days";

/** The largest amount a rate or fee field takes: $1,000,000. */
const MAX_CENTS = 100_000_000;
/** A season or holiday rule spans at most about two years: longer is a typing mistake. */
const MAX_RANGE_NIGHTS = 800;

export const RATE_FORM_MESSAGES = {
  name: "Please enter a name of at most 60 characters, e.g. Winter high season",
  firstNight: "Please enter the first night as a date",
  lastNight: "Please enter the last night as a date",
  reversed: "The last night must be on or after the first night",
  tooLong: "A season or holiday rule can span at most 800 nights; split it into one per year",
  nightly: "Please enter the nightly rate in dollars, e.g. 1250 or 1250.50",
  weekly: "Please enter the weekly rate in dollars, or leave it empty",
  minimumNights: "Please enter a minimum stay of 1 to 365 nights",
  checkInDays: "Please choose check-in days from the list",
  cleaning: "Please enter the cleaning fee in whole dollars (0 for none)",
  damageWaiver: "Please enter the damage waiver in dollars, or leave it empty for none",
  waiverAndHold: "This rental places a damage card hold (its stay terms); a rental uses either the hold or the waiver, not both. Set the hold to 0 first, or leave the waiver empty.",
  overlapSeason: (name: string, dates: string) => `These dates overlap the season “${name}” (${dates}). Seasons cannot overlap: change the dates, or that season's first.`,
  overlapHoliday: (name: string, dates: string) => `These dates overlap the holiday rule “${name}” (${dates}). Holiday rules cannot overlap.`,
  overlapRace: "These dates overlap another season or rule saved just now. Reload the page to see it.",
  seasonNotFound: "That season no longer exists; reload the page.",
  holidayNotFound: "That holiday rule no longer exists; reload the page.",
  rentalNotFound: "We could not find that rental.",
  unavailable: "The rates could not be saved just now; please try again.",
  unknownAction: "Please use one of the page's buttons.",
} as const;

const dayField = (message: string) => safeString({ error: message }).trim().refine(isIsoDay, message);

/** Dollars typed as text, as cents; an empty field is null. */
const optionalAmount = (message: string) =>
  safeString({ error: message })
    .trim()
    .transform((text, context): number | null => {
      if (text === "") return null;
      const cents = parseDollarsToCents(text);
      if (cents === null || cents > MAX_CENTS) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents;
    });

const amount = (message: string) =>
  optionalAmount(message).transform((cents, context): number => {
    if (cents === null) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return cents;
  });

const nightsField = z.coerce.number({ error: RATE_FORM_MESSAGES.minimumNights }).int(RATE_FORM_MESSAGES.minimumNights).min(1, RATE_FORM_MESSAGES.minimumNights).max(365, RATE_FORM_MESSAGES.minimumNights);

/** Checkboxes named checkInDays: none, one or several weekday numbers (0 is Sunday). */
const weekdays = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, context) => {
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    const days = list.map((item) => Number(item));
    if (days.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) {
      context.addIssue({ code: "custom", message: RATE_FORM_MESSAGES.checkInDays });
      return z.NEVER;
    }
    return [...new Set(days)].sort((a, b) => a - b);
  });

const range = {
  name: safeString({ error: RATE_FORM_MESSAGES.name }).trim().min(1, RATE_FORM_MESSAGES.name).max(60, RATE_FORM_MESSAGES.name),
  firstNight: dayField(RATE_FORM_MESSAGES.firstNight),
  lastNight: dayField(RATE_FORM_MESSAGES.lastNight),
  minimumNights: nightsField,
  checkInDays: weekdays,
};

function checkRange(value: { firstNight: string; lastNight: string }, context: z.RefinementCtx) {
  if (value.lastNight < value.firstNight) context.addIssue({ code: "custom", path: ["lastNight"], message: RATE_FORM_MESSAGES.reversed });
  else if (daysBetween(value.firstNight, value.lastNight) + 1 > MAX_RANGE_NIGHTS)
    context.addIssue({ code: "custom", path: ["lastNight"], message: RATE_FORM_MESSAGES.tooLong });
}

export const seasonSchema = z
  .object({ ...range, nightly: amount(RATE_FORM_MESSAGES.nightly), weekly: optionalAmount(RATE_FORM_MESSAGES.weekly) })
  .superRefine(checkRange);

export const holidaySchema = z.object(range).superRefine(checkRange);

export const feesSchema = z.object({
  // Whole dollars, as typed or as the field shows them ("1,250", "$1,250").
  cleaning: safeString({ error: RATE_FORM_MESSAGES.cleaning })
    .trim()
    .transform((text) => text.replace(/^\$\s*/, "").replace(/,/g, ""))
    .pipe(z.string().regex(/^\d{1,7}$/, RATE_FORM_MESSAGES.cleaning))
    .transform(Number),
  damageWaiver: optionalAmount(RATE_FORM_MESSAGES.damageWaiver),
});

export type SeasonInput = z.output<typeof seasonSchema>;
export type HolidayInput = z.output<typeof holidaySchema>;
export type FeesInput = z.output<typeof feesSchema>;
