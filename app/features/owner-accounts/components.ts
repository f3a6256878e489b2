/** The owner-accounts components, for routes; everything else is internal to it. */
export { StatementSheet } from "./ui/statement-sheet";
export { CalendarLegend, EntryDescription, VillaCalendar } from "./ui/owner-calendar-view";
export { InviteOwnerForm, OwnersTable } from "./ui/owners-list";
export { OwnerAccountView } from "./ui/owner-account-view";
export { TrustReconciliationView } from "./ui/trust-reconciliation-view";
export { TrustWithdrawalsView } from "./ui/trust-withdrawals-view";
export { StripePayoutsView } from "./ui/stripe-payouts-view";
