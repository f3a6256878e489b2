/** The accounts components, for routes and other features' pages; everything else is internal to it. */
export { ResendVerificationForm } from "./ui/resend-verification-form";
export { BuyerSignupForm, ForgotPasswordForm, LoginForm, AgentRegistrationForm, ResetPasswordForm } from "./ui/account-forms";
export { USER_STATUS_LABELS, UserAdminTable, describeUserChange } from "./ui/user-admin-table";
