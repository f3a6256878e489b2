/** What other parts of the app may use of stay-payments (safe in the browser); everything else is internal to it. */
export { paymentRequestMail, stayCancelledMail } from "./stay-payment-mail";
