import { describe, expect, it } from "vitest";
import { rentalJsonLd, saleListingJsonLd, type StructuredListing } from "./listing-structured-data";

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

describe("saleListingJsonLd", () => {
  it("says since when the offer's price stands, from the listing's history", () => {
    expect(saleListingJsonLd(base, { ...context, priceSince: "2026-04-10" })).toMatchObject({ offers: { validFrom: "2026-04-10" } });
    expect(saleListingJsonLd(base, context)).not.toHaveProperty("offers.validFrom");
  });

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
