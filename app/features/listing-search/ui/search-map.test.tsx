import { describe, expect, it } from "vitest";
import type { CardListing } from "~/features/listings/ui/listing-card";
import { searchMarkers } from "./search-map";

const listing = (changes: Partial<CardListing>): CardListing => ({
  id: "5b0c1c1e-8f5e-4a8e-9d1e-1f2a3b4c5d6e",
  kind: "sale",
  category: "residential",
  subcategory: "villa",
  title: "Sugarbird Villa",
  slug: "sugarbird-villa",
  area: "Chocolate Hole",
  price: 2_450_000,
  listPrice: 2_450_000,
  closePrice: null,
  closeDate: null,
  standardStatus: "Active",
  bedroomsTotal: 4,
  bathroomsTotalInteger: 4,
  livingArea: 3200,
  lotSizeAcres: 0.55,
  latitude: 18.3187,
  longitude: -64.7752,
  nightlyRate: null,
  maxGuests: null,
  listOfficeName: null,
  buyerOfficeName: null,
  propertyInfo: null,
  photo: null,
  ...changes,
});

describe("searchMarkers", () => {
  it("pins each located listing with its title, price and page", () => {
    expect(searchMarkers([listing({})])).toEqual([
      { lat: 18.3187, lng: -64.7752, label: "Sugarbird Villa, $2,450,000", href: "/property/5b0c1c1e-8f5e-4a8e-9d1e-1f2a3b4c5d6e" },
    ]);
    const rental = listing({ kind: "rental", slug: "villa-marisol", propertyInfo: { slug: "villa-marisol" }, listPrice: null, price: null, nightlyRate: 1150, title: "Villa Marisol" });
    expect(searchMarkers([rental])[0]).toMatchObject({ label: "Villa Marisol, $1,150 a night", href: "/rental/villa-marisol" });
  });

  it("leaves out listings without a location", () => {
    expect(searchMarkers([listing({ latitude: null }), listing({ longitude: undefined })])).toEqual([]);
  });
});
