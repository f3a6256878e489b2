import { describe, expect, it } from "vitest";
import { licenseLines, mailNoticeText } from "./brokerage-notice";

const brokerage = { legalName: "Reef & Ridge <Realty> LLC", license: "B-77", brokerOfRecord: "Ana O'Neal", brokerLicense: "RB-9" };

describe("brokerage notices", () => {
  it("name the brokerage and the broker of record, each with their license", () => {
    expect(licenseLines(brokerage)).toEqual([
      "Reef & Ridge <Realty> LLC, licensed real estate brokerage, license B-77.",
      "Broker of record: Ana O'Neal, license RB-9.",
    ]);
  });

  it("end a plain-text e-mail after a signature separator, with the Equal Housing Opportunity statement", () => {
    const text = mailNoticeText(brokerage);
    expect(text.startsWith("\n\n-- \n")).toBe(true);
    expect(text).toContain("Broker of record: Ana O'Neal, license RB-9.\nEqual Housing Opportunity.");
  });

});
