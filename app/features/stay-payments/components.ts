/** The stay-payments components, for routes and other features' pages; everything else is internal to it. */
export { StayPage } from "./ui/stay-page";
export type { StayActionData } from "./ui/stay-page";
export { StayPaymentsPanel } from "./ui/stay-payments-panel";
export type { RefundActionData } from "./ui/stay-payments-panel";
