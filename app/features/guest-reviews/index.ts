/** What other parts of the app may use of guest-reviews (safe in the browser); everything else is internal to it. */
export { STAY_REVIEW_MESSAGES } from "./review-link-messages";
