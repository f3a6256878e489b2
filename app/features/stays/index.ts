/** What other parts of the app may use of stays (safe in the browser); everything else is internal to it. */
export { ARRIVAL_NOTE_MAX } from "./arrival-notes-schema";
export { ARRIVAL_NOTE_SECTIONS } from "./stay-mail";
export { STAY_REVIEW_MESSAGES } from "./stay-review-messages";
