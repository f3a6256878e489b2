import { z } from "zod";
import { safeString } from "~/shared/forms/safe-text";
import { ALERT_FREQUENCIES, SAVED_SEARCH_MESSAGES, SEARCH_NAME_MAX, SEARCH_QUERY_MAX } from "./saved-search-rules";

/** The forms of saved searches: save (from /mls or the account page), change the frequency, delete. */

const text = (value: unknown) => (typeof value === "string" ? value : "");
const frequency = z.preprocess(text, z.enum(ALERT_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequency }));
const id = z.preprocess(text, z.string().uuid({ error: SAVED_SEARCH_MESSAGES.notFound }));

export const saveSearchSchema = z.object({
  /** The /mls query string, with or without its leading "?". */
  query: z.preprocess(text, safeString().max(SEARCH_QUERY_MAX, { error: SAVED_SEARCH_MESSAGES.query })),
  frequency,
  name: z.preprocess(
    (value) => text(value).replace(/\s+/g, " ").trim(),
    safeString().max(SEARCH_NAME_MAX, { error: SAVED_SEARCH_MESSAGES.name }),
  ),
});
export type SaveSearchInput = z.output<typeof saveSearchSchema>;

export const searchFrequencySchema = z.object({ id, frequency });
export const deleteSearchSchema = z.object({ id });
