/** What other features may use of spam-guard on the server; everything else is internal to it. */
export { guardSubmission, hasGenuineFormToken, issueFormToken, sendAgainReply } from "./spam-guard.server";
