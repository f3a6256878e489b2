import { data, redirect, useActionData } from "react-router";
import { getSessionUser, requireBuyer } from "~/features/accounts/index.server";
import { isAlertFrequency } from "~/features/saved-searches";
import { askToSignUpFirst, handleSavedSearchForm, savePendingSearch, SAVED_SEARCH_NOTICES, type SavedSearchNotice } from "~/features/saved-searches/index.server";
import { listSavedSearches, readSavedQuery, searchFilters } from "~/features/saved-searches/index.server";
import { searchSummary } from "~/features/saved-searches";
import { PendingSearchForm, SavedSearchList } from "~/features/saved-searches/components";
import { isFilteredSearch, toSearchParams } from "~/features/listing-search";
import type { PageHandle } from "~/features/shell";
import { readFormData } from "~/shared/forms/parse-form";
import { sendReply } from "~/shared/http/reply";
import { throwFailure } from "~/shared/http/failure-status";
import type { Route } from "./+types/searches";

/**
 * /account/searches: a buyer's saved searches and their alerts. The /mls
 * "Save this search" form posts here; a signed-out visitor is asked to sign up
 * (or in) and comes back to this page, where the search is saved with the
 * frequency chosen (decision 0123); an unconfirmed address saves, changes and
 * deletes like any other, and the page says once that alerts start when it is
 * confirmed. Administrators and agents, who have no buyer account, are sent
 * to their dashboards like everywhere under /account.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Saved searches | Your account | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

/** Where a signed-out visitor goes: sign-in, then back to `back`. */
const signIn = (back: string) => redirect(`/login?redirectTo=${encodeURIComponent(back)}`);

/** A search to confirm: named by the return path without the browser's kept copy, or a save that was refused (shown again with its message). */
function pendingSearch(raw: string, frequency: unknown) {
  const query = readSavedQuery(raw.slice(0, 1_000));
  return {
    query: toSearchParams({ ...query, page: 1 }).toString(),
    summary: searchSummary(searchFilters(query)),
    frequency: isAlertFrequency(frequency) ? frequency : ("instant" as const),
    filtered: isFilteredSearch(searchFilters(query)),
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!(await getSessionUser(request))) throw signIn(`${url.pathname}${url.search}`);
  const user = await requireBuyer(request);
  // Back from signing up or in: the search this browser kept is saved as chosen.
  const kept = url.searchParams.get("save") === "pending" ? await savePendingSearch(user, request.headers.get("cookie")) : null;
  if (kept?.status === 303) throw redirect(kept.location, { headers: { "Set-Cookie": kept.setCookie } });
  const list = await listSavedSearches(user.id);
  if (!list.success) throwFailure(list);

  const raw = url.searchParams.get("new");
  const pending = kept ? pendingSearch(kept.pending.query, kept.pending.frequency) : raw === null ? null : pendingSearch(raw, url.searchParams.get("frequency"));
  const notice = url.searchParams.get("notice");
  const page = {
    searches: list.data.map(({ id, name, query, frequency: often, summary }) => ({ id, name, query, frequency: often, summary })),
    pending,
    notice: notice && notice in SAVED_SEARCH_NOTICES ? SAVED_SEARCH_NOTICES[notice as SavedSearchNotice] : null,
    refusal: kept ? kept.failure.formError : null,
  };
  return kept ? data(page, { headers: { "Set-Cookie": kept.setCookie } }) : page;
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  if (!(await getSessionUser(request))) {
    // A change to a search needs signing in again; a search to save comes back with them and is saved after sign-up.
    if (formData.get("intent") !== "save") throw signIn("/account/searches");
    const ask = askToSignUpFirst(formData);
    throw redirect(ask.location, { status: 303, headers: { "Set-Cookie": ask.setCookie } });
  }
  const user = await requireBuyer(request);
  const reply = await handleSavedSearchForm(formData, user);
  if (reply.status === 303) throw redirect(reply.location, 303);
  const query = formData.get("query");
  const retry = reply.body.intent === "save" && typeof query === "string" ? pendingSearch(query, formData.get("frequency")) : null;
  return sendReply({ status: reply.status, body: { ...reply.body, retry } });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { searches, pending, notice, refusal } = loaderData;
  const failure = useActionData<typeof action>();
  const formError = failure?.formError ?? refusal;
  return (
    <section aria-labelledby="saved-searches-heading" className="container section account-section">
      <h2 id="saved-searches-heading">Saved searches</h2>
      <p>We e-mail you when a listing newly matches one of your searches: at once, or gathered in a daily or weekly digest.</p>
      {notice ? (
        <p className="form-success" role="status">
          {notice}
        </p>
      ) : null}
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {failure?.retry ? <PendingSearchForm pending={failure.retry} /> : pending ? <PendingSearchForm pending={pending} /> : null}
      <SavedSearchList searches={searches} />
    </section>
  );
}
