import { describe, expect, it } from "vitest";
import {
  largestJpegPath,
  metaDescription,
  rentalJsonLd,
  saleListingJsonLd,
  serializeJsonLd,
  type StructuredListing,
} from "./listing-structured-data";

const base: StructuredListing = {
  kind: "sale",
  category: "residential",
  subcategory: "villa",
  title: "Sugarbird Villa",
  descriptionText: "Stone arches, mahogany doors and a pool deck.",
  area: "Chocolate Hole",
  listPrice: 2_450_000,
  closePrice: null,
  closeDate: null,
  standardStatus: "Active",
  bedroomsTotal: 4,
  bathroomsTotalInteger: 4,
  livingArea: 3200,
  lotSizeAcres: 0.55,
  yearBuilt: 2008,
  latitude: 18.3185,
  longitude: -64.7705,
  submittedAt: new Date("2026-01-02T10:00:00Z"),
  listOfficeName: "Sugar Apple Realty",
};

const context = { url: "https://example.test/property/1", images: ["https://example.test/media/a/1600.jpg"], brokerName: "Sugar Apple Realty" };

describe("metaDescription", () => {
  it("keeps a short description whole, on one line", () => {
    expect(metaDescription("A  villa.\n\nWith a pool.", "fallback")).toBe("A villa. With a pool.");
  });

  it("cuts a long one at a word, within the limit", () => {
    const text = "Walk down to the harbor for a morning paddle, then back up to a great room that opens to the breeze on three sides, with a pool and spa and four air-conditioned bedrooms.";
    const description = metaDescription(text, "fallback");
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith("…")).toBe(true);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
    expect(description).not.toMatch(/\s…$/);
  });

  it("falls back when there is no description", () => {
    expect(metaDescription("   ", "A home in Cruz Bay")).toBe("A home in Cruz Bay");
  });
});

describe("largestJpegPath", () => {
  it("picks the widest JPEG", () => {
    const variants = [
      { width: 480, height: 320, format: "jpeg" as const, key: "abc/480.jpg" },
      { width: 1600, height: 1067, format: "webp" as const, key: "abc/1600.webp" },
      { width: 1600, height: 1067, format: "jpeg" as const, key: "abc/1600.jpg" },
      { width: 960, height: 640, format: "jpeg" as const, key: "abc/960.jpg" },
    ];
    expect(largestJpegPath({ variants })).toBe("/media/abc/1600.jpg");
    expect(largestJpegPath(undefined)).toBeUndefined();
    expect(largestJpegPath({ variants: [] })).toBeUndefined();
  });
});

describe("serializeJsonLd", () => {
  it("can never close the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>", note: "<!-- & -->", line: "a\u2028b" });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>", note: "<!-- & -->", line: "a\u2028b" });
  });
});

describe("saleListingJsonLd", () => {
  it("describes a listing for sale with its Offer, address and position", () => {
    const data = saleListingJsonLd(base, context);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "RealEstateListing",
      name: "Sugarbird Villa",
      description: "Stone arches, mahogany doors and a pool deck.",
      url: context.url,
      image: context.images,
      datePosted: "2026-01-02",
      offers: { "@type": "Offer", price: 2_450_000, priceCurrency: "USD", availability: "https://schema.org/InStock" },
      about: {
        "@type": "House",
        address: { "@type": "PostalAddress", addressLocality: "Chocolate Hole", addressRegion: "St. John", addressCountry: "VI" },
        geo: { "@type": "GeoCoordinates", latitude: 18.3185, longitude: -64.7705 },
        numberOfBedrooms: 4,
        floorSize: { value: 3200, unitCode: "FTK" },
      },
    });
  });

  it("gives a sold listing its close price and marks it sold out", () => {
    const data = saleListingJsonLd({ ...base, kind: "sold", standardStatus: "Closed", closePrice: 2_300_000, closeDate: "2025-04-18" }, context);
    expect(data.offers).toMatchObject({ price: 2_300_000, availability: "https://schema.org/SoldOut" });
  });

  it("leaves out what a lot does not have", () => {
    const data = saleListingJsonLd(
      { ...base, category: "land", subcategory: "lot", bedroomsTotal: null, bathroomsTotalInteger: null, livingArea: null, yearBuilt: null, latitude: null, longitude: null },
      context,
    );
    expect(data.about).toEqual({
      "@type": "Place",
      name: "Sugarbird Villa",
      address: { "@type": "PostalAddress", addressLocality: "Chocolate Hole", addressRegion: "St. John", addressCountry: "VI" },
    });
  });
});

describe("rentalJsonLd", () => {
  it("describes a villa with occupancy, amenities and the nightly rate", () => {
    const data = rentalJsonLd(
      {
        ...base,
        kind: "rental",
        listPrice: null,
        propertyInfo: { name: "Villa Solstice" },
        maxGuests: 10,
        nightlyRate: 1950,
        amenities: ["Infinity pool", "Wi-Fi"],
        checkInTime: "16:00",
        checkOutTime: "10:00",
      },
      context,
    );
    expect(data).toMatchObject({
      "@type": "VacationRental",
      name: "Villa Solstice",
      geo: { latitude: 18.3185, longitude: -64.7705 },
      containsPlace: {
        "@type": "Accommodation",
        occupancy: { "@type": "QuantitativeValue", value: 10 },
        numberOfBedrooms: 4,
        amenityFeature: [
          { "@type": "LocationFeatureSpecification", name: "Infinity pool", value: true },
          { "@type": "LocationFeatureSpecification", name: "Wi-Fi", value: true },
        ],
      },
      makesOffer: { "@type": "Offer", price: 1950, priceCurrency: "USD", priceSpecification: { unitCode: "DAY" } },
    });
  });
});
