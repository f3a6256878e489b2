/** What a stay's review link page says when the link cannot be used, or the review cannot be saved. */
export const STAY_REVIEW_MESSAGES = {
  invalid: "This review link is not valid. Please use the link from our e-mail, or write to us.",
  used: "A review has already been written with this link. Thank you!",
  expired: "This review link has expired: reviews are written within 90 days of a stay. Please write to us about your stay.",
  unavailable: "We could not save your review just now. Please try again in a moment.",
} as const;
