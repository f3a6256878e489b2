import { formatIslandDateTime } from "~/shared/dates/format-dates";
import type { MailBlock } from "~/features/mail";
import { formatDay } from "~/features/stays";
import { formatCents, type PaymentSchedule } from "./stay-money";

/**
 * The e-mails of a paid stay (plain text, which the mail layout draws as
 * HTML; the agreement's copy draws its own blocks). Mails to the guest carry the booking page's link, so the link
 * is listed as a secret: the outbox forgets it once the message is sent.
 */
type Stay = { propertyName: string; checkIn: string; checkOut: string; guests: number };

const SIGNATURE = ["", "Reply to this e-mail with any questions.", "Sugar Apple Realty"];

/** A guest's mail's main link: the stay's own page (pay, sign, see what is paid). */
const bookingPage = (link: string) => ({ label: "Open your booking page", href: link });

function stayLines(stay: Stay): string[] {
  return [`Property:  ${stay.propertyName}`, `Check-in:  ${formatDay(stay.checkIn)}`, `Check-out: ${formatDay(stay.checkOut)}`, `Guests:    ${stay.guests}`];
}

/**
 * The approval's mail: what is paid now and, under a deposit-and-balance
 * schedule, the day the balance is charged (the day the job charges it);
 * a stay approved inside the balance window is paid in full now and
 * nothing is charged later.
 */
export function paymentRequestMail(
  stay: Stay,
  money: { totalCents: number; depositCents: number; depositDueAt: Date; schedule: PaymentSchedule; balanceDueOn: string | null; policy: string[]; agreement: boolean },
  link: string,
  notes: string,
) {
  const inFull = money.schedule === "in_full";
  const balanceCents = money.totalCents - money.depositCents;
  const first = inFull ? money.totalCents : money.depositCents;
  return {
    subject: inFull ? `Your stay is approved: pay for it to confirm it: ${stay.propertyName}` : `Your stay is approved: pay the deposit to confirm it: ${stay.propertyName}`,
    text: [
      "Hello,",
      "",
      `Good news: your booking request is approved and the dates are held for you until ${formatIslandDateTime(money.depositDueAt)}.`,
      `To confirm the stay, ${money.agreement ? "sign the rental agreement and " : ""}pay ${inFull ? "the whole stay" : "the deposit"} of ${formatCents(first)} on your booking page:`,
      "",
      link,
      "",
      ...stayLines(stay),
      ...(inFull
        ? [`Total:     ${formatCents(money.totalCents)}, due now in one payment`, "Your arrival is close, so the whole stay is paid at once and nothing more is charged later."]
        : [
            `Total:     ${formatCents(money.totalCents)}`,
            `Deposit:   ${formatCents(money.depositCents)}, due now`,
            ...(balanceCents > 0 && money.balanceDueOn ? [`Balance:   ${formatCents(balanceCents)}, charged to the same card on ${formatDay(money.balanceDueOn)}`] : []),
          ]),
      "",
      "Cancellation policy:",
      ...money.policy.map((line) => `- ${line}`),
      "",
      `If the ${inFull ? "payment is not made" : "deposit is not paid"} by then, the dates are released.`,
      ...(notes ? ["", `Note from our team: ${notes}`] : []),
      ...SIGNATURE,
    ].join("\n"),
    action: bookingPage(link),
    secrets: [link],
  };
}

export type SignedAgreement = {
  propertyName: string;
  version: number;
  body: string;
  signedName: string;
  signedAt: Date;
};

/**
 * The guest's copy of the agreement they signed: its text, who signed it
 * when, and the version. The address it was signed from and the text's
 * digest stay in the booking's record for the staff; a guest's mail shows
 * neither.
 */
export function agreementCopyMail(signed: SignedAgreement, link: string) {
  const record = [
    ["Signed by", `${signed.signedName} (typed name)`],
    ["Signed at", formatIslandDateTime(signed.signedAt)],
    ["Version", String(signed.version)],
  ] as const;
  const title = `Rental agreement: ${signed.propertyName} (version ${signed.version})`;
  const opening = `Here is your copy of the rental agreement for ${signed.propertyName}, as you signed it.`;
  return {
    subject: `Your signed rental agreement: ${signed.propertyName}`,
    text: [
      "Hello,",
      "",
      opening,
      "",
      signed.body,
      "",
      ...record.map(([label, value]) => `${`${label}:`.padEnd(11)} ${value}`),
      "",
      `Your booking page: ${link}`,
      ...SIGNATURE,
    ].join("\n"),
    blocks: [
      { kind: "paragraph", text: "Hello," },
      { kind: "paragraph", text: opening },
      { kind: "heading", text: title },
      ...signed.body.split(/\n{2,}/).map((paragraph) => ({ kind: "paragraph" as const, text: paragraph })),
      { kind: "heading", text: "Signature" },
      { kind: "facts", rows: record },
      { kind: "button", ...bookingPage(link) },
      { kind: "paragraph", text: SIGNATURE.slice(1).join("\n") },
    ] satisfies MailBlock[],
    secrets: [link],
  };
}

const PAYMENT_WORDS = { deposit: "deposit", balance: "balance", full: "payment for the whole stay" } as const;

/** The receipt: what arrived, what is paid of the total, and the balance's day when one is still to be charged. */
export function paymentReceivedMail(stay: Stay, payment: { kind: "deposit" | "balance" | "full"; amountCents: number; paidCents: number; totalCents: number; balanceDueOn: string | null }, link: string) {
  const left = payment.totalCents - payment.paidCents;
  return {
    subject: `Payment received: ${formatCents(payment.amountCents)} for ${stay.propertyName}`,
    text: [
      "Hello,",
      "",
      `We received your ${PAYMENT_WORDS[payment.kind]} of ${formatCents(payment.amountCents)}. ${payment.kind === "balance" ? "" : "Your stay is confirmed."}`.trim(),
      "",
      ...stayLines(stay),
      `Paid:      ${formatCents(payment.paidCents)} of ${formatCents(payment.totalCents)}`,
      ...(left > 0 && payment.balanceDueOn ? [`Balance:   ${formatCents(left)}, charged to the same card on ${formatDay(payment.balanceDueOn)}`] : []),
      "",
      `Your booking page: ${link}`,
      ...SIGNATURE,
    ].join("\n"),
    action: bookingPage(link),
    secrets: [link],
  };
}

export function balanceFailedMail(stay: Stay, amountCents: number, link: string) {
  return {
    subject: `Please pay the balance for ${stay.propertyName}`,
    text: [
      "Hello,",
      "",
      `We tried to charge the balance of ${formatCents(amountCents)} to the card you paid the deposit with, but the charge did not go through.`,
      "Please pay it on your booking page:",
      "",
      link,
      "",
      ...stayLines(stay),
      ...SIGNATURE,
    ].join("\n"),
    action: bookingPage(link),
    secrets: [link],
  };
}

export function datesReleasedMail(stay: Stay) {
  return {
    subject: `Your dates were released: ${stay.propertyName}`,
    text: [
      "Hello,",
      "",
      "The deposit for your approved stay was not paid in time, so the booking is canceled and the dates are open to other guests again.",
      "If you still want to stay, please send a new booking request from the property's page.",
      "",
      ...stayLines(stay),
      ...SIGNATURE,
    ].join("\n"),
  };
}

export function stayCancelledMail(stay: Stay, refundCents: number, byGuest: boolean) {
  return {
    subject: `Your stay was canceled: ${stay.propertyName}`,
    text: [
      "Hello,",
      "",
      byGuest ? "As you asked, your stay is canceled and the dates are released." : "Your stay has been canceled and the dates released.",
      refundCents > 0
        ? `A refund of ${formatCents(refundCents)} goes back to your card under the cancellation policy; banks usually show it within 5 to 10 days.`
        : "Under the cancellation policy no refund is due.",
      "",
      ...stayLines(stay),
      ...SIGNATURE,
    ].join("\n"),
  };
}

/** To the brokerage: money arrived for a booking that was already cancelled, and went straight back. */
export function refundedAfterCancellationMail(stay: Stay & { guestName: string }, amountCents: number, reviewUrl: string) {
  return {
    subject: `Payment refunded automatically: ${stay.propertyName}, ${formatDay(stay.checkIn)}`,
    text: [
      `A payment of ${formatCents(amountCents)} arrived for a booking that was no longer open (canceled, released or paid already), so it was refunded in full automatically.`,
      "",
      ...stayLines(stay),
      `Guest:     ${stay.guestName}`,
      "",
      `See the booking: ${reviewUrl}`,
    ].join("\n"),
    action: { label: "See the booking", href: reviewUrl },
  };
}

/** To the brokerage: Stripe sent a verified event that does not fit the payment it names; nothing was changed. */
export function eventFlaggedMail(stay: Stay & { guestName: string }, eventType: string, differences: readonly string[], reviewUrl: string) {
  return {
    subject: `Stripe event not applied: ${stay.propertyName}, ${formatDay(stay.checkIn)}`,
    text: [
      `Stripe sent a signed "${eventType}" event for this booking that does not match the payment we stored, so it changed nothing. Please check it in Stripe's dashboard.`,
      "",
      "What differs:",
      ...differences.map((line) => `- ${line}`),
      "",
      ...stayLines(stay),
      `Guest:     ${stay.guestName}`,
      "",
      `See the booking: ${reviewUrl}`,
    ].join("\n"),
    action: { label: "See the booking", href: reviewUrl },
  };
}
