import type { RateLimitRule } from "./rate-limits.server";

/**
 * The site's rate limits (decision 0031). Forms that e-mail an address the
 * visitor typed are limited per client address and per typed address; over
 * either, no e-mail goes to the typed address.
 */
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /** Booking requests: over the limit the request is still stored and staff notified; the guest gets no e-mail. */
  bookingPerClient: { limit: 5, windowMs: HOUR },
  bookingPerRecipient: { limit: 3, windowMs: HOUR },
  /** Contact and agent-profile messages (the typed address is only the staff mail's Reply-To). */
  contactPerClient: { limit: 5, windowMs: HOUR },
  contactPerSender: { limit: 3, windowMs: HOUR },
  /** Listing enquiries: over the limit the lead is still stored and the agent told; the buyer gets no acknowledgement. */
  enquiryPerClient: { limit: 10, windowMs: HOUR },
  enquiryPerSender: { limit: 5, windowMs: HOUR },
  /** Home valuations: each estimate reads the island's sales; far above what an owner tries by hand. */
  valuationPerClient: { limit: 30, windowMs: HOUR },
  /** Full valuation reports (a lead each): over either, nothing is stored. */
  valuationReportPerClient: { limit: 5, windowMs: HOUR },
  valuationReportPerSender: { limit: 3, windowMs: HOUR },
  /**
   * Confirmation e-mails of the monthly e-mails for sellers (a market report's, a valuation's): per client and per
   * typed address, from both forms together; over either, nothing is stored and nothing is sent (decision 0148).
   */
  sellerMailPerClient: { limit: 5, windowMs: HOUR },
  sellerMailPerRecipient: { limit: 3, windowMs: HOUR },
  /** Registrations: over the limit nothing is created and nothing is sent. */
  registerPerClient: { limit: 5, windowMs: HOUR },
  registerPerRecipient: { limit: 3, windowMs: HOUR },
  /** Password-reset requests (besides the 3 links per account and hour). */
  resetPerClient: { limit: 5, windowMs: HOUR },
  resetPerRecipient: { limit: 3, windowMs: HOUR },
  /** Saving, changing and deleting saved searches, per account: far above what a buyer does by hand. */
  savedSearchPerUser: { limit: 30, windowMs: HOUR },
  /** A lead page's changes (notes, statuses, tasks, messages), per account: far above a working day's pace. */
  leadWorkPerUser: { limit: 200, windowMs: HOUR },
  /** Messages to a buyer from a lead's page: per account, and per buyer's address (a typed one). */
  leadMessagePerUser: { limit: 40, windowMs: HOUR },
  leadMessagePerRecipient: { limit: 10, windowMs: HOUR },
  /** Saving and deleting the office's answer templates, per account. */
  leadTemplatePerUser: { limit: 30, windowMs: HOUR },
  /** First-party page views: a reader opens far fewer pages than this. */
  pageViewsPerClient: { limit: 60, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** Live testimonial streams (server-sent events) one client (IPv4 address or IPv6 /64) may hold open in one process. */
export const MAX_LIVE_STREAMS_PER_CLIENT = 5;
