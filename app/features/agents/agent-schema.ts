import { z } from "zod";
import { safeString } from "~/shared/forms/safe-text";
import { personFields } from "~/shared/forms/person-schema";
import { AGENT_LIMITS as LIMITS, AGENT_MESSAGES as MESSAGES, AGENT_STATUSES, splitList } from "./agent-rules";
import { normalizeLineBreaks, oneLine } from "~/shared/forms/text";

/** An agent's name, address and phone, worded for the administrator who types them. */
const person = personFields(MESSAGES);

/** Absent, null and numbers read as text, so that JSON and CSV rows go through the same rules. */
const asText = (value: unknown) => (value === undefined || value === null ? "" : typeof value === "number" ? String(value) : value);

/** A list typed as "a, b" or given as an array (JSON). */
const list = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return [];
    if (typeof value === "string") return splitList(value);
    if (Array.isArray(value)) return splitList(value.filter((item) => typeof item === "string").join(","));
    return value;
  },
  z.array(safeString().max(LIMITS.listItemMax, MESSAGES.listItemTooLong)).max(LIMITS.listMax, MESSAGES.listTooLong),
);

/**
 * An agent profile's fields as an administrator or a bulk file gives them.
 * Blank optional fields become empty; status defaults to active.
 */
export const agentSchema = z.object({
  name: z.preprocess(asText, person.name),
  title: z.preprocess(asText, safeString({ error: MESSAGES.titleTooLong }).overwrite(oneLine).trim().max(LIMITS.titleMax, MESSAGES.titleTooLong)),
  email: z.preprocess(asText, person.email),
  phone: z.preprocess(asText, person.phone.transform((value) => value ?? null)),
  bio: z.preprocess(
    asText,
    safeString({ error: MESSAGES.bioTooLong })
      .overwrite(normalizeLineBreaks)
      .trim()
      .max(LIMITS.bioMax, MESSAGES.bioTooLong),
  ),
  languages: list,
  specialities: list,
  status: z.preprocess((value) => (value === undefined || value === null || value === "" ? "active" : value), z.enum(AGENT_STATUSES, MESSAGES.status)),
  sortOrder: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? undefined : typeof value === "string" ? Number(value) : value),
    z.number({ error: MESSAGES.sortOrder }).int(MESSAGES.sortOrder).min(0, MESSAGES.sortOrder).max(LIMITS.sortOrderMax, MESSAGES.sortOrder).optional(),
  ),
});

export type AgentInput = z.input<typeof agentSchema>;
export type AgentValues = z.output<typeof agentSchema>;

/** A portrait's description, sent with an upload. */
export const photoAltSchema = z.preprocess(asText, safeString().overwrite(oneLine).trim().max(LIMITS.photoAltMax, MESSAGES.photoAltTooLong));
