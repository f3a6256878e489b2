import { describe, expect, it } from "vitest";
import { LISTING_MESSAGES } from "./listing-rules";
import { rentalListingSchema, reviewDecisionSchema, saleListingSchema, soldListingSchema } from "./listing-schema";

const sale = { title: "  Sunset   Ridge ", category: "residential", listPrice: 1_450_000 };
const sold = { ...sale, closePrice: 1_390_000, closeDate: "2025-03-14" };
const rental = { propertyInfo: { name: "Villa Solstice" }, nightlyRate: 1200, maxGuests: 8, minimumNights: 5 };

function errors(schema: { safeParse: (input: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error!.issues) byField[String(issue.path[0] ?? "")] ??= issue.message;
  return byField;
}

describe("saleListingSchema", () => {
  it("accepts the minimum and tidies it", () => {
    expect(saleListingSchema.parse(sale)).toEqual({
      title: "Sunset Ridge",
      description: "",
      category: "residential",
      features: [],
      details: {},
      listPrice: 1_450_000,
      standardStatus: "Active",
    });
  });

  it("reads a form's strings: prices with $ and commas, blanks as absent, features one per line", () => {
    const parsed = saleListingSchema.parse({
      ...sale,
      listPrice: "$1,450,000.40",
      bedroomsTotal: "",
      bathroomsTotalInteger: "2",
      lotSizeAcres: "0.51234",
      area: "  ",
      features: "Pool\r\n\r\n Ocean view ",
      standardStatus: "",
    });
    expect(parsed).toMatchObject({ listPrice: 1_450_000, bathroomsTotalInteger: 2, lotSizeAcres: 0.5123, features: ["Pool", "Ocean view"] });
    expect(parsed.bedroomsTotal).toBeUndefined();
    expect(parsed.area).toBeUndefined();
  });

  it("refuses absurd values with clear messages", () => {
    expect(errors(saleListingSchema, { ...sale, listPrice: -5 })).toEqual({ listPrice: "Price must be a positive amount" });
    expect(errors(saleListingSchema, { ...sale, listPrice: "abc" })).toEqual({ listPrice: "Price must be a positive amount" });
    expect(errors(saleListingSchema, { ...sale, listPrice: 0 })).toEqual({ listPrice: "Price must be a positive amount" });
    expect(errors(saleListingSchema, { ...sale, listPrice: 5e12 })).toEqual({ listPrice: "Price must be less than $1,000,000,000" });
    expect(errors(saleListingSchema, { ...sale, bedroomsTotal: 900 })).toEqual({ bedroomsTotal: "Bedrooms must be between 0 and 50" });
    expect(errors(saleListingSchema, { ...sale, bedroomsTotal: 2.5 })).toEqual({ bedroomsTotal: "Bedrooms must be between 0 and 50" });
    expect(errors(saleListingSchema, { ...sale, bathroomsTotalInteger: -1 })).toEqual({ bathroomsTotalInteger: "Bathrooms must be between 0 and 50" });
    expect(errors(saleListingSchema, { ...sale, livingArea: 0 })).toEqual({ livingArea: LISTING_MESSAGES.livingArea });
    expect(errors(saleListingSchema, { ...sale, lotSizeAcres: -2 })).toEqual({ lotSizeAcres: LISTING_MESSAGES.acres });
    expect(errors(saleListingSchema, { ...sale, yearBuilt: 1200 })).toMatchObject({ yearBuilt: expect.stringMatching(/^Year built must be between 1600 and \d{4}$/) });
    expect(errors(saleListingSchema, { ...sale, latitude: 91, longitude: "east" })).toEqual({
      latitude: LISTING_MESSAGES.latitude,
      longitude: LISTING_MESSAGES.longitude,
    });
  });

  it("takes a virtual tour only as a public https address", () => {
    expect(saleListingSchema.parse({ ...sale, virtualTourUrl: " https://my.matterport.com/show/?m=abc " }).virtualTourUrl).toBe("https://my.matterport.com/show/?m=abc");
    expect(saleListingSchema.parse({ ...sale, virtualTourUrl: "" }).virtualTourUrl).toBeUndefined();
    for (const unsafe of ["javascript:alert(1)", "http://tour.example.com", "tour.example.com", "https://a:b@tour.example.com", `https://tour.example.com/${"x".repeat(500)}`]) {
      expect(errors(saleListingSchema, { ...sale, virtualTourUrl: unsafe }), unsafe).toEqual({ virtualTourUrl: LISTING_MESSAGES.virtualTour });
    }
  });

  it("names each missing required field", () => {
    expect(errors(saleListingSchema, {})).toEqual({
      title: "Please enter a title",
      category: "Please choose residential, commercial or land",
      listPrice: "Please enter the price",
    });
  });

  it("keeps the subcategory inside its category", () => {
    expect(errors(saleListingSchema, { ...sale, category: "land", subcategory: "condo" })).toEqual({
      subcategory: "Please choose a land type: lot, estate parcel",
    });
    expect(saleListingSchema.parse({ ...sale, category: "commercial", subcategory: "mixed-use" }).subcategory).toBe("mixed-use");
  });

  it("does not take a closed sale as a listing for sale", () => {
    expect(errors(saleListingSchema, { ...sale, standardStatus: "Closed" })).toEqual({ standardStatus: LISTING_MESSAGES.saleStatus });
    expect(errors(saleListingSchema, { ...sale, standardStatus: "Sold" })).toEqual({ standardStatus: LISTING_MESSAGES.standardStatus });
    expect(saleListingSchema.parse({ ...sale, standardStatus: "ActiveUnderContract" }).standardStatus).toBe("ActiveUnderContract");
  });
});

describe("soldListingSchema", () => {
  it("needs the close price and a real, past closing date", () => {
    expect(soldListingSchema.parse(sold)).toMatchObject({ closePrice: 1_390_000, closeDate: "2025-03-14", standardStatus: "Closed" });
    expect(errors(soldListingSchema, sale)).toEqual({
      closePrice: "Please enter the sale price",
      closeDate: "Please enter the closing date",
    });
    expect(errors(soldListingSchema, { ...sold, closeDate: "2025-02-30" })).toEqual({ closeDate: LISTING_MESSAGES.closeDateInvalid });
    expect(errors(soldListingSchema, { ...sold, closeDate: "14/03/2025" })).toEqual({ closeDate: LISTING_MESSAGES.closeDateInvalid });
    expect(errors(soldListingSchema, { ...sold, closeDate: "2999-01-01" })).toEqual({ closeDate: LISTING_MESSAGES.closeDateFuture });
    expect(errors(soldListingSchema, { ...sold, closePrice: -1 })).toEqual({ closePrice: "Price must be a positive amount" });
    expect(errors(soldListingSchema, { ...sold, standardStatus: "Active" })).toEqual({ standardStatus: LISTING_MESSAGES.soldStatus });
  });
});

describe("rentalListingSchema", () => {
  it("needs a name, nightly rate, guests and minimum nights; the title defaults to the name", () => {
    expect(rentalListingSchema.parse(rental)).toMatchObject({
      title: "Villa Solstice",
      category: "residential",
      checkInTime: "16:00",
      checkOutTime: "10:00",
      amenities: [],
    });
    expect(errors(rentalListingSchema, {})).toEqual({
      propertyInfo: "Please enter the property's name",
      nightlyRate: "Please enter the nightly rate",
      maxGuests: "Please enter the maximum number of guests",
      minimumNights: "Please enter the minimum number of nights",
    });
    expect(errors(rentalListingSchema, { ...rental, propertyInfo: { name: " " } })).toEqual({
      propertyInfo: "Please enter the property's name",
    });
  });

  it("refuses absurd terms", () => {
    expect(errors(rentalListingSchema, { ...rental, maxGuests: 0 })).toEqual({ maxGuests: "Guests must be between 1 and 50" });
    expect(errors(rentalListingSchema, { ...rental, maxGuests: 500 })).toEqual({ maxGuests: "Guests must be between 1 and 50" });
    expect(errors(rentalListingSchema, { ...rental, minimumNights: 400 })).toEqual({ minimumNights: "Minimum nights must be between 1 and 365" });
    expect(errors(rentalListingSchema, { ...rental, nightlyRate: -100 })).toEqual({ nightlyRate: "Nightly rate must be a positive amount" });
    expect(errors(rentalListingSchema, { ...rental, nightlyRate: 250_000 })).toEqual({ nightlyRate: "Rates must be less than $100,000" });
    expect(errors(rentalListingSchema, { ...rental, cleaningFee: -1 })).toEqual({ cleaningFee: LISTING_MESSAGES.cleaningFee });
    expect(errors(rentalListingSchema, { ...rental, checkInTime: "4pm" })).toEqual({ checkInTime: LISTING_MESSAGES.time });
    expect(errors(rentalListingSchema, { ...rental, amenities: Array.from({ length: 61 }, (_, i) => `Item ${i}`) })).toEqual({
      amenities: LISTING_MESSAGES.tooManyFeatures,
    });
  });
});

describe("reviewDecisionSchema", () => {
  it("accepts any status of 1 to 40 characters and defaults notes to empty", () => {
    expect(reviewDecisionSchema.parse({ status: " approved " })).toEqual({ status: "approved", notes: "" });
    expect(reviewDecisionSchema.safeParse({ status: "" }).success).toBe(false);
    expect(reviewDecisionSchema.safeParse({ status: "x".repeat(41) }).success).toBe(false);
  });
});
