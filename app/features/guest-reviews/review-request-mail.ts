import { formatWeekdayDate } from "~/shared/dates/format-dates";

/**
 * The e-mail asking a guest for a review the day after check-out (plain
 * text, which the mail layout draws as HTML). It goes to an address a guest
 * typed, so it carries nothing the guest typed: the property and the dates.
 */
export type ReviewRequestContext = { propertyName: string; checkIn: string; checkOut: string };

export function reviewRequestMail(stay: ReviewRequestContext, reviewUrl: string) {
  const dates = [
    ["Property", stay.propertyName],
    ["Check-in", formatWeekdayDate(stay.checkIn)],
    ["Check-out", formatWeekdayDate(stay.checkOut)],
  ].map(([label, value]) => `${`${label}:`.padEnd(11)}${value}`);
  return {
    subject: `How was ${stay.propertyName}?`,
    text: [
      "Hello,",
      "",
      `Thank you for staying at ${stay.propertyName}. We hope St. John treated you well.`,
      "",
      ...dates,
      "",
      "Would you tell future guests what it was like? Your review is shown on the property's page as a verified stay. This link is yours, works once and for 90 days:",
      reviewUrl,
      "",
      "Sugar Apple Realty",
    ].join("\n"),
    action: { label: "Write your review", href: reviewUrl },
  };
}
