/**
 * The monthly e-mails for sellers (decision 0148): what they are, when they
 * go, the addresses of their links and what the pages say. No database and
 * no zod here, so pages and tests read the same constants.
 */

/** A market report (an area's or the island's), or a valued home's estimate. */
export const SELLER_MAIL_KINDS = ["market", "valuation"] as const;
export type SellerMailKind = (typeof SELLER_MAIL_KINDS)[number];

/** A month's round for one subscription: an e-mail queued, nothing to say (an estimate that held, no new sale), or no report to send. */
export type SendOutcome = "sent" | "quiet" | "skipped";

/** The monthly e-mails go out from this hour of the 1st, island time (a job stopped then catches up later that month). */
export const MONTHLY_MAIL_HOUR = 8;

/**
 * A valued home's estimate has moved when it differs from the one the owner
 * was last told by this share or more (3%): less is the method's own noise
 * from one month's new sales (estimates are rounded to $5,000), more is worth
 * an e-mail.
 */
export const ESTIMATE_MOVE_THRESHOLD = 0.03;

/** Sales named one by one in a valuation update; more are counted. */
export const NEW_SALES_SHOWN = 5;

/** A subscription never confirmed is deleted this many days after it was asked for (the daily maintenance; the privacy policy). */
export const UNCONFIRMED_DAYS = 30;

/** Where the links in the e-mails lead. */
export const CONFIRM_PATH = "/email-updates/confirm";
export const UNSUBSCRIBE_PATH = "/email-updates/unsubscribe";

export const SELLER_MAIL_MESSAGES = {
  badLink: "This link is not valid. Please use the whole link from the e-mail.",
  gone: `This link no longer works: the e-mails were stopped, or were never confirmed and the request was removed after ${UNCONFIRMED_DAYS} days. Ask for them again from the report's page or the home value page.`,
  unavailable: "We could not do that just now. Please try again in a moment.",
} as const;

/** "the monthly Coral Bay market report", "monthly updates of your home's estimate": what a subscription is, in words. */
export function subscriptionWords(kind: SellerMailKind, areaName: string | null): string {
  if (kind === "valuation") return "the monthly update of your home's estimate";
  return `the monthly ${areaName ?? "St. John"} market report`;
}
