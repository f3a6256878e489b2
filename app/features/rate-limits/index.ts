/** What other parts of the app may use of rate limits (safe in the browser); everything else is internal to it. */
export { MAX_LIVE_STREAMS_PER_CLIENT, RATE_LIMITS } from "./rate-limit-rules";
