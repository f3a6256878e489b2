/** What other parts of the app may use of buyer data on the server; everything else is internal to it. */
export { deleteBuyerAccount, DELETE_ACCOUNT_MESSAGES } from "./delete-buyer-account.server";
export { exportBuyerData } from "./export-buyer-data.server";
export type { BuyerDataExport } from "./export-buyer-data.server";
