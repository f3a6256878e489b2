import { todayOnIsland } from "~/shared/dates/island-days";
import { z } from "zod";
import { safeJson, safeString } from "~/shared/forms/safe-text";
import {
  DEFAULT_CHECK_IN,
  DEFAULT_CHECK_OUT,
  LISTING_CATEGORIES,
  LISTING_LIMITS as LIMITS,
  LISTING_MESSAGES as MESSAGES,
  STANDARD_STATUSES,
  TIME_PATTERN,
  isSubcategoryOf,
  nearMissReviewStatus,
  yearBuiltMax,
  type ListingCategory,
  type ListingKind,
  type ListingSubcategory,
} from "./listing-rules";
import { normalizeLineBreaks } from "~/shared/forms/text";

/**
 * What an agent or administrator submits for each kind of listing
 * (docs/decisions/0004-forms.md). Every field reads a JSON value or a form's
 * string alike: "1,250,000" and "$1,250,000" are prices, a blank is absent.
 */

/** A form's text for a number becomes the number; blank becomes absent; anything else is left for zod to refuse. */
function numberInput(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  const cleaned = value.replace(/[$,\s]/g, "");
  if (cleaned === "") return undefined;
  const number = Number(cleaned);
  return Number.isFinite(number) ? number : value;
}

function textInput(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** A message for a missing value and another for a wrong one. */
const messageFor = (missing: string, wrong: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? missing : wrong;

/** Whole US dollars, at least $1 (cents are rounded). */
const dollars = (missing: string, wrong: string, max: number, tooHigh: string) =>
  z
    .number({ error: messageFor(missing, wrong) })
    .transform(Math.round)
    .pipe(z.number().min(1, wrong).max(max, tooHigh));

const amount = (missing: string, wrong: string, max: number = LIMITS.priceMax, tooHigh: string = MESSAGES.priceTooHigh) =>
  z.preprocess(numberInput, dollars(missing, wrong, max, tooHigh));

const optionalAmount = (wrong: string, max: number = LIMITS.priceMax, tooHigh: string = MESSAGES.priceTooHigh) =>
  z.preprocess(numberInput, dollars(wrong, wrong, max, tooHigh).optional());

const integerBetween = (min: number, max: number, message: string, missing = message) =>
  z.number({ error: messageFor(missing, message) }).int(message).min(min, message).max(max, message);

const wholeNumber = (min: number, max: number, message: string, missing = message) =>
  z.preprocess(numberInput, integerBetween(min, max, message, missing));

const optionalWholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(numberInput, integerBetween(min, max, message).optional());

const optionalNumberBetween = (min: number, max: number, message: string) =>
  z.preprocess(numberInput, z.number({ error: message }).min(min, message).max(max, message).optional());

const optionalText = (max: number, message: string) =>
  z.preprocess(textInput, safeString({ error: message }).max(max, message).optional());

/** A public https address (a virtual tour): anything else would be a link visitors cannot trust. */
export function isPublicHttpsUrl(value: string): boolean {
  if (value.length > LIMITS.virtualTourMax || !/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

const optionalHttpsUrl = (message: string) => z.preprocess(textInput, safeString({ error: message }).refine(isPublicHttpsUrl, message).optional());

/** A list of short texts: an array, or one text with an item per line. */
const textList = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return [];
    const items = typeof value === "string" ? value.split(/\r?\n/) : value;
    return Array.isArray(items) ? items.map((item) => (typeof item === "string" ? item.trim() : item)).filter((item) => item !== "") : items;
  },
  z
    .array(safeString({ error: MESSAGES.featureTooLong }).max(LIMITS.featureMax, MESSAGES.featureTooLong), { error: MESSAGES.tooManyFeatures })
    .max(LIMITS.featuresMax, MESSAGES.tooManyFeatures),
);

const closeDate = z.preprocess(
  textInput,
  safeString({ error: messageFor(MESSAGES.closeDateRequired, MESSAGES.closeDateInvalid) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.closeDateInvalid)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, MESSAGES.closeDateInvalid)
    .refine((value) => value <= todayOnIsland(), MESSAGES.closeDateFuture),
);

const time = z.preprocess(textInput, safeString({ error: MESSAGES.time }).regex(new RegExp(`^(?:${TIME_PATTERN})$`), MESSAGES.time));

/** The fields every kind shares. */
const commonFields = {
  title: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : value),
    safeString({ error: MESSAGES.title }).min(1, MESSAGES.title).max(LIMITS.titleMax, MESSAGES.titleTooLong),
  ),
  description: z.preprocess(
    (value) => (typeof value === "string" ? normalizeLineBreaks(value).trim() : (value ?? "")),
    safeString({ error: MESSAGES.descriptionTooLong }).max(LIMITS.descriptionMax, MESSAGES.descriptionTooLong),
  ),
  category: z.enum(LISTING_CATEGORIES, { error: MESSAGES.category }),
  subcategory: z.preprocess(textInput, safeString().optional()) as z.ZodType<ListingSubcategory | undefined>,
  area: optionalText(LIMITS.areaMax, MESSAGES.areaTooLong),
  features: textList,
  /** Free-form property data (name, bedrooms, amenities…): any JSON object. */
  details: z.preprocess((value) => value ?? {}, safeJson(z.record(safeString(), z.unknown()))),
  propertyType: optionalText(80, MESSAGES.nameTooLong),
  propertySubType: optionalText(80, MESSAGES.nameTooLong),
  bedroomsTotal: optionalWholeNumber(0, LIMITS.bedroomsMax, MESSAGES.bedrooms),
  bathroomsTotalInteger: optionalWholeNumber(0, LIMITS.bathroomsMax, MESSAGES.bathrooms),
  livingArea: optionalWholeNumber(1, LIMITS.livingAreaMax, MESSAGES.livingArea),
  lotSizeAcres: z.preprocess(
    numberInput,
    z
      .number({ error: MESSAGES.acres })
      .min(0, MESSAGES.acres)
      .max(LIMITS.acresMax, MESSAGES.acres)
      .transform((acres) => Math.round(acres * 10_000) / 10_000)
      .optional(),
  ),
  yearBuilt: z.preprocess(
    numberInput,
    z
      .number({ error: () => MESSAGES.yearBuilt(yearBuiltMax()) })
      .int()
      .refine((year) => year >= LIMITS.yearBuiltMin && year <= yearBuiltMax(), { error: () => MESSAGES.yearBuilt(yearBuiltMax()) })
      .optional(),
  ),
  latitude: optionalNumberBetween(-90, 90, MESSAGES.latitude),
  longitude: optionalNumberBetween(-180, 180, MESSAGES.longitude),
  listAgentName: optionalText(LIMITS.officeMax, MESSAGES.nameTooLong),
  listOfficeName: optionalText(LIMITS.officeMax, MESSAGES.nameTooLong),
  /** A 3D or video walk-through (unbranded, as the MLS requires for IDX display). */
  virtualTourUrl: optionalHttpsUrl(MESSAGES.virtualTour),
};

/** The subcategory must belong to the category. */
function checkSubcategory(value: { category: ListingCategory; subcategory?: string }, context: z.RefinementCtx) {
  if (value.subcategory !== undefined && !isSubcategoryOf(value.category, value.subcategory)) {
    context.addIssue({ code: "custom", path: ["subcategory"], message: MESSAGES.subcategory(value.category) });
  }
}

const marketStatus = z.preprocess(
  (value) => textInput(value) ?? "Active",
  z.enum(STANDARD_STATUSES, { error: MESSAGES.standardStatus }).refine((status) => status !== "Closed", MESSAGES.saleStatus),
);

export const saleListingSchema = z
  .object({
    ...commonFields,
    listPrice: amount(MESSAGES.priceRequired, MESSAGES.price),
    standardStatus: marketStatus,
  })
  .superRefine(checkSubcategory);

export const soldListingSchema = z
  .object({
    ...commonFields,
    listPrice: optionalAmount(MESSAGES.price),
    closePrice: amount(MESSAGES.closePriceRequired, MESSAGES.price),
    closeDate,
    buyerOfficeName: optionalText(LIMITS.officeMax, MESSAGES.nameTooLong),
    standardStatus: z.preprocess((value) => textInput(value) ?? "Closed", z.literal("Closed", { error: MESSAGES.soldStatus })),
  })
  .superRefine(checkSubcategory);

const rentalFields = z
  .object({
    ...commonFields,
    /** A rental's title defaults to its name. */
    title: z.preprocess(
      (value) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() || undefined : (value ?? undefined)),
      safeString({ error: MESSAGES.title }).max(LIMITS.titleMax, MESSAGES.titleTooLong).optional(),
    ),
    category: z.preprocess((value) => textInput(value) ?? "residential", commonFields.category),
    propertyInfo: z.object(
      {
        name: z.preprocess(
          textInput,
          safeString({ error: MESSAGES.propertyName }).max(LIMITS.nameMax, MESSAGES.propertyNameTooLong),
        ),
      },
      { error: MESSAGES.propertyName },
    ),
    nightlyRate: amount(MESSAGES.nightlyRateRequired, MESSAGES.nightlyRate, LIMITS.rateMax, MESSAGES.rateTooHigh),
    weeklyRate: optionalAmount(MESSAGES.weeklyRate, LIMITS.rateMax, MESSAGES.rateTooHigh),
    cleaningFee: z.preprocess(
      numberInput,
      z
        .number({ error: MESSAGES.cleaningFee })
        .min(0, MESSAGES.cleaningFee)
        .max(LIMITS.rateMax, MESSAGES.rateTooHigh)
        .transform(Math.round)
        .optional(),
    ),
    maxGuests: wholeNumber(LIMITS.guestsMin, LIMITS.guestsMax, MESSAGES.guests, MESSAGES.guestsRequired),
    minimumNights: wholeNumber(LIMITS.nightsMin, LIMITS.nightsMax, MESSAGES.nights, MESSAGES.nightsRequired),
    amenities: textList,
    houseRules: optionalText(LIMITS.textMax, MESSAGES.textTooLong),
    checkInTime: time.default(DEFAULT_CHECK_IN),
    checkOutTime: time.default(DEFAULT_CHECK_OUT),
    standardStatus: marketStatus,
  })
  .superRefine(checkSubcategory);

export const rentalListingSchema = rentalFields.transform(({ title, ...rest }) => ({ ...rest, title: title ?? rest.propertyInfo.name }));

export const listingSchemas = {
  sale: saleListingSchema,
  sold: soldListingSchema,
  rental: rentalListingSchema,
} as const satisfies Record<ListingKind, z.ZodType>;

/** The fields each kind's schema reads. */
export const LISTING_FIELDS: Record<ListingKind, readonly string[]> = {
  sale: Object.keys(saleListingSchema.shape),
  sold: Object.keys(soldListingSchema.shape),
  rental: Object.keys(rentalFields.shape),
};

export type SaleListingInput = z.input<typeof saleListingSchema>;
export type SoldListingInput = z.input<typeof soldListingSchema>;
export type RentalListingInput = z.input<typeof rentalListingSchema>;
export type ListingInputFor<K extends ListingKind> = z.input<(typeof listingSchemas)[K]>;
export type ListingValues = z.output<typeof saleListingSchema> | z.output<typeof soldListingSchema> | z.output<typeof rentalListingSchema>;

/** An administrator's review decision: any status, with notes. */
export const reviewDecisionSchema = z.object({
  status: z.preprocess(
    textInput,
    safeString({ error: MESSAGES.reviewStatus })
      .min(1, MESSAGES.reviewStatus)
      .max(LIMITS.reviewStatusMax, MESSAGES.reviewStatus)
      .superRefine((status, context) => {
        const known = nearMissReviewStatus(status);
        if (known) context.addIssue({ code: "custom", message: MESSAGES.reviewStatusNearMiss(status, known) });
      }),
  ),
  notes: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : (value ?? "")),
    safeString({ error: MESSAGES.adminNotesTooLong }).max(LIMITS.adminNotesMax, MESSAGES.adminNotesTooLong),
  ),
});

export const featuredSchema = z.preprocess(
  (value) => (value === "true" || value === "on" ? true : value === "false" ? false : value),
  z.boolean({ error: MESSAGES.featured }),
);
