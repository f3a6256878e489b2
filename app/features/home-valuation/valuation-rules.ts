/**
 * What the valuation form asks and allows: the island's areas and their
 * neighbors, the property types, the facts' limits and the messages. No zod
 * here, so the page's markup can read the same limits.
 */

/**
 * St. John's areas as the listings name them, each with the areas next to it
 * (by road and shore), for widening a search that finds too few sales.
 */
export const AREA_NEIGHBORS = {
  "Cruz Bay": ["Great Cruz Bay", "Gifft Hill", "Peter Bay"],
  "Great Cruz Bay": ["Cruz Bay", "Chocolate Hole", "Gifft Hill"],
  "Chocolate Hole": ["Great Cruz Bay", "Rendezvous", "Gifft Hill"],
  Rendezvous: ["Chocolate Hole", "Fish Bay", "Gifft Hill"],
  "Fish Bay": ["Rendezvous", "Gifft Hill", "Bordeaux"],
  "Gifft Hill": ["Cruz Bay", "Great Cruz Bay", "Chocolate Hole", "Rendezvous", "Fish Bay"],
  "Peter Bay": ["Catherineberg", "Cruz Bay"],
  Catherineberg: ["Peter Bay", "Bordeaux"],
  Bordeaux: ["Catherineberg", "Fish Bay", "Coral Bay"],
  "Coral Bay": ["Bordeaux", "Johnson Bay", "Hansen Bay"],
  "Johnson Bay": ["Coral Bay", "Hansen Bay"],
  "Hansen Bay": ["Coral Bay", "Johnson Bay"],
} as const satisfies Record<string, readonly string[]>;

export type IslandArea = keyof typeof AREA_NEIGHBORS;
export const ISLAND_AREAS = Object.keys(AREA_NEIGHBORS) as IslandArea[];

export function isIslandArea(value: unknown): value is IslandArea {
  return typeof value === "string" && Object.hasOwn(AREA_NEIGHBORS, value);
}

/** The listings' residential subcategories, and land (lots and estate parcels alike, priced per acre). */
export const PROPERTY_TYPES = ["villa", "single-family", "condo", "cottage", "multi-family", "land"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  villa: "Villa",
  "single-family": "Single-family home",
  condo: "Condo",
  cottage: "Cottage",
  "multi-family": "Multi-family",
  land: "Land",
};

export const VIEWS = ["none", "partial", "ocean"] as const;
export type View = (typeof VIEWS)[number];
export const VIEW_LABELS: Record<View, string> = { none: "No view", partial: "Partial view", ocean: "Ocean view" };

export const CONDITIONS = ["needs-work", "average", "good", "excellent"] as const;
export type Condition = (typeof CONDITIONS)[number];
export const CONDITION_LABELS: Record<Condition, string> = { "needs-work": "Needs work", average: "Average", good: "Good", excellent: "Excellent" };

/**
 * The facts' bounds: past the largest homes and lots the island has, so that
 * only absurd facts are refused. A cottage or condo is small by definition.
 */
export const VALUATION_LIMITS = {
  addressMax: 120,
  bedsMax: 12,
  bathsMax: 14,
  livingAreaMin: 200,
  livingAreaMax: 15_000,
  /** A cottage or a condo larger than this is not one. */
  smallHomeAreaMax: 3_500,
  lotAcresMax: 50,
  /** A home (not a condo) stands on some land. */
  homeLotMinAcres: 0.01,
  /** Each bedroom needs some room. */
  sqftPerBedroomMin: 100,
} as const;

/** Places a St. John street address cannot name: the other islands, and a mainland ZIP code. */
export const ELSEWHERE_PATTERN = /\b(st\.?\s*thomas|saint\s+thomas|st\.?\s*croix|saint\s+croix|tortola|jost\s+van\s+dyke|virgin\s+gorda|anegada|puerto\s+rico|water\s+island|bvi)\b/i;
/** A five-digit ZIP other than St. John's own (00830, 00831). */
export const ZIP_PATTERN = /\b(\d{5})(?:-\d{4})?\b/;
export const ST_JOHN_ZIPS = ["00830", "00831"] as const;

export const VALUATION_MESSAGES = {
  address: "Please enter the street address",
  addressTooLong: `The address must be ${VALUATION_LIMITS.addressMax} characters or fewer`,
  addressElsewhere: "We value homes on St. John only: this address names another island or place",
  addressZip: "This ZIP code is not St. John's (00830 or 00831): we value homes on St. John only",
  area: "Please choose the area of St. John the property is in",
  location: "The place picked on the map could not be read: please pick it again, or remove the pin",
  locationElsewhere: "This place is off St. John: we value homes on St. John only. Please pick a place on the island, or remove the pin",
  locationNoArea: "We could not tell the area of the place picked: please choose the area",
  type: "Please choose the type of property",
  beds: `Please enter the bedrooms, from 0 to ${VALUATION_LIMITS.bedsMax}`,
  baths: `Please enter the bathrooms, from 1 to ${VALUATION_LIMITS.bathsMax}`,
  livingArea: `Please enter the living area in square feet, from ${VALUATION_LIMITS.livingAreaMin.toLocaleString("en-US")} to ${VALUATION_LIMITS.livingAreaMax.toLocaleString("en-US")}`,
  smallHomeTooLarge: `A cottage or condo of more than ${VALUATION_LIMITS.smallHomeAreaMax.toLocaleString("en-US")} sq ft is not one: please choose villa or single-family home`,
  tooManyBedrooms: `That is too many bedrooms for the living area (at least ${VALUATION_LIMITS.sqftPerBedroomMin} sq ft each)`,
  lotAcres: `Please enter the lot in acres, from 0 to ${VALUATION_LIMITS.lotAcresMax}`,
  homeNeedsLot: "A home stands on some land: please enter its lot in acres (a condo may have none)",
  landNeedsAcres: "Please enter the land's size in acres",
  view: "Please choose the view",
  waterfront: "Please say whether the property is on the water",
  condition: "Please choose the condition",
  consent: "Please tick the box or leave it empty",
  unavailable: "We could not value the property just now. Please try again in a moment.",
} as const;

export const isHomeType = (type: PropertyType) => type !== "land";
