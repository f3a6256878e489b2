/** What other parts of the app may use of analytics (safe in the browser); everything else is internal to it. */
export { trackPageViews } from "./track-page-views";
