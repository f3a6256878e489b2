/** What other parts of the app may use of stay-payments on the server; everything else is internal to it. */
export { handleStripeWebhook, STRIPE_WEBHOOK_PATH } from "./stripe-webhook.server";
export { startStayPaymentsJob } from "./stay-payments-job.server";
export { loadStayPage, stayPageAction } from "./stay-page.server";
export type { StayView } from "./stay-page.server";
export { loadStayPayments, refundStay } from "./admin-payments.server";
export type { StayPaymentsPage } from "./admin-payments.server";
export { refundForCancellation } from "./cancel-stay.server";
export { sendRefunds } from "./refunds.server";
export { preparePaymentOnApproval, openStayAccount } from "./stay-account.server";
export type { PaymentRequest } from "./stay-account.server";
export { readStay } from "./stay-record.server";
export { paymentsEnabled } from "./stripe-client.server";
export { seedDemoStayPayments } from "./seed-stay-payments.server";
