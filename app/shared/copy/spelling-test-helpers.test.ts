import { describe, expect, it } from "vitest";
import { britishSpellings } from "./spelling-test-helpers";

describe("britishSpellings", () => {
  it("finds the British forms people would read, as written", () => {
    expect(britishSpellings("Send enquiry. Your stay was cancelled. Saved to Favourites in a colourful neighbourhood.")).toEqual([
      "enquiry",
      "cancelled",
      "Favourites",
      "colourful",
      "neighbourhood",
    ]);
    expect(britishSpellings("The licence of a centre that organises travelling programmes")).toEqual(["licence", "organises", "centre", "travelling", "programmes"]);
  });

  it("passes American English, cancellation included", () => {
    expect(britishSpellings("Send inquiry. Your stay was canceled under the cancellation policy; a favorite, colorful neighborhood; license; grayed out.")).toEqual([]);
  });

  it("leaves addresses alone, which keep their old words", () => {
    expect(britishSpellings("See https://example.com/account/enquiries or /enquiry?listing=1 and /favourites.")).toEqual([]);
  });
});
