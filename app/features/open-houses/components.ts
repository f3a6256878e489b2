/** The components of open houses, for routes and other features' pages; everything else is internal to it. */
export { OpenHouseManager } from "./ui/open-house-manager";
export { OpenHouseSection } from "./ui/open-house-section";
export type { OpenHouseFailure } from "./open-house-action.server";
