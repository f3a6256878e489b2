/** What other parts of the app may use of rental-agreements on the server; everything else is internal to it. */
export { agreementDigest, countAgreementVersions, currentAgreement, findAgreement, saveAgreementText, seedDemoAgreement } from "./rental-agreements.server";
export type { RentalAgreementRow } from "./rental-agreements.server";
