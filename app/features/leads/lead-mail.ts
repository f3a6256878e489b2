import { formatIslandTime } from "~/shared/dates/island-times";

/**
 * The e-mails of a lead's life (plain text, which the mail layout draws as
 * HTML). Those to the buyer go to an
 * address a visitor typed, so they carry nothing the visitor typed (no name,
 * no message): only the listing, the times the site itself formats and the
 * staff's own words.
 */

type EnquiryDetails = {
  listingTitle: string;
  listingUrl: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  showingTimes: Date[];
  receivedAt: Date;
  /** Where the recipient opens the lead. */
  leadUrl: string;
  /** False: the buyer got no acknowledgement (over the hourly limit). */
  buyerMailed: boolean;
  /** The listing firm when the listing is another firm's (its lead is ours to answer); null for ours. */
  otherFirmOffice?: string | null;
};

function showingLines(times: Date[]): string[] {
  if (times.length === 0) return [];
  return ["", "Showing requested at one of these times (St. John time):", ...times.map((time, index) => `  ${index + 1}. ${formatIslandTime(time)}`)];
}

/** To the listing's agent, and in the same words to the office: Reply-To is the buyer. */
const NOTIFICATION_OPENING = {
  agent: "A buyer sent an inquiry about your listing through the website.",
  rotation: "A buyer sent an inquiry through the website about a listing with no agent of ours; the office rotation gave it to you.",
  office: "A buyer sent an inquiry through the website; it was routed to the listing's agent.",
  officeRotation: "A buyer sent an inquiry through the website about a listing with no agent of ours; it went to the office rotation.",
} as const;

/** Said of another firm's listing: the buyer is ours to answer, and the inquiry is not passed to that firm's agent. */
const otherFirmLine = (office: string) => `The listing is ${office}'s, another brokerage: one of our agents answers the buyer; do not forward this inquiry to the listing firm.`;

export function enquiryNotificationMail(details: EnquiryDetails, audience: keyof typeof NOTIFICATION_OPENING) {
  return {
    subject: `New inquiry: ${details.listingTitle}${details.showingTimes.length > 0 ? " (showing requested)" : ""}`,
    text: [
      NOTIFICATION_OPENING[audience],
      ...(details.otherFirmOffice ? [otherFirmLine(details.otherFirmOffice)] : []),
      "",
      `Listing:  ${details.listingTitle}`,
      `          ${details.listingUrl}`,
      `Name:     ${details.name}`,
      `E-mail:   ${details.email}`,
      `Phone:    ${details.phone ?? "(not given)"}`,
      `Received: ${formatIslandTime(details.receivedAt)} (St. John time)`,
      ...showingLines(details.showingTimes),
      "",
      details.message,
      "",
      `Open the lead: ${details.leadUrl}`,
      `Reply to this e-mail to answer ${details.name} directly.`,
      ...(details.buyerMailed
        ? []
        : ["", "The buyer was NOT sent an acknowledgment: too many inquiries came from their connection or for their address in the last hour."]),
    ].join("\n"),
    action: { label: "Open the lead", href: details.leadUrl },
  };
}

type ReceivedDetails = {
  listingTitle: string;
  listingUrl: string;
  showingRequested: boolean;
  /** Who answers: the listing's own agent, or one of ours (another firm's listing, or one with no agent). */
  answeredBy: "listing-agent" | "our-agent";
  /** The MLS's notice of an MLS listing; empty for one entered here. */
  notice: string[];
};

/** To the buyer's typed address: nothing they typed, only the listing and what happens next. */
export function enquiryReceivedMail({ listingTitle, listingUrl, showingRequested, answeredBy, notice }: ReceivedDetails) {
  const who = answeredBy === "our-agent" ? "It is with our office: one of our agents will be in touch shortly." : "It is with the listing agent, who will be in touch shortly.";
  const agent = answeredBy === "our-agent" ? "our agent" : "the agent";
  return {
    subject: `We received your inquiry about ${listingTitle}`,
    text: [
      "Hello,",
      "",
      `Thank you for your inquiry about ${listingTitle}. ${who}`,
      ...(showingRequested ? ["", `You asked for a showing: ${agent} will confirm one of your times by e-mail, with a calendar invitation.`] : []),
      "",
      `The listing: ${listingUrl}`,
      ...notice,
      "",
      "If you did not send this inquiry, you can ignore this e-mail.",
      "Sugar Apple Realty",
    ].join("\n"),
    action: { label: "See the listing", href: listingUrl },
  };
}

type ShowingDetails = { listingTitle: string; listingUrl: string; startsAt: Date; agentName: string; /** An MLS listing's notice lines, in the buyer's mail. */ notice?: string[] };

const SHOWING_WORDS = {
  confirmed: { subject: "Showing confirmed", body: "Your showing is confirmed. The invitation attached adds it to your calendar." },
  moved: { subject: "Showing moved", body: "Your showing has moved to a new time. The invitation attached updates your calendar." },
  cancelled: { subject: "Showing canceled", body: "Your showing has been canceled. The attachment removes it from your calendar." },
} as const;

export type ShowingChange = keyof typeof SHOWING_WORDS;

/** To the buyer: the showing's new state, with the invitation. */
export function showingBuyerMail(details: ShowingDetails, change: ShowingChange) {
  const words = SHOWING_WORDS[change];
  return {
    subject: `${words.subject}: ${details.listingTitle}`,
    text: [
      "Hello,",
      "",
      words.body,
      "",
      `Property: ${details.listingTitle}`,
      `When:     ${formatIslandTime(details.startsAt)} (St. John time), one hour`,
      `Agent:    ${details.agentName}`,
      `Listing:  ${details.listingUrl}`,
      ...(details.notice ?? []),
      "",
      "Reply to this e-mail with any questions.",
      "Sugar Apple Realty",
    ].join("\n"),
  };
}

/** To the agent: the same change, for their own calendar. */
export function showingAgentMail(details: ShowingDetails & { buyerName: string; leadUrl: string }, change: ShowingChange) {
  const words = SHOWING_WORDS[change];
  return {
    subject: `${words.subject}: ${details.listingTitle} with ${details.buyerName}`,
    text: [
      `${words.subject} with ${details.buyerName}.`,
      "",
      `Property: ${details.listingTitle}`,
      `When:     ${formatIslandTime(details.startsAt)} (St. John time), one hour`,
      `Lead:     ${details.leadUrl}`,
    ].join("\n"),
    action: { label: "Open the lead", href: details.leadUrl },
  };
}

const ASSIGNED_WORDS = {
  admin: (by: string) => `${by} gave you this lead.`,
  handoff: (by: string) => `This lead was handed to you: ${by} had not answered it in time.`,
} as const;

/** To the agent a lead was given to (by an administrator, or a hand-off): what it is and where to open it. */
export function leadAssignedMail(details: { listingTitle: string; buyerName: string; receivedAt: Date; leadUrl: string; by: string }, reason: keyof typeof ASSIGNED_WORDS) {
  return {
    subject: `Lead for you: ${details.listingTitle}`,
    text: [
      ASSIGNED_WORDS[reason](details.by),
      "",
      `Listing:  ${details.listingTitle}`,
      `Buyer:    ${details.buyerName}`,
      `Received: ${formatIslandTime(details.receivedAt)} (St. John time)`,
      "",
      `Open the lead: ${details.leadUrl}`,
    ].join("\n"),
    action: { label: "Open the lead", href: details.leadUrl },
  };
}
