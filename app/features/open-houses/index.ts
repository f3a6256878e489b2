/** What other parts of the app may use of open houses (safe in the browser); everything else is internal to it. */
export { MAX_OPEN_HOUSES, OPEN_HOUSE_MESSAGES, openHouseBadge, openHouseHours, openHouseWhen } from "./open-house-rules";
export type { OpenHouseInput } from "./open-house-rules";
