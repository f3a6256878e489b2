import { RATE_LIMITS } from "~/features/rate-limits";
import { checkRateLimits, waitDescription } from "~/features/rate-limits/index.server";
import { getDb } from "~/shared/db/client.server";
import { failureStatus } from "~/shared/http/failure-status";
import { formFailure, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { SAVED_SEARCH_MESSAGES } from "./saved-search-rules";
import { deleteSearchSchema, saveSearchSchema, searchFrequencySchema } from "./saved-search-schema";
import { deleteSavedSearch, saveSearch, setSearchFrequency, type SearchOwner } from "./saved-searches.server";

/** What the account page shows after a change that worked (the page is reloaded with it, so a refresh sends nothing again). */
export const SAVED_SEARCH_NOTICES = { saved: SAVED_SEARCH_MESSAGES.saved, updated: SAVED_SEARCH_MESSAGES.updated, deleted: SAVED_SEARCH_MESSAGES.deleted } as const;
export type SavedSearchNotice = keyof typeof SAVED_SEARCH_NOTICES;

export type SavedSearchFormFailure = FormFailure & { intent: string; id?: string };
export type SavedSearchFormReply = { status: 303; location: string; body: null } | { status: 400 | 404 | 409 | 429 | 500; body: SavedSearchFormFailure };

const done = (notice: SavedSearchNotice) => ({ status: 303 as const, location: `/account/searches?notice=${notice}`, body: null });

function failure(intent: string, result: Extract<Result, { success: false }>, values: FormFailure["values"], id?: string): SavedSearchFormReply {
  const status = failureStatus(result) as 400 | 404 | 409 | 429 | 500;
  return { status, body: { intent, fieldErrors: result.fieldErrors ?? {}, values, formError: result.error, ...(id ? { id } : {}) } };
}

/**
 * The saved-search forms of /account/searches (and the /mls "Save this
 * search" form, which posts here): save, change the frequency, delete. Each
 * change counts against the owner's hourly limit; over it nothing changes.
 */
export async function handleSavedSearchForm(formData: FormData, owner: SearchOwner, options: { now?: Date } = {}): Promise<SavedSearchFormReply> {
  const intent = formData.get("intent");
  const limits = await runService("savedSearchLimit", {}, async () =>
    ok({ verdict: await checkRateLimits(getDb(), [{ key: `saved-search:user:${owner.id}`, ...RATE_LIMITS.savedSearchPerUser, now: options.now }]) }),
  );
  if (!limits.success) return failure(String(intent), { success: false, error: SAVED_SEARCH_MESSAGES.unavailable, code: "unexpected" }, {});
  if (!limits.verdict.allowed) {
    const error = SAVED_SEARCH_MESSAGES.limited(waitDescription(limits.verdict.retryAt, options.now));
    return failure(String(intent), { success: false, error, code: "rate_limited" }, {});
  }

  if (intent === "frequency") {
    const form = parseForm(formData, searchFrequencySchema);
    if (!form.success) return { status: 400, body: { intent, ...formFailure(form) } };
    const result = await setSearchFrequency(owner, form.data.id, form.data.frequency);
    return result.success ? done("updated") : failure(intent, result, form.values, form.data.id);
  }
  if (intent === "delete") {
    const form = parseForm(formData, deleteSearchSchema);
    if (!form.success) return { status: 400, body: { intent, ...formFailure(form) } };
    const result = await deleteSavedSearch(owner.id, form.data.id);
    return result.success ? done("deleted") : failure(intent, result, form.values, form.data.id);
  }
  const form = parseForm(formData, saveSearchSchema);
  if (!form.success) return { status: 400, body: { intent: "save", ...formFailure(form), formError: form.fieldErrors.query ?? form.formError } };
  const result = await saveSearch(owner, form.data);
  return result.success ? done("saved") : failure("save", result, form.values);
}
