/** What other parts of the app may use of open houses on the server; everything else is internal to it. */
export { addFeedOpenHouses, hasOpenHouseDuring, listingsWithOpenHousesScheduledBetween, nextOpenHouses, openHouseScheduledAfter, replaceFeedOpenHouses, replaceFeedOpenHousesOf, upcomingOpenHouses } from "./open-houses.server";
export type { FeedOpenHouseInput, OpenHouse, OpenHouseTimes } from "./open-houses.server";
export { loadListingOpenHouses } from "./listing-open-houses.server";
export type { ListingOpenHouses } from "./listing-open-houses.server";
export { addOpenHouse, listStaffOpenHouses, removeOpenHouse } from "./staff-open-houses.server";
export type { StaffOpenHouses } from "./staff-open-houses.server";
export { handleOpenHouseAction } from "./open-house-action.server";
export type { OpenHouseAnswer } from "./open-house-action.server";
