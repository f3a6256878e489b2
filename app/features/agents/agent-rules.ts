import { PERSON_LIMITS } from "~/shared/forms/person-rules";

/**
 * Agent profile limits and messages: one definition, read by the zod schema
 * on the server and by the admin form's native constraints. No zod here, so
 * that browser bundles stay small.
 */
export const AGENT_STATUSES = ["active", "inactive"] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

export const AGENT_SORTS = ["name", "newest"] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];

export const AGENT_LIMITS = {
  ...PERSON_LIMITS,
  titleMax: 100,
  bioMax: 5000,
  /** Languages or specialities per agent. */
  listMax: 12,
  listItemMax: 60,
  /** Rows per bulk file. */
  bulkRowsMax: 500,
  /** A bulk file's size (the server's body limit is 1 MB). */
  bulkBytesMax: 900 * 1024,
  /** A portrait upload: the server's body limit is 1 MB for the whole form. */
  photoBytesMax: 950 * 1024,
  photoAltMax: 200,
  sortOrderMax: 100_000,
} as const;

export const AGENT_MESSAGES = {
  notFound: "Agent not found",
  name: "Please enter the agent's name",
  nameTooLong: `The name must be ${AGENT_LIMITS.nameMax} characters or fewer`,
  titleTooLong: `The title must be ${AGENT_LIMITS.titleMax} characters or fewer`,
  email: "Please enter the agent's e-mail address",
  emailInvalid: "Please enter a valid e-mail address",
  emailTooLong: `The e-mail address must be ${AGENT_LIMITS.emailMax} characters or fewer`,
  emailTaken: "Another agent already has this e-mail address",
  phoneInvalid: "Please enter a phone number using digits, spaces and + ( ) - . only",
  phoneTooLong: `The phone number must be ${AGENT_LIMITS.phoneMax} characters or fewer`,
  bioTooLong: `The bio must be ${AGENT_LIMITS.bioMax.toLocaleString("en-US")} characters or fewer`,
  listTooLong: `List at most ${AGENT_LIMITS.listMax} entries`,
  listItemTooLong: `Each entry must be ${AGENT_LIMITS.listItemMax} characters or fewer`,
  status: "The status must be active or inactive",
  sort: "Sort by name or newest",
  sortOrder: `The order must be a whole number from 0 to ${AGENT_LIMITS.sortOrderMax.toLocaleString("en-US")}`,
  photoTooLarge: "The portrait must be 950 KB or smaller (the whole form may not exceed 1 MB)",
  photoAltTooLong: `The portrait's description must be ${AGENT_LIMITS.photoAltMax} characters or fewer`,
  bulkFormat: "Choose CSV or JSON",
  bulkEmpty: "The file has no agents in it",
  bulkTooLarge: "The file must be 900 KB or smaller",
  bulkTooManyRows: `A file may hold at most ${AGENT_LIMITS.bulkRowsMax} agents`,
  bulkJson: "The file is not valid JSON: expected a list of agents, or an object with an \"agents\" list",
  bulkJsonRow: "Each entry must be an object with the agent's fields",
  bulkCsvHeader: "The first line must name the columns, including name and email",
  bulkDuplicateInFile: (line: number) => `This e-mail address is already used by the agent on line ${line} of this file`,
} as const;

/** Lists are typed in one field as comma-separated values ("English, Spanish"). */
export function splitList(value: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const raw of value.split(/[,;\n]/)) {
    const item = raw.replace(/\s+/g, " ").trim();
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    items.push(item);
  }
  return items;
}

/** A bio's paragraphs: blank lines separate them. */
export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function isAgentStatus(value: unknown): value is AgentStatus {
  return typeof value === "string" && (AGENT_STATUSES as readonly string[]).includes(value);
}

/** The lower-cased form e-mails are compared in (the table's unique index uses lower()). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
