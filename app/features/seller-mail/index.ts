/** What other parts of the app may use of the monthly e-mails for sellers (safe in the browser); everything else is internal to it. */
export { ESTIMATE_MOVE_THRESHOLD, SELLER_MAIL_MESSAGES, subscriptionWords, UNCONFIRMED_DAYS } from "./seller-mail-rules";
export type { SellerMailKind } from "./seller-mail-rules";
