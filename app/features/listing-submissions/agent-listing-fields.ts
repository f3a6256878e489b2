import { LISTING_LIMITS as LIMITS, TIME_PATTERN, yearBuiltMax, type ListingKind } from "~/features/listings";

/**
 * The agent's listing forms as data: for each kind, its steps
 * and each step's fields with their labels and native constraints (from the
 * listing rules the zod schemas read). The form component draws them; the
 * server reads exactly these names from a post. No zod, no server code:
 * the browser imports it.
 */

export type FieldOptions = "category" | "subcategory" | "area";

export type AgentField = {
  /** The posted name; the schema's field except `propertyName` (propertyInfo.name). */
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  control?: "input" | "textarea" | "select";
  type?: "text" | "number" | "date" | "url";
  /** A dollar amount (FormField's `money`). */
  money?: boolean;
  options?: FieldOptions;
  /** A list field: one item per line (features, amenities); commas stay inside an item. */
  list?: boolean;
  min?: number;
  max?: number | (() => number);
  step?: number | "any";
  maxLength?: number;
  pattern?: string;
  inputMode?: "numeric" | "decimal";
  rows?: number;
};

export type AgentStep = { id: string; title: string; fields: readonly AgentField[] };

// Dollar amounts are text fields shown with their thousands separated ("4,250,000"); the schema reads them so, up to its limits.
const money = (name: string, label: string, required = false): AgentField => ({ name, label, required, money: true });

const title: AgentField = { name: "title", label: "Title", required: true, maxLength: LIMITS.titleMax };
const category: AgentField = { name: "category", label: "Category", required: true, control: "select", options: "category" };
const subcategory: AgentField = { name: "subcategory", label: "Type", control: "select", options: "subcategory" };
const area: AgentField = { name: "area", label: "Area", control: "select", options: "area" };
const bedrooms: AgentField = { name: "bedroomsTotal", label: "Bedrooms", type: "number", inputMode: "numeric", min: 0, max: LIMITS.bedroomsMax };
const bathrooms: AgentField = { name: "bathroomsTotalInteger", label: "Bathrooms", type: "number", inputMode: "numeric", min: 0, max: LIMITS.bathroomsMax };
const livingArea: AgentField = { name: "livingArea", label: "Living area (sq ft)", type: "number", inputMode: "numeric", min: 1, max: LIMITS.livingAreaMax };
const lotSize: AgentField = { name: "lotSizeAcres", label: "Lot size (acres)", type: "number", inputMode: "decimal", min: 0, max: LIMITS.acresMax, step: "any" };
const yearBuilt: AgentField = { name: "yearBuilt", label: "Year built", type: "number", inputMode: "numeric", min: LIMITS.yearBuiltMin, max: yearBuiltMax };
const description: AgentField = { name: "description", label: "Description", control: "textarea", maxLength: LIMITS.descriptionMax };
const listHint = `One per line; at most ${LIMITS.featuresMax}.`;
const features: AgentField = { name: "features", label: "Features", control: "textarea", list: true, rows: 4, hint: listHint };
const virtualTour: AgentField = {
  name: "virtualTourUrl",
  label: "Virtual tour link",
  type: "url",
  maxLength: LIMITS.virtualTourMax,
  hint: "Optional: an unbranded 3D or video tour's address, starting with https://",
};
const time = (name: string, label: string, hint: string): AgentField => ({ name, label, hint, pattern: TIME_PATTERN, maxLength: 5 });

/** The photo step and the review step close every form; their fields are not plain inputs. */
export const PHOTO_STEP: AgentStep = { id: "photos", title: "Photos", fields: [] };
export const REVIEW_STEP: AgentStep = { id: "review", title: "Review and submit", fields: [] };

export const AGENT_LISTING_STEPS: Record<ListingKind, readonly AgentStep[]> = {
  sale: [
    { id: "basics", title: "The basics", fields: [title, category, subcategory, area, money("listPrice", "List price (US$)", true)] },
    { id: "details", title: "Details", fields: [bedrooms, bathrooms, livingArea, lotSize, yearBuilt, description, features, virtualTour] },
    PHOTO_STEP,
    REVIEW_STEP,
  ],
  sold: [
    { id: "basics", title: "The basics", fields: [title, category, subcategory, area] },
    {
      id: "sale",
      title: "The sale",
      fields: [
        money("closePrice", "Sale price (US$)", true),
        { name: "closeDate", label: "Closing date", required: true, type: "date" },
        money("listPrice", "Last list price (US$)"),
        { name: "buyerOfficeName", label: "Buyer's office", maxLength: LIMITS.officeMax },
      ],
    },
    { id: "details", title: "Details", fields: [bedrooms, bathrooms, livingArea, lotSize, yearBuilt, description, features] },
    PHOTO_STEP,
    REVIEW_STEP,
  ],
  rental: [
    {
      id: "basics",
      title: "The basics",
      fields: [
        { name: "propertyName", label: "Property name", required: true, maxLength: LIMITS.nameMax },
        { ...title, required: false, hint: "Shown as the page's heading; the property name when left blank." },
        { ...category, hint: "Most rentals are residential." },
        subcategory,
        area,
      ],
    },
    {
      id: "stay",
      title: "Rates and stay",
      fields: [
        money("nightlyRate", "Nightly rate (US$)", true),
        money("weeklyRate", "Weekly rate (US$)", false),
        money("cleaningFee", "Cleaning fee (US$)", false),
        { name: "maxGuests", label: "Maximum guests", required: true, type: "number", inputMode: "numeric", min: LIMITS.guestsMin, max: LIMITS.guestsMax },
        { name: "minimumNights", label: "Minimum nights", required: true, type: "number", inputMode: "numeric", min: LIMITS.nightsMin, max: LIMITS.nightsMax },
        time("checkInTime", "Check-in time", "24-hour HH:MM; 16:00 when left blank."),
        time("checkOutTime", "Check-out time", "24-hour HH:MM; 10:00 when left blank."),
      ],
    },
    {
      id: "details",
      title: "Details",
      fields: [
        bedrooms,
        bathrooms,
        description,
        { name: "amenities", label: "Amenities", control: "textarea", list: true, rows: 4, hint: listHint },
        { name: "houseRules", label: "House rules", control: "textarea", rows: 4, maxLength: LIMITS.textMax },
        virtualTour,
      ],
    },
    PHOTO_STEP,
    REVIEW_STEP,
  ],
};

/** Every plain field a kind's form posts, in order. */
export function agentFields(kind: ListingKind): AgentField[] {
  return AGENT_LISTING_STEPS[kind].flatMap((step) => step.fields);
}

/** The step that holds a field (photo messages belong to the photo step). */
export function stepOfField(kind: ListingKind, name: string): string | undefined {
  if (name === "photos") return PHOTO_STEP.id;
  return AGENT_LISTING_STEPS[kind].find((step) => step.fields.some((field) => field.name === name))?.id;
}

export const KIND_TITLES: Record<ListingKind, string> = {
  sale: "a listing for sale",
  sold: "a sold listing",
  rental: "a rental",
};

export const PHOTO_LIMITS = { perListing: 40 } as const;

export const PHOTO_FORM_MESSAGES = {
  tooMany: `A listing can have at most ${PHOTO_LIMITS.perListing} photos`,
  alt: "Please describe every photo for visitors who cannot see it",
  altTooLong: `Each photo's description must be ${LIMITS.photoAltMax} characters or fewer`,
  unknown: "One of the photos is no longer part of this listing; please reload the page",
  uploading: "Please wait until every photo has finished uploading",
  noScript: "Adding photos needs JavaScript. You can submit the listing now and add photos later by editing it, with JavaScript turned on.",
} as const;

/** What the agent reads about a submission (the server answers with these too). */
export const AGENT_LISTING_MESSAGES = {
  pending: "Your account is waiting for approval; you can submit listings once an administrator approves it",
  notAgent: "Only agents can submit listings here",
  submitted: "Thank you — your listing is waiting for review",
  saved: "Saved — your listing is waiting for review again",
  withdrawn: "Your listing was withdrawn and its photos removed",
  area: "Please choose an area of St. John from the list",
  unavailable: "Your listing could not be saved just now; please try again in a few minutes",
} as const;
