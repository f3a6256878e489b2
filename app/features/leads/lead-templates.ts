import { site } from "~/shared/config/site";

/**
 * Answers for common questions, with placeholders filled in from the lead
 * when an agent starts a message from one. The built-in ones below are
 * always offered; administrators add the office's own (lead_templates).
 * The writer speaks as one of our agents, never as "the listing agent": many
 * leads are about another firm's listing (decision 0115).
 * Pure, so the browser may import it.
 */
export const PLACEHOLDERS = {
  "{{first_name}}": "the buyer's first name",
  "{{listing}}": "the listing's title and area",
  "{{listing_link}}": "the listing's page",
  "{{agent_name}}": "your name",
  "{{agent_phone}}": "your phone number",
} as const;

export type TemplateValues = { firstName: string; listing: string; listingLink: string; agentName: string; agentPhone: string };

export type LeadTemplate = { id: string; name: string; subject: string; body: string; builtIn: boolean };

const BUILT_IN: ReadonlyArray<Omit<LeadTemplate, "builtIn">> = [
  {
    id: "builtin-first-reply",
    name: "First reply",
    subject: "Your inquiry about {{listing}}",
    body: `Hi {{first_name}},\n\nThank you for your interest in {{listing}}. I'm {{agent_name}}, one of the agents at ${site.name}, and I'll be answering your inquiry: I'd be glad to answer your questions or show it to you.\n\nYou can see the details and photos here: {{listing_link}}\n\nWhen would suit you for a call or a visit?`,
  },
  {
    id: "builtin-showing",
    name: "Offer a showing",
    subject: "Seeing {{listing}}",
    body: "Hi {{first_name}},\n\nI'd be happy to show you {{listing}}. I'm free most mornings this week; tell me a day and time that suits you and I'll confirm it with a calendar invitation.\n\nIf you're off-island, I can also walk you through it on a video call.",
  },
  {
    id: "builtin-disclosures",
    name: "Send disclosures",
    subject: "Disclosures for {{listing}}",
    body: "Hi {{first_name}},\n\nAs promised, I'm gathering the seller's disclosures for {{listing}} and will send them over shortly. Let me know if you'd like the survey, the cistern and septic reports or the HOA documents as well.",
  },
  {
    id: "builtin-similar",
    name: "No longer available",
    subject: "About {{listing}}",
    body: "Hi {{first_name}},\n\nThank you for asking about {{listing}}. It is no longer available, but there are similar homes on the market I'd be glad to send you. What matters most to you: the view, the area, the number of bedrooms, the price?",
  },
  {
    id: "builtin-check-in",
    name: "Checking in",
    subject: "Still looking on St. John?",
    body: "Hi {{first_name}},\n\nI wanted to check in after your inquiry about {{listing}}. Are you still looking? I'm happy to set up a search for you so you hear about new listings first.\n\nYou can reach me at {{agent_phone}}.",
  },
];

export const BUILT_IN_TEMPLATES: readonly LeadTemplate[] = BUILT_IN.map((template) => ({ ...template, builtIn: true }));

/** The buyer's first name as they typed their name; "there" when there is none ("Hi there,"). */
export function firstNameOf(name: string | null): string {
  return name?.trim().split(/\s+/)[0] || "there";
}

/** The template's text with its placeholders filled in; unknown ones stay as written. */
export function fillTemplate(text: string, values: TemplateValues): string {
  const filled: Record<keyof typeof PLACEHOLDERS, string> = {
    "{{first_name}}": values.firstName,
    "{{listing}}": values.listing,
    "{{listing_link}}": values.listingLink,
    "{{agent_name}}": values.agentName,
    "{{agent_phone}}": values.agentPhone,
  };
  return text.replace(/\{\{[a-z_]+\}\}/g, (placeholder) => filled[placeholder as keyof typeof PLACEHOLDERS] ?? placeholder);
}
