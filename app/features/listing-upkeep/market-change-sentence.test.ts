import { describe, expect, it } from "vitest";
import { marketChangeSentence } from "./market-change-sentence";

const listed = { status: "Active", listPrice: 4_250_000, closePrice: null, closeDate: null };

describe("what a save of a listing's price and status changed", () => {
  it("names each change with separated thousands and the form's words, in the form's order", () => {
    expect(marketChangeSentence(listed, { ...listed, listPrice: 3_995_000 })).toBe("Price changed from $4,250,000 to $3,995,000");
    expect(marketChangeSentence(listed, { ...listed, listPrice: 3_995_000, status: "ActiveUnderContract" })).toBe(
      "Price changed from $4,250,000 to $3,995,000; status changed from Active to Under contract",
    );
    expect(marketChangeSentence(listed, { ...listed, status: "Closed", closePrice: 3_900_000, closeDate: "2031-02-27" })).toBe(
      "Status changed from Active to Sold; sale price set to $3,900,000; closing date set to Feb 27, 2031",
    );
  });

  it("says nothing when nothing changed", () => {
    expect(marketChangeSentence(listed, { ...listed })).toBeNull();
    expect(marketChangeSentence({}, {})).toBeNull();
  });
});
