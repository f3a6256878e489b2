/** What other features may use of accounts (safe in the browser); everything else is internal to it. */
export { dashboardPath } from "./dashboard-path";
export { ResendVerificationForm } from "./ui/resend-verification-form";
