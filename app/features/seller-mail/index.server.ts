/** What other parts of the app may use of the monthly e-mails for sellers on the server; everything else is internal to it. */
export { deleteUnconfirmedSubscriptionsBefore, handleMarketSubscription, valuationUpdatesConsent } from "./subscribe.server";
export { confirmSubscription, findLinkedSubscription, unsubscribe } from "./subscription-links.server";
export { startSellerMail } from "./monthly-mail.server";
