import { describe, expect, it } from "vitest";
import { attributionLines, noticeLines } from "./feed-notice";

describe("an MLS listing's notice in e-mails", () => {
  it("gives another firm's listing its MLS number, its listing firm and the MLS's disclaimer", () => {
    expect(noticeLines({ listingKey: "K1", listingSource: "mls", listedByUs: false, listOfficeName: "Coral Bay Realty" }, "From the St. John MLS.")).toEqual([
      "MLS #K1",
      "Listing courtesy of Coral Bay Realty.",
      "From the St. John MLS.",
    ]);
  });

  it("gives our own MLS listing (feed or file) its number and the disclaimer, without a courtesy line", () => {
    expect(noticeLines({ listingKey: "F2", listingSource: null, listedByUs: true, listOfficeName: "Sugar Apple Realty" }, undefined)).toEqual([
      "MLS #F2",
      "Information deemed reliable but not guaranteed.",
    ]);
  });

  it("gives a listing entered here nothing", () => {
    expect(noticeLines({ listingKey: null, listingSource: null, listedByUs: false, listOfficeName: "Sugar Apple Realty" }, "x")).toEqual([]);
    expect(attributionLines({ listingKey: null, listOfficeName: null })).toEqual([]);
  });
});
