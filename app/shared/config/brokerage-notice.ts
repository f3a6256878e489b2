/** The brokerage as the notices name it (settings: BROKERAGE_LEGAL_NAME, BROKERAGE_LICENSE, BROKER_OF_RECORD, BROKER_LICENSE). */
export type Brokerage = { legalName: string; license: string; brokerOfRecord: string; brokerLicense: string };

/** The fair-housing statement every page's footer and every e-mail carries, beside or instead of the logo. */
export const EQUAL_HOUSING_NOTICE =
  "Equal Housing Opportunity. We are pledged to the letter and spirit of U.S. policy for the achievement of equal housing opportunity throughout the nation.";

/** The self-hosted Equal Housing Opportunity logo and the text read in its place. */
export const EQUAL_HOUSING_LOGO = { src: "/images/equal-housing-opportunity.svg", alt: "Equal Housing Opportunity" } as const;

/** Who is licensed: the brokerage and its license, then the broker of record and theirs. */
export function licenseLines(brokerage: Brokerage): [string, string] {
  return [
    `${brokerage.legalName}, licensed real estate brokerage, license ${brokerage.license}.`,
    `Broker of record: ${brokerage.brokerOfRecord}, license ${brokerage.brokerLicense}.`,
  ];
}

/** Marks where the notices begin in a plain-text e-mail (the usual signature separator, so mail programs fold it). */
const TEXT_SEPARATOR = "\n\n-- \n";

/** The plain-text notices an e-mail ends with. */
export function mailNoticeText(brokerage: Brokerage): string {
  return `${TEXT_SEPARATOR}${licenseLines(brokerage).join("\n")}\n${EQUAL_HOUSING_NOTICE}\n`;
}
