import type { Sale } from "./valuation-method";
import type { PropertyType, View } from "./valuation-rules";

/**
 * A sold listing as the method reads it. The listings record no view,
 * frontage or condition, so the first two are read from the listing's
 * feature list ("Ocean view", "Waterfront") and condition is not read at all
 * (comparables count as average; decision 0147).
 */
export type SoldListingFacts = {
  id: string;
  category: string;
  subcategory: string | null;
  area: string | null;
  bedroomsTotal: number | null;
  bathroomsTotalInteger: number | null;
  livingArea: number | null;
  lotSizeAcres: number | null;
  closePrice: number | null;
  closeDate: string | null;
  features: readonly string[];
  latitude?: number | null;
  longitude?: number | null;
};

const WATERFRONT = /\b(waterfront|beachfront|beach access|on the water|water's edge|shoreline)\b/i;
const SEA_VIEW = /\b(ocean|sea|bay|harbou?r|shore|bvi|caribbean|water)\b[^,;]*\bviews?\b|\bviews?\b[^,;]*\b(ocean|sea|bay|harbou?r|shore|bvi|caribbean|water)\b/i;
const ANY_VIEW = /\bviews?\b/i;

/** What a listing's feature list says of its view: a view of the sea, of anything else, or none named. */
export function viewFromFeatures(features: readonly string[]): View {
  if (features.some((feature) => SEA_VIEW.test(feature))) return "ocean";
  return features.some((feature) => ANY_VIEW.test(feature)) ? "partial" : "none";
}

export function waterfrontFromFeatures(features: readonly string[]): boolean {
  return features.some((feature) => WATERFRONT.test(feature));
}

/** The method's type of a listing: its residential subcategory, or land; null for commercial property, which it does not value. */
export function propertyTypeOf(category: string, subcategory: string | null): PropertyType | null {
  if (category === "land") return "land";
  if (category !== "residential") return null;
  return subcategory === "villa" || subcategory === "condo" || subcategory === "cottage" || subcategory === "multi-family" ? subcategory : "single-family";
}

/** A sold listing as a sale, or null when it cannot be one (commercial, no price or date, no area). */
export function saleOf(listing: SoldListingFacts): Sale | null {
  const type = propertyTypeOf(listing.category, listing.subcategory);
  if (!type || !listing.area || listing.closePrice === null || !listing.closeDate) return null;
  return {
    id: listing.id,
    area: listing.area,
    type,
    beds: listing.bedroomsTotal,
    baths: listing.bathroomsTotalInteger,
    livingArea: listing.livingArea,
    lotAcres: listing.lotSizeAcres,
    view: viewFromFeatures(listing.features),
    waterfront: waterfrontFromFeatures(listing.features),
    closePrice: listing.closePrice,
    closeDate: listing.closeDate.slice(0, 10),
    location: typeof listing.latitude === "number" && typeof listing.longitude === "number" ? { lat: listing.latitude, lng: listing.longitude } : null,
  };
}
