/**
 * Leads' closed sets, labels and messages for the dashboards and the buyer's
 * account. No zod and no server code here, so the browser may import it.
 */
export const LEAD_STATUS_CHOICES = ["new", "contacted", "showing_booked", "won", "lost"] as const;
export type LeadStatusChoice = (typeof LEAD_STATUS_CHOICES)[number];

/** How the agent and the office name a lead's status. */
export const LEAD_STATUS_LABELS: Record<LeadStatusChoice, string> = {
  new: "New",
  contacted: "Contacted",
  showing_booked: "Showing booked",
  won: "Won",
  lost: "Lost",
};

/** How the buyer sees their enquiry's status: what happened, not the office's pipeline (won or lost is the office's word). */
export const BUYER_STATUS_LABELS: Record<LeadStatusChoice, string> = {
  new: "Sent to the agent",
  contacted: "The agent has replied",
  showing_booked: "Showing booked",
  won: "Closed",
  lost: "Closed",
};

/** Why a lead was lost: moving a lead to "lost" takes one of these (and an optional note). */
export const LOST_REASON_CHOICES = ["bought_elsewhere", "not_ready", "no_response", "price", "other"] as const;
export type LostReasonChoice = (typeof LOST_REASON_CHOICES)[number];

export const LOST_REASON_LABELS: Record<LostReasonChoice, string> = {
  bought_elsewhere: "Bought elsewhere",
  not_ready: "Not ready",
  no_response: "No response",
  price: "Price",
  other: "Other",
};

export const LOST_NOTE_MAX = 500;

/** "Lost: Price — wants under $1M": a lost lead's reason and note as the card, page and timeline say it. */
export function lostReasonText(reason: string | null | undefined, note?: string | null): string {
  const label = LOST_REASON_LABELS[reason as LostReasonChoice] ?? "No reason given";
  return note ? `${label} — ${note}` : label;
}

export const NOTE_MAX = 2000;
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;
export const TASK_TITLE_MAX = 200;
/** How far ahead a task may be due: two years of island days. */
export const TASK_DAYS_AHEAD = 730;
export const TEMPLATE_NAME_MAX = 80;

/** Tasks agents set most often, offered as suggestions (any title may be typed). */
export const TASK_SUGGESTIONS = ["Follow up", "Send disclosures", "Call back", "Send similar listings", "Confirm financing"] as const;

export const LEAD_MESSAGES = {
  notFound: "That lead does not exist, or it is not yours",
  statusInvalid: "Please choose a status from the list",
  statusUnchanged: "The lead already has that status",
  lostReasonMissing: "Please say why the lead was lost: choose a reason from the list",
  lostNoteTooLong: `A note on why the lead was lost must be ${LOST_NOTE_MAX} characters or fewer`,
  noteEmpty: "Please write a note",
  noteTooLong: `A note must be ${NOTE_MAX.toLocaleString("en-US")} characters or fewer`,
  noShowing: "This lead has no showing request",
  timeNotOffered: "Please choose one of the times the buyer suggested",
  notRequested: "This showing is already confirmed or canceled",
  notConfirmed: "Only a confirmed showing can be moved or canceled",
  sameTime: "The showing is already at that time",
  subjectEmpty: "Please write a subject",
  subjectTooLong: `A subject must be ${SUBJECT_MAX} characters or fewer`,
  messageEmpty: "Please write a message",
  messageTooLong: `A message must be ${MESSAGE_MAX.toLocaleString("en-US")} characters or fewer`,
  noAddress: "The buyer's contact details were removed at their request: no message can be sent",
  messageLimited: (wait: string) => `You have sent many messages in the last hour. Please try again in ${wait}.`,
  workLimited: (wait: string) => `Too many changes in the last hour. Please try again in ${wait}.`,
  taskTitleEmpty: "Please say what is to be done",
  taskTitleTooLong: `A task must be ${TASK_TITLE_MAX} characters or fewer`,
  taskDueInvalid: "Please choose a due date",
  taskDuePast: "The due date cannot be in the past",
  taskDueTooFar: "The due date must be within two years",
  taskNotFound: "That task does not exist on this lead",
  taskAlreadyDone: "The task is already done",
  taskNotDone: "The task is not done",
  agentInvalid: "Please choose an active agent from the list",
  sameAgent: "The lead is already with that agent",
  templateNotFound: "That template does not exist",
  templateNameEmpty: "Please name the template",
  templateNameTooLong: `A name must be ${TEMPLATE_NAME_MAX} characters or fewer`,
  templateLimited: (wait: string) => `Too many template changes in the last hour. Please try again in ${wait}.`,
} as const;

/** Timeline entries as the dashboard lists them. */
export const EVENT_LABELS: Record<string, string> = {
  received: "Inquiry received",
  status: "Status changed",
  note: "Note",
  showing_requested: "Showing requested",
  showing_confirmed: "Showing confirmed",
  showing_moved: "Showing moved",
  showing_cancelled: "Showing canceled",
  message: "E-mail to the buyer",
  task_added: "Task added",
  task_done: "Task done",
  task_reopened: "Task reopened",
  assigned: "Given to an agent by the office rotation",
  handed_off: "Handed to the next agent: no answer in time",
  reassigned: "Reassigned",
};

/** How a lead reached its agent, as the summary says it. */
export const ROUTING_LABELS: Record<string, string> = {
  listing: "the listing's agent",
  rotation: "the office rotation",
  handoff: "a hand-off (no answer in time)",
  admin: "an administrator",
};

/** What a lead page's forms answer: what was done, or why not (with the field it concerns and what was typed). */
export type LeadActionBody = { done: string; intent?: string } | { error: string; intent?: string; field?: string; values?: Record<string, string> };
