/**
 * The listing model's closed sets, limits and messages: one definition, read
 * by the table's check constraints, the zod schemas, the MLS search parser and
 * (later) the forms' native attributes. No zod and no server code here, so the
 * browser may import it.
 */

/** What a listing is: on the market, a closed sale, or a holiday rental. */
export const LISTING_KINDS = ["sale", "sold", "rental"] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** The three portfolio categories: residential, commercial and land. */
export const LISTING_CATEGORIES = ["residential", "commercial", "land"] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

export const LISTING_SUBCATEGORIES = {
  residential: ["single-family", "condo", "villa", "cottage", "multi-family"],
  commercial: ["retail", "office", "mixed-use"],
  land: ["lot", "estate-parcel"],
} as const satisfies Record<ListingCategory, readonly string[]>;
export type ListingSubcategory = (typeof LISTING_SUBCATEGORIES)[ListingCategory][number];
export const ALL_SUBCATEGORIES: readonly ListingSubcategory[] = Object.values(LISTING_SUBCATEGORIES).flat();

export const SUBCATEGORY_LABELS: Record<ListingSubcategory, string> = {
  "single-family": "Single-family home",
  condo: "Condo",
  villa: "Villa",
  cottage: "Cottage",
  "multi-family": "Multi-family",
  retail: "Retail",
  office: "Office",
  "mixed-use": "Mixed use",
  lot: "Lot",
  "estate-parcel": "Estate parcel",
};

/** RESO StandardStatus: the market status, kept apart from the review status. */
export const STANDARD_STATUSES = ["Active", "ActiveUnderContract", "Pending", "Closed", "Withdrawn", "Expired"] as const;
export type StandardStatus = (typeof STANDARD_STATUSES)[number];

/** How the public sees a market status. */
export const STANDARD_STATUS_LABELS: Record<StandardStatus, string> = {
  Active: "For Sale",
  ActiveUnderContract: "Under Contract",
  Pending: "Pending",
  Closed: "Sold",
  Withdrawn: "Withdrawn",
  Expired: "Expired",
};

/** Off the market: never shown in the public search. */
export const OFF_MARKET_STATUSES: readonly StandardStatus[] = ["Withdrawn", "Expired"];

/**
 * The review status: created pending; an administrator may set any status;
 * `approved` is what the public sees.
 */
export const REVIEW_STATUS = { pending: "pending", approved: "approved", rejected: "rejected" } as const;

/** The statuses the dashboard offers as choices; another is possible only on purpose ("Other…"). */
export const REVIEW_STATUS_CHOICES = ["pending", "approved", "rejected", "needs-changes"] as const;

/** How many single-letter edits apart two short texts are (Levenshtein distance). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The known status a typed one was probably meant to be ("aproved",
 * "Approved ", "needs changes"), or null when it is a known status or
 * clearly a different word. A near miss would hide a listing the
 * administrator meant to publish, so it is refused rather than stored.
 */
export function nearMissReviewStatus(status: string): string | null {
  if ((REVIEW_STATUS_CHOICES as readonly string[]).includes(status)) return null;
  const folded = status.toLowerCase().replace(/[\s_-]+/g, "");
  for (const known of REVIEW_STATUS_CHOICES) {
    const knownFolded = known.replace(/-/g, "");
    if (folded === knownFolded || editDistance(folded, knownFolded) <= 2) return known;
  }
  return null;
}

export function isListingKind(value: unknown): value is ListingKind {
  return typeof value === "string" && (LISTING_KINDS as readonly string[]).includes(value);
}

export function isListingCategory(value: unknown): value is ListingCategory {
  return typeof value === "string" && (LISTING_CATEGORIES as readonly string[]).includes(value);
}

export function isSubcategoryOf(category: ListingCategory, value: unknown): value is ListingSubcategory {
  return typeof value === "string" && (LISTING_SUBCATEGORIES[category] as readonly string[]).includes(value);
}

export function isSubcategory(value: unknown): value is ListingSubcategory {
  return typeof value === "string" && (ALL_SUBCATEGORIES as readonly string[]).includes(value);
}

export function isStandardStatus(value: unknown): value is StandardStatus {
  return typeof value === "string" && (STANDARD_STATUSES as readonly string[]).includes(value);
}

export const LISTING_LIMITS = {
  titleMax: 160,
  descriptionMax: 20_000,
  areaMax: 80,
  featureMax: 120,
  featuresMax: 60,
  textMax: 4000,
  nameMax: 120,
  officeMax: 160,
  /** A virtual tour's web address. */
  virtualTourMax: 500,
  /** US dollars; a whole number. */
  priceMax: 999_999_999,
  rateMax: 100_000,
  bedroomsMax: 50,
  bathroomsMax: 50,
  guestsMin: 1,
  guestsMax: 50,
  nightsMin: 1,
  nightsMax: 365,
  livingAreaMax: 1_000_000,
  acresMax: 10_000,
  yearBuiltMin: 1600,
  reviewStatusMax: 40,
  adminNotesMax: 4000,
  photoAltMax: 300,
} as const;

/** Latest plausible year built: under construction, finishing within five years. */
export function yearBuiltMax(now = new Date()): number {
  return now.getUTCFullYear() + 5;
}

/** 24-hour "HH:MM", the shape check-in and check-out times are stored in. */
export const TIME_PATTERN = String.raw`(?:[01][0-9]|2[0-3]):[0-5][0-9]`;
export const DEFAULT_CHECK_IN = "16:00";
export const DEFAULT_CHECK_OUT = "10:00";

export const LISTING_MESSAGES = {
  invalidKind: "Invalid listing kind",
  invalidCategory: "Invalid portfolio category",
  notFound: "Listing not found",
  title: "Please enter a title",
  titleTooLong: `The title must be ${LISTING_LIMITS.titleMax} characters or fewer`,
  descriptionTooLong: `The description must be ${LISTING_LIMITS.descriptionMax.toLocaleString("en-US")} characters or fewer`,
  category: "Please choose residential, commercial or land",
  subcategory: (category: ListingCategory) =>
    `Please choose a ${category} type: ${LISTING_SUBCATEGORIES[category].map((value) => SUBCATEGORY_LABELS[value].toLowerCase()).join(", ")}`,
  areaTooLong: `The area must be ${LISTING_LIMITS.areaMax} characters or fewer`,
  price: "Price must be a positive amount",
  priceRequired: "Please enter the price",
  priceTooHigh: "Price must be less than $1,000,000,000",
  closePriceRequired: "Please enter the sale price",
  closeDateRequired: "Please enter the closing date",
  closeDateInvalid: "The closing date must be a real date (YYYY-MM-DD)",
  closeDateFuture: "The closing date cannot be in the future",
  soldStatus: "A sold listing's market status is Closed",
  saleStatus: "A listing for sale cannot be Closed; record it as sold instead",
  standardStatus: `Market status must be one of: ${STANDARD_STATUSES.join(", ")}`,
  bedrooms: `Bedrooms must be between 0 and ${LISTING_LIMITS.bedroomsMax}`,
  bathrooms: `Bathrooms must be between 0 and ${LISTING_LIMITS.bathroomsMax}`,
  guests: `Guests must be between ${LISTING_LIMITS.guestsMin} and ${LISTING_LIMITS.guestsMax}`,
  guestsRequired: "Please enter the maximum number of guests",
  nights: `Minimum nights must be between ${LISTING_LIMITS.nightsMin} and ${LISTING_LIMITS.nightsMax}`,
  nightsRequired: "Please enter the minimum number of nights",
  nightlyRate: "Nightly rate must be a positive amount",
  nightlyRateRequired: "Please enter the nightly rate",
  weeklyRate: "Weekly rate must be a positive amount",
  rateTooHigh: "Rates must be less than $100,000",
  cleaningFee: "Cleaning fee must be zero or a positive amount",
  livingArea: "Living area must be between 1 and 1,000,000 sq ft",
  acres: "Lot size must be between 0 and 10,000 acres",
  yearBuilt: (max: number) => `Year built must be between ${LISTING_LIMITS.yearBuiltMin} and ${max}`,
  latitude: "Latitude must be between -90 and 90",
  longitude: "Longitude must be between -180 and 180",
  time: "Times must be written as HH:MM, for example 16:00",
  propertyName: "Please enter the property's name",
  propertyNameTooLong: `The property's name must be ${LISTING_LIMITS.nameMax} characters or fewer`,
  featureTooLong: `Each feature must be ${LISTING_LIMITS.featureMax} characters or fewer`,
  tooManyFeatures: `Please list at most ${LISTING_LIMITS.featuresMax} items`,
  textTooLong: `This text must be ${LISTING_LIMITS.textMax.toLocaleString("en-US")} characters or fewer`,
  nameTooLong: `Names must be ${LISTING_LIMITS.officeMax} characters or fewer`,
  virtualTour: `Enter the virtual tour's full web address, starting with https:// (at most ${LISTING_LIMITS.virtualTourMax} characters)`,
  reviewStatus: `Please enter a status of 1 to ${LISTING_LIMITS.reviewStatusMax} characters`,
  reviewStatusNearMiss: (typed: string, known: string) =>
    `“${typed}” looks like a typo for “${known}”: choose “${known}”, or type a status that is not a known one.`,
  approvalNeedsPhoto: "Add at least one photo before approving: a listing goes live with its pictures.",
  adminNotesTooLong: `Notes must be ${LISTING_LIMITS.adminNotesMax.toLocaleString("en-US")} characters or fewer`,
  featured: "Featured must be true or false",
} as const;
