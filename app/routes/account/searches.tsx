import { redirect, useActionData } from "react-router";
import { getSessionUser, requireBuyer } from "~/features/accounts/index.server";
import { isAlertFrequency, SAVED_SEARCH_MESSAGES } from "~/features/saved-searches";
import { handleSavedSearchForm, SAVED_SEARCH_NOTICES, type SavedSearchNotice } from "~/features/saved-searches/index.server";
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
 * "Save this search" form posts here; a signed-out visitor is sent to sign in
 * and comes back to this page with the search waiting to be confirmed;
 * administrators and agents, who have no buyer account, are sent to their
 * dashboards like everywhere under /account.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Saved searches | Your account | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

/** Where a signed-out visitor goes: sign-in, then back to `back`. */
const signIn = (back: string) => redirect(`/login?redirectTo=${encodeURIComponent(back)}`);

/** A search to confirm: from the sign-in round trip, or a save that was refused (shown again with its message). */
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
  const list = await listSavedSearches(user.id);
  if (!list.success) throwFailure(list);

  const raw = url.searchParams.get("new");
  const pending = raw === null ? null : pendingSearch(raw, user.emailVerified ? url.searchParams.get("frequency") : "off");
  const notice = url.searchParams.get("notice");
  return {
    searches: list.data.map(({ id, name, query, frequency: often, summary }) => ({ id, name, query, frequency: often, summary })),
    pending,
    notice: notice && notice in SAVED_SEARCH_NOTICES ? SAVED_SEARCH_NOTICES[notice as SavedSearchNotice] : null,
    emailVerified: user.emailVerified,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  if (!(await getSessionUser(request))) {
    // The search the visitor meant to save comes back with them, to be confirmed.
    const query = formData.get("query");
    const frequency = formData.get("frequency");
    const back = new URLSearchParams();
    if (typeof query === "string") back.set("new", query.slice(0, 1_000));
    if (isAlertFrequency(frequency)) back.set("frequency", frequency);
    throw signIn(`/account/searches${back.size ? `?${back.toString()}` : ""}`);
  }
  const user = await requireBuyer(request);
  const reply = await handleSavedSearchForm(formData, user);
  if (reply.status === 303) throw redirect(reply.location, 303);
  const query = formData.get("query");
  const retry = reply.body.intent === "save" && typeof query === "string" ? pendingSearch(query, user.emailVerified ? formData.get("frequency") : "off") : null;
  return sendReply({ status: reply.status, body: { ...reply.body, retry } });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { searches, pending, notice, emailVerified } = loaderData;
  const failure = useActionData<typeof action>();
  return (
    <section aria-labelledby="saved-searches-heading" className="container section account-section">
      <h2 id="saved-searches-heading">Saved searches</h2>
      <p>We e-mail you when a listing newly matches one of your searches: at once, or gathered in a daily or weekly digest.</p>
      {emailVerified ? null : (
        <p className="form-note" role="note">
          {SAVED_SEARCH_MESSAGES.unverified}: until your address is confirmed with the link we e-mailed you, searches are saved without alerts.
        </p>
      )}
      {notice ? (
        <p className="form-success" role="status">
          {notice}
        </p>
      ) : null}
      {failure?.formError ? (
        <p className="form-error" role="alert">
          {failure.formError}
        </p>
      ) : null}
      {failure?.retry ? <PendingSearchForm pending={failure.retry} /> : pending ? <PendingSearchForm pending={pending} /> : null}
      <SavedSearchList searches={searches} />
    </section>
  );
}
