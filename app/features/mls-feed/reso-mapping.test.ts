import { describe, expect, it } from "vitest";
import { mapResoRecord } from "./reso-mapping";

const base = {
  ListingKey: "K-1",
  StandardStatus: "Active",
  PropertyType: "Residential",
  PropertySubType: "Single Family Residence",
  ListPrice: "1,250,000",
  UnparsedAddress: "Parcel 1 Estate Fish Bay",
  SubdivisionName: "FISH BAY",
};

const mapped = (record: Record<string, unknown>) => {
  const result = mapResoRecord(record);
  if (!result.ok) throw new Error(result.reason);
  return result.listing;
};
const reason = (record: Record<string, unknown>) => {
  const result = mapResoRecord(record);
  return result.ok ? undefined : result.reason;
};

describe("mapResoRecord", () => {
  it("maps RESO names to the listing, from JSON numbers or CSV strings alike", () => {
    const listing = mapped({ ...base, BedroomsTotal: "3", BathroomsTotalInteger: 2, LotSizeAcres: "0.5", Latitude: "18.32", Longitude: -64.75 });
    expect(listing).toMatchObject({
      listingKey: "K-1",
      kind: "sale",
      values: {
        title: "Parcel 1 Estate Fish Bay",
        area: "Fish Bay",
        category: "residential",
        subcategory: "single-family",
        listPrice: 1_250_000,
        bedroomsTotal: 3,
        bathroomsTotalInteger: 2,
        lotSizeAcres: 0.5,
        latitude: 18.32,
        longitude: -64.75,
        propertyType: "Residential",
        propertySubType: "Single Family Residence",
      },
    });
  });

  it("reads the market status as RESO spells it or as it is displayed", () => {
    expect(mapped({ ...base, StandardStatus: "ActiveUnderContract" }).values.standardStatus).toBe("ActiveUnderContract");
    expect(mapped({ ...base, StandardStatus: "Active Under Contract" }).values.standardStatus).toBe("ActiveUnderContract");
    expect(mapped({ ...base, StandardStatus: "Canceled" }).values.standardStatus).toBe("Withdrawn");
    const sold = mapped({ ...base, StandardStatus: "Closed", ClosePrice: 1_200_000, CloseDate: "2025-03-01T15:00:00Z" });
    expect(sold).toMatchObject({ kind: "sold", values: { standardStatus: "Closed", closeDate: "2025-03-01", closePrice: 1_200_000 } });
  });

  it("maps property sub-types to the site's subcategories", () => {
    const sub = (PropertyType: string, PropertySubType?: string, extra: Record<string, unknown> = {}) =>
      mapped({ ...base, PropertyType, PropertySubType, ...extra }).values.subcategory;
    expect(sub("Residential", "Condominium")).toBe("condo");
    expect(sub("Residential", "Townhouse")).toBe("condo");
    expect(sub("Residential", "Cabin")).toBe("cottage");
    expect(sub("Residential Income", "Triplex")).toBe("multi-family");
    expect(sub("Residential Income")).toBe("multi-family");
    expect(sub("Commercial Sale", "Office")).toBe("office");
    expect(sub("Business Opportunity", "Restaurant")).toBe("retail");
    expect(sub("Land", "Residential Lot")).toBe("lot");
    expect(sub("Land", undefined, { LotSizeAcres: 12 })).toBe("estate-parcel");
    expect(sub("Residential", "Manufactured Home")).toBeUndefined();
  });

  it("makes a title from the sub-type and area when there is no address", () => {
    expect(mapped({ ...base, UnparsedAddress: undefined, PropertySubType: "Condominium" }).values.title).toBe("Condo in Fish Bay");
  });

  it("keeps the listing agent's e-mail only when it is one", () => {
    expect(mapped({ ...base, ListAgentEmail: " Dana@Example.com ", ListAgentFullName: "Dana" }).agent).toEqual({ email: "dana@example.com", name: "Dana" });
    expect(mapped({ ...base, ListAgentEmail: "not an email" }).agent.email).toBeUndefined();
  });

  it("keeps an unbranded virtual tour only when it is a public https address, and never refuses the listing for one", () => {
    expect(mapped({ ...base, VirtualTourURLUnbranded: " https://tours.example.com/reef-bay " }).values.virtualTourUrl).toBe("https://tours.example.com/reef-bay");
    for (const unsafe of ["javascript:alert(1)", "http://tours.example.com/x", "https://user:pw@tours.example.com/", "https://localhost/x", `https://tours.example.com/${"x".repeat(600)}`]) {
      expect(mapped({ ...base, VirtualTourURLUnbranded: unsafe }).values.virtualTourUrl, unsafe).toBeUndefined();
    }
  });

  it("explains each refusal by RESO field", () => {
    expect(reason({ ...base, ListingKey: " " })).toBe("ListingKey is missing");
    expect(reason({ ...base, StandardStatus: undefined })).toBe("StandardStatus is missing");
    expect(reason({ ...base, PropertyType: "Spaceport" })).toBe('PropertyType "Spaceport" is not one we import');
    expect(reason({ ...base, PropertyType: "Commercial Lease" })).toBe('Lease listings are not imported (PropertyType "Commercial Lease")');
    expect(reason({ ...base, ListPrice: "call for price" })).toBe("ListPrice: Price must be a positive amount");
    expect(reason({ ...base, ListPrice: undefined })).toBe("ListPrice: Please enter the price");
    expect(reason({ ...base, Latitude: 123 })).toBe("Latitude: Latitude must be between -90 and 90");
    expect(reason({ ...base, StandardStatus: "Closed", ClosePrice: 5 })).toBe("CloseDate: Please enter the closing date");
  });
});
