import { describe, expect, it } from "vitest";
import { issuesToErrors } from "~/shared/forms/parse-form";
import { viewFromFeatures, waterfrontFromFeatures } from "./sale-facts";
import { VALUATION_MESSAGES as MESSAGES } from "./valuation-rules";
import { valuationSchema } from "./valuation-schema";

const home = { address: "12 Calabash Boom Road", area: "Coral Bay", type: "cottage", beds: "2", baths: "1", livingArea: "1100", lotAcres: "0.4", view: "ocean", waterfront: "no", condition: "good" };

function errorsOf(input: Record<string, string>) {
  const parsed = valuationSchema.safeParse(input);
  return parsed.success ? {} : issuesToErrors(parsed.error.issues).fieldErrors;
}

describe("valuationSchema", () => {
  it("takes a St. John home's facts, and land's without the home's", () => {
    expect(valuationSchema.parse(home)).toMatchObject({ area: "Coral Bay", beds: 2, livingArea: 1100, lotAcres: 0.4, waterfront: "no" });
    expect(errorsOf({ address: "Lot 7 Bordeaux", area: "Bordeaux", type: "land", beds: "", baths: "", livingArea: "", lotAcres: "1.5", view: "partial", waterfront: "no" })).toEqual({});
  });

  it.each([
    ["5 Red Hook Road, St. Thomas", MESSAGES.addressElsewhere],
    ["Cane Garden Bay, Tortola", MESSAGES.addressElsewhere],
    ["10 Main Street, New York, NY 10001", MESSAGES.addressZip],
  ])("refuses an address elsewhere: %s", (address, message) => {
    expect(errorsOf({ ...home, address })).toEqual({ address: message });
  });

  it("takes St. John's own ZIP code", () => {
    expect(errorsOf({ ...home, address: "12 Calabash Boom Road, St. John 00830" })).toEqual({});
  });

  it("refuses an area that is not the island's", () => {
    expect(errorsOf({ ...home, area: "Red Hook" })).toEqual({ area: MESSAGES.area });
  });

  it("refuses absurd facts with a clear word", () => {
    expect(errorsOf({ ...home, livingArea: "90000" })).toEqual({ livingArea: MESSAGES.livingArea });
    expect(errorsOf({ ...home, livingArea: "9000" })).toEqual({ livingArea: MESSAGES.smallHomeTooLarge });
    expect(errorsOf({ ...home, beds: "40" })).toEqual({ beds: MESSAGES.beds });
    expect(errorsOf({ ...home, beds: "12" })).toEqual({ beds: MESSAGES.tooManyBedrooms });
    expect(errorsOf({ ...home, lotAcres: "0" })).toEqual({ lotAcres: MESSAGES.homeNeedsLot });
    expect(errorsOf({ ...home, type: "condo", lotAcres: "0" })).toEqual({});
    expect(errorsOf({ ...home, type: "land", lotAcres: "" })).toEqual({ lotAcres: MESSAGES.landNeedsAcres });
  });
});

describe("sale facts from a listing's features", () => {
  it("reads a sea view, another view, or none, and water frontage", () => {
    expect(viewFromFeatures(["Infinity pool", "North Shore views"])).toBe("ocean");
    expect(viewFromFeatures(["Ocean view", "Garden"])).toBe("ocean");
    expect(viewFromFeatures(["Valley views"])).toBe("partial");
    expect(viewFromFeatures(["Pool"])).toBe("none");
    expect(waterfrontFromFeatures(["Waterfront", "Point setting"])).toBe(true);
    expect(waterfrontFromFeatures(["Beach access"])).toBe(true);
    expect(waterfrontFromFeatures(["Harbor view"])).toBe(false);
  });
});
