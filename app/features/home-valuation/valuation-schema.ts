import { z } from "zod";
import { personFields } from "~/shared/forms/person-schema";
import { safeString } from "~/shared/forms/safe-text";
import { oneLine } from "~/shared/forms/text";
import { isOnIsland } from "./island-point";
import type { Subject } from "./valuation-method";
import {
  CONDITIONS,
  ELSEWHERE_PATTERN,
  isIslandArea,
  PROPERTY_TYPES,
  ST_JOHN_ZIPS,
  VALUATION_LIMITS as LIMITS,
  VALUATION_MESSAGES as MESSAGES,
  VIEWS,
  ZIP_PATTERN,
} from "./valuation-rules";

/** A whole number typed in a field; blank is undefined, so each type can say what it needs. */
const wholeNumber = (message: string, max: number) =>
  safeString({ error: message })
    .trim()
    .transform((value) => value.replace(/,/g, ""))
    .refine((value) => value === "" || (/^\d+$/.test(value) && Number(value) <= max), message)
    .transform((value) => (value === "" ? undefined : Number(value)))
    .optional();

const acres = safeString({ error: MESSAGES.lotAcres })
  .trim()
  .refine((value) => value === "" || (/^\d*\.?\d+$/.test(value) && Number(value) <= LIMITS.lotAcresMax), MESSAGES.lotAcres)
  .transform((value) => (value === "" ? undefined : Number(value)))
  .optional();

/** A coordinate from the map's hidden field: blank is undefined; anything but a plain decimal within the bounds is refused. */
const coordinate = (max: number) =>
  safeString({ error: MESSAGES.location })
    .trim()
    .refine((value) => value === "" || (/^-?\d{1,3}(\.\d{1,15})?$/.test(value) && Math.abs(Number(value)) <= max), MESSAGES.location)
    .transform((value) => (value === "" ? undefined : Number(value)))
    .optional();

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

/** The property's facts, as the valuation form sends them; the rules between fields come after. */
const factFields = {
  address: safeString({ error: MESSAGES.address })
    .overwrite(oneLine)
    .trim()
    .min(1, MESSAGES.address)
    .max(LIMITS.addressMax, MESSAGES.addressTooLong)
    .refine((value) => !ELSEWHERE_PATTERN.test(value), MESSAGES.addressElsewhere)
    .refine((value) => {
      const zip = ZIP_PATTERN.exec(value)?.[1];
      return zip === undefined || (ST_JOHN_ZIPS as readonly string[]).includes(zip);
    }, MESSAGES.addressZip),
  // Blank when a place picked on the map says the area (the server finds it from the nearest listings).
  area: safeString({ error: MESSAGES.area }).refine((value) => value === "" || isIslandArea(value), MESSAGES.area),
  latitude: coordinate(90),
  longitude: coordinate(180),
  type: choice(PROPERTY_TYPES, MESSAGES.type),
  beds: wholeNumber(MESSAGES.beds, LIMITS.bedsMax),
  baths: wholeNumber(MESSAGES.baths, LIMITS.bathsMax),
  livingArea: wholeNumber(MESSAGES.livingArea, 1_000_000),
  lotAcres: acres,
  view: choice(VIEWS, MESSAGES.view),
  waterfront: choice(["yes", "no"], MESSAGES.waterfront),
  condition: choice(CONDITIONS, MESSAGES.condition).optional(),
};

type Facts = z.output<z.ZodObject<typeof factFields>>;

/** The rules between fields: what a home needs that land does not, and facts no St. John property has. */
function checkFacts(facts: Facts, context: z.RefinementCtx) {
  const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
  const located = facts.latitude !== undefined || facts.longitude !== undefined;
  if (located && (facts.latitude === undefined || facts.longitude === undefined)) issue("location", MESSAGES.location);
  else if (located && !isOnIsland({ lat: facts.latitude!, lng: facts.longitude! })) issue("location", MESSAGES.locationElsewhere);
  if (facts.area === "" && !located) issue("area", MESSAGES.area);
  if (facts.type === "land") {
    if (!facts.lotAcres) issue("lotAcres", MESSAGES.landNeedsAcres);
    return;
  }
  if (facts.beds === undefined) issue("beds", MESSAGES.beds);
  if (facts.baths === undefined || facts.baths < 1) issue("baths", MESSAGES.baths);
  if (facts.condition === undefined) issue("condition", MESSAGES.condition);
  const area = facts.livingArea;
  if (area === undefined || area < LIMITS.livingAreaMin || area > LIMITS.livingAreaMax) issue("livingArea", MESSAGES.livingArea);
  else if ((facts.type === "cottage" || facts.type === "condo") && area > LIMITS.smallHomeAreaMax) issue("livingArea", MESSAGES.smallHomeTooLarge);
  else if (facts.beds !== undefined && facts.beds * LIMITS.sqftPerBedroomMin > area) issue("beds", MESSAGES.tooManyBedrooms);
  if (facts.type !== "condo" && (facts.lotAcres === undefined || facts.lotAcres < LIMITS.homeLotMinAcres)) issue("lotAcres", MESSAGES.homeNeedsLot);
}

export const valuationSchema = z.object(factFields).superRefine(checkFacts);

/** The full report's form: the same facts, and who asks for it. */
export const reportSchema = z
  .object({
    ...factFields,
    ...personFields(),
    consent: z.literal("yes", { error: MESSAGES.consent }).optional(),
  })
  .superRefine(checkFacts);

export type ValuationFacts = z.output<typeof valuationSchema>;
export type ReportRequest = z.output<typeof reportSchema>;

/** The facts as the method's subject (land's home facts are zero; its condition does not count). */
export function subjectFrom(facts: ValuationFacts): Subject {
  return {
    location: facts.latitude !== undefined && facts.longitude !== undefined ? { lat: facts.latitude, lng: facts.longitude } : null,
    area: facts.area as Subject["area"],
    type: facts.type,
    beds: facts.type === "land" ? 0 : (facts.beds ?? 0),
    baths: facts.type === "land" ? 0 : (facts.baths ?? 0),
    livingArea: facts.type === "land" ? 0 : (facts.livingArea ?? 0),
    lotAcres: facts.lotAcres ?? 0,
    view: facts.view,
    waterfront: facts.waterfront === "yes",
    condition: facts.condition ?? "average",
  };
}
