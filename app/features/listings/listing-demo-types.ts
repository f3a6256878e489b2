import type { DemoArea } from "./listing-demo-areas";
import type { ListingCategory, ListingKind, ListingSubcategory, StandardStatus } from "./listing-rules";

/** The demo agents (app/features/accounts/demo-users.server.ts) who list the demo properties. */
export const DEMO_AGENTS = ["agent@demo.test", "agent2@demo.test"] as const;
export type DemoAgentEmail = (typeof DEMO_AGENTS)[number];

/** A hand-written demo listing; listing-demo-data.ts turns it into a row. */
export type DemoListing = {
  kind?: ListingKind;
  title: string;
  category: ListingCategory;
  subcategory: ListingSubcategory;
  area: DemoArea;
  blurb: string;
  features: string[];
  listPrice?: number;
  /** Bedrooms, bathrooms, living area (sq ft), lot (acres), year built. */
  size: [beds: number | null, baths: number | null, sqft: number | null, acres: number | null, year: number | null];
  status?: StandardStatus;
  featured?: boolean;
  /** Waiting for an administrator (the review queue); everything else is approved. */
  pending?: boolean;
  agent?: DemoAgentEmail;
  /** A closed sale; `daysOnMarket` places its listing date before `closeDate`. */
  sold?: { closePrice: number; closeDate: string; daysOnMarket: number; listOffice: string; buyerOffice: string };
  rental?: { name: string; nightly: number; weekly?: number; cleaning?: number; guests: number; minNights: number; amenities: string[]; rules: string };
};

/** A home's size; a condo's lot of 0 acres is no lot at all. */
export const home = (beds: number, baths: number, sqft: number, acres: number, year: number): DemoListing["size"] => [beds, baths, sqft, acres || null, year];
export const land = (acres: number): DemoListing["size"] => [null, null, null, acres, null];
export const premises = (sqft: number, acres: number, year: number): DemoListing["size"] => [null, null, sqft, acres, year];
