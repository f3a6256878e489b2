import { formatCents } from "~/shared/lib/money";
import { formatDay } from "~/features/stays";
import { formatRate, quoteLineAmount, quoteLineLabel, type Quote } from "~/features/rental-rates";

/**
 * The e-mails of a booking request's life (plain text, which the mail
 * layout draws as HTML). Those to the guest go
 * to an address a visitor typed, so they carry nothing the visitor typed (no
 * name, no message): only the property, the dates, the party size and the
 * price, and the staff's own words.
 */
type Stay = { propertyName: string; checkIn: string; checkOut: string; guests: number; guestName: string; quote: Quote | null };

function stayLines(stay: Stay): string[] {
  const lines = [
    `Property:  ${stay.propertyName}`,
    `Check-in:  ${formatDay(stay.checkIn)}`,
    `Check-out: ${formatDay(stay.checkOut)}`,
    `Guests:    ${stay.guests}`,
  ];
  if (stay.quote) {
    const q = stay.quote;
    lines.push(
      `Estimate:  ${formatCents(q.totalCents)}`,
      ...q.lines.map((line) => `  ${quoteLineLabel(line)}: ${quoteLineAmount(line)}`),
      `  Hotel occupancy tax (${formatRate(q.taxRate)}): ${formatCents(q.taxCents)}`,
    );
  }
  return lines;
}

export function requestReceivedMail(stay: Stay) {
  return {
    subject: `Booking request received (not yet confirmed): ${stay.propertyName}`,
    text: [
      "Hello,",
      "",
      `Thank you for your booking request for ${stay.propertyName}. It is NOT yet confirmed: our rentals team checks the dates and will e-mail you once it is approved or declined.`,
      "",
      ...stayLines(stay),
      "",
      "Sugar Apple Realty",
    ].join("\n"),
  };
}

export function requestNotificationMail(
  stay: Stay & { email: string; phone: string | null; message: string; reviewUrl: string; guestMailed?: boolean },
) {
  return {
    subject: `New booking request: ${stay.propertyName}, ${formatDay(stay.checkIn)} to ${formatDay(stay.checkOut)}`,
    text: [
      "A guest asked to book through the website. The request is pending until an administrator approves or rejects it.",
      "",
      ...stayLines(stay),
      `Guest:     ${stay.guestName}`,
      `E-mail:    ${stay.email}`,
      `Phone:     ${stay.phone ?? "(not given)"}`,
      "",
      stay.message || "(no message)",
      "",
      `Review it: ${stay.reviewUrl}`,
      ...(stay.guestMailed === false
        ? ["", "The guest was NOT sent a confirmation: too many requests came from their connection or for their e-mail address in the last hour. Reply to them yourself if the request is genuine."]
        : []),
    ].join("\n"),
    action: { label: "Review the request", href: stay.reviewUrl },
  };
}

const DECISION_WORDS = {
  approved: { subject: "Your stay is confirmed", body: "Good news: your booking request is approved and the dates are reserved for you." },
  rejected: { subject: "Your booking request was declined", body: "We are sorry: we cannot accept your booking request." },
  cancelled: { subject: "Your stay was canceled", body: "Your approved stay has been canceled and the dates released." },
} as const;

export function decisionMail(stay: Stay, decision: keyof typeof DECISION_WORDS, notes: string) {
  const words = DECISION_WORDS[decision];
  return {
    subject: `${words.subject}: ${stay.propertyName}`,
    text: [
      "Hello,",
      "",
      words.body,
      "",
      ...stayLines(stay),
      ...(notes ? ["", `Note from our team: ${notes}`] : []),
      "",
      "Reply to this e-mail with any questions.",
      "Sugar Apple Realty",
    ].join("\n"),
  };
}
