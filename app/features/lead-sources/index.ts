/** What other parts of the app may use of lead sources (safe in the browser); everything else is internal to it. */
export { FIRST_TOUCH_FIELD, keepFirstTouch } from "./enhance/first-touch";
export { channelOf, readFirstTouch } from "./source-rules";
export type { FirstTouch } from "./source-rules";
