/** What other parts of the app may use of rate limits on the server; everything else is internal to it. */
export { checkRateLimit, checkRateLimits, clientKey, recipientKey, waitDescription } from "./rate-limits.server";
