/** What other parts of the app may use of spam guard on the server; everything else is internal to it. */
export { guardSubmission, hasGenuineFormToken, issueFormToken, sendAgainReply } from "./spam-guard.server";
