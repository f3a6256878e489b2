/** The MLS feed's components other parts of the app may render. */
export { FeedNotice } from "./ui/feed-notice";
