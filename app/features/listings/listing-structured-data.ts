import type { StandardStatus } from "./listing-rules";
import { rentalName } from "./rental-name";

/**
 * Schema.org JSON-LD for the listing pages (RealEstateListing with an Offer
 * for sale and sold listings, VacationRental for rentals). Pure, so it is
 * tested on its own and the page only renders what it returns.
 */

type JsonLd = Record<string, unknown>;

/** What the builders read from a listing (a subset of PublicListing). */
export type StructuredListing = {
  kind: string;
  category: string;
  subcategory: string | null;
  title: string;
  /** Plain text, from the agent's markdown. */
  descriptionText: string;
  area: string | null;
  listPrice: number | null;
  closePrice: number | null;
  closeDate: string | null;
  standardStatus: StandardStatus | string;
  bedroomsTotal: number | null;
  bathroomsTotalInteger: number | null;
  livingArea: number | null;
  lotSizeAcres: number | null;
  yearBuilt: number | null;
  latitude: number | null;
  longitude: number | null;
  submittedAt: Date | string;
  listOfficeName: string | null;
  propertyInfo?: { name?: string } | null;
  maxGuests?: number | null;
  nightlyRate?: number | null;
  amenities?: string[];
  checkInTime?: string | null;
  checkOutTime?: string | null;
};

export type StructuredContext = {
  /** Absolute canonical URL of the page. */
  url: string;
  /** Absolute image URLs, the first the main one. */
  images: string[];
  /** The brokerage, as the seller or host. */
  brokerName: string;
  /** The day (YYYY-MM-DD) the current price took effect, from the listing's history. */
  priceSince?: string;
};

const SCHEMA = "https://schema.org";

const AVAILABILITY: Record<string, string> = {
  Active: `${SCHEMA}/InStock`,
  ActiveUnderContract: `${SCHEMA}/LimitedAvailability`,
  Pending: `${SCHEMA}/LimitedAvailability`,
  Closed: `${SCHEMA}/SoldOut`,
  Withdrawn: `${SCHEMA}/Discontinued`,
  Expired: `${SCHEMA}/Discontinued`,
};

function address(listing: StructuredListing): JsonLd {
  return {
    "@type": "PostalAddress",
    ...(listing.area ? { addressLocality: listing.area } : {}),
    addressRegion: "St. John",
    addressCountry: "VI",
  };
}

function geo(listing: StructuredListing): JsonLd | undefined {
  if (typeof listing.latitude !== "number" || typeof listing.longitude !== "number") return undefined;
  return { "@type": "GeoCoordinates", latitude: listing.latitude, longitude: listing.longitude };
}

/** Leaves out keys whose value is null, undefined or an empty list. */
function compact(object: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0)));
}

function dateOnly(value: Date | string): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** The place being sold: a house, an apartment, or land and premises. */
function placeType(listing: StructuredListing): string {
  if (listing.category !== "residential") return "Place";
  if (listing.subcategory === "condo") return "Apartment";
  if (listing.subcategory === "single-family") return "SingleFamilyResidence";
  return "House";
}

/** A sale or sold listing: RealEstateListing with an Offer and the property's address and position. */
export function saleListingJsonLd(listing: StructuredListing, context: StructuredContext): JsonLd {
  const sold = listing.kind === "sold";
  const price = sold ? (listing.closePrice ?? listing.listPrice) : listing.listPrice;
  const offer = compact({
    "@type": "Offer",
    price,
    priceCurrency: "USD",
    availability: AVAILABILITY[listing.standardStatus] ?? `${SCHEMA}/InStock`,
    url: context.url,
    seller: { "@type": "RealEstateAgent", name: listing.listOfficeName || context.brokerName },
    validFrom: context.priceSince,
    ...(sold && listing.closeDate ? { availabilityEnds: listing.closeDate } : {}),
  });
  const place = compact({
    "@type": placeType(listing),
    name: listing.title,
    address: address(listing),
    geo: geo(listing),
    numberOfRooms: listing.bedroomsTotal ?? undefined,
    numberOfBedrooms: listing.category === "residential" ? (listing.bedroomsTotal ?? undefined) : undefined,
    numberOfBathroomsTotal: listing.bathroomsTotalInteger ?? undefined,
    floorSize: listing.livingArea ? { "@type": "QuantitativeValue", value: listing.livingArea, unitCode: "FTK" } : undefined,
    yearBuilt: listing.yearBuilt ?? undefined,
  });
  return compact({
    "@context": SCHEMA,
    "@type": "RealEstateListing",
    name: listing.title,
    description: listing.descriptionText || undefined,
    url: context.url,
    image: context.images,
    datePosted: dateOnly(listing.submittedAt),
    offers: offer,
    about: place,
    ...(listing.lotSizeAcres ? { additionalProperty: [{ "@type": "PropertyValue", name: "Lot size", value: listing.lotSizeAcres, unitCode: "ACR" }] } : {}),
  });
}

/** A rental: VacationRental holding the Accommodation (occupancy, rooms, amenities), with the nightly rate as an Offer. */
export function rentalJsonLd(listing: StructuredListing, context: StructuredContext): JsonLd {
  const name = rentalName(listing);
  const amenityFeature = (listing.amenities ?? []).map((amenity) => ({ "@type": "LocationFeatureSpecification", name: amenity, value: true }));
  const accommodation = compact({
    "@type": "Accommodation",
    additionalType: "EntirePlace",
    name,
    occupancy: listing.maxGuests ? { "@type": "QuantitativeValue", value: listing.maxGuests } : undefined,
    numberOfBedrooms: listing.bedroomsTotal ?? undefined,
    numberOfBathroomsTotal: listing.bathroomsTotalInteger ?? undefined,
    floorSize: listing.livingArea ? { "@type": "QuantitativeValue", value: listing.livingArea, unitCode: "FTK" } : undefined,
    amenityFeature,
  });
  const offer = listing.nightlyRate
    ? {
        "@type": "Offer",
        price: listing.nightlyRate,
        priceCurrency: "USD",
        url: context.url,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: listing.nightlyRate,
          priceCurrency: "USD",
          unitCode: "DAY",
          unitText: "night",
        },
      }
    : undefined;
  return compact({
    "@context": SCHEMA,
    "@type": "VacationRental",
    name,
    description: listing.descriptionText || undefined,
    url: context.url,
    image: context.images,
    address: address(listing),
    geo: geo(listing),
    latitude: listing.latitude ?? undefined,
    longitude: listing.longitude ?? undefined,
    checkinTime: listing.checkInTime ?? undefined,
    checkoutTime: listing.checkOutTime ?? undefined,
    amenityFeature,
    containsPlace: accommodation,
    makesOffer: offer,
    brand: { "@type": "Organization", name: context.brokerName },
  });
}
