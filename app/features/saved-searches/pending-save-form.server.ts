import { safeRedirectPath } from "~/features/accounts";
import { clearedPendingSaveCookie, pendingSaveCookie, readPendingSave, type PendingSave } from "./pending-save.server";
import { handleSavedSearchForm, type SavedSearchFormFailure } from "./saved-search-form.server";
import { isAlertFrequency, PENDING_SAVE_RETURN, SEARCH_QUERY_MAX } from "./saved-search-rules";
import type { SearchOwner } from "./saved-searches.server";

/**
 * A signed-out visitor pressed Save: the search and frequency are kept in the
 * browser (pending-save.server.ts) and the visitor is sent to sign up, and
 * back here after. The return path also names the search when it fits, so
 * that signing up in another browser still shows it, ready to confirm.
 */
export function askToSignUpFirst(formData: FormData, now = new Date()): { location: string; setCookie: string } {
  const query = formData.get("query");
  const frequency = formData.get("frequency");
  const named = new URLSearchParams();
  if (typeof query === "string") named.set("new", query.replace(/^\?/, "").slice(0, SEARCH_QUERY_MAX));
  if (isAlertFrequency(frequency)) named.set("frequency", frequency);
  const full = safeRedirectPath(`${PENDING_SAVE_RETURN}&${named.toString()}`);
  return { location: `/signup?redirectTo=${encodeURIComponent(full ?? PENDING_SAVE_RETURN)}`, setCookie: pendingSaveCookie(query, frequency, now) };
}

export type PendingSaveOutcome =
  | { status: 303; location: string; setCookie: string }
  | { status: "refused"; failure: SavedSearchFormFailure; pending: PendingSave; setCookie: string };

/**
 * Back from sign-up or sign-in with a search kept in the browser: it is saved
 * with the frequency chosen, whether or not the address is confirmed yet
 * (alerts wait for that), through the account page's own save (its rules and
 * hourly limit). The kept search is cleared either way; a refusal (too many
 * searches, the limit) is shown with the search, ready to save again. Null
 * when the browser kept none.
 */
export async function savePendingSearch(owner: SearchOwner, cookieHeader: string | null, options: { now?: Date } = {}): Promise<PendingSaveOutcome | null> {
  const pending = readPendingSave(cookieHeader, options.now);
  if (!pending) return null;
  const form = new FormData();
  form.set("intent", "save");
  form.set("query", pending.query);
  form.set("frequency", pending.frequency);
  form.set("name", "");
  const reply = await handleSavedSearchForm(form, owner, options);
  const setCookie = clearedPendingSaveCookie();
  if (reply.status === 303) return { status: 303, location: reply.location, setCookie };
  return { status: "refused", failure: reply.body, pending, setCookie };
}
