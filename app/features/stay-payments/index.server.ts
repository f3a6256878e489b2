/** What other parts of the app may use of stay-payments on the server; everything else is internal to it. */
export { openStayAccount, preparePaymentOnApproval, type PaymentRequest } from "./stay-account.server";
export { readStay } from "./stay-record.server";
export { refundForCancellation } from "./cancel-stay.server";
export { sendRefunds } from "./refunds.server";
export type { StayPaymentRow } from "./stay-account.table";
export { loadStayPage, stayPageAction, type StayView } from "./stay-page.server";
export { loadStayPayments, refundStay, type StayPaymentsPage } from "./admin-payments.server";
export { handleStripeWebhook, STRIPE_WEBHOOK_PATH } from "./stripe-webhook.server";
export { startStayPaymentsJob } from "./stay-payments-job.server";
export { seedDemoStayPaid, seedDemoStayPayments, seedDemoStayRefund } from "./seed-stay-payments.server";
export { getStripe, paymentsEnabled, Stripe, stripeErrorText } from "./stripe-client.server";
export { stayPaymentsByStripeIds } from "./payments-by-stripe-id.server";
