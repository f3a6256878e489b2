/** What other parts of the app may use of home valuation (safe in the browser); everything else is internal to it. */
export { HOME_VALUE_AREA_PATH, HOME_VALUE_PATH } from "./valuation-paths";
