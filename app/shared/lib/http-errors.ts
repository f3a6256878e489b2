import { data } from "react-router";

/**
 * Ends a loader or action with the app's 500 page. Services have already
 * logged the cause with context (runService); the visitor sees no detail.
 */
export function serverError(): never {
  throw data(null, { status: 500, statusText: "Internal Server Error" });
}
