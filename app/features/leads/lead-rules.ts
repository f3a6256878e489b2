/**
 * Leads' closed sets, labels and messages for the dashboards and the buyer's
 * account. No zod and no server code here, so the browser may import it.
 */
export const LEAD_STATUS_CHOICES = ["new", "contacted", "showing_booked", "closed"] as const;
export type LeadStatusChoice = (typeof LEAD_STATUS_CHOICES)[number];

/** How the agent and the office name a lead's status. */
export const LEAD_STATUS_LABELS: Record<LeadStatusChoice, string> = {
  new: "New",
  contacted: "Contacted",
  showing_booked: "Showing booked",
  closed: "Closed",
};

/** How the buyer sees their enquiry's status: what happened, not the office's pipeline. */
export const BUYER_STATUS_LABELS: Record<LeadStatusChoice, string> = {
  new: "Sent to the agent",
  contacted: "The agent has replied",
  showing_booked: "Showing booked",
  closed: "Closed",
};

export const NOTE_MAX = 2000;

export const LEAD_MESSAGES = {
  notFound: "That lead does not exist, or it is not yours",
  statusInvalid: "Please choose a status from the list",
  statusUnchanged: "The lead already has that status",
  noteEmpty: "Please write a note",
  noteTooLong: `A note must be ${NOTE_MAX.toLocaleString("en-US")} characters or fewer`,
  noShowing: "This lead has no showing request",
  timeNotOffered: "Please choose one of the times the buyer suggested",
  notRequested: "This showing is already confirmed or cancelled",
  notConfirmed: "Only a confirmed showing can be moved or cancelled",
  sameTime: "The showing is already at that time",
} as const;

/** Timeline entries as the dashboard lists them. */
export const EVENT_LABELS: Record<string, string> = {
  received: "Enquiry received",
  status: "Status changed",
  note: "Note",
  showing_requested: "Showing requested",
  showing_confirmed: "Showing confirmed",
  showing_moved: "Showing moved",
  showing_cancelled: "Showing cancelled",
};

/** What a lead page's forms answer: what was done, or why not (with the field it concerns and what was typed). */
export type LeadActionBody = { done: string } | { error: string; field?: string; values?: Record<string, string> };
